import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { importTrainingContent } from './features/trainings/content-start';
import { systemClock } from './clock';
import { loadConfig, type AppConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { authPolicyFromConfig } from './session/policy';
import { SessionCache, listenForInvalidations } from './session/session-cache';
import { createLogger } from './logger';
import { scheduleMaintenance } from './maintenance';
import { openFileStorage } from './storage/open-file-storage';

/** Says, at start, who can reach the development helpers (they list working verification links). */
function devRoutesBanner(config: AppConfig): string | null {
  if (config.nodeEnv === 'production' || config.devRoutes === 'off') return null;
  const who =
    config.devRoutes === 'all'
      ? 'EVERY client that can reach this port (DEV_ROUTES=all)'
      : 'this machine only (loopback; DEV_ROUTES=off turns them off)';
  return `Development routes ON (/api/dev/mails, /api/dev/invitations, /api/docs) for ${who}. NODE_ENV=production for a real deployment.`;
}

/** Starts the platform: one HTTP server for the api, the registry, the remotes and the shell. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config);
  logger.info({ database: database.description }, 'database ready');
  logger.info(await importTrainingContent(database.db), 'training content imported');

  const sessionCache = new SessionCache();
  // Several api instances may share PostgreSQL: hear each other's logouts and user changes.
  const stopListening = config.databaseUrl
    ? listenForInvalidations(config.databaseUrl, sessionCache, logger)
    : async () => {};
  const storage = openFileStorage(config, database.db);
  logger.info({ storage: storage.description }, 'release files storage');
  const app = createApp({ db: database.db, config, logger, sessionCache, storage });
  const stopMaintenance = scheduleMaintenance(database.db, systemClock, authPolicyFromConfig(config), logger);
  logger.info(
    {
      mail: config.smtpUrl ? 'smtp' : 'outbox only (GET /api/dev/mails)',
      nodeEnv: config.nodeEnv,
      devRoutes: config.nodeEnv === 'production' ? 'off' : config.devRoutes,
    },
    'configuration',
  );
  const server = serve({ fetch: app.fetch, port: config.port }, (info: AddressInfo) => {
    console.info(`Coach platform running at http://localhost:${info.port}`);
    const dev = devRoutesBanner(config);
    if (dev) console.info(dev);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    stopMaintenance();
    const force = setTimeout(() => {
      logger.warn('open connections did not close in time: closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5000);
    force.unref();
    server.close(() => {
      stopListening()
        .then(() => database.close())
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error while closing the database');
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
