import { asc, eq, sql } from 'drizzle-orm';
import { goalSteps, mainGoals } from '../../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { scopedRows } from '../../../db/rows';

/** The main goal and its steps; every query is scoped to its owner (`user_id`). */

export type MainGoalRow = typeof mainGoals.$inferSelect;
export type GoalStepRow = typeof goalSteps.$inferSelect;

/** `lock`: held until the transaction ends, so that parallel step changes of one goal queue. */
export async function findMainGoal(
  db: Executor,
  userId: string,
  lock = false,
): Promise<MainGoalRow | undefined> {
  const query = db.select().from(mainGoals).where(eq(mainGoals.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function upsertMainGoal(
  db: Executor,
  row: Omit<MainGoalRow, 'createdAt'> & { createdAt: Date },
): Promise<MainGoalRow> {
  const [saved] = await db
    .insert(mainGoals)
    .values(row)
    .onConflictDoUpdate({
      target: mainGoals.userId,
      set: { text: row.text, lifeArea: row.lifeArea, targetDate: row.targetDate, updatedAt: row.updatedAt },
    })
    .returning();
  return saved as MainGoalRow;
}

export async function deleteMainGoal(db: Executor, userId: string): Promise<void> {
  await db.delete(goalSteps).where(eq(goalSteps.userId, userId));
  await db.delete(mainGoals).where(eq(mainGoals.userId, userId));
}

export function listSteps(db: Executor, userId: string): Promise<GoalStepRow[]> {
  return db
    .select()
    .from(goalSteps)
    .where(eq(goalSteps.userId, userId))
    .orderBy(asc(goalSteps.position), asc(goalSteps.createdAt));
}

const steps = scopedRows(goalSteps, goalSteps.id);
const ownedBy = (userId: string) => eq(goalSteps.userId, userId);

export const findStep = (db: Executor, userId: string, id: string) => steps.find(db, ownedBy(userId), id);

export const insertStep = steps.insert;

/** Rewrites every step's position (0, 1, 2…) in the given order, in one statement. */
export async function renumberSteps(db: Executor, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${goalSteps} SET position = ordered.ord - 1
    FROM unnest(ARRAY[${list}]::uuid[]) WITH ORDINALITY AS ordered(id, ord)
    WHERE ${goalSteps.id} = ordered.id AND ${goalSteps.userId} = ${userId}`);
}

export async function updateStepText(db: Executor, userId: string, id: string, text: string): Promise<void> {
  await steps.update(db, ownedBy(userId), id, { text });
}

export const deleteStep = (db: Executor, userId: string, id: string) => steps.remove(db, ownedBy(userId), id);
