import {
  checkQuizAnswer,
  quizBounds,
  type ContentModule,
  type ContentQuestion,
  type LocalizedText,
  type ModuleDetailResponse,
  type ModuleSummary,
  type PlayerPart,
  type TrainingContent,
  type TrainingDetailResponse,
  type TrainingSummary,
} from '@coach/shared/trainings';
import type { Language } from '@coach/server-kit/i18n/i18n';
import type { ModuleProgression, TrainingProgression } from './progression';
import type { AnswerRow } from './repository';

/** The api's answers built from the content (in the request's language) and the progression. */

export const say = (text: LocalizedText, lang: Language) => text[lang];

const questionsOf = (module: ContentModule): ContentQuestion[] =>
  module.parts.flatMap((part) => (part.kind === 'quiz' ? part.questions : []));

export const hoursOf = (content: TrainingContent) =>
  content.modules.reduce((sum, module) => sum + module.hours, 0);
export const questionCountOf = (content: TrainingContent) =>
  content.modules.reduce((sum, module) => sum + questionsOf(module).length, 0);

/** What the quiz limit rules need of a content question. */
export function limitsOf(question: ContentQuestion) {
  return question.type === 'scale'
    ? { type: question.type }
    : {
        type: question.type,
        ...(question.type === 'multiple' ? { min: question.min, max: question.max } : {}),
        answerIds: question.answers.map((answer) => answer.id),
      };
}

/** Whether a stored answer is within the question's limits (of the current revision). */
export function answerProblem(question: ContentQuestion, row: AnswerRow | undefined) {
  return checkQuizAnswer(limitsOf(question), {
    answers: row?.answerIds ?? [],
    value: row?.value ?? null,
  });
}

export function trainingSummary(
  content: TrainingContent,
  progression: TrainingProgression,
  entitled: boolean,
  dates: { completedAt: Date | null; testCompletedAt: Date | null },
  lang: Language,
): TrainingSummary {
  const { training } = content;
  return {
    slug: training.slug,
    title: say(training.title, lang),
    summary: say(training.summary, lang),
    cover: content.cover ?? null,
    access: training.access,
    result_kind: training.result_kind,
    unlocked: training.access === 'free' || entitled,
    hours: hoursOf(content),
    module_count: content.modules.length,
    question_count: questionCountOf(content),
    progress: {
      completed_modules: progression.completedModules,
      percent: progression.percent,
      started: progression.started,
      completed_at: progression.finished ? (dates.completedAt?.toISOString() ?? null) : null,
      test_completed_at: progression.testCompleted ? (dates.testCompletedAt?.toISOString() ?? null) : null,
    },
    next_action: progression.nextAction,
    next_module: progression.nextModule,
  };
}

export function moduleSummary(
  module: ContentModule,
  state: ModuleProgression,
  completedAt: Date | null,
  lang: Language,
): ModuleSummary {
  return {
    slug: module.slug,
    title: say(module.title, lang),
    hours: module.hours,
    question_count: questionsOf(module).length,
    part_count: module.parts.length,
    test: module.test === true,
    state: state.state,
    lock_reason: state.lockReason,
    completed_at: state.state === 'completed' ? (completedAt?.toISOString() ?? null) : null,
  };
}

export function trainingDetail(summary: TrainingSummary, modules: ModuleSummary[]): TrainingDetailResponse {
  return { ...summary, modules };
}

export function playerParts(
  module: ContentModule,
  read: ReadonlySet<string>,
  answers: ReadonlyMap<string, AnswerRow>,
  lang: Language,
): PlayerPart[] {
  return module.parts.map((part) => {
    if (part.kind === 'reading') {
      return {
        id: part.id,
        kind: 'reading',
        title: say(part.title, lang),
        body: say(part.body, lang),
        intro: null,
        questions: [],
        done: read.has(part.id),
      };
    }
    const questions = part.questions.map((question) => {
      const row = answers.get(question.id);
      const { min, max } = quizBounds(limitsOf(question));
      return {
        id: question.id,
        type: question.type,
        prompt: say(question.prompt, lang),
        min,
        max,
        answers:
          question.type === 'scale'
            ? []
            : question.answers.map((answer) => ({ id: answer.id, label: say(answer.label, lang) })),
        low: question.type === 'scale' ? say(question.low, lang) : null,
        high: question.type === 'scale' ? say(question.high, lang) : null,
        answer: row ? { answers: row.answerIds, value: row.value } : null,
      };
    });
    return {
      id: part.id,
      kind: 'quiz',
      title: say(part.title, lang),
      body: null,
      intro: part.intro ? say(part.intro, lang) : null,
      questions,
      done: part.questions.every((question) => answerProblem(question, answers.get(question.id)) === null),
    };
  });
}

export function moduleDetail(
  content: TrainingContent,
  summary: ModuleSummary,
  parts: PlayerPart[],
  next: { slug: string; title: string } | null,
  lang: Language,
): ModuleDetailResponse {
  const firstOpen = parts.findIndex((part) => !part.done);
  return {
    training: {
      slug: content.training.slug,
      title: say(content.training.title, lang),
      result_kind: content.training.result_kind,
    },
    module: { ...summary, parts },
    resume_at: firstOpen === -1 ? parts.length - 1 : firstOpen,
    next_module: next,
  };
}
