import type { Hono } from 'hono';
import { jsonBody } from '@coach/server-kit/http/validation';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { lockSchema, reasonOnlySchema } from './schemas';
import { REFUSALS, changedBy, operation, remoteParams, type Audit } from './route-helpers';

/** What locking needs from the registry (features/registry/operations.ts provides it). */
export interface LockPort {
  setLocked(remote: string, locked: boolean, options: { by: string; reason: string | null }): Promise<object>;
}

/** Lock a remote's live version (promote and rollback refused), and unlock it. */
export function addLockRoutes(app: Hono<OperatorEnv>, registry: LockPort, audit: Audit): void {
  app.post(
    '/api/platform/remotes/:remote/lock',
    remoteParams(),
    jsonBody(lockSchema),
    operation('Lock the live version: promote and rollback are refused until unlock', { 409: REFUSALS }),
    async (c) => {
      const { remote } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const result = await registry.setLocked(remote, true, changedBy(c, reason));
      audit(c, 'lock', { remote, reason });
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
      const result = await registry.setLocked(remote, false, changedBy(c, c.req.valid('json').reason));
      audit(c, 'unlock', { remote });
      return c.json(result);
    },
  );
}
