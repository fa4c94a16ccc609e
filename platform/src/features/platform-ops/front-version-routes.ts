import type { Hono } from 'hono';
import { jsonBody } from '@coach/server-kit/http/validation';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { reasonOnlySchema } from './schemas';
import { operation, type Audit } from './route-helpers';

/** The front version's bump (app.ts wires it to front-version-bump.ts). */
export interface FrontVersionPort {
  get(): Promise<string>;
  bump(by: string, reason: string | null): Promise<string>;
}

/** `POST /api/platform/front-version/bump`: every open shell clears its caches once. */
export function addFrontVersionRoutes(
  app: Hono<OperatorEnv>,
  frontVersion: FrontVersionPort,
  audit: Audit,
): void {
  app.post(
    '/api/platform/front-version/bump',
    jsonBody(reasonOnlySchema),
    operation('Move the front version forward: every open shell clears its caches once'),
    async (c) => {
      const { reason } = c.req.valid('json');
      const version = await frontVersion.bump(c.var.operator, reason || null);
      audit(c, 'front-version', { version, reason });
      return c.json({ version });
    },
  );
}
