import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { jsonBody } from '@coach/server-kit/http/validation';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { finalizeSchema, pruneSchema } from './schemas';
import { finalizeRelease } from './release-finalize';
import { stageFile } from './release-upload';
import { filePath, type ReleaseDeps } from './releases';
import {
  OPERATOR,
  REFUSALS,
  VIEW,
  changedBy,
  operation,
  releaseParams,
  remoteParams,
  type Audit,
} from './route-helpers';

const uploadDoc = describeRoute({
  summary: 'Upload one build file of a release into the staging area (step 1 of 2)',
  tags: ['platform-ops'],
  security: OPERATOR,
  requestBody: {
    required: true,
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  },
  parameters: [
    {
      in: 'header',
      name: 'X-Content-Sha256',
      required: false,
      description: 'The sha256 the client computed',
      schema: { type: 'string' },
    },
  ],
  responses: {
    200: jsonDoc('Already released with these exact bytes', VIEW),
    201: jsonDoc('Staged', VIEW),
    409: REFUSALS,
    413: errorDoc('Over 20 MB'),
    415: errorDoc('Not sent as application/octet-stream'),
    422: errorDoc('Invalid path, or the bytes do not match X-Content-Sha256'),
  },
});

/**
 * A release in two steps (one PUT per file into a staging area, then `finalize`, which checks
 * every file and records the release), and the pruning of old releases' files.
 */
export function addReleaseRoutes(app: Hono<OperatorEnv>, deps: ReleaseDeps, audit: Audit): void {
  app.put(
    '/api/platform/remotes/:remote/releases/:version/files/*',
    releaseParams(),
    uploadDoc,
    async (c) => {
      const { remote, version } = c.req.valid('param');
      const name = filePath(c);
      // Raw bytes only as octet-stream: no other media type reaches storage (docs/security.md).
      if (c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase() !== 'application/octet-stream')
        throw new ApiError(415, errorBody('Upload the file as Content-Type: application/octet-stream.'));
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const claimed = c.req.header('X-Content-Sha256');
      const uploaded = await stageFile(deps, { remote, version, name, bytes, claimed });
      return c.json(uploaded, uploaded.status === 'staged' ? 201 : 200);
    },
  );

  app.post(
    '/api/platform/remotes/:remote/releases/:version/finalize',
    releaseParams(),
    jsonBody(finalizeSchema),
    operation('Check the staged files against their sha256 and record the release (step 2 of 2)', {
      201: jsonDoc('Released', VIEW),
      409: REFUSALS,
      422: errorDoc('Files missing or corrupted (errors.files), or refused by the compatibility gate'),
    }),
    async (c) => {
      const { remote, version } = c.req.valid('param');
      const input = c.req.valid('json');
      const release = {
        remote,
        version,
        files: input.files,
        gitCommit: input.gitCommit ?? null,
        by: c.var.operator,
      };
      const outcome = await finalizeRelease(deps, release, ({ created }) =>
        audit(c, 'release', { remote, version, created }),
      );
      return c.json(outcome, outcome.created ? 201 : 200);
    },
  );

  app.post(
    '/api/platform/remotes/:remote/prune',
    remoteParams(),
    jsonBody(pruneSchema),
    operation('Delete the files of old releases, keeping the newest `keep` and the live and previous ones', {
      409: REFUSALS,
    }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await deps.registry.prune(remote, input.keep, changedBy(c, input.reason));
      audit(c, 'prune', { remote, keep: input.keep });
      return c.json(result);
    },
  );
}
