import type { AppUser, WhoamiResponse } from '@coach/shared/schemas';
import type { UserRow } from '../../accounts/users';

/** The `user` object of whoami: never the password hash. */
export function toAppUser(user: UserRow): AppUser {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    birth_date: user.birthDate,
    gender: user.gender as AppUser['gender'],
    mobile: user.mobile,
    lang: user.lang as AppUser['lang'],
    user_type: user.userType as AppUser['user_type'],
    created_at: user.createdAt.toISOString(),
  };
}

/** `{ ory: { id, identity: { id, verifiable_addresses } }, user }` (docs/api.md, whoami). */
export function toWhoami(sessionId: string, user: UserRow): WhoamiResponse {
  const verified = user.emailVerifiedAt !== null;
  return {
    ory: {
      id: sessionId,
      identity: {
        id: user.identityId,
        verifiable_addresses: [
          { value: user.email, verified, via: 'email', status: verified ? 'completed' : 'sent' },
        ],
      },
    },
    user: toAppUser(user),
  };
}
