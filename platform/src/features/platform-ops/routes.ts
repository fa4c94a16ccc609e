import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { documented, errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { jsonBody, queryParams } from '@coach/server-kit/http/validation';
import { toDirName } from '../../remotes/names';
import { isSafeRelativePath, type FileStorage } from '../../storage/file-storage';
import { requireOperator, type OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import {
  finalizeSchema,
  historyQuerySchema,
  lockSchema,
  promoteSchema,
  pruneSchema,
  reasonOnlySchema,
  redirectAddSchema,
  redirectRemoveSchema,
  rollbackSchema,
} from './schemas';
import { sha256Hex } from './digest';
import { addCanaryRoutes, type CanaryPort } from './canary-routes';
import { addPreviewRoutes, type PreviewPort } from './preview-routes';
import { OPERATOR, REFUSALS, VIEW, operation, releaseParams, remoteParams } from './route-helpers';

/** What the operator api needs from the registry (features/registry/operations.ts provides it). */
export interface RegistryPort extends CanaryPort, PreviewPort {
  status(): Promise<object>;
  history(remote: string, options: { limit?: number }): Promise<object>;
  releaseFiles(
    remote: string,
    version: string,
  ): Promise<{ files: Record<string, string> | null; pruned: boolean } | undefined>;
  publish(input: {
    remote: string;
    version: string;
    files: ReadonlyMap<string, Uint8Array>;
    gitCommit: string | null;
    by: string;
  }): Promise<{ created: boolean }>;
  promote(
    remote: string,
    version: string,
    options: { by: string; reason: string | null; expectedRevision?: number },
  ): Promise<object>;
  rollback(
    remote: string,
    options: { by: string; reason: string | null; expectedRevision?: number; toVersion?: string },
  ): Promise<object>;
  setLocked(remote: string, locked: boolean, options: { by: string; reason: string | null }): Promise<object>;
  prune(remote: string, keep: number, options: { by: string; reason: string | null }): Promise<object>;
  redirects(): Promise<object>;
  addRedirect(
    input: { from: string; to: string; permanent: boolean },
    options: { by: string; reason: string | null },
  ): Promise<object>;
  removeRedirect(from: string, options: { by: string; reason: string | null }): Promise<object>;
}

export interface PlatformOpsDeps {
  operatorToken: string;
  storage: FileStorage;
  registry: RegistryPort;
  frontVersion: { get(): Promise<string>; bump(by: string, reason: string | null): Promise<string> };
}

/** The one route that takes large bodies (a build file each): app.ts gives it UPLOAD_LIMIT. */
export const UPLOAD_PATH = /^\/api\/platform\/remotes\/[^/]+\/releases\/[^/]+\/files\//;
/** 20 MB per file: a source map of the largest bundle is ~1 MB today. */
export const UPLOAD_LIMIT = 20 * 1024 * 1024;

type Ctx = Context<OperatorEnv>;

/** The file's path inside the release, from the URL after `/files/` (segments percent-decoded). */
function filePath(c: Ctx): string {
  const pathname = new URL(c.req.url).pathname;
  const raw = pathname.slice(pathname.indexOf('/files/') + '/files/'.length);
  let decoded: string;
  try {
    decoded = raw
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    decoded = '';
  }
  if (!isSafeRelativePath(decoded)) {
    throw new ApiError(
      422,
      errorBody(`"${raw}" is not an acceptable file path in a release.`, { path: ['Invalid path.'] }),
    );
  }
  return decoded;
}

const stagingPrefix = (remote: string, version: string) => `staging/${toDirName(remote)}/${version}/`;
const releasePrefix = (remote: string, version: string) => `remotes/${toDirName(remote)}/${version}/`;

function immutable(remote: string, version: string, detail: string): ApiError {
  return new ApiError(
    409,
    errorBody(
      `${remote}@${version} is already released and releases are immutable: ${detail}. Release this build under a new version.`,
    ),
    { 'X-Refusal-Code': 'release_conflict' },
  );
}

/**
 * The operator api, `/api/platform/**`: status and history, the two-step upload of a release
 * (one PUT per file into a staging area, then `finalize`, which checks every file and records the
 * release), promote, rollback, lock, unlock, prune and the front-version bump. Operator token only.
 */
export function platformOpsRoutes(deps: PlatformOpsDeps) {
  const { storage, registry } = deps;
  const app = new Hono<OperatorEnv>();
  app.use(
    '/api/platform/*',
    // Responses only: hono-openapi merges this into each route again and again, and would repeat an array (security).
    documented(requireOperator(deps.operatorToken), {
      responses: {
        401: errorDoc('No operator token, or a wrong one (a user session is refused too)'),
        422: errorDoc('X-Platform-Operator is missing: say who operates'),
      },
    }),
  );

  const audit = (c: Ctx, action: string, details: Record<string, unknown>) =>
    c.var.log.info({ operator: c.var.operator, action, ...details }, 'platform operation');

  app.get(
    '/api/platform/status',
    operation('Every remote: live version, lock, releases; and the front version'),
    async (c) => {
      const [status, frontVersion] = await Promise.all([registry.status(), deps.frontVersion.get()]);
      return c.json({ ...status, frontVersion });
    },
  );

  app.get(
    '/api/platform/remotes/:remote/history',
    remoteParams(),
    queryParams(historyQuerySchema),
    operation('The registry events of one remote, newest first'),
    async (c) => {
      const { remote } = c.req.valid('param');
      return c.json(await registry.history(remote, { limit: c.req.valid('query').limit }));
    },
  );

  app.put(
    '/api/platform/remotes/:remote/releases/:version/files/*',
    releaseParams(),
    describeRoute({
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
    }),
    async (c) => {
      const { remote, version } = c.req.valid('param');
      const name = filePath(c);
      // Raw bytes only as octet-stream: no other media type reaches storage (docs/security.md).
      if (c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase() !== 'application/octet-stream')
        throw new ApiError(415, errorBody('Upload the file as Content-Type: application/octet-stream.'));
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const sha256 = sha256Hex(bytes);
      const claimed = c.req.header('X-Content-Sha256');
      if (claimed && claimed.toLowerCase() !== sha256) {
        throw new ApiError(
          422,
          errorBody(
            `${name} arrived corrupted (sha256 ${sha256}, the client sent ${claimed}): upload it again.`,
          ),
        );
      }
      const recorded = await registry.releaseFiles(remote, version);
      if (recorded) {
        if (recorded.pruned) throw immutable(remote, version, 'it was pruned');
        let same: boolean;
        if (recorded.files) {
          same = recorded.files[name] === sha256;
        } else {
          // recorded before file lists were kept: compare with the stored file itself
          const stored = await storage.get(releasePrefix(remote, version) + name);
          same = stored !== null && stored.equals(bytes);
        }
        if (!same)
          throw immutable(remote, version, `${name} differs from the released file (or is not part of it)`);
        return c.json({ path: name, sha256, size: bytes.byteLength, status: 'unchanged' }, 200);
      }
      await storage.put(stagingPrefix(remote, version) + name, bytes);
      return c.json({ path: name, sha256, size: bytes.byteLength, status: 'staged' }, 201);
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
      const recorded = await registry.releaseFiles(remote, version);
      if (recorded?.pruned) throw immutable(remote, version, 'it was pruned');
      // Already released: the declared files are compared with the stored ones (a no-op or a refusal).
      const prefix = recorded ? releasePrefix(remote, version) : stagingPrefix(remote, version);
      const files = new Map<string, Uint8Array>();
      const missing: string[] = [];
      const corrupted: string[] = [];
      for (const [name, expected] of Object.entries(input.files)) {
        if (!isSafeRelativePath(name)) {
          throw new ApiError(
            422,
            errorBody(`"${name}" is not an acceptable file path in a release.`, { files: ['Invalid path.'] }),
          );
        }
        const bytes = await storage.get(prefix + name);
        if (!bytes) missing.push(name);
        else if (sha256Hex(bytes) !== expected) corrupted.push(name);
        else files.set(name, bytes);
      }
      if (
        recorded &&
        (missing.length > 0 ||
          corrupted.length > 0 ||
          (recorded.files && Object.keys(recorded.files).length !== files.size))
      ) {
        throw immutable(remote, version, 'this build has different files');
      }
      if (missing.length > 0) {
        const line = `${missing.length} file(s) were not uploaded (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): upload them, then finalize again.`;
        throw new ApiError(422, errorBody(line, { files: missing.map((name) => `${name}: not uploaded.`) }));
      }
      if (corrupted.length > 0) {
        const line = `Integrity check failed: ${corrupted.slice(0, 3).join(', ')}${corrupted.length > 3 ? ', …' : ''} do not match the sha256 declared for them: upload them again.`;
        throw new ApiError(
          422,
          errorBody(line, { files: corrupted.map((name) => `${name}: sha256 mismatch.`) }),
        );
      }
      try {
        const outcome = await registry.publish({
          remote,
          version,
          files,
          gitCommit: input.gitCommit ?? null,
          by: c.var.operator,
        });
        audit(c, 'release', { remote, version, created: outcome.created });
        return c.json(outcome, outcome.created ? 201 : 200);
      } finally {
        if (!recorded) await storage.deletePrefix(stagingPrefix(remote, version));
      }
    },
  );

  app.post(
    '/api/platform/remotes/:remote/promote',
    remoteParams(),
    jsonBody(promoteSchema),
    operation('Make a released version live', {
      404: errorDoc('Unknown remote or release'),
      409: REFUSALS,
      422: REFUSALS,
    }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await registry.promote(remote, input.version, {
        by: c.var.operator,
        reason: input.reason || null,
        expectedRevision: input.expectedRevision,
      });
      audit(c, 'promote', { remote, version: input.version, reason: input.reason });
      return c.json(result);
    },
  );

  app.post(
    '/api/platform/remotes/:remote/rollback',
    remoteParams(),
    jsonBody(rollbackSchema),
    operation('Make the previous (or a named) version live again', {
      404: errorDoc('Unknown remote or release'),
      409: REFUSALS,
      422: REFUSALS,
    }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await registry.rollback(remote, {
        by: c.var.operator,
        reason: input.reason || null,
        expectedRevision: input.expectedRevision,
        toVersion: input.to,
      });
      audit(c, 'rollback', { remote, to: input.to, reason: input.reason });
      return c.json(result);
    },
  );

  addCanaryRoutes(app, registry, audit);
  addPreviewRoutes(app, registry, audit);

  app.post(
    '/api/platform/remotes/:remote/lock',
    remoteParams(),
    jsonBody(lockSchema),
    operation('Lock the live version: promote and rollback are refused until unlock', { 409: REFUSALS }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await registry.setLocked(remote, true, { by: c.var.operator, reason: input.reason });
      audit(c, 'lock', { remote, reason: input.reason });
      return c.json(result);
    },
  );

  app.post(
    '/api/platform/remotes/:remote/unlock',
    remoteParams(),
    jsonBody(reasonOnlySchema),
    operation('Unlock the remote', { 409: REFUSALS }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await registry.setLocked(remote, false, {
        by: c.var.operator,
        reason: input.reason || null,
      });
      audit(c, 'unlock', { remote });
      return c.json(result);
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
      const result = await registry.prune(remote, input.keep, {
        by: c.var.operator,
        reason: input.reason || null,
      });
      audit(c, 'prune', { remote, keep: input.keep });
      return c.json(result);
    },
  );

  app.get(
    '/api/platform/redirects',
    operation('The redirect rules, the allowlist of external hosts and the latest changes to the rules'),
    async (c) => c.json(await registry.redirects()),
  );

  app.post(
    '/api/platform/redirects',
    jsonBody(redirectAddSchema),
    operation(
      'Add a redirect rule: it applies at once to page loads, and to open pages after their build check',
      {
        201: jsonDoc('Added', VIEW),
        409: REFUSALS,
        422: errorDoc(
          'Refused: errors.from or errors.to says why (allowlist, loop, a path the server owns…)',
        ),
      },
    ),
    async (c) => {
      const input = c.req.valid('json');
      const result = await registry.addRedirect(
        { from: input.from, to: input.to, permanent: input.permanent },
        { by: c.var.operator, reason: input.reason || null },
      );
      audit(c, 'redirect-add', { from: input.from, to: input.to, permanent: input.permanent });
      return c.json(result, 201);
    },
  );

  app.post(
    '/api/platform/redirects/remove',
    jsonBody(redirectRemoveSchema),
    operation('Remove a redirect rule, named by its source', { 404: errorDoc('No rule has this source') }),
    async (c) => {
      const input = c.req.valid('json');
      const result = await registry.removeRedirect(input.from, {
        by: c.var.operator,
        reason: input.reason || null,
      });
      audit(c, 'redirect-remove', { from: input.from });
      return c.json(result);
    },
  );

  app.post(
    '/api/platform/front-version/bump',
    jsonBody(reasonOnlySchema),
    operation('Move the front version forward: every open shell clears its caches once'),
    async (c) => {
      const input = c.req.valid('json');
      const version = await deps.frontVersion.bump(c.var.operator, input.reason || null);
      audit(c, 'front-version', { version, reason: input.reason });
      return c.json({ version });
    },
  );

  return app;
}
