import { GOAL_STEPS_MAX, type GoalStep, type LifeArea, type MainGoalResponse } from '@coach/shared/life-gps';
import { iso, type LifeGpsDeps } from '../deps';
import { LifeGpsError } from '../errors';
import * as repo from './repository';

/** Valibot outputs: already validated, trimmed, optional texts null. */
export interface MainGoalInput {
  text: string;
  life_area: LifeArea | null;
  target_date: string | null;
}
export interface StepInput {
  text: string;
  position?: number | undefined;
}

function toStep(row: repo.GoalStepRow): GoalStep {
  return { id: row.id, text: row.text, position: row.position };
}

export async function readMainGoal(deps: LifeGpsDeps, userId: string): Promise<MainGoalResponse> {
  const [goal, steps] = await Promise.all([
    repo.findMainGoal(deps.db, userId),
    repo.listSteps(deps.db, userId),
  ]);
  return {
    goal: goal
      ? {
          text: goal.text,
          life_area: goal.lifeArea as LifeArea | null,
          target_date: goal.targetDate,
          created_at: iso(goal.createdAt),
          updated_at: iso(goal.updatedAt),
        }
      : null,
    steps: steps.map(toStep),
  };
}

/** Sets or replaces the one main goal; sending the same goal again changes only `updated_at`. */
export async function saveMainGoal(deps: LifeGpsDeps, userId: string, input: MainGoalInput) {
  const now = deps.clock.now();
  await repo.upsertMainGoal(deps.db, {
    userId,
    text: input.text,
    lifeArea: input.life_area,
    targetDate: input.target_date,
    createdAt: now,
    updatedAt: now,
  });
  return readMainGoal(deps, userId);
}

/** Clears the goal and its path; commitments made from its steps stay, without their step. */
export async function clearMainGoal(deps: LifeGpsDeps, userId: string): Promise<void> {
  await deps.db.transaction((tx) => repo.deleteMainGoal(tx, userId));
}

function moveTo(ids: string[], id: string, position: number): string[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.min(position, rest.length), 0, id);
  return rest;
}

export async function addStep(deps: LifeGpsDeps, userId: string, input: StepInput): Promise<GoalStep> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.findMainGoal(tx, userId, true))) throw new LifeGpsError('no_goal');
    const steps = await repo.listSteps(tx, userId);
    if (steps.length >= GOAL_STEPS_MAX) throw new LifeGpsError('too_many_steps');
    const step = await repo.insertStep(tx, {
      userId,
      text: input.text,
      position: steps.length,
      createdAt: deps.clock.now(),
    });
    const order = moveTo(
      steps.map((s) => s.id),
      step.id,
      input.position ?? steps.length,
    );
    await repo.renumberSteps(tx, userId, order);
    return { ...toStep(step), position: order.indexOf(step.id) };
  });
}

export async function editStep(
  deps: LifeGpsDeps,
  userId: string,
  id: string,
  input: StepInput,
): Promise<GoalStep> {
  return deps.db.transaction(async (tx) => {
    const steps = await repo.listSteps(tx, userId);
    if (!steps.some((s) => s.id === id)) throw new LifeGpsError('not_found');
    await repo.updateStepText(tx, userId, id, input.text);
    const order =
      input.position === undefined
        ? steps.map((s) => s.id)
        : moveTo(
            steps.map((s) => s.id),
            id,
            input.position,
          );
    await repo.renumberSteps(tx, userId, order);
    return { id, text: input.text, position: order.indexOf(id) };
  });
}

export async function removeStep(deps: LifeGpsDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteStep(tx, userId, id))) throw new LifeGpsError('not_found');
    const steps = await repo.listSteps(tx, userId);
    await repo.renumberSteps(
      tx,
      userId,
      steps.map((s) => s.id),
    );
  });
}
