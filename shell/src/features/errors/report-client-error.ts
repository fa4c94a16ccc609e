import type { RemoteName } from '@coach/shared/contract';
import { CLIENT_ERROR_LIMITS, type ClientErrorReport as ReportBody } from '@coach/shared/schemas';
import { currentRegistry } from '../../lib/federation/remotes.ts';

export const CLIENT_ERRORS_URL = '/api/client-errors';
const MAX_REPORTS_PER_PAGE = 10;
let sent = 0;

export interface ClientErrorReport {
  kind: 'route' | 'widget' | 'remote-load' | 'uncaught';
  error: unknown;
  remote?: RemoteName | null;
}

const clip = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

/**
 * Tells the api what broke, with the remote's name and live version, so an operator can tell a
 * bad release from a bad network. Best effort: never throws, at most a few reports per page.
 */
export function reportClientError({ kind, error, remote = null }: ClientErrorReport): void {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  const err = error instanceof Error ? error : new Error(String(error));
  const report: ReportBody = {
    kind,
    remote,
    version: remote
      ? clip(currentRegistry()?.remotes[remote]?.version, CLIENT_ERROR_LIMITS.name) || null
      : null,
    message: clip(`${err.name}: ${err.message}`, CLIENT_ERROR_LIMITS.message),
    stack: clip(err.stack, CLIENT_ERROR_LIMITS.stack),
    path: clip(window.location.pathname, CLIENT_ERROR_LIMITS.path),
  };
  const body = JSON.stringify(report);
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
