import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '@coach/server-kit/clock';
import type { Executor } from '@coach/server-kit/db/types';
import type { AppEnv } from '@coach/server-kit/http/types';
import { enforce, type ThrottleCheck, type ThrottleRules } from './throttle';

/**
 * A route middleware that refuses (429) before the body is even read, so a throttled client gets
 * the same answer whatever it sends. Only the check happens here: what counts as a hit is the
 * use case's business (its service calls `recordHit`).
 */
export function throttleGate(
  deps: { db: Executor; clock: Clock; throttle: ThrottleRules },
  checks: (c: Context<AppEnv>) => readonly ThrottleCheck[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforce(deps.db, deps.throttle, checks(c), deps.clock.now());
    await next();
  };
}
