import type {
  LockReason,
  ModuleState,
  ResultKind,
  TrainingAccess,
  TrainingAction,
} from '@coach/shared/trainings';

/**
 * The progression rules (docs/product.md §8.2), decided on the server only: a pure function of
 * the training's shape and what the learner did.
 */

export interface ProgressionInput {
  access: TrainingAccess;
  /** Payable trainings: how many first modules are a free preview. */
  previewModules: number;
  resultKind: ResultKind;
  /** The module slugs in order; `test` marks the module whose answers make the result. */
  modules: readonly { slug: string; test: boolean }[];
  /** Whether the learner may follow the whole payable training (free ones: ignored). */
  entitled: boolean;
  started: ReadonlySet<string>;
  completed: ReadonlySet<string>;
}

export interface ModuleProgression {
  slug: string;
  state: ModuleState;
  lockReason: LockReason | null;
}

export interface TrainingProgression {
  modules: ModuleProgression[];
  completedModules: number;
  percent: number;
  started: boolean;
  finished: boolean;
  testCompleted: boolean;
  nextAction: TrainingAction;
  /** The module the next action opens (start, continue), else null. */
  nextModule: string | null;
}

/**
 * Each module's state. A completed module stays completed. Otherwise, in this order: a module
 * past the preview of a payable training that is not unlocked is `locked` (`payable`: the first
 * obstacle the learner must clear); a module whose previous one is not completed is `locked`
 * (`previous_module`); an opened one is `started`; else `available`.
 */
export function moduleStates(input: ProgressionInput): ModuleProgression[] {
  const payableLocked = input.access === 'payable' && !input.entitled;
  return input.modules.map(({ slug }, index) => {
    if (input.completed.has(slug)) return { slug, state: 'completed', lockReason: null };
    if (payableLocked && index >= input.previewModules)
      return { slug, state: 'locked', lockReason: 'payable' };
    const previous = input.modules[index - 1];
    if (previous && !input.completed.has(previous.slug))
      return { slug, state: 'locked', lockReason: 'previous_module' };
    if (input.started.has(slug)) return { slug, state: 'started', lockReason: null };
    return { slug, state: 'available', lockReason: null };
  });
}

/** The training as a whole: progress, and what its card proposes next. */
export function trainingProgression(input: ProgressionInput): TrainingProgression {
  const modules = moduleStates(input);
  const completedModules = modules.filter((m) => m.state === 'completed').length;
  const finished = completedModules === modules.length;
  const started = modules.some((m) => m.state !== 'available' && m.state !== 'locked');
  const test = input.modules.find((m) => m.test);
  const testCompleted = test ? input.completed.has(test.slug) : false;
  const open = modules.find((m) => m.state === 'started' || m.state === 'available');
  const blocked = modules.find((m) => m.state === 'locked');
  let nextAction: TrainingAction;
  let nextModule: string | null = null;
  if (finished) {
    nextAction = input.resultKind === 'none' ? 'completed' : 'see_result';
  } else if (open) {
    nextAction = started ? 'continue' : 'start';
    nextModule = open.slug;
  } else if (blocked?.lockReason === 'payable') {
    nextAction = 'unlock';
  } else {
    // Every remaining module waits for an earlier one: cannot happen with a completed chain.
    nextAction = 'continue';
  }
  return {
    modules,
    completedModules,
    percent: modules.length === 0 ? 0 : Math.round((completedModules / modules.length) * 100),
    started,
    finished,
    testCompleted,
    nextAction,
    nextModule,
  };
}
