import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { ReadFailure, ReadResult } from '@coach/shared/server-render';
import type { ApiReads, BodyOf, RouteData } from '@coach/shared/server-render/route-data';
import {
  failureMessage,
  useRead,
  type ReadSource,
  useRouteRead as useRouteReadOnce,
  useWidgetData,
} from '@coach/shared/server-render/use-route-data';

/**
 * The trainings' content comes in the page's language: when the language changes, `reload` reads
 * it again, showing the loading state as the trainings screens always did.
 */
function useReloadInNewLanguage(reload: () => Promise<void>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The language the shown data was read in; effects never run on the server.
  const readIn = useRef(language);
  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    void reload();
  }, [language, reload]);
}

/**
 * One read of the page's route data (docs/server-render.md, shared `useRouteRead`), read again in a
 * new language. `readAgain` replaces the declaration's read for retries and refreshes.
 */
export function useRouteRead<R extends ApiReads, K extends keyof R & string>(
  declaration: RouteData<R>,
  key: K,
  readAgain?: () => Promise<ReadResult<BodyOf<R[K]>>>,
) {
  const read = useRouteReadOnce(declaration, key, readAgain);
  useReloadInNewLanguage(read.reload);
  return read;
}

/**
 * The read a route's own loader started under `key`, for a page whose data no declaration can
 * carry (a result named by the query: src/lib/result-page-data.ts), read again in a new language.
 * The page is the deepest match of the router, as for `useRouteRead`.
 */
export function useLoaderRead<T>(key: string, readAgain: () => Promise<ReadResult<T>>) {
  const data = useMatches().at(-1)?.loaderData as Record<string, ReadSource<T>> | undefined;
  const source = data?.[key];
  if (!source) throw new Error(`the route has no data for ${key}: is its loader the page's?`);
  const read = useRead(source, readAgain);
  useReloadInNewLanguage(read.reload);
  return read;
}

/**
 * One read of an overview widget's data: what the shell gave it (the server's reads for the page
 * it drew, `WidgetProps.data`), else read when first drawn; read again in a new language.
 */
export function useWidgetRead<R extends ApiReads, K extends keyof R & string>(
  declaration: RouteData<R>,
  key: K,
  given: unknown,
) {
  const sources = useWidgetData(declaration, given);
  const readDeclared = useCallback(() => declaration.read(key, {}), [declaration, key]);
  const read = useRead(sources[key], readDeclared);
  useReloadInNewLanguage(read.reload);
  return read;
}

/**
 * What a failed read says: the api's general message (`errors.base`) when it gave one, else all
 * it said, else `fallback` (the translated "network" message) — the trainings screens' wording.
 */
export function readErrorText(failure: ReadFailure, fallback: string): string {
  return failure.errors.base?.join('\n') || failureMessage(failure, fallback);
}
