import { en, fr } from './test-translator';
import { checkQuizAnswer, quizProblemMessage, unselectedCount, type QuizQuestionLimits } from './quiz-limits';

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

describe('the quiz messages, the same text in both languages', () => {
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

describe('validation.json quiz texts', () => {
  it('are the spec’s, identical in fr and en', () => {
    const expected = {
      required: 'Please enter your answer',
      tooFew: 'Please answer at least {{count}} answers',
      tooMany: 'You cannot answer more then {{count}}',
      unselected: '{{count}} Unselected',
    };
    for (const messages of [fr.quiz, en.quiz]) expect(messages).toMatchObject(expected);
  });
});
