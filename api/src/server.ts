import type { Logger } from 'pino';
import { systemClock } from '@coach/server-kit/clock';
import type { AppConfig } from '@coach/server-kit/config';
import type { Db } from '@coach/server-kit/db/types';
import { createApp, type App } from './app';
import { importTrainingContent } from './features/trainings/content-start';
import { scheduleMaintenance } from './maintenance';
import { authPolicyFromConfig } from './session/policy';
import { SessionCache, listenForInvalidations } from './session/session-cache';

export interface RunningApi {
  app: App;
  /** Stops the background work (maintenance, the PostgreSQL listener); the database stays open. */
  stop(): Promise<void>;
}

/**
 * The product api ready to serve, on a migrated database: the training content imported, the
 * session cache listening to the other instances (PostgreSQL), the maintenance scheduled. The
 * platform runs it in its process (platform/src/compose.ts) or `src/main.ts` runs it alone.
 */
export async function startApi(options: {
  db: Db;
  config: AppConfig;
  logger: Logger;
  /** The operator token, when the platform in the same process already resolved it. */
  operatorToken?: string;
}): Promise<RunningApi> {
  const { db, config, logger } = options;
  logger.info(await importTrainingContent(db), 'training content imported');
  const sessionCache = new SessionCache();
  // Several api instances may share PostgreSQL: hear each other's logouts and user changes.
  const stopListening = config.databaseUrl
    ? listenForInvalidations(config.databaseUrl, sessionCache, logger)
    : async () => {};
  const stopMaintenance = scheduleMaintenance(db, systemClock, authPolicyFromConfig(config), logger);
  logger.info(
    {
      mail: config.smtpUrl ? 'smtp' : 'outbox only (GET /api/dev/mails)',
      nodeEnv: config.nodeEnv,
      devRoutes: config.nodeEnv === 'production' ? 'off' : config.devRoutes,
    },
    'configuration',
  );
  return {
    app: createApp({ db, config, logger, sessionCache, operatorToken: options.operatorToken }),
    async stop() {
      stopMaintenance();
      await stopListening();
    },
  };
}

/** Says, at start, who can reach the development helpers (they list working verification links). */
export function devRoutesBanner(config: AppConfig): string | null {
  if (config.nodeEnv === 'production' || config.devRoutes === 'off') return null;
  const who =
    config.devRoutes === 'all'
      ? 'EVERY client that can reach this port (DEV_ROUTES=all)'
      : 'this machine only (loopback; DEV_ROUTES=off turns them off)';
  return `Development routes ON (/api/dev/mails, /api/dev/invitations, /api/docs) for ${who}. NODE_ENV=production for a real deployment.`;
}
