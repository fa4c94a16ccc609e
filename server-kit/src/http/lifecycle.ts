import type { MiddlewareHandler } from 'hono';

/**
 * Whether this process is stopping (SIGTERM received, http/serve.ts). One per process: the
 * platform and the api it runs in its process stop together. While draining, the readiness
 * check fails so that the load balancer sends no new requests, and every answer says
 * `Connection: close` so that kept-alive clients open their next connection elsewhere.
 */
let draining = false;
let readinessProbed = false;

export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

/** The readiness check was asked: a load balancer watches this instance (http/shutdown-plan.ts). */
export function noteReadinessProbe(): void {
  readinessProbed = true;
}

export function wasReadinessProbed(): boolean {
  return readinessProbed;
}

/** Tests only: back to serving. */
export function stopDrainingForTests(): void {
  draining = false;
  readinessProbed = false;
}

/** `Connection: close` on every answer once the process is stopping. */
export function closeWhileDraining(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (draining) c.res.headers.set('Connection', 'close');
  };
}
