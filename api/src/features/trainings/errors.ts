import type { TFunction } from 'i18next';
import { quizProblemMessage, type LockReason, type QuizProblem } from '@coach/shared/trainings';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers, type CodeOf } from '@coach/server-kit/http/feature-errors';

/** Why a trainings use case refused, by the status it answers; only this file knows HTTP. */
const BY_STATUS = {
  404: ['training_not_found', 'module_not_found', 'part_not_found', 'question_not_found', 'no_test'],
  409: ['module_locked', 'module_completed', 'not_payable'],
  422: ['module_incomplete', 'quiz_answer', 'code_invalid', 'code_expired', 'code_used_up'],
} as const;

export type TrainingErrorCode = CodeOf<typeof BY_STATUS>;

export interface TrainingErrorDetails {
  /** module_locked: why. */
  reason?: LockReason;
  /** quiz_answer: the field and the rule the answer breaks. */
  field?: 'answers' | 'value';
  problem?: QuizProblem;
  /** module_incomplete: the parts not read and the questions not answered within limits. */
  unread?: string[];
  unanswered?: { id: string; problem: QuizProblem }[];
}

export class TrainingError extends FeatureError<TrainingErrorCode> {
  constructor(
    code: TrainingErrorCode,
    readonly details: TrainingErrorDetails = {},
  ) {
    super(code);
  }
}

const MESSAGE_KEYS: Record<Exclude<TrainingErrorCode, 'module_locked' | 'quiz_answer'>, string> = {
  training_not_found: 'trainings.trainingNotFound',
  module_not_found: 'trainings.moduleNotFound',
  part_not_found: 'trainings.partNotFound',
  question_not_found: 'trainings.questionNotFound',
  module_completed: 'trainings.moduleCompleted',
  module_incomplete: 'trainings.moduleIncomplete',
  not_payable: 'trainings.notPayable',
  no_test: 'trainings.noTest',
  code_invalid: 'trainings.codeInvalid',
  code_expired: 'trainings.codeExpired',
  code_used_up: 'trainings.codeUsedUp',
};

function body(error: TrainingError, t: TFunction): ErrorBody {
  const { code, details } = error;
  // The quiz messages are the shared ones (the player shows the same text).
  const quizMessage = (problem: QuizProblem) =>
    quizProblemMessage(problem, (key, options) => t(key, { ...options, ns: 'validation' }));
  if (code === 'module_locked') {
    const message = t(
      details.reason === 'payable' ? 'trainings.lockedPayable' : 'trainings.lockedPreviousModule',
    );
    // `lock_reason` names the reason for a client that acts on it (the player goes back).
    return errorBody(message, { lock_reason: [details.reason ?? 'previous_module'] });
  }
  if (code === 'quiz_answer') {
    const message = quizMessage(details.problem ?? { code: 'required' });
    return errorBody([], { [details.field ?? 'answers']: [message] });
  }
  const message = t(MESSAGE_KEYS[code]);
  if (code === 'module_incomplete') {
    const fields: Record<string, string[]> = {};
    for (const part of details.unread ?? []) fields[part] = [t('trainings.partUnread')];
    for (const question of details.unanswered ?? []) fields[question.id] = [quizMessage(question.problem)];
    return errorBody(message, fields);
  }
  if (code.startsWith('code_')) return errorBody(message, { code: [message] });
  return errorBody(message);
}

/** A TrainingError as the api answers it, in the request's language; `answerTrainingError(t)` for a route's `.catch`. */
export const { answer: answerTrainingError } = featureErrorAnswers(TrainingError, BY_STATUS, body);
