import { Hono } from 'hono';
import type { Db } from '../../db/types';
import type { AppEnv } from '../../http/types';
import { getFrontVersion } from './repository';

/** `GET /api/debug/data_page/front-version` → `{ "version": "<value>" }` (SPEC §7). */
export function frontVersionRoutes(db: Db) {
  return new Hono<AppEnv>().get('/api/debug/data_page/front-version', async (c) =>
    c.json({ version: await getFrontVersion(db) }),
  );
}
