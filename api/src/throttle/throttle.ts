import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { throttleBuckets } from '../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';

/**
 * A fixed window of `limit` hits per `windowMs`, optionally with exponential backoff once
 * `backoff.free` hits are in the window: the next hit must wait `baseMs × 2^(count − free)`
 * (capped at `maxMs`) after the previous one. Windows end on their own: nobody is locked out
 * for good.
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  backoff?: { free: number; baseMs: number; maxMs: number };
}

export type ThrottleScope =
  | 'login_account'
  | 'login_ip'
  | 'register_ip'
  | 'resend_user'
  | 'resend_ip'
  | 'confirm_ip'
  | 'access_code_user'
  | 'access_code_ip'
  | 'leader_mail'
  | 'invitation_resend'
  | 'survey_team'
  | 'survey_reminder_user'
  | 'email_change_user';

export type ThrottleRules = Record<ThrottleScope, ThrottleRule>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_THROTTLE_RULES: ThrottleRules = {
  /** Failed logins per account: ≤ 100 an hour, backoff after 5 (1 s, 2 s, 4 s … 15 min). */
  login_account: { limit: 100, windowMs: HOUR, backoff: { free: 5, baseMs: 1000, maxMs: 15 * MINUTE } },
  /** Failed logins per client address (many accounts from one place). */
  login_ip: { limit: 200, windowMs: HOUR },
  /** Registrations (and attempts on a taken address) per client address. */
  register_ip: { limit: 20, windowMs: HOUR },
  /** Verification e-mails per account: 1 min between the first two, then doubling. */
  resend_user: { limit: 10, windowMs: HOUR, backoff: { free: 1, baseMs: MINUTE, maxMs: 30 * MINUTE } },
  /** Verification e-mails per client address. */
  resend_ip: { limit: 30, windowMs: HOUR },
  /** Failed verification confirmations per client address. */
  confirm_ip: { limit: 50, windowMs: HOUR },
  /** Refused training access codes per account: ≤ 10 an hour, backoff after 5 (1 s, 2 s … 5 min). */
  access_code_user: { limit: 10, windowMs: HOUR, backoff: { free: 5, baseMs: 1000, maxMs: 5 * MINUTE } },
  /** Refused training access codes per client address. */
  access_code_ip: { limit: 50, windowMs: HOUR },
  /** Every e-mail a team leader causes (invitations, resends, survey reminders), per leader. */
  leader_mail: { limit: 100, windowMs: HOUR },
  /** Resends of one invitation, over its 14 days of validity. */
  invitation_resend: { limit: 5, windowMs: 14 * DAY },
  /** Surveys a team sends. */
  survey_team: { limit: 10, windowMs: DAY },
  /** Survey reminder mails to one person, whatever the number of surveys (others are skipped). */
  survey_reminder_user: { limit: 1, windowMs: DAY },
  /** E-mail change requests per account, counted before the address is looked up (taken or free). */
  email_change_user: { limit: 10, windowMs: HOUR },
};

/** Account keys are hashed: the table never holds e-mail addresses in clear. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

export interface ThrottleCheck {
  scope: ThrottleScope;
  key: string;
}

export interface ThrottleState {
  /** How long (ms) the caller must wait before the next hit; 0 when allowed. */
  waitMs: number;
  /** Whether a bucket exists (something to clear after a success). */
  exists: boolean;
}

/** What reads or takes the buckets of some checks: their states, in the checks' order. */
type BucketStates = (
  db: Executor,
  rules: ThrottleRules,
  checks: readonly ThrottleCheck[],
  now: Date,
) => Promise<ThrottleState[]>;

/** No check, no query: nothing to read or take. */
function withChecks(states: BucketStates): BucketStates {
  return (db, rules, checks, now) =>
    checks.length === 0 ? Promise.resolve([]) : states(db, rules, checks, now);
}

/** The state of each check, in one query. */
export const waitTimes = withChecks(async (db, rules, checks, now) => {
  const rows = await db
    .select()
    .from(throttleBuckets)
    .where(
      and(
        inArray(throttleBuckets.scope, [...new Set(checks.map((check) => check.scope))]),
        inArray(throttleBuckets.key, [...new Set(checks.map((check) => check.key))]),
      ),
    );
  return checks.map((check) => {
    const row = rows.find((r) => r.scope === check.scope && r.key === check.key);
    return row
      ? { waitMs: waitFor(rules[check.scope], row, now.getTime()), exists: true }
      : { waitMs: 0, exists: false };
  });
});

function waitFor(
  rule: ThrottleRule,
  row: { windowStart: Date; count: number; lastAt: Date },
  now: number,
): number {
  const windowEnd = row.windowStart.getTime() + rule.windowMs;
  if (now >= windowEnd) return 0;
  if (row.count >= rule.limit) return windowEnd - now;
  if (rule.backoff && row.count >= rule.backoff.free) {
    const delay = Math.min(rule.backoff.baseMs * 2 ** (row.count - rule.backoff.free), rule.backoff.maxMs);
    return Math.max(0, row.lastAt.getTime() + delay - now);
  }
  return 0;
}

