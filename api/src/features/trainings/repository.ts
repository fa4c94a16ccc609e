import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  trainingAccessCodes,
  trainingAnswers,
  trainingEntitlements,
  trainingModuleProgress,
  trainingReads,
} from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { preparedOnce } from '../../db/prepared';

/** A learner's progress rows (keyed by slugs and ids: they survive content revisions). */

export type ModuleProgressRow = typeof trainingModuleProgress.$inferSelect;
export type AnswerRow = typeof trainingAnswers.$inferSelect;
export type AccessCodeRow = typeof trainingAccessCodes.$inferSelect;

// The reads of every training page and module (the catalogue, a training, the player), prepared
// (db/prepared.ts): their shape never changes, only the person, training and module.
const placeholder = {
  userId: sql.placeholder('userId'),
  trainingSlug: sql.placeholder('trainingSlug'),
  moduleSlug: sql.placeholder('moduleSlug'),
};

const progressOfPerson = preparedOnce((db) =>
  db
    .select()
    .from(trainingModuleProgress)
    .where(eq(trainingModuleProgress.userId, placeholder.userId))
    .prepare('module_progress_of_person'),
);
const progressOfTraining = preparedOnce((db) =>
  db
    .select()
    .from(trainingModuleProgress)
    .where(
      and(
        eq(trainingModuleProgress.userId, placeholder.userId),
        eq(trainingModuleProgress.trainingSlug, placeholder.trainingSlug),
      ),
    )
    .prepare('module_progress_of_training'),
);

export async function moduleProgressOf(db: Executor, userId: string, trainingSlug?: string) {
  return trainingSlug
    ? progressOfTraining(db).execute({ userId, trainingSlug })
    : progressOfPerson(db).execute({ userId });
}

const entitlements = preparedOnce((db) =>
  db
    .select({ slug: trainingEntitlements.trainingSlug })
    .from(trainingEntitlements)
    .where(eq(trainingEntitlements.userId, placeholder.userId))
    .prepare('entitlements_of'),
);

export async function entitlementsOf(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await entitlements(db).execute({ userId });
  return new Set(rows.map((row) => row.slug));
}

/** The person's rows of one module of a training, in a table kept per person, training and module. */
function ofModule<Table extends typeof trainingReads | typeof trainingAnswers>(table: Table) {
  return and(
    eq(table.userId, placeholder.userId),
    eq(table.trainingSlug, placeholder.trainingSlug),
    eq(table.moduleSlug, placeholder.moduleSlug),
  );
}

const reads = preparedOnce((db) =>
  db.select().from(trainingReads).where(ofModule(trainingReads)).prepare('module_reads_of'),
);
const answers = preparedOnce((db) =>
  db.select().from(trainingAnswers).where(ofModule(trainingAnswers)).prepare('module_answers_of'),
);

export async function readsOf(db: Executor, userId: string, trainingSlug: string, moduleSlug: string) {
  return reads(db).execute({ userId, trainingSlug, moduleSlug });
}

export async function answersOf(db: Executor, userId: string, trainingSlug: string, moduleSlug: string) {
  return answers(db).execute({ userId, trainingSlug, moduleSlug });
}

/** Records that the module was opened; opening it again changes nothing. */
export async function markStarted(
  db: Executor,
  key: { userId: string; trainingSlug: string; moduleSlug: string },
  now: Date,
): Promise<void> {
  await db
    .insert(trainingModuleProgress)
    .values({ ...key, startedAt: now })
    .onConflictDoNothing();
}

/** "I've read": the first time counts; the same request again changes nothing. */
export async function markRead(
  db: Executor,
  key: { userId: string; trainingSlug: string; moduleSlug: string; partId: string },
  now: Date,
): Promise<Date> {
  await db
    .insert(trainingReads)
    .values({ ...key, readAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ readAt: trainingReads.readAt })
    .from(trainingReads)
    .where(
      and(
        eq(trainingReads.userId, key.userId),
        eq(trainingReads.trainingSlug, key.trainingSlug),
        eq(trainingReads.moduleSlug, key.moduleSlug),
        eq(trainingReads.partId, key.partId),
      ),
    );
  return row?.readAt ?? now;
}

/** One answer per question and learner: a new answer replaces the previous one. */
export async function upsertAnswer(
  db: Executor,
  row: Omit<typeof trainingAnswers.$inferInsert, 'answeredAt'>,
  now: Date,
): Promise<void> {
  await db
    .insert(trainingAnswers)
    .values({ ...row, answeredAt: now })
    .onConflictDoUpdate({
      target: [
        trainingAnswers.userId,
        trainingAnswers.trainingSlug,
        trainingAnswers.moduleSlug,
        trainingAnswers.questionId,
      ],
      set: { answerIds: row.answerIds ?? [], value: row.value ?? null, answeredAt: now },
    });
}

/** Completes the module once (the first completion's date is kept); true when this call did. */
export async function markCompleted(
  db: Executor,
  key: { userId: string; trainingSlug: string; moduleSlug: string },
  hash: string,
  now: Date,
): Promise<boolean> {
  await markStarted(db, key, now);
  const updated = await db
    .update(trainingModuleProgress)
    .set({ completedAt: now, completedHash: hash })
    .where(
      and(
        eq(trainingModuleProgress.userId, key.userId),
        eq(trainingModuleProgress.trainingSlug, key.trainingSlug),
        eq(trainingModuleProgress.moduleSlug, key.moduleSlug),
        isNull(trainingModuleProgress.completedAt),
      ),
    )
    .returning({ moduleSlug: trainingModuleProgress.moduleSlug });
  return updated.length > 0;
}

/** A test taken again: the module is no longer completed and its answers are cleared (reads stay). */
export async function reopenModule(
  db: Executor,
  key: { userId: string; trainingSlug: string; moduleSlug: string },
): Promise<void> {
  const sameModule = <T extends typeof trainingAnswers | typeof trainingModuleProgress>(table: T) =>
    and(
      eq(table.userId, key.userId),
      eq(table.trainingSlug, key.trainingSlug),
      eq(table.moduleSlug, key.moduleSlug),
    );
  await db.transaction(async (tx) => {
    await tx.delete(trainingAnswers).where(sameModule(trainingAnswers));
    await tx
      .update(trainingModuleProgress)
      .set({ completedAt: null, completedHash: null })
      .where(sameModule(trainingModuleProgress));
  });
}

export async function insertAccessCode(
  db: Executor,
  row: typeof trainingAccessCodes.$inferInsert,
): Promise<void> {
  await db.insert(trainingAccessCodes).values(row);
}

/** The code row, locked until the transaction ends (two learners redeeming the last use). */
export async function accessCodeForUpdate(
  db: Executor,
  codeHash: string,
): Promise<AccessCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingAccessCodes)
    .where(eq(trainingAccessCodes.codeHash, codeHash))
    .for('update');
  return row;
}

/** Uses the code once and entitles the learner; false when the learner already was. */
export async function redeemAccessCode(
  db: Executor,
  code: AccessCodeRow,
  userId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(trainingEntitlements)
    .values({ userId, trainingSlug: code.trainingSlug, accessCodeId: code.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: trainingEntitlements.userId });
  if (inserted.length === 0) return false;
  await db
    .update(trainingAccessCodes)
    .set({ usesCount: sql`${trainingAccessCodes.usesCount} + 1` })
    .where(eq(trainingAccessCodes.id, code.id));
  return true;
}
