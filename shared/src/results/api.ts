import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { afterParam, pageMeta, pageNumberParam } from '../schemas/page-cursor';

/**
 * The results calls (docs/api.md, "Test results"): what the result pages, `/result` and the
 * comparison read. In `@coach/shared/results` with the scoring, an entry the sign-in pages never
 * load. Texts come in the request's language.
 */

export const TEST_RESULT_KINDS = ['j-embarque', 'my_life_gps'] as const;
export type TestResultKind = (typeof TEST_RESULT_KINDS)[number];

/** Results per page of `GET /api/dashboard/results` unless `per_page` says otherwise. */
export const RESULTS_PAGE_SIZE = 20;
export const RESULTS_PAGE_SIZE_MAX = 100;

const pageParam = (t: TranslateFn, fallback: string, max: number) =>
  v.optional(
    pageNumberParam(max, () => t('results.page.invalid')),
    fallback,
  );

/** `?page=&per_page=&after=` of the results lists (newest first; `after`: shared/src/schemas/page-cursor.ts). */
export function createResultsQuerySchema(t: TranslateFn) {
  return v.object({
    page: pageParam(t, '1', 999_999),
    per_page: pageParam(t, String(RESULTS_PAGE_SIZE), RESULTS_PAGE_SIZE_MAX),
    after: afterParam(['instant', 'uuid'], () => t('results.cursor.invalid')),
  });
}

const resultTrainingSchema = v.object({
  slug: v.string(),
  title: v.string(),
  /** The test module, to take the test again. */
  test_module: v.string(),
});

/** One line of `/result`: which test, when, and the headline of its result. */
export const resultSummarySchema = v.object({
  id: v.string(),
  kind: v.picklist(TEST_RESULT_KINDS),
  training: resultTrainingSchema,
  created_at: v.string(),
  /** The main captain type's name, or the life area with the largest gap (null: no gap). */
  headline: v.nullable(v.string()),
});
export type ResultSummary = v.InferOutput<typeof resultSummarySchema>;

export const captainTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  tagline: v.string(),
  /** Markdown. */
  portrait: v.string(),
  strengths: v.array(v.string()),
  watch_outs: v.array(v.string()),
  points: v.number(),
  percent: v.number(),
});
export type CaptainType = v.InferOutput<typeof captainTypeSchema>;

export const lifeAreaResultSchema = v.object({
  id: v.string(),
  name: v.string(),
  hint: v.string(),
  now: v.number(),
  wished: v.number(),
  gap: v.number(),
});
export type LifeAreaResult = v.InferOutput<typeof lifeAreaResultSchema>;

const resultBase = {
  id: v.string(),
  training: resultTrainingSchema,
  created_at: v.string(),
};

export const captainResultSchema = v.object({
  ...resultBase,
  kind: v.literal('j-embarque'),
  /** Every type in the content's order (the order of the bars). */
  types: v.array(captainTypeSchema),
  main: v.string(),
  secondary: v.nullable(v.string()),
});
export type CaptainResult = v.InferOutput<typeof captainResultSchema>;

export const lifeGpsResultSchema = v.object({
  ...resultBase,
  kind: v.literal('my_life_gps'),
  /** Every area in the content's order (the spokes of the wheel). */
  areas: v.array(lifeAreaResultSchema),
  /** Ids of the areas with a positive gap, largest first. */
  largest_gaps: v.array(v.string()),
});
export type LifeGpsResult = v.InferOutput<typeof lifeGpsResultSchema>;

export const testResultSchema = v.variant('kind', [captainResultSchema, lifeGpsResultSchema]);
export type TestResult = v.InferOutput<typeof testResultSchema>;

export const resultListResponseSchema = v.object({ items: v.array(resultSummarySchema), ...pageMeta });
export type ResultListResponse = v.InferOutput<typeof resultListResponseSchema>;

/** A result's earlier versions: the same test, same person, taken before it, newest first. */
export const earlierResultsResponseSchema = v.object({ items: v.array(testResultSchema), ...pageMeta });
export type EarlierResultsResponse = v.InferOutput<typeof earlierResultsResponseSchema>;

/** `POST /api/dashboard/trainings/{training_slug}/retake`: the test module, open again. */
export const retakeResponseSchema = v.object({ training: v.string(), module: v.string() });
export type RetakeResponse = v.InferOutput<typeof retakeResponseSchema>;
