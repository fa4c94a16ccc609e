import type * as v from 'valibot';
import {
  SURVEY_AGGREGATE_MIN,
  TEAM_PAGE_SIZE,
  type ReceivedSurvey,
  type Survey,
  type SurveysPage,
  type WeatherAnswer,
  type createSurveyPayloadSchema,
} from '@coach/shared/team';
import type { UserRow } from '../../accounts/users';
import { ApiError, errorBody } from '../../http/errors';
import type { RequestClient } from '../../http/request-context';
import { translator } from '../../i18n/i18n';
import { deliverInBackground } from '../../mail/mailer';
import { enqueueMail, type OutboxMail } from '../../mail/outbox';
import { ThrottledError } from '../../throttle/throttle';
import { TeamError } from './errors';
import { assertLeader, checkId, leaderTeam, type TeamDeps } from './service';
import * as repo from './survey-repository';

type SurveyInput = v.InferOutput<ReturnType<typeof createSurveyPayloadSchema>>;

/** A reminder per survey at most once an hour. */
export const REMIND_INTERVAL_MS = 3_600_000;

/**
 * The leader's view of a survey: counts, and the aggregate only from SURVEY_AGGREGATE_MIN answers
 * (docs/product.md §7.3). Individual answers never leave the api.
 */
export function toSurvey(row: Awaited<ReturnType<typeof repo.listSurveys>>['rows'][number]): Survey {
  return {
    id: row.survey.id,
    kind: 'weather',
    due_on: row.survey.dueOn,
    created_at: row.survey.createdAt.toISOString(),
    reminded_at: row.survey.remindedAt?.toISOString() ?? null,
    recipients_count: row.recipients,
    answered_count: row.answered,
    aggregate: row.answered >= SURVEY_AGGREGATE_MIN ? { top: row.top, not_top: row.notTop } : null,
  };
}

export async function listSurveys(
  deps: TeamDeps,
  leader: UserRow,
  query: { page?: number; per_page?: number },
): Promise<SurveysPage> {
  const team = await leaderTeam(deps.db, leader, deps.clock.now());
  const request = { page: query.page ?? 1, perPage: query.per_page ?? TEAM_PAGE_SIZE };
  const { rows, total } = await repo.listSurveys(deps.db, team.id, request);
  return { items: rows.map(toSurvey), page: request.page, per_page: request.perPage, total };
}

function fieldError(field: string, message: string): ApiError {
  return new ApiError(422, errorBody(null, { [field]: [message] }));
}

/** Sends an interior-weather pulse to every active member, or to the chosen active members. */
export async function createSurvey(
  deps: TeamDeps,
  leader: UserRow,
  input: SurveyInput,
  tv: (key: string) => string,
): Promise<Survey> {
  assertLeader(leader);
  const now = deps.clock.now();
  if (input.due_on < now.toISOString().slice(0, 10)) throw fieldError('due_on', tv('dueOn.past'));
  const memberIds = input.member_ids
    ? [...new Set(input.member_ids.map((id) => id.toLowerCase()))]
    : undefined;
  if (memberIds?.some((id) => !/^[0-9a-f-]{36}$/.test(id)))
    throw fieldError('member_ids', tv('memberIds.invalid'));
  return deps.db.transaction(async (tx) => {
    const team = await leaderTeam(tx, leader, now);
    const recipients = await repo.activeMemberUsers(tx, team.id, memberIds);
    if (memberIds && recipients.length !== memberIds.length)
      throw fieldError('member_ids', tv('memberIds.invalid'));
    if (recipients.length === 0) throw fieldError('member_ids', tv('memberIds.noActive'));
    const survey = await repo.insertSurvey(
      tx,
      { teamId: team.id, kind: 'weather', dueOn: input.due_on, createdAt: now },
      recipients.map((r) => r.userId),
    );
    return toSurvey({ survey, recipients: recipients.length, answered: 0, top: 0, notTop: 0 });
  });
}

/** E-mails those who have not answered, at most once an hour per survey. */
export async function remindSurvey(
  deps: TeamDeps,
  leader: UserRow,
  surveyId: string,
  client: RequestClient,
): Promise<{ reminded: number }> {
  assertLeader(leader);
  const now = deps.clock.now();
  const mails = await deps.db.transaction(async (tx) => {
    const team = await leaderTeam(tx, leader, now);
    const survey = await repo.findSurvey(tx, team.id, checkId(surveyId), true);
    if (!survey) throw new TeamError('not_found');
    const wait = (survey.remindedAt?.getTime() ?? 0) + REMIND_INTERVAL_MS - now.getTime();
    if (wait > 0) throw new ThrottledError(wait);
    const pending = await repo.unansweredRecipients(tx, survey.id);
    const written: OutboxMail[] = [];
    for (const person of pending) {
      const t = translator(person.lang === 'en' ? 'en' : 'fr', 'api');
      const values = {
        firstname: person.firstname,
        leader: `${leader.firstname} ${leader.lastname}`,
        team: team.name,
        due: survey.dueOn,
        link: `${deps.publicUrl}/invitations`,
      };
      written.push(
        await enqueueMail(
          tx,
          {
            to: person.email,
            subject: t('team.mail.reminder.subject', values),
            text: t('team.mail.reminder.text', values),
            links: [values.link],
          },
          now,
        ),
      );
    }
    if (pending.length > 0) await repo.markReminded(tx, survey.id, now);
    return written;
  });
  for (const mail of mails) deliverInBackground(deps.mailer, mail, client.log);
  return { reminded: mails.length };
}

export async function listReceivedSurveys(deps: TeamDeps, user: UserRow): Promise<ReceivedSurvey[]> {
  const rows = await repo.listOpenSurveysFor(deps.db, user.id);
  return rows.map(({ survey, team, leader }) => ({
    id: survey.id,
    kind: 'weather',
    due_on: survey.dueOn,
    team,
    leader,
  }));
}

/** The member's own answer, once; a survey not sent to them: 404. */
export async function answerSurvey(deps: TeamDeps, user: UserRow, surveyId: string, answer: WeatherAnswer) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockRecipient(tx, checkId(surveyId), user.id);
    if (!row) throw new TeamError('not_found');
    if (row.answer !== null) throw new TeamError('already_answered');
    await repo.saveAnswer(tx, row.surveyId, user.id, answer, now);
  });
}
