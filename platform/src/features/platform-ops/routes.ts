import { Hono, type Context } from 'hono';
import { documented, errorDoc } from '@coach/server-kit/http/openapi';
import { requireOperator, type OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import type { FileStorage } from '../../storage/file-storage';
import { addCanaryRoutes, type CanaryPort } from './canary-routes';
import { addFrontVersionRoutes, type FrontVersionPort } from './front-version-routes';
import { addLockRoutes, type LockPort } from './lock-routes';
import { addPointerRoutes, type PointerPort } from './pointer-routes';
import { addPreviewRoutes, type PreviewPort } from './preview-routes';
import { addRedirectRoutes, type RedirectPort } from './redirect-routes';
import { addReleaseRoutes } from './release-routes';
import type { ReleasePort } from './releases';
import { addStatusRoutes, type StatusPort } from './status-routes';

/** What the operator api needs from the registry (features/registry/operations.ts provides it). */
export interface RegistryPort
  extends StatusPort, ReleasePort, PointerPort, CanaryPort, PreviewPort, LockPort, RedirectPort {}

export interface PlatformOpsDeps {
  operatorToken: string;
  storage: FileStorage;
  registry: RegistryPort;
  frontVersion: FrontVersionPort;
}

/** The one route that takes large bodies (a build file each): app.ts gives it UPLOAD_LIMIT. */
export const UPLOAD_PATH = /^\/api\/platform\/remotes\/[^/]+\/releases\/[^/]+\/files\//;
/** 20 MB per file: a source map of the largest bundle is ~1 MB today. */
export const UPLOAD_LIMIT = 20 * 1024 * 1024;

/**
 * The operator api, `/api/platform/**`, one module per resource: status and history, releases
 * (the two-step upload, prune), the live pointer (promote, rollback), canary, preview links,
 * locks, redirects and the front version. Operator token only; every change is audited.
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

  const audit = (c: Context<OperatorEnv>, action: string, details: Record<string, unknown>) =>
    c.var.log.info({ operator: c.var.operator, action, ...details }, 'platform operation');

  addStatusRoutes(app, registry, deps.frontVersion);
  addReleaseRoutes(app, { storage, registry }, audit);
  addPointerRoutes(app, registry, audit);
  addCanaryRoutes(app, registry, audit);
  addPreviewRoutes(app, registry, audit);
  addLockRoutes(app, registry, audit);
  addRedirectRoutes(app, registry, audit);
  addFrontVersionRoutes(app, deps.frontVersion, audit);
  return app;
}
