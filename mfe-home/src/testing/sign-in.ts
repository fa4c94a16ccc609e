// What a sign-in leaves behind, checked the same way by the login and the registration tests.
import { RELOAD_GUARD_KEY } from '@coach/shared/navigation';

/**
 * Expects the guard against a reload loop on `path` with the 1 s window of a sign-in (SPEC §4),
 * set after `before` (a `Date.now()` taken before the sign-in started).
 */
export function expectSignInReloadGuard(path: string, before: number): void {
  const guard = JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}') as {
    path: string;
    expires: number;
  };
  expect(guard.path).toBe(path);
  expect(guard.expires - before).toBeGreaterThanOrEqual(1000);
  expect(guard.expires - Date.now()).toBeLessThanOrEqual(1000);
}
