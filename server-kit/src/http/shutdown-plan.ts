/** How a stopping server spends its time (http/serve.ts). */
export interface ShutdownPlan {
  /**
   * Still taking requests, readiness failing, so that the load balancer stops sending new ones
   * before the port closes (a request already on its way then finds it open).
   */
  delayMs: number;
  /** Then, at most this long for the answers in flight; the connections left are closed. */
  graceMs: number;
}

const DEFAULT_DELAY_MS = 2000;
const DEFAULT_GRACE_MS = 10_000;
const MAX_MS = 120_000;

function milliseconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_MS ? parsed : fallback;
}

/**
 * The delay applies to SIGTERM (an orchestrator's stop) once something has asked this instance
 * whether it is ready: without a load balancer probing readiness nobody would notice it, and a
 * Ctrl-C (SIGINT) at a terminal should not wait. `SHUTDOWN_DELAY_MS` and `SHUTDOWN_GRACE_MS`
 * override the defaults (2 s, 10 s); an unusable value keeps the default.
 */
export function shutdownPlan(facts: {
  signal: string;
  readinessProbed: boolean;
  env: Readonly<Record<string, string | undefined>>;
}): ShutdownPlan {
  const graceMs = milliseconds(facts.env.SHUTDOWN_GRACE_MS, DEFAULT_GRACE_MS);
  if (facts.signal !== 'SIGTERM') return { delayMs: 0, graceMs };
  const fallback = facts.readinessProbed ? DEFAULT_DELAY_MS : 0;
  return { delayMs: milliseconds(facts.env.SHUTDOWN_DELAY_MS, fallback), graceMs };
}
