import { devRoutesBanner, startApi } from '@coach/api';
import { serveUntilSignal } from '@coach/server-kit/http/serve';
import { createLogger } from '@coach/server-kit/logger';
import { operatorTokenFor } from '@coach/server-kit/operator/operator-token';
import { apiOverHttp } from './api-proxy';
import { createRenderSupervisor } from './features/server-render/render-supervisor';
import { createPlatform, inFront } from './app';
import { loadPlatformConfig } from './config';
import { openServerDatabase } from './database';
import { openFileStorage } from './storage/open-file-storage';

/**
 * `npm start`: the platform in front, the api behind it under `/api`.
 *
 *   browser ─▶ platform: shell, remotes, registry, first paint, redirects, operator api
 *                └─ /api/… ─▶ api: auth, account, trainings, results, team, life GPS
 *
 * One process and one port by default, on one database. With `API_URL` the api runs apart
 * (`pnpm --filter @coach/api start`) and the platform forwards `/api/…` to it over HTTP.
 */
async function main(): Promise<void> {
  const config = loadPlatformConfig();
  const logger = createLogger(config.logLevel);
  const database = await openServerDatabase(config);
  logger.info({ database: database.description }, 'database ready');
  let lastFallbackLog = 0; // once every 10 s at most: an outage must not flood the log
  const storage = openFileStorage(config, database.db, (key, error) => {
    if (Date.now() - lastFallbackLog < 10_000) return;
    lastFallbackLog = Date.now();
    logger.warn({ key, err: error }, 'release storage unreachable: serving the copies this instance served');
  });
  logger.info({ storage: storage.description }, 'release files storage');
  const operatorToken = operatorTokenFor(config, logger);

  const api = config.apiUrl ? undefined : await startApi({ db: database.db, config, logger, operatorToken });
  const apiHandler = api ? api.app.fetch : apiOverHttp(config.apiUrl ?? '', config.trustProxy);
  // Signed-in pages drawn by their remotes in a process of their own (docs/operating.md).
  const supervisor = config.serverRender
    ? createRenderSupervisor({ logger, deadlineMs: config.serverRenderDeadlineMs })
    : undefined;
  const platform = createPlatform({
    db: database.db,
    config,
    logger,
    storage,
    operatorToken,
    // Whatever the render mode: a canary assigns a member by their id (docs/adr/0016).
    api: (request) => apiHandler(request, undefined),
    ...(supervisor ? { serverRender: { supervisor } } : {}),
  });
  const server = inFront(platform, apiHandler);
  if (config.apiUrl) logger.info({ api: config.apiUrl }, 'the api runs apart: /api/… goes there');

  serveUntilSignal({
    fetch: server.fetch,
    port: config.port,
    logger,
    onListening(port) {
      console.info(`Coach platform running at http://localhost:${port}`);
      const dev = api ? devRoutesBanner(config) : null;
      if (dev) console.info(dev);
    },
    onStop: async () => {
      await supervisor?.close();
      await api?.stop();
      await database.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
