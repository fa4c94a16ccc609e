import { useSyncExternalStore } from 'react';
import { localDay } from './local-days.ts';

const unchanging = () => () => undefined;

/**
 * Today's local day in the browser; null in a server render. For the views that show times of day
 * (the appointments and their form), which the server, drawing in its own time zone, leaves to the
 * browser (docs/server-render.md). What depends on the day alone takes `useMemberToday`, which the
 * server knows from the member's time zone.
 */
export function useBrowserToday(): string | null {
  return useSyncExternalStore(unchanging, localDay, () => null);
}
