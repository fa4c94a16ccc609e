import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { jsonBody } from '@coach/server-kit/http/validation';
import { requireOperator, type OperatorEnv } from '@coach/server-kit/operator/operator-auth';
import { accessCodeCreateSchema } from './access-code-schema';
import { accessCodePort } from './access-code-service';
import type { TrainingDeps } from './service';

const PATH = '/api/platform/access-codes';

/**
 * `POST /api/platform/access-codes` (`pnpm platform access-code create`): an operator creates an
 * access code for a payable training. Under the operator api's path and token, but product data:
 * the api answers it, behind the platform (docs/operating.md).
 */
export function accessCodeRoutes(
  deps: Pick<TrainingDeps, 'db' | 'clock' | 'catalog'> & { operatorToken: string },
) {
  const accessCodes = accessCodePort(deps);
  const app = new Hono<OperatorEnv>();
  app.use(PATH, requireOperator(deps.operatorToken));
  return app.post(
    PATH,
    jsonBody(accessCodeCreateSchema),
    describeRoute({
      summary:
        'Create an access code for a payable training: the code is in this answer only (its hash is stored)',
      tags: ['platform-ops'],
      security: [{ operator: [] }],
      responses: {
        201: jsonDoc('Created', { type: 'object', description: 'See docs/operating.md, "The operator api"' }),
        401: errorDoc('No operator token, or a wrong one (a user session is refused too)'),
        422: errorDoc('Unknown or free training, or an expiry in the past (errors.<field>)'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const created = await accessCodes.create({
        training: input.training,
        uses: input.uses,
        expiresAt: input.expires_at,
        by: c.var.operator,
      });
      if ('refused' in created) {
        throw new ApiError(
          422,
          errorBody(created.refused.message, { [created.refused.field]: [created.refused.message] }),
        );
      }
      // Never the code itself in the log.
      c.var.log.info(
        {
          operator: c.var.operator,
          action: 'access-code',
          training: created.training,
          uses: created.uses,
          expiresAt: created.expires_at,
        },
        'platform operation',
      );
      return c.json(created, 201);
    },
  );
}
