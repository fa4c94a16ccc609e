import { eq } from 'drizzle-orm';
import type { AppUser, WhoamiResponse } from '@coach/shared/schemas';
import { users } from '../db/schema';
import type { Executor } from '../db/types';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return rows[0];
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const rows = await db.insert(users).values(user).returning();
  const row = rows[0];
  if (!row) throw new Error('insertUser: no row returned');
  return row;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

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

/** SPEC §3/§7: `{ ory: { id, identity: { id, verifiable_addresses } }, user }`. */
export function toWhoami(sessionId: string, user: UserRow): WhoamiResponse {
  const verified = user.emailVerifiedAt !== null;
  return {
    ory: {
      id: sessionId,
      identity: {
        id: user.identityId,
        verifiable_addresses: [{ value: user.email, verified, via: 'email', status: verified ? 'completed' : 'sent' }],
      },
    },
    user: toAppUser(user),
  };
}
