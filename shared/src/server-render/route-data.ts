// A route's data, declared once (docs/server-render.md): the GET api reads its page needs. From the
// declaration come the browser route's `loader` (the reads through the one API client) and the
// list of reads the platform runs before rendering the page on the server
// (docs/adr/0013-signed-in-first-paint.md). Bundled into each remote (create-config.cjs,
// BUNDLED_SHARED_ENTRIES): it sits in the remotes' `./routes` chunk, which must stay small.
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { api, toApiError, type ApiErrors } from '@coach/shared/api';
import type {
  ApiRead,
  ApiReads,
  BodyOf,
  ReadFailure,
  ReadResult,
  RouteDataResults,
  RouteDataSources,
  RouteParams,
} from './contract.ts';
import { fillReadPath } from './read-path.ts';
import { MEMBER_DAY_PARAM, localDay } from '@coach/shared/server-render/member-day';

// The types of a declaration live with the contract, which the platform reads without this module.
export type { ApiRead, ApiReads, BodyOf, RouteDataSources, RouteDataResults } from './contract.ts';

export interface RouteData<R extends ApiReads> {
  readonly reads: R;
  /**
   * The browser route's loader: starts every read at navigation and answers without waiting for
   * them, so the page draws its loading state as it always did and the reads run meanwhile.
   * Never throws: a failed read is a `ReadResult` the page shows with its retry.
   */
  loader(args: LoaderFunctionArgs): RouteDataSources<R>;
  /** Every read started now, with these params: the loader's work, for a widget (no route). */
  start(params: RouteParams): RouteDataSources<R>;
  /** The data depends on the path params only: read again when they change, never otherwise. */
  shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean;
  /** One read again, through the API client (a retry, a refresh after a change). */
  read<K extends keyof R>(key: K, params: RouteParams): Promise<ReadResult<BodyOf<R[K]>>>;
  /**
   * Whether the failed read `key` is a state the page draws, not an error (a test not taken yet,
   * a leaders' read for a member): the server's page is then whole (status 200). None by default.
   * A method, not a property: a route's own declaration is then one of `RouteData<ApiReads>`.
   */
  isPageState?(key: keyof R & string, results: RouteDataResults<R>): boolean;
}

/**
 * A read of the api, `apiRead<Body>('dashboard/trainings/:id')`, with a query when it takes one
 * (`dashboard/commitments?status=open&today=:today`: `:today` is the member's day). Its path is
 * checked where it matters, on the server's side (`checkReadPath`): the browser bundle carries no
 * checks.
 */
export function apiRead<T>(path: string): ApiRead<T> {
  return { path };
}

/** What a failed call becomes: the api's own messages kept, no fallback text (the page has its own). */
export function readFailureOf(error: unknown): ReadFailure {
  const apiError = toApiError(error, '');
  const errors: ApiErrors = {};
  for (const [field, messages] of Object.entries(apiError.errors)) {
    const said = messages.filter((message) => message !== '');
    if (said.length > 0) errors[field] = said;
  }
  return { ok: false, status: apiError.status, errors };
}

/**
 * An api call as a read's result: its answer, or its failure as the route's reads keep it (never
 * a throw). For the reads a declaration cannot carry (a query: another page, the member's day).
 */
export async function asReadResult<T>(call: () => Promise<T>): Promise<ReadResult<T>> {
  try {
    return { ok: true, body: await call() };
  } catch (error) {
    return readFailureOf(error);
  }
}

const readThroughApi = <T>(path: string) => asReadResult(() => api.get(path).json<T>());

/**
 * Declares a route's data: `declareRouteData({ profile: apiRead<ProfileResponse>('dashboard/profile') })`,
 * with `isPageState` when some failures are states the page draws.
 */
export function declareRouteData<R extends ApiReads>(
  reads: R,
  options: Pick<RouteData<R>, 'isPageState'> = {},
): RouteData<R> {
  const keys = Object.keys(reads) as (keyof R & string)[];
  // The member's day is the browser's own here (the platform gives its `:today` from the `tz` cookie).
  const read = <K extends keyof R>(key: K, params: RouteParams) =>
    readThroughApi<BodyOf<R[K]>>(
      fillReadPath(reads[key]!.path, { ...params, [MEMBER_DAY_PARAM]: localDay() }),
    );
  const start = (params: RouteParams) =>
    Object.fromEntries(keys.map((key) => [key, read(key, params)])) as RouteDataSources<R>;
  return {
    reads,
    loader: ({ params }) => start(params),
    start,
    // One route's params come in its pattern's order: equal params are equal texts.
    shouldRevalidate: ({ currentParams, nextParams }) =>
      JSON.stringify(currentParams) !== JSON.stringify(nextParams),
    read,
    ...options,
  };
}
