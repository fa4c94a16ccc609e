import {
  type ContentModule,
  type ModuleSummary,
  type TrainingContent,
  type TrainingDetailResponse,
  type TrainingSummary,
} from '@coach/shared/trainings';
import type { Clock } from '@coach/server-kit/clock';
import type { Db, Executor } from '@coach/server-kit/db/types';
import type { Language } from '@coach/server-kit/i18n/i18n';
import { type ThrottleRules } from '../../throttle/throttle';
import type { TrainingCatalog } from './content-import';
import { TrainingError } from './errors';
import { trainingProgression, type TrainingProgression } from './progression';
import * as repo from './repository';
import { moduleSummary, trainingSummary } from './views';

/** A test module just completed: what the results feature needs to compute and keep a result. */
export interface TestCompletion {
  userId: string;
  content: TrainingContent;
  /** The revision the answers were given against. */
  hash: string;
  module: ContentModule;
  answers: { questionId: string; answerIds: string[]; value: number | null }[];
  completedAt: Date;
}

export interface TrainingDeps {
  db: Db;
  clock: Clock;
  throttle: ThrottleRules;
  catalog: TrainingCatalog;
  /**
   * Called in the completion's transaction when a test module becomes completed (app.ts wires
   * the results feature here: features do not import each other, docs/adr/0008-api-feature-shape.md).
   */
  onTestCompleted?: (tx: Executor, completion: TestCompletion) => Promise<void>;
}

interface Learner {
  progression: TrainingProgression;
  entitled: boolean;
  rows: Map<string, repo.ModuleProgressRow>;
}

function learnerState(content: TrainingContent, rows: repo.ModuleProgressRow[], entitled: boolean): Learner {
  const own = rows.filter((row) => row.trainingSlug === content.training.slug);
  const progression = trainingProgression({
    access: content.training.access,
    previewModules: content.training.preview_modules,
    resultKind: content.training.result_kind,
    modules: content.modules.map((module) => ({ slug: module.slug, test: module.test === true })),
    entitled,
    started: new Set(own.map((row) => row.moduleSlug)),
    completed: new Set(own.filter((row) => row.completedAt).map((row) => row.moduleSlug)),
  });
  return { progression, entitled, rows: new Map(own.map((row) => [row.moduleSlug, row])) };
}

function summaryOf(content: TrainingContent, learner: Learner, lang: Language): TrainingSummary {
  const completedDates = [...learner.rows.values()].flatMap((row) =>
    row.completedAt ? [row.completedAt] : [],
  );
  const test = content.modules.find((module) => module.test);
  return trainingSummary(
    content,
    learner.progression,
    learner.entitled,
    {
      completedAt: completedDates.length
        ? new Date(Math.max(...completedDates.map((d) => d.getTime())))
        : null,
      testCompletedAt: test ? (learner.rows.get(test.slug)?.completedAt ?? null) : null,
    },
    lang,
  );
}

export function moduleSummaries(content: TrainingContent, learner: Learner, lang: Language): ModuleSummary[] {
  return content.modules.map((module, index) =>
    moduleSummary(
      module,
      learner.progression.modules[index]!,
      learner.rows.get(module.slug)?.completedAt ?? null,
      lang,
    ),
  );
}

/** The catalogue, with the caller's progress on each training. */
export async function listTrainings(
  deps: TrainingDeps,
  userId: string,
  lang: Language,
): Promise<TrainingSummary[]> {
  const [catalog, rows, entitled] = await Promise.all([
    deps.catalog.list(),
    repo.moduleProgressOf(deps.db, userId),
    repo.entitlementsOf(deps.db, userId),
  ]);
  return catalog.map(({ content }) =>
    summaryOf(content, learnerState(content, rows, entitled.has(content.training.slug)), lang),
  );
}

export async function loadTraining(deps: TrainingDeps, userId: string, slug: string) {
  const found = await deps.catalog.find(slug);
  if (!found) throw new TrainingError('training_not_found');
  const [rows, entitled] = await Promise.all([
    repo.moduleProgressOf(deps.db, userId, slug),
    repo.entitlementsOf(deps.db, userId),
  ]);
  return { ...found, learner: learnerState(found.content, rows, entitled.has(slug)) };
}

/** One training: its summary and its modules with their states. */
export async function getTraining(
  deps: TrainingDeps,
  userId: string,
  slug: string,
  lang: Language,
): Promise<TrainingDetailResponse> {
  const { content, learner } = await loadTraining(deps, userId, slug);
  return { ...summaryOf(content, learner, lang), modules: moduleSummaries(content, learner, lang) };
}
