import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { ReadResult } from '@coach/shared/server-render';
import { readFailureOf, type ApiReads, type RouteData } from '@coach/shared/server-render/route-data';
import {
  useRead,
  useRouteData,
  type ReadSource,
  type ReadState,
} from '@coach/shared/server-render/use-route-data';

/**
 * One read of a page, as the page holds it and hands it to a section: its state, `reload` (a
 * retry: shows the loading state), `refresh` (after an action: keeps what is shown until the
 * answer), `replace` (an answer the page got otherwise).
 */
export interface PageRead<T> {
  state: ReadState<T>;
  reload: () => Promise<void>;
  refresh: () => Promise<void>;
  replace: (value: T) => void;
}

/** A read whose list comes in pages: the page shown, and the way to another one. */
export interface PagedRead<T> extends PageRead<T> {
  page: number;
  goTo: (page: number) => void;
}

/**
 * The read `key` of the route's data (docs/server-render.md): whatever the route's loader, the
 * server or the hydration data gave, read again through the declaration.
 */
export function useRouteRead<R extends ApiReads, K extends keyof R & string>(
  declaration: RouteData<R>,
  key: K,
) {
  const source = useRouteData(declaration)[key];
  const params = useParams();
  const readAgain = useCallback(() => declaration.read(key, params), [declaration, key, params]);
  return useRead(source, readAgain);
}

/** A call of the api (src/lib/team-api.ts) as a read's result: its failure kept as the route's reads keep it. */
export async function asReadResult<T>(call: Promise<T>): Promise<ReadResult<T>> {
  try {
    return { ok: true, body: await call };
  } catch (error) {
    return readFailureOf(error);
  }
}

/**
 * A paged list starting from the route's first page (`source`): the route's reads have no query
 * string, so another page is read by `readPage`. Going to a page keeps the one shown until the
 * next one answers; a retry or a refresh reads the page shown again. `readPage` must be stable
 * (a module's function).
 */
export function usePagedRead<T>(
  source: ReadSource<T>,
  readPage: (page: number) => Promise<ReadResult<T>>,
): PagedRead<T> {
  const [page, setPage] = useState(1);
  // The page the next read is for: set before the read starts, in the same event.
  const wanted = useRef(1);
  const readAgain = useCallback(() => readPage(wanted.current), [readPage]);
  const read = useRead(source, readAgain);
  const { refresh } = read;
  const goTo = useCallback(
    (next: number) => {
      wanted.current = next;
      setPage(next);
      void refresh();
    },
    [refresh],
  );
  return { ...read, page, goTo };
}
