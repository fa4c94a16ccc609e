/** Lifetimes of the auth secrets (docs/security.md). */
export interface AuthPolicy {
  /** A session unused this long is dead. */
  sessionIdleMs: number;
  /** A session never lives longer than this, used or not. */
  sessionAbsoluteMs: number;
  /** `last_used_at` is written at most this often (saves a write per request). */
  sessionTouchIntervalMs: number;
  /** Lifetime of an e-mail verification link. */
  verificationTtlMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  sessionIdleMs: 2 * HOUR,
  sessionAbsoluteMs: 12 * HOUR,
  sessionTouchIntervalMs: MINUTE,
  verificationTtlMs: 48 * HOUR,
};

/** The policy with the lifetimes set through the environment (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
export function authPolicyFromConfig(config: {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
}): AuthPolicy {
  return {
    ...DEFAULT_AUTH_POLICY,
    sessionIdleMs: config.sessionIdleMinutes * MINUTE,
    sessionAbsoluteMs: config.sessionMaxHours * HOUR,
  };
}
