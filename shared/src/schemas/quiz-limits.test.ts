import { en, fr } from './test-translator';
import i18next from 'i18next';
import {
  checkQuizAnswer,
  quizProblemMessage,
  unselectedCount,
  type QuizProblem,
  type QuizQuestionLimits,
} from './quiz-limits';

const single: QuizQuestionLimits = { type: 'single', answerIds: ['a', 'b', 'c'] };
const multiple: QuizQuestionLimits = { type: 'multiple', min: 2, max: 3, answerIds: ['a', 'b', 'c', 'd'] };
const scale: QuizQuestionLimits = { type: 'scale' };

describe('checkQuizAnswer (docs/product.md §8.2)', () => {
  it.each<
    [string, QuizQuestionLimits, Parameters<typeof checkQuizAnswer>[1], ReturnType<typeof checkQuizAnswer>]
  >([
    ['single, nothing chosen', single, { answers: [] }, { code: 'required' }],
    ['single, no field at all', single, {}, { code: 'required' }],
    ['single, one', single, { answers: ['b'] }, null],
    ['single, two', single, { answers: ['a', 'b'] }, { code: 'tooMany', count: 1 }],
    ['single, an unknown id', single, { answers: ['z'] }, { code: 'unknownAnswer' }],
    ['multiple, nothing chosen', multiple, { answers: [] }, { code: 'required' }],
    ['multiple, fewer than min', multiple, { answers: ['a'] }, { code: 'tooFew', count: 2 }],
    ['multiple, min', multiple, { answers: ['a', 'b'] }, null],
    ['multiple, max', multiple, { answers: ['a', 'b', 'c'] }, null],
    ['multiple, more than max', multiple, { answers: ['a', 'b', 'c', 'd'] }, { code: 'tooMany', count: 3 }],
    ['multiple, a duplicate counts once', multiple, { answers: ['a', 'a'] }, { code: 'tooFew', count: 2 }],
    ['scale, nothing', scale, {}, { code: 'required' }],
    ['scale, 0', scale, { value: 0 }, null],
    ['scale, 10', scale, { value: 10 }, null],
    ['scale, 11', scale, { value: 11 }, { code: 'unknownAnswer' }],
    ['scale, 2.5', scale, { value: 2.5 }, { code: 'unknownAnswer' }],
  ])('%s', (_name, question, answer, expected) => {
    expect(checkQuizAnswer(question, answer)).toEqual(expected);
  });
});

describe('the quiz messages', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.count ?? '')}`;
  it('asks the validation namespace with the count', () => {
    expect(quizProblemMessage({ code: 'required' }, t)).toBe('quiz.required:');
    expect(quizProblemMessage({ code: 'tooFew', count: 2 }, t)).toBe('quiz.tooFew:2');
    expect(quizProblemMessage({ code: 'tooMany', count: 3 }, t)).toBe('quiz.tooMany:3');
  });

  it('counts how many answers may still be chosen', () => {
    expect([0, 1, 2, 3, 4].map((n) => unselectedCount(multiple, n))).toEqual([3, 2, 1, 0, 0]);
    expect(unselectedCount(single, 0)).toBe(1);
  });
});

describe('the quiz texts through i18next', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({
      lng: 'fr',
      resources: { fr: { validation: fr }, en: { validation: en } },
      interpolation: { escapeValue: false },
    }),
  );
  const say = (lng: 'fr' | 'en', problem: QuizProblem) =>
    quizProblemMessage(problem, (key, options) => i18n.getFixedT(lng, 'validation')(key, options ?? {}));
  const hint = (lng: 'fr' | 'en', count: number) =>
    i18n.getFixedT(lng, 'validation')('quiz.unselected', { count });

  it('are the spec’s in English, word for word, whatever the count', () => {
    expect(say('en', { code: 'required' })).toBe('Please enter your answer');
    for (const count of [1, 2]) {
      expect(say('en', { code: 'tooFew', count })).toBe(`Please answer at least ${count} answers`);
      expect(say('en', { code: 'tooMany', count })).toBe(`You cannot answer more then ${count}`);
    }
    expect([0, 1, 2].map((count) => hint('en', count))).toEqual([
      '0 Unselected',
      '1 Unselected',
      '2 Unselected',
    ]);
  });

  it('are French, with French plurals (0 and 1 singular), in French', () => {
    expect(say('fr', { code: 'required' })).toBe('Veuillez répondre à cette question.');
    expect(say('fr', { code: 'tooFew', count: 1 })).toBe('Veuillez choisir au moins 1 réponse.');
    expect(say('fr', { code: 'tooFew', count: 2 })).toBe('Veuillez choisir au moins 2 réponses.');
    expect(say('fr', { code: 'tooMany', count: 1 })).toBe('Vous ne pouvez choisir qu’une seule réponse.');
    expect(say('fr', { code: 'tooMany', count: 3 })).toBe('Vous ne pouvez pas choisir plus de 3 réponses.');
    expect([0, 1, 2].map((count) => hint('fr', count))).toEqual([
      '0 choix restant',
      '1 choix restant',
      '2 choix restants',
    ]);
  });
});
