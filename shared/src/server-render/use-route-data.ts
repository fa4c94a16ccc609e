// How a page reads its route's data (docs/server-render.md): from the router, whoever filled it —
// the browser's loader (promises still running), the server render (results), and later the
// browser router's hydration data (results, no second fetch). Bundled into each remote's pages
// (create-config.cjs, BUNDLED_SHARED_ENTRIES).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useMatches, useParams } from 'react-router';
import type { ReadFailure, ReadResult } from './contract.ts';
import type { ApiReads, BodyOf, RouteData, RouteDataSources } from './route-data.ts';
import { localDay } from '@coach/shared/server-render/member-day';

export type ReadSource<T> = ReadResult<T> | Promise<ReadResult<T>>;

export type ReadState<T> =
  { status: 'loading' } | { status: 'error'; failure: ReadFailure } | { status: 'ready'; value: T };

function isPending<T>(source: ReadSource<T>): source is Promise<ReadResult<T>> {
  return typeof (source as Partial<Promise<unknown>>).then === 'function';
}

function settled<T>(result: ReadResult<T>): ReadState<T> {
  return result.ok ? { status: 'ready', value: result.body } : { status: 'error', failure: result };
}

const LOADING = { status: 'loading' } as const;

function stateOf<T>(source: ReadSource<T>): ReadState<T> {
  return isPending(source) ? LOADING : settled(source);
}

/** The text of a failure: the api's messages, else `fallback` (a translated "network" message). */
export function failureMessage(failure: ReadFailure, fallback: string): string {
  return Object.values(failure.errors).flat().join('\n') || fallback;
}

/**
 * The page's route data, as the loader of `declaration` left it. Pages are the deepest match of
 * the router (the shell mounts them under a layout), so the data is that match's: read with
 * `useMatches`, which the shell's router provides to every remote (tooling/webpack/shared-exports.cjs).
 */
export function useRouteData<R extends ApiReads>(declaration: RouteData<R>): RouteDataSources<R> {
  const data = useMatches().at(-1)?.loaderData;
  const keys = Object.keys(declaration.reads);
  if (!data || typeof data !== 'object' || keys.some((key) => !(key in data)))
    throw new Error(`the route has no data for ${keys.join(', ')}: is its loader the declaration's?`);
  return data as RouteDataSources<R>;
}

/**
 * One read `key` of the page's route data, as `useRead` holds it: read again through the
 * declaration with the route's params, or through `readAgain` (a read the declaration cannot
 * carry, e.g. with a query).
 */
export function useRouteRead<R extends ApiReads, K extends keyof R & string>(
  declaration: RouteData<R>,
  key: K,
  readAgain?: () => Promise<ReadResult<BodyOf<R[K]>>>,
) {
  const source = useRouteData(declaration)[key];
  const params = useParams();
  const readDeclared = useCallback(() => declaration.read(key, params), [declaration, key, params]);
  return useRead(source, readAgain ?? readDeclared);
}

/**
 * A widget's data (docs/server-render.md): what the shell gave it (`WidgetProps.data`: the server
 * read it for the page it drew), else its reads started when it is first drawn. What was given is
 * used only when it holds every read of the declaration.
 */
export function useWidgetData<R extends ApiReads>(
  declaration: RouteData<R>,
  given: unknown,
): RouteDataSources<R> {
  const [sources] = useState(() => {
    const keys = Object.keys(declaration.reads);
    const complete =
      typeof given === 'object' &&
      given !== null &&
      keys.every((key) => isReadSource((given as Record<string, unknown>)[key]));
    return complete ? (given as RouteDataSources<R>) : declaration.start({});
  });
  return sources;
}

/** A read's result or promise, as far as a value from elsewhere can be checked. */
function isReadSource(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (typeof (value as Partial<Promise<unknown>>).then === 'function') return true;
  const ok = (value as { ok?: unknown }).ok;
  return ok === true
    ? 'body' in value
    : ok === false && typeof (value as { status?: unknown }).status === 'number';
}

/**
 * One read's state, starting from what the route has (a result: ready or failed at once; a
 * promise: loading until it settles). `reload` reads again showing the loading state (a retry);
 * `refresh` reads again keeping what is shown until the answer; `replace` takes a value the page
 * got otherwise (a save's answer). A new `source` (other route params) starts over from it.
 */
export function useRead<T>(source: ReadSource<T>, readAgain: () => Promise<ReadResult<T>>) {
  const [current, setCurrent] = useState(() => ({ source, state: stateOf(source) }));
  // The answer the state waits for: a late answer to an older read is dropped.
  const awaited = useRef<Promise<ReadResult<T>> | null>(null);

  let { state } = current;
  if (current.source !== source) {
    // Adjusting state to a new prop while rendering (react.dev, "You Might Not Need an Effect").
    state = stateOf(source);
    setCurrent({ source, state });
  }

  useEffect(() => {
    if (!isPending(source)) return;
    awaited.current = source;
    let live = true;
    void source.then((result) => {
      if (live && awaited.current === source) setCurrent({ source, state: settled(result) });
    });
    return () => {
      live = false;
    };
  }, [source]);

  const settle = useCallback(async (pending: Promise<ReadResult<T>>) => {
    awaited.current = pending;
    const result = await pending;
    if (awaited.current === pending) setCurrent((now) => ({ ...now, state: settled(result) }));
  }, []);

  const reload = useCallback(async () => {
    setCurrent((now) => ({ ...now, state: LOADING }));
    await settle(readAgain());
  }, [readAgain, settle]);

  const refresh = useCallback(() => settle(readAgain()), [readAgain, settle]);

  const replace = useCallback((value: T) => {
    awaited.current = null;
    setCurrent((now) => ({ ...now, state: { status: 'ready', value } }));
  }, []);

  return { state, reload, refresh, replace };
}

/**
 * The member's day as a server render knows it (`RenderInput.today`, from the `tz` cookie), or
 * null when it does not. Provided by the renderer (`createServerRender`); the browser has none.
 */
export const MemberDayContext = createContext<string | null>(null);

const unchanging = () => () => undefined;

/**
 * Today, the member's local day (`YYYY-MM-DD`): the browser's own, and on the server the day the
 * platform worked out from the member's time zone, or null when it could not (a view then draws
 * what depends on the day as loading, for the browser to fill in). A page drawn on the server with
 * its reads of that day (`:today`) and the page the browser draws then show the same days.
 */
export function useMemberToday(): string | null {
  const serverDay = useContext(MemberDayContext);
  return useSyncExternalStore(unchanging, localDay, () => serverDay);
}
