import type { Hono } from 'hono';
import { errorDoc } from '@coach/server-kit/http/openapi';
import { jsonBody } from '@coach/server-kit/http/validation';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { canarySchema } from './schemas';
import { REFUSALS, changedBy, operation, remoteParams, type Audit } from './route-helpers';

/** What the canary route needs from the registry (features/registry/operations.ts provides it). */
export interface CanaryPort {
  canary(
    remote: string,
    version: string,
    options: {
      percent: number;
      maxErrorRate?: number;
      minErrors?: number;
      windowSeconds?: number;
      by: string;
      reason: string | null;
    },
  ): Promise<object>;
}

/**
 * `POST /api/platform/remotes/:remote/canary`: a released version live for a share of members
 * (docs/adr/0016-progressive-delivery.md); again with the same version, a new percentage. Promote
 * finishes it, rollback ends it (their own routes).
 */
export function addCanaryRoutes(app: Hono<OperatorEnv>, registry: CanaryPort, audit: Audit): void {
  app.post(
    '/api/platform/remotes/:remote/canary',
    remoteParams(),
    jsonBody(canarySchema),
    operation('Run a released version for a share of members and visitors, or change its share', {
      404: errorDoc('Unknown remote or release'),
      409: REFUSALS,
      422: REFUSALS,
    }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const { version, reason, ...thresholds } = c.req.valid('json');
      const result = await registry.canary(remote, version, {
        ...thresholds,
        ...changedBy(c, reason),
      });
      audit(c, 'canary', { remote, version, ...thresholds, reason });
      return c.json(result);
    },
  );
}
