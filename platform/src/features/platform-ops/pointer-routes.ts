import type { Hono } from 'hono';
import { errorDoc } from '@coach/server-kit/http/openapi';
import { jsonBody } from '@coach/server-kit/http/validation';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { promoteSchema, rollbackSchema } from './schemas';
import { REFUSALS, changedBy, operation, remoteParams, type Audit } from './route-helpers';

/** What moving the live pointer needs from the registry (features/registry/operations.ts provides it). */
export interface PointerPort {
  promote(
    remote: string,
    version: string,
    options: { by: string; reason: string | null; expectedRevision?: number },
  ): Promise<object>;
  rollback(
    remote: string,
    options: { by: string; reason: string | null; expectedRevision?: number; toVersion?: string },
  ): Promise<object>;
}

const POINTER_RESPONSES = { 404: errorDoc('Unknown remote or release'), 409: REFUSALS, 422: REFUSALS };

/** The live version of a remote: promote a released one, or roll back to the previous (or a named) one. */
export function addPointerRoutes(app: Hono<OperatorEnv>, registry: PointerPort, audit: Audit): void {
  app.post(
    '/api/platform/remotes/:remote/promote',
    remoteParams(),
    jsonBody(promoteSchema),
    operation('Make a released version live', POINTER_RESPONSES),
    async (c) => {
      const { remote } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await registry.promote(remote, input.version, {
        ...changedBy(c, input.reason),
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
    operation('Make the previous (or a named) version live again', POINTER_RESPONSES),
    async (c) => {
      const { remote } = c.req.valid('param');
      const input = c.req.valid('json');
      const result = await registry.rollback(remote, {
        ...changedBy(c, input.reason),
        expectedRevision: input.expectedRevision,
        toVersion: input.to,
      });
      audit(c, 'rollback', { remote, to: input.to, reason: input.reason });
      return c.json(result);
    },
  );
}
