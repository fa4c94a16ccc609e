import { isIP } from 'node:net';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import type { Db, Executor } from '@coach/server-kit/db/types';
import type { AuthPolicy } from './policy';
import { INVALIDATION_CHANNEL, SessionCache } from './session-cache';
import { generateToken, hashToken } from './tokens';
import type { UserRow } from '../accounts/users';

export interface SessionMeta {
  ip: string;
  userAgent: string | undefined;
}

/** Opens a session: a fresh random token (returned once, stored only as its hash). */
export async function createSession(
  db: Executor,
  userId: string,
  policy: AuthPolicy,
  now: Date,
  meta: SessionMeta,
): Promise<{ token: string; sessionId: string }> {
  const token = generateToken();
  const rows = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + policy.sessionAbsoluteMs),
      ip: isIP(meta.ip) ? meta.ip : null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: sessions.id });
  const row = rows[0];
  if (!row) throw new Error('createSession: no row returned');
  return { token, sessionId: row.id };
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
}

/**
 * Resolves, revokes and invalidates sessions, with a short-lived cache in front of the
 * database (see session-cache.ts for the rules that keep it correct).
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly policy: AuthPolicy,
    readonly cache: SessionCache = new SessionCache(),
  ) {}

  /**
   * The session a token opens, or null when unknown, revoked, past its absolute expiry or idle
   * too long. Refreshes `last_used_at` at most once per `sessionTouchIntervalMs`.
   */
  async resolve(token: string, now: Date): Promise<ActiveSession | null> {
    const hash = hashToken(token);
    const at = now.getTime();
    const { sessionIdleMs, sessionTouchIntervalMs } = this.policy;
    const cached = this.cache.get(hash, at);
    if (cached && at < cached.expiresAt && at - cached.lastUsedAt < sessionIdleMs) {
      if (at - cached.lastUsedAt >= sessionTouchIntervalMs) {
        await this.touch(cached.sessionId, now);
        cached.lastUsedAt = at;
      }
      return { sessionId: cached.sessionId, user: cached.user };
    }

    const rows = await this.db
      .select({
        id: sessions.id,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        user: users,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hash))
      .limit(1);
    const row = rows[0];
    if (
      !row ||
      row.revokedAt ||
      at >= row.expiresAt.getTime() ||
      at - row.lastUsedAt.getTime() >= sessionIdleMs
    ) {
      this.cache.evictToken(hash);
      return null;
    }
    let lastUsedAt = row.lastUsedAt.getTime();
    if (at - lastUsedAt >= sessionTouchIntervalMs) {
      await this.touch(row.id, now);
      lastUsedAt = at;
    }
    this.cache.set(hash, {
      sessionId: row.id,
      user: row.user,
      lastUsedAt,
      expiresAt: row.expiresAt.getTime(),
      cachedAt: at,
    });
    return { sessionId: row.id, user: row.user };
  }

  /** Logout: the token stops working everywhere at once. */
  async revoke(token: string, now: Date): Promise<boolean> {
    const hash = hashToken(token);
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    this.cache.evictToken(hash);
    await this.publish(`t:${hash}`);
    return rows.length > 0;
  }

  /** To call after any change to a user row: cached copies are dropped in every instance. */
  async userChanged(userId: string): Promise<void> {
    this.cache.evictUser(userId);
    await this.publish(`u:${userId}`);
  }

  private async touch(sessionId: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  }

  /** NOTIFY the other api instances (they LISTEN when running on PostgreSQL). */
  private async publish(message: string): Promise<void> {
    await this.db.execute(sql`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${message})`);
  }
}

/** Housekeeping: sessions dead for a day are deleted. */
export async function pruneSessions(db: Executor, now: Date, policy: AuthPolicy): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const idleCutoff = new Date(now.getTime() - policy.sessionIdleMs - 24 * 3600_000);
  const rows = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, dayAgo),
        lt(sessions.revokedAt, dayAgo),
        sql`${sessions.lastUsedAt} < ${idleCutoff.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
