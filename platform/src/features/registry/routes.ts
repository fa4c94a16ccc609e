import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '@coach/server-kit/db/types';
import { etagMatches } from '@coach/server-kit/http/etag';
import { errorBody, errorResponse } from '@coach/server-kit/http/errors';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { VERSION_PATTERN } from '../../remotes/names';
import { getReleaseIntegrity, type RegistryDocument } from './repository';

const REGISTRY_DOC = {
  summary: 'The remote registry the shell reads at start (no-cache, strong ETag, 304)',
  tags: ['platform'],
  responses: {
    200: jsonDoc('Live remotes by Module Federation name', {
      type: 'object',
      required: ['revision', 'remotes', 'redirects'],
      properties: {
        revision: { type: 'integer' },
        redirects: {
          type: 'array',
          description: 'The operators\' redirect rules (docs/operating.md, "Redirects")',
          items: {
            type: 'object',
            required: ['from', 'to', 'permanent'],
            properties: { from: { type: 'string' }, to: { type: 'string' }, permanent: { type: 'boolean' } },
          },
        },
        remotes: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['version', 'manifest', 'integrity', 'manifestIntegrity'],
            properties: {
              version: { type: 'string' },
              manifest: { type: 'string' },
              integrity: { type: ['string', 'null'], description: 'SRI hash of the remote entry' },
              manifestIntegrity: { type: ['string', 'null'], description: 'SRI hash of mf-manifest.json' },
            },
          },
        },
      },
    }),
    304: { description: 'Unchanged (If-None-Match)' },
  },
} satisfies Parameters<typeof describeRoute>[0];

const INTEGRITY_DOC = {
  summary: "A release's integrity document: the SRI hash of each script and style (immutable)",
  tags: ['platform'],
  parameters: [
    { in: 'path', name: 'remote', required: true, schema: { type: 'string' } },
    { in: 'path', name: 'file', required: true, description: '<version>.json', schema: { type: 'string' } },
  ],
  responses: {
    200: jsonDoc('Relative path → SRI hash', {
      type: 'object',
      required: ['remote', 'version', 'files'],
      properties: {
        remote: { type: 'string' },
        version: { type: 'string' },
        files: { type: 'object', additionalProperties: { type: 'string' } },
      },
    }),
    404: errorDoc('Unknown or pruned release, or one recorded without its file list'),
  },
} satisfies Parameters<typeof describeRoute>[0];

const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * `GET /registry.json`: the live remotes, at the versions this request is given (never cached without revalidation: `no-cache` plus a
 * strong ETag over the exact bytes, so an unchanged registry costs a 304). The same document as the
 * pages inline: a change made through another instance shows within this one's registry check.
 */
export function registryRoutes(
  db: Db,
  /** The registry document, read once per registry stamp (registry-reads.ts). */
  registry: () => Promise<RegistryDocument>,
  /**
   * The document as this request is given it (features/delivery/assigned-registry.ts: a canary or
   * preview version for this member or browser), and whether it is then theirs alone.
   */
  assign?: (document: RegistryDocument) => Promise<{ document: RegistryDocument; personal: boolean }>,
) {
  const app = new Hono<AppEnv>();
  // What the shell checks every script and style of a remote against (runtime-plugin.ts).
  app.get('/registry/integrity/:remote/:file', describeRoute(INTEGRITY_DOC), async (c) => {
    const { remote, file } = c.req.param();
    const version = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    const files =
      REMOTE_NAME.test(remote) && VERSION_PATTERN.test(version)
        ? await getReleaseIntegrity(db, remote, version)
        : undefined;
    if (!files) return errorResponse(c, 404, errorBody(c.var.t('errors.notFound', { path: c.req.path })));
    // A release's files never change (releases are immutable): neither does this document.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.json({ remote, version, files });
  });
  return app.on(['GET', 'HEAD'], '/registry.json', describeRoute(REGISTRY_DOC), async (c) => {
    const live = await registry();
    const { document, personal } = assign ? await assign(live) : { document: live, personal: false };
    const body = JSON.stringify(document);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    c.header('ETag', etag);
    // A member's or previewing browser's versions are theirs: no shared cache keeps them.
    c.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
    c.header('Vary', 'Cookie');
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
  });
}
