import type { RemoteName } from '@coach/shared/contract';
import type { ClientErrorReport as ReportBody } from '@coach/shared/schemas';
import { currentRegistry } from '../../lib/federation/remotes.ts';
import { whenPageStays } from './page-leaving.ts';

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
 * bad release from a bad network. Best effort: never rejects, at most a few reports per page.
 * The api's limits come with the shared schemas, loaded with the first report rather than with
 * the page (docs/adr/0006-size-budget.md). An error of a page being left is not reported: it is
 * the browser cancelling the page's loads (page-leaving.ts).
 */
export async function reportClientError({ kind, error, remote = null }: ClientErrorReport): Promise<void> {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  // Read now: by the time the limits are loaded, the page may have moved on.
  const err = error instanceof Error ? error : new Error(String(error));
  const version = remote ? currentRegistry()?.remotes[remote]?.version : undefined;
  const path = window.location.pathname;
  if (!(await whenPageStays())) return;
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  try {
    const { CLIENT_ERROR_LIMITS: limits } = await import('@coach/shared/schemas');
    const report: ReportBody = {
      kind,
      remote,
      version: remote ? clip(version, limits.name) || null : null,
      message: clip(`${err.name}: ${err.message}`, limits.message),
      stack: clip(err.stack, limits.stack),
      path: clip(path, limits.path),
    };
    const body = JSON.stringify(report);
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
