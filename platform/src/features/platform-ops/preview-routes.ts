import type { Hono } from 'hono';
import { errorDoc } from '@coach/server-kit/http/openapi';
import { jsonBody } from '@coach/server-kit/http/validation';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { previewRevokeSchema, previewSchema } from './schemas';
import { REFUSALS, changedBy, operation, remoteParams, type Audit } from './route-helpers';

/** What the preview routes need from the registry (features/registry/operations.ts provides it). */
export interface PreviewPort {
  preview(
    remote: string,
    version: string,
    options: { hours?: number; by: string; reason: string | null },
  ): Promise<{ token: string; expiresAt: string }>;
  revokePreviews(
    remote: string,
    version: string,
    options: { by: string; reason: string | null },
  ): Promise<object>;
}

/**
 * `POST /api/platform/remotes/:remote/previews`: a single-use link that gives the browser opening
 * it that version of the remote (docs/adr/0016-progressive-delivery.md); `…/previews/revoke` ends
 * every grant of a version.
 */
export function addPreviewRoutes(app: Hono<OperatorEnv>, registry: PreviewPort, audit: Audit): void {
  app.post(
    '/api/platform/remotes/:remote/previews',
    remoteParams(),
    jsonBody(previewSchema),
    operation('A preview link for one browser: a released version of this remote, until it expires', {
      404: errorDoc('Unknown remote or release'),
      409: REFUSALS,
      422: REFUSALS,
    }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const { version, hours, reason } = c.req.valid('json');
      const granted = await registry.preview(remote, version, {
        hours,
        ...changedBy(c, reason),
      });
      // The token itself is never logged: it is the link's secret.
      audit(c, 'preview', { remote, version, hours, expiresAt: granted.expiresAt, reason });
      const { token, ...view } = granted;
      return c.json({ ...view, path: `/preview/${token}` });
    },
  );

  app.post(
    '/api/platform/remotes/:remote/previews/revoke',
    remoteParams(),
    jsonBody(previewRevokeSchema),
    operation("End every preview grant of a remote's version", { 404: errorDoc('Unknown remote') }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const { version, reason } = c.req.valid('json');
      const result = await registry.revokePreviews(remote, version, changedBy(c, reason));
      audit(c, 'preview-revoke', { remote, version, reason });
      return c.json(result);
    },
  );
}
