import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Test results (docs/product.md §8.3): one row each time a person completes a training's test
 * module. A retake adds a row, never changes one, so earlier results stay to compare. The row
 * keeps the answers that produced it and the content revision they were given against (the
 * texts shown with the result come from that revision). Goes with the account (ON DELETE CASCADE).
 */
export const testResults = pgTable(
  'test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingSlug: text('training_slug').notNull(),
    /** The training's result kind when the test was taken: j-embarque or my_life_gps. */
    kind: text('kind').notNull(),
    /** The test module's slug. */
    moduleSlug: text('module_slug').notNull(),
    /** The content revision (training_revisions.hash) the answers were given against. */
    contentHash: text('content_hash').notNull(),
    /** `[{ question_id, answers, value }]`: the answers that produced the result. */
    answers: jsonb('answers').notNull(),
    /** What the scoring computed (`@coach/shared/results`): CaptainTypeScore or LifeGpsScore. */
    score: jsonb('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('test_results_user_created_idx').on(t.userId, t.createdAt, t.id)],
);
