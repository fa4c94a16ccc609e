import type { Logger } from 'pino';
import pg from 'pg';
import type { UserRow } from '../accounts/users';

/**
 * A short-lived, bounded in-memory cache of resolved sessions (token hash → session and user),
 * so that whoami and the gated calls cost no database round trip on most requests.
 *
 * Correctness rules:
 * - an entry is trusted for `ttlMs` at most, then read again from the database;
 * - logout and every change to a user (verification…) evict at once in this process, and
 *   are broadcast to the other api instances with PostgreSQL NOTIFY (`listenForInvalidations`);
 * - a cached entry never *extends* a session: expiry checks fail → the database decides.
 */
export interface CachedSession {
  sessionId: string;
  user: UserRow;
  lastUsedAt: number;
  expiresAt: number;
  cachedAt: number;
}

export const INVALIDATION_CHANNEL = 'coach_auth_invalidate';

export class SessionCache {
  private readonly byToken = new Map<string, CachedSession>();

  constructor(
    readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now < entry.cachedAt) {
      this.byToken.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: CachedSession): void {
    if (this.ttlMs <= 0) return;
    this.byToken.delete(tokenHash);
    this.byToken.set(tokenHash, entry);
    if (this.byToken.size > this.maxEntries) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.byToken.delete(oldest);
    }
  }

  evictToken(tokenHash: string): void {
    this.byToken.delete(tokenHash);
  }

  evictUser(userId: string): void {
    for (const [hash, entry] of this.byToken) if (entry.user.id === userId) this.byToken.delete(hash);
  }

  /** Applies an invalidation message (`t:<token hash>` or `u:<user id>`). */
  apply(message: string): void {
    if (message.startsWith('t:')) this.evictToken(message.slice(2));
    else if (message.startsWith('u:')) this.evictUser(message.slice(2));
  }

  get size(): number {
    return this.byToken.size;
  }
}

/**
 * PostgreSQL only: keeps one connection LISTENing for invalidations published by other api
 * instances (and reconnects when it drops). Returns a function that stops listening.
 */
export function listenForInvalidations(
  url: string,
  cache: SessionCache,
  logger: Logger,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === INVALIDATION_CHANNEL && message.payload) cache.apply(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'session invalidation listener lost its connection');
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      client = next;
    } catch (error) {
      logger.warn({ err: error }, 'could not listen for session invalidations');
      await next.end().catch(() => undefined);
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    // Entries expire on their own within the cache TTL meanwhile.
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 1000);
    retry.unref();
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