/** Counts one hit (atomically; a window that has ended starts over). */
export async function recordHit(
  db: Executor,
  rules: ThrottleRules,
  check: ThrottleCheck,
  now: Date,
): Promise<void> {
  const cutoff = new Date(now.getTime() - rules[check.scope].windowMs);
  const expired = sql`${throttleBuckets.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
  await db
    .insert(throttleBuckets)
    .values({ scope: check.scope, key: check.key, windowStart: now, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: [throttleBuckets.scope, throttleBuckets.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${throttleBuckets.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${throttleBuckets.windowStart} END`,
        lastAt: now,
      },
    });
}

export async function clearHits(db: Executor, check: ThrottleCheck): Promise<void> {
  await db
    .delete(throttleBuckets)
    .where(and(eq(throttleBuckets.scope, check.scope), eq(throttleBuckets.key, check.key)));
}

/** Deletes buckets whose window ended long ago (housekeeping). */
export async function pruneBuckets(db: Executor, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(throttleBuckets)
    .where(sql`${throttleBuckets.lastAt} < ${olderThan.toISOString()}::timestamptz`)
    .returning({ scope: throttleBuckets.scope });
  return rows.length;
}

/**
 * A refusal to do the work now: services throw it without knowing about HTTP; `app.onError`
 * answers it as a 429 (`throttledError`).
 */
export class ThrottledError extends Error {
  constructor(readonly waitMs: number) {
    super(`throttled for ${waitMs} ms`);
    this.name = 'ThrottledError';
  }
}

/** 429 with `Retry-After` (seconds) and a message saying how long to wait. */
export function throttledError(t: TFunction, waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const message =
    seconds < 120
      ? t('errors.throttledSeconds', { count: seconds })
      : t('errors.throttledMinutes', { count: Math.ceil(seconds / 60) });
  return new ApiError(429, errorBody(message), { 'Retry-After': String(seconds) });
}

/**
 * Counts one attempt against every check, or none: in one transaction the buckets are created if
 * missing and locked (`SELECT … FOR UPDATE`, in a fixed order so two callers cannot deadlock),
 * the rule decides on the locked counts, and only then are they incremented. Parallel callers
 * queue on the lock, so a burst never passes more attempts than the rule allows (`enforce` then
 * `recordHit` are two steps: a burst slips between them). Call it BEFORE the expensive or
 * observable work; give back a hit that must not count (a successful login) with `refundHit`.
 * Throws a ThrottledError, counting nothing, when any check must wait. Inside a transaction it
 * runs as a savepoint and the locks last until that transaction ends. docs/security.md.
 */
export const takeHits = withChecks(async (db, rules, checks, now) => {
  const ordered = [...checks].sort((a, b) =>
    a.scope === b.scope ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.scope < b.scope ? -1 : 1,
  );
  return db.transaction(async (tx) => {
    const lockBuckets = async () => {
      await tx
        .insert(throttleBuckets)
        .values(ordered.map((check) => ({ ...check, windowStart: now, count: 0, lastAt: now })))
        .onConflictDoNothing();
      return tx
        .select()
        .from(throttleBuckets)
        .where(
          or(
            ...ordered.map((check) =>
              and(eq(throttleBuckets.scope, check.scope), eq(throttleBuckets.key, check.key)),
            ),
          ),
        )
        .orderBy(asc(throttleBuckets.scope), asc(throttleBuckets.key))
        .for('update');
    };
    const complete = (found: { scope: string; key: string }[]) =>
      ordered.every((check) => found.some((r) => r.scope === check.scope && r.key === check.key));
    let rows = await lockBuckets();
    // A bucket cleared while this call waited on its lock (`clearHits`: a successful login) is gone
    // when the lock is granted: it is made again and locked, as if this call had come first.
    for (let again = 0; again < 3 && !complete(rows); again += 1) rows = await lockBuckets();
    const rowFor = (check: ThrottleCheck) => {
      const row = rows.find((r) => r.scope === check.scope && r.key === check.key);
      if (!row) throw new Error(`throttle bucket ${check.scope} vanished under its lock`);
      return row;
    };
    const states = checks.map((check) => ({
      waitMs: waitFor(rules[check.scope], rowFor(check), now.getTime()),
      exists: rowFor(check).count > 0,
    }));
    const wait = Math.max(0, ...states.map((state) => state.waitMs));
    if (wait > 0) throw new ThrottledError(wait);
    for (const check of ordered) {
      const row = rowFor(check);
      const expired = now.getTime() >= row.windowStart.getTime() + rules[check.scope].windowMs;
      await tx
        .update(throttleBuckets)
        .set(
          expired || row.count === 0
            ? { windowStart: now, count: 1, lastAt: now }
            : { count: row.count + 1, lastAt: now },
        )
        .where(and(eq(throttleBuckets.scope, check.scope), eq(throttleBuckets.key, check.key)));
    }
    return states;
  });
});

/** Gives back one hit taken by `takeHits` that turned out not to count (never below zero). */
export async function refundHit(db: Executor, check: ThrottleCheck): Promise<void> {
  await db
    .update(throttleBuckets)
    .set({ count: sql`GREATEST(${throttleBuckets.count} - 1, 0)` })
    .where(and(eq(throttleBuckets.scope, check.scope), eq(throttleBuckets.key, check.key)));
}

/** Throws a ThrottledError when any check must wait. */
export async function enforce(
  db: Executor,
  rules: ThrottleRules,
  checks: readonly ThrottleCheck[],
  now: Date,
): Promise<void> {
  const wait = Math.max(0, ...(await waitTimes(db, rules, checks, now)).map((state) => state.waitMs));
  if (wait > 0) throw new ThrottledError(wait);
}
