import type { Hono } from 'hono';
import { queryParams } from '@coach/server-kit/http/validation';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { historyQuerySchema } from './schemas';
import { operation, remoteParams } from './route-helpers';

/** What the status routes need from the registry (features/registry/operations.ts provides it). */
export interface StatusPort {
  status(): Promise<object>;
  history(remote: string, options: { limit?: number }): Promise<object>;
}

/** What the platform is running: every remote's state and the front version, and one remote's history. */
export function addStatusRoutes(
  app: Hono<OperatorEnv>,
  registry: StatusPort,
  frontVersion: { get(): Promise<string> },
): void {
  app.get(
    '/api/platform/status',
    operation('Every remote: live version, lock, releases; and the front version'),
    async (c) => {
      const [status, version] = await Promise.all([registry.status(), frontVersion.get()]);
      return c.json({ ...status, frontVersion: version });
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
}
