import { Hono } from 'hono';
import { pingDatabase } from '../../db/database';
import type { Db } from '../../db/types';
import { errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';

/** `GET /api/health` → `{ status: "ok", db: "up" }` after a real round trip to the database. */
export function healthRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/api/health', async (c) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        c.var.log.error({ err: error }, 'health check: database unreachable');
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 'error', db: 'down', ...errorBody(c.var.t('errors.databaseDown')) }, 503);
      }
      return c.json({ status: 'ok', db: 'up' } as const);
    })
    .get('/api/hello', (c) => c.json({ hello: 'world' }));
}
