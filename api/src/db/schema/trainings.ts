import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Trainings (docs/product.md §8.2, docs/adr/0010-training-content-revisions.md). The content
 * lives in the repository and is imported at start: one revision per distinct content hash. A
 * learner's rows are keyed by the content's stable slugs and ids, never by text or position, so
 * they survive new revisions. Every table holding a person's data has `user_id` and goes with
 * the account (ON DELETE CASCADE).
 */

/** Every version of a training's content ever imported (the validated files as JSON). */
export const trainingRevisions = pgTable(
  'training_revisions',
  {
    trainingSlug: text('training_slug').notNull(),
    /** SHA-256 of the validated content (canonical JSON). */
    hash: text('hash').notNull(),
    content: jsonb('content').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trainingSlug, t.hash] })],
);

/** The catalogue: each training's current revision; a training gone from the files is retired. */
export const trainings = pgTable('trainings', {
  slug: text('slug').primaryKey(),
  currentHash: text('current_hash').notNull(),
  position: integer('position').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A module a learner opened (started) and completed. */
export const trainingModuleProgress = pgTable(
  'training_module_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingSlug: text('training_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The content revision the module was completed against. */
    completedHash: text('completed_hash'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.trainingSlug, t.moduleSlug] })],
);

/** "I've read" on a reading part. */
export const trainingReads = pgTable(
  'training_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingSlug: text('training_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    partId: text('part_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.trainingSlug, t.moduleSlug, t.partId] })],
);

/** A learner's answer to a quiz question: chosen answer ids, or a 0–10 rating. */
export const trainingAnswers = pgTable(
  'training_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingSlug: text('training_slug').notNull(),
    moduleSlug: text('module_slug').notNull(),
    questionId: text('question_id').notNull(),
    answerIds: text('answer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    value: smallint('value'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trainingSlug, t.moduleSlug, t.questionId] }),
    check('training_answers_value_check', sql`${t.value} IS NULL OR ${t.value} BETWEEN 0 AND 10`),
  ],
);

/** Access codes for payable trainings: only the SHA-256 of the code is stored. */
export const trainingAccessCodes = pgTable(
  'training_access_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    trainingSlug: text('training_slug').notNull(),
    usesAllowed: integer('uses_allowed').notNull(),
    usesCount: integer('uses_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    uniqueIndex('training_access_codes_code_hash_key').on(t.codeHash),
    check('training_access_codes_uses_check', sql`${t.usesCount} <= ${t.usesAllowed}`),
  ],
);

/** Who may follow a payable training (today through an access code; a payment later). */
export const trainingEntitlements = pgTable(
  'training_entitlements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingSlug: text('training_slug').notNull(),
    accessCodeId: uuid('access_code_id').references(() => trainingAccessCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trainingSlug] }),
    index('training_entitlements_access_code_idx').on(t.accessCodeId),
  ],
);
