import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReadResult } from '@coach/shared/server-render';
import { useRead, type ReadSource } from '@coach/shared/server-render/use-route-data';

/**
 * The answer a view waits for under one key: settled by the read its effect starts, or given
 * (`settle` null: the route read it).
 */
interface PendingRead<T> {
  key: string;
  answer: ReadSource<T>;
  settle: ((result: ReadResult<T>) => void) | null;
}

function pendingRead<T>(key: string): PendingRead<T> {
  let settle: (result: ReadResult<T>) => void = () => undefined;
  const answer = new Promise<ReadResult<T>>((resolve) => {
    settle = resolve;
  });
  return { key, answer, settle };
}

/** What the route already read for one key (the server, with the member's day), to start from. */
export interface GivenRead<T> {
  key: string;
  source: ReadSource<T>;
}

/**
 * A read the browser makes once the view is drawn, the same states as a route's read (`useRead`):
 * one the route does not declare (another filter, appointments from the member's local midnight,
 * which only the browser knows). It starts in an effect (never on the server, which draws the
 * loading state) and again under a new `key`. `given`: what the route read for its first key
 * (docs/server-render.md), used instead of a read while that key is the first one shown.
 * `reload`, `refresh` and `replace` as `useRead`'s, through the latest `read`. `markReads()` returns
 * whether no read has started since it was called: a later answer built on what was shown then
 * (the next page of a list) is dropped when a newer read has begun.
 */
export function useBrowserRead<T>(read: () => Promise<ReadResult<T>>, key: string, given?: GivenRead<T>) {
  const [pending, setPending] = useState<PendingRead<T>>(() =>
    given?.key === key ? { key, answer: given.source, settle: null } : pendingRead<T>(key),
  );
  if (pending.key !== key) setPending(pendingRead<T>(key));

  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const readsStarted = useRef(0);
  const startRead = useCallback(() => {
    readsStarted.current += 1;
    return readRef.current();
  }, []);
  // StrictMode's second run reads again: the first answer settles, the other is dropped.
  useEffect(() => {
    if (pending.settle) void startRead().then(pending.settle);
  }, [pending, startRead]);

  const markReads = useCallback(() => {
    const mark = readsStarted.current;
    return () => readsStarted.current === mark;
  }, []);
  return { ...useRead(pending.answer, startRead), markReads };
}
