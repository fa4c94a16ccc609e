import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { startDraining, wasReadinessProbed } from './lifecycle';
import { shutdownPlan } from './shutdown-plan';

export interface ServeOptions {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  port: number;
  logger: Logger;
  onListening(port: number): void;
  /** Releases what the server holds (background work, the database), after the last answer. */
  onStop(): Promise<void>;
}

/** Beyond the grace period, how long `onStop` may take before the process exits anyway. */
const STOP_DEADLINE_MS = 10_000;

/**
 * One HTTP server until SIGINT or SIGTERM. Then (http/shutdown-plan.ts): readiness fails at once
 * and every answer says `Connection: close`; after the delay the port closes; the answers in
 * flight get the grace period to finish, then the connections left are closed; `onStop` closes
 * the pool; the process exits. The api alone and the platform both run this way.
 */
export function serveUntilSignal(options: ServeOptions): void {
  const { logger } = options;
  const server = serve({ fetch: options.fetch, port: options.port }, (info: AddressInfo) =>
    options.onListening(info.port),
  );
  let stopping = false;
  const closeAll = () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  const exit = (code: number) => {
    logger.flush();
    process.exit(code);
  };
  const closePort = (graceMs: number) => {
    const force = setTimeout(() => {
      logger.warn({ graceMs }, 'answers still in flight after the grace period: closing their connections');
      closeAll();
    }, graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      const deadline = setTimeout(() => {
        logger.error('the database and background work did not close in time');
        exit(1);
      }, STOP_DEADLINE_MS);
      deadline.unref();
      options
        .onStop()
        .then(() => {
          logger.info('stopped');
          exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error while stopping');
          exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  const stop = (signal: string) => {
    // Once: a Ctrl-C reaches this process twice (directly, and forwarded by scripts/start.mjs).
    if (stopping) return;
    stopping = true;
    startDraining();
    const plan = shutdownPlan({ signal, readinessProbed: wasReadinessProbed(), env: process.env });
    logger.info({ signal, ...plan }, 'stopping: readiness fails, then the port closes');
    if (plan.delayMs === 0) closePort(plan.graceMs);
    else setTimeout(() => closePort(plan.graceMs), plan.delayMs);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
