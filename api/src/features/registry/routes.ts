import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../../db/types';
import { etagMatches } from '../../http/etag';
import { jsonDoc } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { getRegistryDocument } from './repository';

const REGISTRY_DOC = {
  summary: 'The remote registry the shell reads at start (no-cache, strong ETag, 304)',
  tags: ['platform'],
  responses: {
    200: jsonDoc('Live remotes by Module Federation name', {
      type: 'object',
      required: ['revision', 'remotes'],
      properties: {
        revision: { type: 'integer' },
        remotes: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['version', 'manifest', 'integrity'],
            properties: {
              version: { type: 'string' },
              manifest: { type: 'string' },
              integrity: { type: ['string', 'null'] },
            },
          },
        },
      },
    }),
    304: { description: 'Unchanged (If-None-Match)' },
  },
} satisfies Parameters<typeof describeRoute>[0];

/**
 * `GET /registry.json`: the live remotes (never cached without revalidation: `no-cache` plus a
 * strong ETag over the exact bytes, so an unchanged registry costs a 304).
 */
export function registryRoutes(db: Db) {
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '/registry.json', describeRoute(REGISTRY_DOC), async (c) => {
    const body = JSON.stringify(await getRegistryDocument(db));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
  });
}
