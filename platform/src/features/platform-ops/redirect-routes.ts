import type { Hono } from 'hono';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { jsonBody } from '@coach/server-kit/http/validation';
import type { OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { redirectAddSchema, redirectRemoveSchema } from './schemas';
import { REFUSALS, VIEW, changedBy, operation, type Audit } from './route-helpers';

/** What the redirect routes need from the registry (features/registry/operations.ts provides it). */
export interface RedirectPort {
  redirects(): Promise<object>;
  addRedirect(
    input: { from: string; to: string; permanent: boolean },
    options: { by: string; reason: string | null },
  ): Promise<object>;
  removeRedirect(from: string, options: { by: string; reason: string | null }): Promise<object>;
}

/** The redirect rules: list them (with the allowlist and the latest changes), add one, remove one. */
export function addRedirectRoutes(app: Hono<OperatorEnv>, registry: RedirectPort, audit: Audit): void {
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
      const { from, to, permanent, reason } = c.req.valid('json');
      const result = await registry.addRedirect({ from, to, permanent }, changedBy(c, reason));
      audit(c, 'redirect-add', { from, to, permanent });
      return c.json(result, 201);
    },
  );

  app.post(
    '/api/platform/redirects/remove',
    jsonBody(redirectRemoveSchema),
    operation('Remove a redirect rule, named by its source', { 404: errorDoc('No rule has this source') }),
    async (c) => {
      const { from, reason } = c.req.valid('json');
      const result = await registry.removeRedirect(from, changedBy(c, reason));
      audit(c, 'redirect-remove', { from });
      return c.json(result);
    },
  );
}
