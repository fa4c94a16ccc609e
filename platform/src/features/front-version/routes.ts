import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { frontVersionResponseSchema } from '@coach/shared/schemas';
import type { Db } from '@coach/server-kit/db/types';
import { jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { getFrontVersion } from './repository';

/** `GET /api/debug/data_page/front-version` → `{ "version": "<value>" }` (docs/api.md). */
export function frontVersionRoutes(db: Db) {
  return new Hono<AppEnv>().get(
    '/api/debug/data_page/front-version',
    describeRoute({
      summary: 'The front version the shell compares with its stored last_front_version (docs/product.md)',
      tags: ['platform'],
      responses: { 200: jsonDoc('Current front version', frontVersionResponseSchema) },
    }),
    async (c) => c.json({ version: await getFrontVersion(db) }),
  );
}
