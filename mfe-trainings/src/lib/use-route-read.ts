import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ReadFailure, ReadResult } from '@coach/shared/server-render';
import type { ApiReads, BodyOf, RouteData } from '@coach/shared/server-render/route-data';
import {
  failureMessage,
  useRead,
  useRouteData,
  useWidgetData,
  type ReadSource,
} from '@coach/shared/server-render/use-route-data';

/**
 * `useRead` for content whose texts come in the page's language: when the language changes, it is
 * read again, showing the loading state as the trainings screens always did.
 */
function useReadInLanguage<T>(source: ReadSource<T>, readAgain: () => Promise<ReadResult<T>>) {
  const read = useRead(source, readAgain);
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The language the shown data was read in; effects never run on the server.
  const readIn = useRef(language);
  const { reload } = read;
  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    void reload();
  }, [language, reload]);
  return read;
}

/**
 * One read of the page's route data (docs/server-render.md), as the route's loader left it (its
 * promise in the browser, its result on the server and after hydration): `useRead`'s state with
 * `reload` (a retry, showing the loading state), `refresh` (keeping what is shown) and `replace`,
 * read again in a new language. `readAgain` replaces the declaration's read for retries and refreshes.
 */
export function useRouteRead<R extends ApiReads, K extends keyof R & string>(
  declaration: RouteData<R>,
  key: K,
  readAgain?: () => Promise<ReadResult<BodyOf<R[K]>>>,
) {
  const sources = useRouteData(declaration);
  const params = useParams();
  const readDeclared = useCallback(() => declaration.read(key, params), [declaration, key, params]);
  return useReadInLanguage(sources[key], readAgain ?? readDeclared);
}

/**
 * One read of an overview widget's data: what the shell gave it (the server's reads for the page
 * it drew, `WidgetProps.data`), else read when first drawn; then as `useRouteRead`.
 */
export function useWidgetRead<R extends ApiReads, K extends keyof R & string>(
  declaration: RouteData<R>,
  key: K,
  given: unknown,
) {
  const sources = useWidgetData(declaration, given);
  const readDeclared = useCallback(() => declaration.read(key, {}), [declaration, key]);
  return useReadInLanguage(sources[key], readDeclared);
}

/**
 * What a failed read says: the api's general message (`errors.base`) when it gave one, else all
 * it said, else `fallback` (the translated "network" message) — the trainings screens' wording.
 */
export function readErrorText(failure: ReadFailure, fallback: string): string {
  return failure.errors.base?.join('\n') || failureMessage(failure, fallback);
}
