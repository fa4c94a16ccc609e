import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';

export interface ServeOptions {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  port: number;
  logger: Logger;
  onListening(port: number): void;
  /** Releases what the server holds (background work, the database), after the last answer. */
  onStop(): Promise<void>;
}

/**
 * One HTTP server until SIGINT or SIGTERM: then it stops taking connections, lets open answers
 * finish (5 s at most), calls `onStop` and exits. The api alone and the platform both run this way.
 */
export function serveUntilSignal(options: ServeOptions): void {
  const { logger } = options;
  const server = serve({ fetch: options.fetch, port: options.port }, (info: AddressInfo) =>
    options.onListening(info.port),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const force = setTimeout(() => {
      logger.warn('open connections did not close in time: closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5000);
    force.unref();
    server.close(() => {
      options
        .onStop()
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error while stopping');
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
