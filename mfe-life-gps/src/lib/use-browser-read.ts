import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReadResult } from '@coach/shared/server-render';
import { useRead } from '@coach/shared/server-render/use-route-data';

/** The answer a view waits for under one key: settled by the read its effect starts. */
interface PendingRead<T> {
  key: string;
  answer: Promise<ReadResult<T>>;
  settle: (result: ReadResult<T>) => void;
}

function pendingRead<T>(key: string): PendingRead<T> {
  let settle: (result: ReadResult<T>) => void = () => undefined;
  const answer = new Promise<ReadResult<T>>((resolve) => {
    settle = resolve;
  });
  return { key, answer, settle };
}

/**
 * A read that only the browser can make, the same states as a route's read (`useRead`): one whose
 * query takes the member's local day, which a declared read cannot carry (docs/server-render.md:
 * a read is a plain path) and the server does not know. It starts once the view is drawn (an
 * effect: never on the server, which draws the loading state) and again under a new `key` (another
 * filter). `reload`, `refresh` and `replace` as `useRead`'s, through the latest `read`.
 */
export function useBrowserRead<T>(read: () => Promise<ReadResult<T>>, key: string) {
  const [pending, setPending] = useState(() => pendingRead<T>(key));
  if (pending.key !== key) setPending(pendingRead<T>(key));

  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  // StrictMode's second run reads again: the first answer settles, the other is dropped.
  useEffect(() => {
    void readRef.current().then(pending.settle);
  }, [pending]);

  const readAgain = useCallback(() => readRef.current(), []);
  return useRead(pending.answer, readAgain);
}
