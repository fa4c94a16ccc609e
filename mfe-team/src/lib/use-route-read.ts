import { useCallback, useRef, useState } from 'react';
import type { ReadResult } from '@coach/shared/server-render';
import { useRead, type ReadSource, type ReadState } from '@coach/shared/server-render/use-route-data';

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
  /** Another page; `after`: the cursor it follows (the shown page's `next`, for the one after). */
  goTo: (page: number, after?: string) => void;
}

/**
 * A paged list starting from the route's first page (`source`): the route's reads have no query
 * string, so another page is read by `readPage`. Going to a page keeps the one shown until the
 * next one answers; a retry or a refresh reads the page shown again. `readPage` must be stable
 * (a module's function).
 */
export function usePagedRead<T>(
  source: ReadSource<T>,
  readPage: (page: number, after?: string) => Promise<ReadResult<T>>,
): PagedRead<T> {
  const [page, setPage] = useState(1);
  // The page the next read is for: set before the read starts, in the same event.
  const wanted = useRef<{ page: number; after?: string | undefined }>({ page: 1 });
  const readAgain = useCallback(() => readPage(wanted.current.page, wanted.current.after), [readPage]);
  const read = useRead(source, readAgain);
  const { refresh } = read;
  const goTo = useCallback(
    (next: number, after?: string) => {
      wanted.current = { page: next, after };
      setPage(next);
      void refresh();
    },
    [refresh],
  );
  return { ...read, page, goTo };
}
