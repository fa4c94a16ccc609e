import { isVerified, type Identity } from '@coach/shared/auth';

export interface GuardInput {
  /** The matched route's name (SPEC §2); null for the 404 and error pages, which no guard holds. */
  routeName: string | null;
  hasToken: boolean;
  user: Identity | null;
  /** The verification link from the e-mail (`/account_verification?token=…`) is being followed. */
  followingVerificationLink?: boolean;
}

export type GuardDecision =
  | { type: 'render' }
  | { type: 'fetch-user' }
  | { type: 'redirect'; to: '/account_verification' | '/' | '/home' };

export const VERIFICATION_ROUTE = 'account_verification';

const isHomeRoute = (name: string) => name.startsWith('home');

/**
 * SPEC §4's route guards, in the spec's order. Rule 2 (whoami failed: clear the token, go to
 * /home) is carried out where whoami is called, since it is the outcome of rule 1's fetch.
 */
export function decideGuard({
  routeName,
  hasToken,
  user,
  followingVerificationLink = false,
}: GuardInput): GuardDecision {
  if (routeName === null) return { type: 'render' };
  // 1. A token but no user yet: fetch whoami first.
  if (hasToken && !user) return { type: 'fetch-user' };
  // 1 (after the fetch) and 3. An unverified user goes to the verification page.
  if (user && !isVerified(user) && routeName !== VERIFICATION_ROUTE) {
    return { type: 'redirect', to: '/account_verification' };
  }
  // 4. Signed in: the home area is not for you.
  if (hasToken && isHomeRoute(routeName)) return { type: 'redirect', to: '/' };
  // 5. Signed out: only the home area. One exception: the verification link, opened in another
  // browser or after logging out, must still confirm the address (the api needs no session).
  const confirmingAddress = routeName === VERIFICATION_ROUTE && followingVerificationLink;
  if (!hasToken && !isHomeRoute(routeName) && !confirmingAddress) return { type: 'redirect', to: '/home' };
  return { type: 'render' };
}
