import { useState } from 'react';
import type { ReadFailure } from '@coach/shared/server-render';
import type { PageRead } from './use-route-read.ts';

/** A read as a leader's editing pages show it: its status, what is on screen, why it failed. */
export interface ShownRead<T> {
  status: 'loading' | 'ready' | 'error';
  /** What was read last: kept while it is read again and under a failed read's error. */
  data: T | null;
  failure: ReadFailure | null;
  /** Reads again (a retry, or after a change), showing the loading state over what is shown. */
  reload: () => Promise<void>;
}

/**
 * What was read last stays on screen while the read runs again (the list marked busy) and under
 * the error of a failed one, with its retry: after a change, a search or another page, a failed
 * read says that what is shown is not what was asked for.
 */
export function useShownRead<T>({ state, reload }: Pick<PageRead<T>, 'state' | 'reload'>): ShownRead<T> {
  const [last, setLast] = useState<T | null>(state.status === 'ready' ? state.value : null);
  // Adjusting state to a new answer while rendering (react.dev, "You Might Not Need an Effect").
  if (state.status === 'ready' && state.value !== last) setLast(state.value);
  return {
    status: state.status,
    data: state.status === 'ready' ? state.value : last,
    failure: state.status === 'error' ? state.failure : null,
    reload,
  };
}
