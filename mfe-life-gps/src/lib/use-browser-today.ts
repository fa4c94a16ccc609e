import { useSyncExternalStore } from 'react';
import { localDay } from './local-days.ts';

const unchanging = () => () => undefined;

/**
 * Today's local day in the browser; null in a server render, where the member's time zone is not
 * known. A view that shows today (a form's default date) draws it empty there, and the browser
 * fills it in: the server's page never shows a day the member's browser would not
 * (docs/server-render.md).
 */
export function useBrowserToday(): string | null {
  return useSyncExternalStore(unchanging, localDay, () => null);
}
