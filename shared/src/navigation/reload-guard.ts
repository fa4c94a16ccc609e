import { pageLoad } from './page-load.ts';

/**
 * Full page loads that must not loop (SPEC §4, §9): a reload of a path is allowed once per
 * window (10 s by default, 1 s after login); inside the window the caller shows an error page
 * with a Retry button instead. A different path always reloads.
 */
export const RELOAD_GUARD_KEY = 'coach:reload-guard';
export const DEFAULT_RELOAD_WINDOW_MS = 10_000;
export const LOGIN_RELOAD_WINDOW_MS = 1_000;

interface GuardRecord {
  path: string;
  expires: number;
}

function readRecord(storage: Storage): GuardRecord | null {
  try {
    const raw = storage.getItem(RELOAD_GUARD_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<GuardRecord>;
    return typeof value.path === 'string' && typeof value.expires === 'number'
      ? { path: value.path, expires: value.expires }
      : null;
  } catch {
    return null;
  }
}

/** True when a full load of `path` now would be a loop. */
export function isReloadBlocked(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  const record = readRecord(storage);
  return record !== null && record.path === path && record.expires > now;
}

export interface GuardedReloadOptions {
  windowMs?: number;
  now?: number;
  storage?: Storage;
  /** The navigation itself; a full page load by default. */
  load?: (path: string) => void;
}

/** Loads `path` from the server unless that would loop; returns whether it did. */
export function guardedReload(path: string, options: GuardedReloadOptions = {}): boolean {
  const {
    windowMs = DEFAULT_RELOAD_WINDOW_MS,
    now = Date.now(),
    storage = sessionStorage,
    load = (target) => pageLoad.assign(target),
  } = options;
  if (isReloadBlocked(path, now, storage)) return false;
  storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + windowMs } satisfies GuardRecord));
  load(path);
  return true;
}
