import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { healthResponseSchema } from '@coach/shared/schemas';
import { pingDatabase } from '@coach/server-kit/db/database';
import type { Db } from '@coach/server-kit/db/types';
import { errorBody } from '@coach/server-kit/http/errors';
import { isDraining, noteReadinessProbe } from '@coach/server-kit/http/lifecycle';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { DATABASE_RETRY_AFTER_SECONDS } from '@coach/server-kit/http/server-app';
import type { AppEnv } from '@coach/server-kit/http/types';
import { readiness } from './readiness';

/** How long the checks wait for the database: a load balancer's probe times out in a few seconds. */
const PING_DEADLINE_MS = 1500;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_DEADLINE_MS);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true), deadline]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`: liveness — the process answers, 200, whatever the database does (a load
 * balancer must not restart every instance while PostgreSQL restarts); `db` says what a round
 * trip found. `GET /api/ready`: readiness — 503 with Retry-After while the database is
 * unreachable or the process is stopping, so that no new request is sent here.
 */
export function healthRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get(
      '/api/health',
      describeRoute({
        summary: 'Liveness: the process answers; `db` after a round trip to the database',
        tags: ['platform'],
        responses: { 200: jsonDoc('Alive', healthResponseSchema) },
      }),
      async (c) => c.json({ status: 'ok', db: (await databaseAnswers(db)) ? 'up' : 'down' } as const),
    )
    .get(
      '/api/ready',
      describeRoute({
        summary: 'Readiness: the database answers and the process is not stopping',
        tags: ['platform'],
        responses: {
          200: jsonDoc('Ready', {
            type: 'object',
            required: ['status'],
            properties: { status: { const: 'ready' } },
          }),
          503: errorDoc('Stopping, or the database is unreachable'),
        },
      }),
      async (c) => {
        noteReadinessProbe();
        const state = readiness({ draining: isDraining(), databaseUp: await databaseAnswers(db) });
        if (state === 'ready') return c.json({ status: 'ready' } as const);
        c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        c.header('Cache-Control', 'no-store');
        if (state === 'database-down') c.var.log.warn('readiness: database unreachable');
        const message = state === 'stopping' ? 'errors.shuttingDown' : 'errors.databaseDown';
        return c.json({ status: state, ...errorBody(c.var.t(message)) }, 503);
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
