import { authStore } from '@coach/shared/auth';
import type { AppUser, UserType, WhoamiResponse } from '@coach/shared/schemas';
import type { RecordedRequest, Reply } from '@coach/shared/testing';

function userOf(userType: UserType): AppUser {
  return {
    id: 'user-1',
    firstname: 'Claire',
    lastname: 'Leroy',
    email: 'claire@example.com',
    birth_date: null,
    gender: 'female',
    mobile: null,
    lang: 'fr',
    user_type: userType,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

/** Signs a user of this type into the auth store, as the shell does after whoami. */
export function signInAs(userType: UserType): void {
  authStore.setState({ authenticated: true, app_user: userOf(userType) });
}

/** whoami's answer (SPEC §3) for a verified user of this type: a route's `whoami` read. */
export function whoamiOf(userType: UserType, user: Partial<AppUser> = {}): WhoamiResponse {
  const app_user = { ...userOf(userType), ...user };
  return {
    ory: {
      id: `session-of-${app_user.id}`,
      identity: {
        id: `identity-of-${app_user.id}`,
        verifiable_addresses: [{ value: app_user.email, verified: true, via: 'email', status: 'completed' }],
      },
    },
    user: app_user,
  };
}

/**
 * The mocked api's answer to whoami for a user of this type, undefined for any other request:
 * `mockApi((request) => whoamiReply(request, 'coach') ?? …)`. The team pages read the member's
 * role from it, not from the auth store (docs/server-render.md).
 */
export function whoamiReply(request: RecordedRequest, userType: UserType): Reply | undefined {
  return request.method === 'GET' && request.url.pathname === '/api/dashboard/whoami'
    ? { status: 200, body: whoamiOf(userType) }
    : undefined;
}
