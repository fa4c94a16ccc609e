import { eq } from 'drizzle-orm';
import type { NewUser, UserRow } from '../../accounts/users';
import { users } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { insertRow } from '../../db/rows';

/** The account queries of login and registration (invitations: accounts/invitations.ts). */

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return rows[0];
}

export const insertUser = (db: Executor, user: NewUser): Promise<UserRow> => insertRow(db, users, user);

export async function updatePasswordHash(
  db: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
