import type * as v from 'valibot';
import {
  isSurveyClosed,
  SURVEY_AGGREGATE_MIN,
  RECEIVED_SURVEYS_PAGE_SIZE,
  type ReceivedSurvey,
  type ReceivedSurveysPage,
  type Survey,
  type SurveysPage,
  type WeatherAnswer,
  type createSurveyPayloadSchema,
} from '@coach/shared/team';
import type { UserRow } from '../../accounts/users';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import type { RequestClient } from '@coach/server-kit/http/request-context';
import { translator } from '@coach/server-kit/i18n/i18n';
import { deliverInBackground } from '../../mail/mailer';
import { enqueueMail, type OutboxMail } from '../../mail/outbox';
import type { Executor } from '@coach/server-kit/db/types';
import { takeHits, ThrottledError } from '../../throttle/throttle';
import { TeamError } from './errors';
import { spendMailBudget } from './mail-budget';
import { assertLeader, checkId, leaderTeam, page, type ListQuery, type TeamDeps } from './service';
import * as repo from './survey-repository';

type SurveyInput = v.InferOutput<ReturnType<typeof createSurveyPayloadSchema>>;

/** A reminder per survey at most once an hour. */
export const REMIND_INTERVAL_MS = 3_600_000;

/**
 * The leader's view of a survey: counts, and the aggregate only of a survey sent to the whole
 * team, closed, with SURVEY_AGGREGATE_MIN answers (docs/product.md §7.3). The leader cannot pick
 * who is counted, nor see the figure move by one answer. Individual answers never leave the api.
 */
export function toSurvey(
  row: Omit<Awaited<ReturnType<typeof repo.listSurveys>>['rows'][number], 'key'>,
  now: Date,
): Survey {
  const closed = isSurveyClosed(row.survey.dueOn, now);
  const shown = row.survey.wholeTeam && closed && row.answered >= SURVEY_AGGREGATE_MIN;
  return {
    id: row.survey.id,
    kind: 'weather',
    due_on: row.survey.dueOn,
    created_at: row.survey.createdAt.toISOString(),
    reminded_at: row.survey.remindedAt?.toISOString() ?? null,
    recipients_count: row.recipients,
    answered_count: row.answered,
    whole_team: row.survey.wholeTeam,
    closed,
    aggregate: shown ? { top: row.top, not_top: row.notTop } : null,
  };
}

export async function listSurveys(deps: TeamDeps, leader: UserRow, query: ListQuery): Promise<SurveysPage> {
  const team = await leaderTeam(deps.db, leader, deps.clock.now());
  const request = page(query);
  const { rows, total, next } = await repo.listSurveys(deps.db, team.id, request);
  const now = deps.clock.now();
  return {
    items: rows.map((row) => toSurvey(row, now)),
    page: request.page,
    per_page: request.perPage,
    total,
    next,
  };
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
    await takeHits(tx, deps.throttle, [{ scope: 'survey_team', key: team.id }], now);
    const survey = await repo.insertSurvey(
      tx,
      { teamId: team.id, kind: 'weather', dueOn: input.due_on, wholeTeam: !memberIds, createdAt: now },
      recipients.map((r) => r.userId),
    );
    return toSurvey({ survey, recipients: recipients.length, answered: 0, top: 0, notTop: 0 }, now);
  });
}

/**
 * Those who may get a reminder now: one reminder mail a day per person, whatever the number of
 * surveys and teams (each one taken is counted in the caller's transaction).
 */
async function remindable<P extends { userId: string }>(
  tx: Executor,
  deps: TeamDeps,
  people: P[],
  now: Date,
) {
  const kept: P[] = [];
  for (const person of people) {
    try {
      await takeHits(tx, deps.throttle, [{ scope: 'survey_reminder_user', key: person.userId }], now);
      kept.push(person);
    } catch (error) {
      if (!(error instanceof ThrottledError)) throw error;
    }
  }
  return kept;
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
    if (isSurveyClosed(survey.dueOn, now)) throw new TeamError('survey_closed');
    const wait = (survey.remindedAt?.getTime() ?? 0) + REMIND_INTERVAL_MS - now.getTime();
    if (wait > 0) throw new ThrottledError(wait);
    const pending = await remindable(tx, deps, await repo.unansweredRecipients(tx, survey.id), now);
    await spendMailBudget(tx, deps.throttle, leader.id, pending.length, now);
    const written: OutboxMail[] = [];
    for (const person of pending) {
      const t = translator(person.lang === 'en' ? 'en' : 'fr', 'api');
      const values = {
        firstname: person.firstname,
        leader: `${leader.firstname} ${leader.lastname}`,
        team: team.name,
        due: survey.dueOn,
        link: `${deps.publicUrl}/invitations`,
        min: SURVEY_AGGREGATE_MIN,
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

export async function listReceivedSurveys(
  deps: TeamDeps,
  user: UserRow,
  query: ListQuery,
): Promise<ReceivedSurveysPage> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  const request = page(query, RECEIVED_SURVEYS_PAGE_SIZE);
  const { rows, total, next } = await repo.listOpenSurveysFor(deps.db, user.id, today, request);
  const items = rows.map(({ survey, team, leader }): ReceivedSurvey => ({
    id: survey.id,
    kind: 'weather',
    due_on: survey.dueOn,
    whole_team: survey.wholeTeam,
    team,
    leader,
  }));
  return { items, page: request.page, per_page: request.perPage, total, next };
}

/** The member's own answer, once; a survey not sent to them: 404. */
export async function answerSurvey(deps: TeamDeps, user: UserRow, surveyId: string, answer: WeatherAnswer) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockRecipient(tx, checkId(surveyId), user.id);
    if (!row) throw new TeamError('not_found');
    if (row.answer !== null) throw new TeamError('already_answered');
    // After the due date the aggregate is fixed: a late answer would move it by one.
    if (isSurveyClosed(row.dueOn, now)) throw new TeamError('survey_closed');
    await repo.saveAnswer(tx, row.surveyId, user.id, answer, now);
  });
}
