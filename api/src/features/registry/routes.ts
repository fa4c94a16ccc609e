import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from '../../db/types';
import { etagMatches } from '../../http/etag';
import type { AppEnv } from '../../http/types';
import { getRegistryDocument } from './repository';

/**
 * `GET /registry.json`: the live remotes (never cached without revalidation: `no-cache` plus a
 * strong ETag over the exact bytes, so an unchanged registry costs a 304).
 */
export function registryRoutes(db: Db) {
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '/registry.json', async (c) => {
    const body = JSON.stringify(await getRegistryDocument(db));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
  });
}
