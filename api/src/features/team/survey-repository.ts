import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { surveyRecipients, surveys, teamMembers, teams, users } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { insertRow } from '../../db/rows';
import { keyset, preparedPage, readPage, type PageRequest } from '../../db/keyset';

/** The queries of team surveys; the leader's side never reads an individual answer. */

export type SurveyRow = typeof surveys.$inferSelect;

/** The accounts of the team's active members, optionally only the given member ids. */
export async function activeMemberUsers(db: Executor, teamId: string, memberIds?: string[]) {
  const rows = await db
    .select({ memberId: teamMembers.id, userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.status, 'active'),
        memberIds ? inArray(teamMembers.id, memberIds) : undefined,
      ),
    );
  return rows.flatMap((row) => (row.userId ? [{ memberId: row.memberId, userId: row.userId }] : []));
}

export async function insertSurvey(
  db: Executor,
  row: typeof surveys.$inferInsert,
  userIds: string[],
): Promise<SurveyRow> {
  const survey = await insertRow(db, surveys, row);
  await db.insert(surveyRecipients).values(userIds.map((userId) => ({ surveyId: survey.id, userId })));
  return survey;
}

/** A team's surveys, the newest first (index `surveys_team_id_idx`). */
const newestSurveys = keyset('desc', [surveys.createdAt, 'instant'], [surveys.id, 'uuid']);

/**
 * How a survey was answered, counted for the survey of the outer row (a lateral subquery): the
 * page of surveys is read first by its index, then each survey's recipients by theirs, so the cost
 * is the page's and not the team's whole history (docs/adr/0019-cpu-per-request.md).
 */
function tallyOfEachSurvey(db: Executor) {
  return db
    .select({
      recipients: sql<number>`count(*)`.mapWith(Number).as('recipients'),
      answered: sql<number>`count(${surveyRecipients.answer})`.mapWith(Number).as('answered'),
      top: sql<number>`count(*) FILTER (WHERE ${surveyRecipients.answer} = 'top')`.mapWith(Number).as('top'),
      notTop: sql<number>`count(*) FILTER (WHERE ${surveyRecipients.answer} = 'not_top')`
        .mapWith(Number)
        .as('not_top'),
    })
    .from(surveyRecipients)
    .where(eq(surveyRecipients.surveyId, surveys.id))
    .as('tally');
}

/** The team's surveys, newest first, with their tallies: the surveys page's list, prepared (db/keyset.ts). */
const ofTeam = eq(surveys.teamId, sql.placeholder('teamId'));
const surveysPage = preparedPage('team_surveys', {
  keyset: newestSurveys,
  select: (db, key) => {
    const tally = tallyOfEachSurvey(db);
    return db
      .select({
        survey: surveys,
        key,
        recipients: tally.recipients,
        answered: tally.answered,
        top: tally.top,
        notTop: tally.notTop,
      })
      .from(surveys)
      .leftJoinLateral(tally, sql`true`);
  },
  where: ofTeam,
  count: (db) => db.select({ total: count() }).from(surveys).where(ofTeam),
});

export function listSurveys(db: Executor, teamId: string, request: PageRequest) {
  return surveysPage(db, { teamId }, request);
}

export async function findSurvey(db: Executor, teamId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.teamId, teamId)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** Who has not answered yet: their address, first name and language, for the reminder. */
export async function unansweredRecipients(db: Executor, surveyId: string) {
  return db
    .select({ userId: users.id, email: users.email, firstname: users.firstname, lang: users.lang })
    .from(surveyRecipients)
    .innerJoin(users, eq(users.id, surveyRecipients.userId))
    .where(and(eq(surveyRecipients.surveyId, surveyId), isNull(surveyRecipients.answer)));
}

export async function markReminded(db: Executor, surveyId: string, now: Date): Promise<void> {
  await db.update(surveys).set({ remindedAt: now }).where(eq(surveys.id, surveyId));
}

const leaders = alias(users, 'survey_leaders');

/**
 * The surveys waiting for a person's answer, the soonest due first: read through the person's
 * recipient rows (`survey_recipients_user_id_idx`), then sorted: the key is another table's.
 */
const soonestDue = keyset('asc', [surveys.dueOn, 'day'], [surveys.id, 'uuid']);

/** Surveys waiting for this person's answer and still open on `today`, with the team and its leader. */
export async function listOpenSurveysFor(db: Executor, userId: string, today: string, request: PageRequest) {
  const open = and(
    eq(surveyRecipients.userId, userId),
    isNull(surveyRecipients.answer),
    sql`${surveys.dueOn} >= ${today}::date`,
  );
  return readPage(
    {
      keyset: soonestDue,
      select: (key) =>
        db
          .select({
            survey: surveys,
            key,
            team: { id: teams.id, name: teams.name },
            leader: { firstname: leaders.firstname, lastname: leaders.lastname },
          })
          .from(surveyRecipients)
          .innerJoin(surveys, eq(surveys.id, surveyRecipients.surveyId))
          .innerJoin(teams, eq(teams.id, surveys.teamId))
          .innerJoin(leaders, eq(leaders.id, teams.leaderId)),
      where: open,
      count: () =>
        db
          .select({ total: count() })
          .from(surveyRecipients)
          .innerJoin(surveys, eq(surveys.id, surveyRecipients.surveyId))
          .where(open),
    },
    request,
  );
}

/** This person's recipient row of a survey, locked for the answer; undefined when it is not theirs. */
export async function lockRecipient(db: Executor, surveyId: string, userId: string) {
  const rows = await db
    .select({ surveyId: surveyRecipients.surveyId, answer: surveyRecipients.answer, dueOn: surveys.dueOn })
    .from(surveyRecipients)
    .innerJoin(surveys, eq(surveys.id, surveyRecipients.surveyId))
    .where(and(eq(surveyRecipients.surveyId, surveyId), eq(surveyRecipients.userId, userId)))
    .for('update', { of: surveyRecipients });
  return rows[0];
}

export async function saveAnswer(db: Executor, surveyId: string, userId: string, answer: string, now: Date) {
  await db
    .update(surveyRecipients)
    .set({ answer, answeredAt: now })
    .where(and(eq(surveyRecipients.surveyId, surveyId), eq(surveyRecipients.userId, userId)));
}
