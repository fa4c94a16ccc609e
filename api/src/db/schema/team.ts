import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invitations, users } from './users';

/**
 * Teams (docs/product.md §8.5): one per leader (user_type coach, manager or hr), created on the
 * leader's first visit. Deleting the leader's account deletes the team and its memberships.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaderId: uuid('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('teams_leader_id_key').on(t.leaderId)],
);

/**
 * A person in a team: invited (no account yet, or an account that has not accepted) or active.
 * `user_id` is the member's account once known; the member's own choice to share their progress
 * with the leader lives here, off by default (docs/product.md §7.3).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, trimmed and lower-cased. */
    email: text('email').notNull(),
    /** The name the leader knows the member by in this team (editable by the leader). */
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    status: text('status').notNull(),
    /** The invitation that brought the member in (kept for its history when the member leaves). */
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    shareProgress: boolean('share_progress').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('team_members_team_email_key').on(t.teamId, t.email),
    uniqueIndex('team_members_team_user_key').on(t.teamId, t.userId),
    index('team_members_user_id_idx').on(t.userId),
    index('team_members_team_name_idx').on(t.teamId, t.lastname, t.firstname, t.id),
    // The export and erasure find a person's rows by address too, whatever the team (docs/adr/0017).
    index('team_members_email_idx').on(t.email),
    // A leader's invitations list joins each to its seat; deleting an invitation sets it null here.
    index('team_members_invitation_id_idx').on(t.invitationId),
    check('team_members_status_check', sql`${t.status} IN ('invited', 'active')`),
    check('team_members_active_has_user', sql`${t.status} = 'invited' OR ${t.userId} IS NOT NULL`),
  ],
);

/**
 * Surveys a leader sends to members of their team (docs/product.md §8.5). Today one kind: the
 * interior-weather pulse, answered Top or Not Top. The leader sees counts; the aggregate only for
 * a survey sent to the whole team, once it is closed, and from 5 answers (§7.3); individual
 * answers are never shown to them.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** Sent to every active member (true) or to members the leader chose: those never aggregate. */
    wholeTeam: boolean('whole_team').notNull().default(false),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('surveys_team_id_idx').on(t.teamId, t.createdAt, t.id),
    check('surveys_kind_check', sql`${t.kind} IN ('weather')`),
  ],
);

/** Who a survey was sent to, and the member's own answer (deleted with their account). */
export const surveyRecipients = pgTable(
  'survey_recipients',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.userId] }),
    index('survey_recipients_user_id_idx').on(t.userId),
    check('survey_recipients_answer_check', sql`${t.answer} IS NULL OR ${t.answer} IN ('top', 'not_top')`),
  ],
);
