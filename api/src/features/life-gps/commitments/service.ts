import type { Commitment, LifeArea } from '@coach/shared/life-gps';
import type { Db } from '@coach/server-kit/db/types';
import { iso, type LifeGpsDeps, type Page } from '../deps';
import { LifeGpsError } from '../errors';
import { findStep } from '../goal/repository';
import * as repo from './repository';

/** Valibot output: already validated, trimmed, optional texts null. */
export interface CommitmentInput {
  text: string;
  due_date: string;
  repeat_weekly: boolean;
  life_area: LifeArea | null;
  step_id: string | null;
  done_through: string | null;
}

export function toCommitment(row: repo.CommitmentRow): Commitment {
  return {
    id: row.id,
    text: row.text,
    due_date: row.dueDate,
    repeat_weekly: row.repeatWeekly,
    life_area: row.lifeArea as LifeArea | null,
    step_id: row.stepId,
    done_through: row.doneThrough,
    created_at: iso(row.createdAt),
  };
}

export async function listCommitments(
  deps: LifeGpsDeps,
  userId: string,
  query: Page & { status: 'open' | 'done' | 'all'; today: string },
) {
  const { rows, total, next } = await repo.listCommitments(deps.db, userId, {
    status: query.status,
    today: query.today,
    page: query.page,
    perPage: query.per_page,
    after: query.after,
  });
  return { items: rows.map(toCommitment), page: query.page, per_page: query.per_page, total, next };
}

async function checkStep(db: Db, userId: string, stepId: string | null): Promise<void> {
  if (stepId !== null && !(await findStep(db, userId, stepId))) throw new LifeGpsError('step_not_found');
}

/** The commitment's columns as the person wrote them (adding and replacing write the same ones). */
function columnsOf({ text, due_date, repeat_weekly, life_area, step_id, done_through }: CommitmentInput) {
  return {
    text,
    dueDate: due_date,
    repeatWeekly: repeat_weekly,
    lifeArea: life_area,
    stepId: step_id,
    doneThrough: done_through,
  };
}

export async function addCommitment(
  deps: LifeGpsDeps,
  userId: string,
  input: CommitmentInput,
): Promise<Commitment> {
  await checkStep(deps.db, userId, input.step_id);
  const now = deps.clock.now();
  const row = await repo.insertCommitment(deps.db, {
    userId,
    ...columnsOf(input),
    createdAt: now,
    updatedAt: now,
  });
  return toCommitment(row);
}

/** Replaces the commitment's fields (marking done sets `done_through`): idempotent. */
export async function editCommitment(
  deps: LifeGpsDeps,
  userId: string,
  id: string,
  input: CommitmentInput,
): Promise<Commitment> {
  if (!(await repo.findCommitment(deps.db, userId, id))) throw new LifeGpsError('not_found');
  await checkStep(deps.db, userId, input.step_id);
  const row = await repo.updateCommitment(deps.db, userId, id, {
    ...columnsOf(input),
    updatedAt: deps.clock.now(),
  });
  if (!row) throw new LifeGpsError('not_found');
  return toCommitment(row);
}

export async function removeCommitment(deps: LifeGpsDeps, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteCommitment(deps.db, userId, id))) throw new LifeGpsError('not_found');
}
