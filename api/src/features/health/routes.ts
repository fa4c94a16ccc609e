import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { healthResponseSchema } from '@coach/shared/schemas';
import { pingDatabase } from '@coach/server-kit/db/database';
import type { Db } from '@coach/server-kit/db/types';
import { errorBody } from '@coach/server-kit/http/errors';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';

/** `GET /api/health` → `{ status: "ok", db: "up" }` after a real round trip to the database. */
export function healthRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get(
      '/api/health',
      describeRoute({
        summary: 'Health: answers after a round trip to the database',
        tags: ['platform'],
        responses: { 200: jsonDoc('Up', healthResponseSchema), 503: errorDoc('Database unreachable') },
      }),
      async (c) => {
        try {
          await pingDatabase(db);
        } catch (error) {
          c.var.log.error({ err: error }, 'health check: database unreachable');
          c.header('Cache-Control', 'no-store');
          return c.json({ status: 'error', db: 'down', ...errorBody(c.var.t('errors.databaseDown')) }, 503);
        }
        return c.json({ status: 'ok', db: 'up' } as const);
      },
    )
    .get(
      '/api/hello',
      describeRoute({
        summary: 'The smallest api answer: the benchmark baseline (api/STATUS.md)',
        tags: ['platform'],
        responses: {
          200: jsonDoc('Hello', {
            type: 'object',
            required: ['hello'],
            properties: { hello: { const: 'world' } },
          }),
        },
      }),
      (c) => c.json({ hello: 'world' }),
    );
}
