import { loadConfig } from '@coach/server-kit/config';
import { openConfiguredDatabase } from '@coach/server-kit/db/database';
import { serveUntilSignal } from '@coach/server-kit/http/serve';
import { createLogger } from '@coach/server-kit/logger';
import { API_MIGRATIONS } from './paths';
import { devRoutesBanner, startApi } from './server';

/**
 * The product api alone, on its own port and database: the platform runs in front of it
 * (`API_URL`, docs/operating.md "The api apart"). `npm start` runs both in one process instead
 * (platform/src/main.ts).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config, [API_MIGRATIONS]);
  logger.info({ database: database.description }, 'database ready');
  const api = await startApi({ db: database.db, config, logger });
  serveUntilSignal({
    fetch: api.app.fetch,
    port: config.port,
    logger,
    onListening(port) {
      console.info(`Coach api running at http://localhost:${port}`);
      const dev = devRoutesBanner(config);
      if (dev) console.info(dev);
    },
    onStop: () => api.stop().then(() => database.close()),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
