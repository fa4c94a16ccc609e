import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The life GPS (docs/product.md §8.4). Every row is personal data: `user_id` references the
 * person with ON DELETE CASCADE, so deleting the account deletes it, and the data export finds it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull();
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One main goal per person. */
export const mainGoals = pgTable('main_goals', {
  userId: owner().primaryKey(),
  text: text('text').notNull(),
  lifeArea: text('life_area'),
  targetDate: date('target_date', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The ordered path to the main goal. */
export const goalSteps = pgTable(
  'goal_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('goal_steps_user_id_idx').on(t.userId, t.position)],
);

/** Commitments; `done_through`: occurrences up to that day are done (weekly ones repeat). */
export const commitments = pgTable(
  'commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    text: text('text').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    repeatWeekly: boolean('repeat_weekly').notNull().default(false),
    lifeArea: text('life_area'),
    stepId: uuid('step_id').references(() => goalSteps.id, { onDelete: 'set null' }),
    doneThrough: date('done_through', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('commitments_user_id_idx').on(t.userId, t.dueDate, t.createdAt, t.id),
    // Deleting a goal step sets its commitments' step to null: found here, not by reading them all.
    index('commitments_step_id_idx')
      .on(t.stepId)
      .where(sql`${t.stepId} IS NOT NULL`),
  ],
);

/** Interior weather: one entry per person and local day. */
export const weatherEntries = pgTable(
  'weather_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    mood: text('mood').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('weather_entries_user_day_key').on(t.userId, t.day),
    check('weather_entries_mood_check', sql`${t.mood} IN ('top', 'not_top')`),
  ],
);

/**
 * Appointments of a person's schedule, stored in UTC. `created_by` is who wrote it: the person,
 * or their team leader for a session with them (docs/product.md §8.5); the leader's schedule
 * reads those through `created_by`, so a session is one row.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    location: text('location'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_user_id_idx').on(t.userId, t.startsAt, t.id),
    // A leader's schedule reads the sessions they planned with their members (docs/product.md §8.5).
    index('appointments_created_by_idx').on(t.createdBy, t.startsAt, t.id),
    check('appointments_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The private calendar feed: one per person, only the SHA-256 of its token is stored. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: owner().primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
