import {
  scoreCaptainTypes,
  scoreLifeGps,
  type AreaRating,
  type CaptainTypeScore,
  type LifeGpsScore,
} from '@coach/shared/results';
import type { ContentModule, ContentQuestion, TrainingContent } from '@coach/shared/trainings';

/** One stored answer, as the trainings feature hands it over on completion. */
export interface GivenAnswer {
  questionId: string;
  answerIds: string[];
  value: number | null;
}

export type TestScore =
  { kind: 'j-embarque'; score: CaptainTypeScore } | { kind: 'my_life_gps'; score: LifeGpsScore };

function testQuestions(module: ContentModule): ContentQuestion[] {
  return module.parts.flatMap((part) => (part.kind === 'quiz' ? part.questions : []));
}

/**
 * The result of a completed test module, from the content it was answered against
 * (docs/product.md §8.3; the arithmetic is `@coach/shared/results`). Only the module's current
 * questions count: an answer kept from a question since removed is ignored.
 */
export function scoreTest(
  content: TrainingContent,
  module: ContentModule,
  given: readonly GivenAnswer[],
): TestScore {
  const byQuestion = new Map(given.map((answer) => [answer.questionId, answer]));
  const questions = testQuestions(module);
  const result = content.result;
  if (result?.kind === 'j-embarque') {
    const answerPoints = questions.flatMap((question) => {
      if (question.type === 'scale') return [];
      const chosen = new Set(byQuestion.get(question.id)?.answerIds ?? []);
      return question.answers.filter((answer) => chosen.has(answer.id)).map((answer) => answer.points ?? {});
    });
    return {
      kind: 'j-embarque',
      score: scoreCaptainTypes(
        result.dimensions.map((dimension) => dimension.id),
        answerPoints,
      ),
    };
  }
  if (result?.kind === 'my_life_gps') {
    const ratings = new Map<string, AreaRating>(
      result.areas.map((area) => [area.id, { id: area.id, now: 0, wished: 0 }]),
    );
    for (const question of questions) {
      if (question.type !== 'scale' || !question.measures) continue;
      const rating = ratings.get(question.measures.area);
      const value = byQuestion.get(question.id)?.value;
      if (rating && value !== null && value !== undefined) rating[question.measures.ring] = value;
    }
    return { kind: 'my_life_gps', score: scoreLifeGps([...ratings.values()]) };
  }
  throw new Error(`training "${content.training.slug}" has no result to compute`);
}
