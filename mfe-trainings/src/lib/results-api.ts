import { api, toApiError } from '@coach/shared/api';
import type { ReadResult } from '@coach/shared/server-render';
import { asReadResult } from '@coach/shared/server-render/route-data';
import type {
  EarlierResultsResponse,
  ResultListResponse,
  RetakeResponse,
  TestResult,
} from '@coach/shared/results';

/** The results calls (docs/api.md, "Test results"); texts come in the page's language. */

const base = 'dashboard/results';
const seg = encodeURIComponent;

/** How many results /result lists: the newest, on one page. */
export const RESULT_LIST_SIZE = 50;

export const resultsApi = {
  /** The newest results; `after`: the ones after a page's `next` (its cursor), `perPage` of them. */
  list: (after?: string, perPage = RESULT_LIST_SIZE) =>
    api
      .get(base, {
        searchParams: after ? { page: 2, per_page: perPage, after } : { page: 1, per_page: perPage },
      })
      .json<ResultListResponse>(),
  latest: (training: string) => api.get(`${base}/latest/${seg(training)}`).json<TestResult>(),
  one: (id: string) => api.get(`${base}/${seg(id)}`).json<TestResult>(),
  /** The one taken just before: the comparison shows one earlier result. */
  previous: (id: string) =>
    api.get(`${base}/${seg(id)}/earlier`, { searchParams: { per_page: 1 } }).json<EarlierResultsResponse>(),
  retake: (training: string) =>
    api.post(`dashboard/trainings/${seg(training)}/retake`).json<RetakeResponse>(),
};

/**
 * A result page's data: the result (the latest, or the one `id` names, from /result) and the one
 * before it; `result` null: no test taken yet.
 */
export interface ResultWithPrevious<R extends TestResult = TestResult> {
  result: R | null;
  previous: R | null;
}

export async function loadResultWithPrevious(
  training: string,
  id: string | null,
): Promise<ResultWithPrevious> {
  let result: TestResult;
  try {
    result = id ? await resultsApi.one(id) : await resultsApi.latest(training);
  } catch (error) {
    // "No result yet" is a state of the page (take the test), not an error.
    if (toApiError(error, '').errors.code?.includes('no_result_yet')) return { result: null, previous: null };
    throw error;
  }
  const earlier = await resultsApi.previous(result.id);
  return { result, previous: earlier.items[0] ?? null };
}

/** A result page's data as a read's result (its loader, its retry). */
export const readResultWithPrevious = (
  training: string,
  id: string | null,
): Promise<ReadResult<ResultWithPrevious>> => asReadResult(() => loadResultWithPrevious(training, id));

/** `/result`'s list read again (a retry, another language), as a route's read result. */
export const readResultList = (): Promise<ReadResult<ResultListResponse>> =>
  asReadResult(() => resultsApi.list());
