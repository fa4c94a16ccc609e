import { currentRegistry } from '../../app/federation/remotes.ts';
import type { RemoteName } from '@coach/shared/contract';

export const CLIENT_ERRORS_URL = '/api/client-errors';
const MAX_REPORTS_PER_PAGE = 10;
const MAX_FIELD_LENGTH = 2000;
let sent = 0;

export interface ClientErrorReport {
  kind: 'route' | 'widget' | 'remote-load' | 'uncaught';
  error: unknown;
  remote?: RemoteName | null;
}

const clip = (value: string | undefined) => (value ?? '').slice(0, MAX_FIELD_LENGTH);

/**
 * Tells the api what broke, with the remote's name and live version, so an operator can tell a
 * bad release from a bad network. Best effort: never throws, at most a few reports per page.
 */
export function reportClientError({ kind, error, remote = null }: ClientErrorReport): void {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  const err = error instanceof Error ? error : new Error(String(error));
  const body = JSON.stringify({
    kind,
    remote,
    version: remote ? (currentRegistry()?.remotes[remote]?.version ?? null) : null,
    message: clip(`${err.name}: ${err.message}`),
    stack: clip(err.stack),
    path: clip(window.location.pathname),
  });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.(CLIENT_ERRORS_URL, blob)) {
      void fetch(CLIENT_ERRORS_URL, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => undefined);
    }
  } catch {
    // Reporting must never become a second failure.
  }
}
