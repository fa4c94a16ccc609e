import { Hono } from 'hono';
import {
  commitmentListSchema,
  commitmentSchema,
  createCommitmentListQuerySchema,
  createCommitmentPayloadSchema,
} from '@coach/shared/life-gps';
import { jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized, queryParams } from '@coach/server-kit/http/validation';
import { requireSession, requireVerified } from '../../../session/middleware';
import type { LifeGpsRouteDeps } from '../deps';
import { answerLifeGpsError } from '../errors';
import { ID_PARAMETER, idOf, notFound, signedIn, userOf } from '../route-docs';
import * as service from './service';

const commitmentBody = jsonBody(localized(createCommitmentPayloadSchema));
const commitmentQuery = queryParams(localized(createCommitmentListQuerySchema));

/** Commitments (docs/product.md §8.4, /my_commitments). */
export function commitmentRoutes(deps: LifeGpsRouteDeps) {
  const session = requireSession(deps.sessions, deps.clock);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/commitments',
      session,
      requireVerified,
      commitmentQuery,
      signedIn('My commitments, open or done on `today` (my local date), by due date, in pages', {
        200: jsonDoc('A page of commitments', commitmentListSchema),
      }),
      async (c) => c.json(await service.listCommitments(deps, userOf(c), c.req.valid('query'))),
    )
    .post(
      '/api/dashboard/commitments',
      session,
      requireVerified,
      commitmentBody,
      signedIn('Add a commitment', {
        201: jsonDoc('Added', commitmentSchema),
      }),
      async (c) => {
        const item = await service
          .addCommitment(deps, userOf(c), c.req.valid('json'))
          .catch(answerLifeGpsError(c.var.t));
        return c.json(item, 201);
      },
    )
    .put(
      '/api/dashboard/commitments/:id',
      session,
      requireVerified,
      commitmentBody,
      signedIn(
        'Replace a commitment; marking done or undone sets `done_through`',
        { 200: jsonDoc('Saved', commitmentSchema), 404: notFound },
        { parameters: [ID_PARAMETER] },
      ),
      async (c) => {
        const item = await Promise.resolve()
          .then(() => service.editCommitment(deps, userOf(c), idOf(c.req.param('id')), c.req.valid('json')))
          .catch(answerLifeGpsError(c.var.t));
        return c.json(item);
      },
    )
    .delete(
      '/api/dashboard/commitments/:id',
      session,
      requireVerified,
      signedIn(
        'Delete a commitment',
        { 204: { description: 'Deleted' }, 404: notFound },
        { parameters: [ID_PARAMETER] },
      ),
      async (c) => {
        await Promise.resolve()
          .then(() => service.removeCommitment(deps, userOf(c), idOf(c.req.param('id'))))
          .catch(answerLifeGpsError(c.var.t));
        return c.body(null, 204);
      },
    );
}
