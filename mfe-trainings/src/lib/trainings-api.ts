import { api } from '@coach/shared/api';
import type {
  CompleteResponse,
  ModuleDetailResponse,
  QuizAnswerPayload,
  ResultKind,
  TrainingListResponse,
} from '@coach/shared/trainings';

/** The trainings calls (docs/api.md, "Trainings"); texts come in the page's language. */

const base = 'dashboard/trainings';
const seg = encodeURIComponent;
const modulePath = (training: string, module: string) => `${base}/${seg(training)}/modules/${seg(module)}`;

export const trainingsApi = {
  list: () => api.get(base).json<TrainingListResponse>(),
  module: (training: string, module: string) =>
    api.get(modulePath(training, module)).json<ModuleDetailResponse>(),
  markRead: (training: string, module: string, part: string) =>
    api.post(`${modulePath(training, module)}/parts/${seg(part)}/read`).json<{ part_id: string }>(),
  answer: (training: string, module: string, question: string, body: QuizAnswerPayload) =>
    api
      .put(`${modulePath(training, module)}/questions/${seg(question)}/answer`, { json: body })
      .json<unknown>(),
  complete: (training: string, module: string) =>
    api.post(`${modulePath(training, module)}/complete`).json<CompleteResponse>(),
  unlock: (training: string, code: string) =>
    api.post(`${base}/${seg(training)}/unlock`, { json: { code } }).json<{ unlocked: true }>(),
};

/** Where a training's result is shown (the results pages, docs/product.md §8.3). */
export function resultPath(trainingSlug: string, kind: ResultKind): string | null {
  return kind === 'none' ? null : `/training_results/${seg(trainingSlug)}/${kind}`;
}

export const trainingPath = (slug: string) => `/training/${seg(slug)}`;
export const modulePagePath = (training: string, module: string) =>
  `/training/${seg(training)}/modules/${seg(module)}`;
