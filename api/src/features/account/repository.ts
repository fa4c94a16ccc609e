import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { UserRow } from '../../accounts/users';
import { sessions, users, verificationTokens } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';

/** The queries of the profile and account area. */

export async function findUser(db: Executor, userId: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

/** Locks the account row for the rest of the transaction. */
export async function lockUser(tx: Executor, userId: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return rows[0];
}

export async function updateUser(
  tx: Executor,
  userId: string,
  values: Partial<
    Pick<UserRow, 'firstname' | 'lastname' | 'birthDate' | 'mobile' | 'studyLevel' | 'lang' | 'passwordHash'>
  >,
  now: Date,
): Promise<UserRow> {
  const rows = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  const row = rows[0];
  if (!row) throw new Error('updateUser: no row returned');
  return row;
}

export async function isEmailTakenByAnother(db: Executor, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The new address of the newest e-mail change still waiting for its link, if any. */
export async function pendingEmail(db: Executor, userId: string, now: Date): Promise<string | null> {
  const rows = await db
    .select({ email: verificationTokens.email })
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.userId, userId),
        eq(verificationTokens.purpose, 'email_change'),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationTokens.createdAt))
    .limit(1);
  return rows[0]?.email ?? null;
}

/** How many open sessions the list shows at most (each one is a sign-in within 12 h). */
export const SESSIONS_LIST_LIMIT = 100;

/** Sessions neither revoked nor expired (absolute or idle), most recently used first. */
export async function listOpenSessions(db: Executor, userId: string, now: Date, idleMs: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(SESSIONS_LIST_LIMIT);
}

/** Revokes the person's open sessions: one (`only`), or all but one (`except`). Answers how many. */
export async function revokeSessions(
  tx: Executor,
  userId: string,
  which: { only: string } | { except: string },
  now: Date,
): Promise<number> {
  const target = 'only' in which ? eq(sessions.id, which.only) : ne(sessions.id, which.except);
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), target))
    .returning({ id: sessions.id });
  return rows.length;
}
