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
import { requireVerifiedSession } from '../../../session/middleware';
import type { LifeGpsRouteDeps } from '../deps';
import { answered, ID_PARAMETER, idOf, notFound, signedIn, userOf } from '../route-docs';
import * as service from './service';

const commitmentBody = jsonBody(localized(createCommitmentPayloadSchema));
const commitmentQuery = queryParams(localized(createCommitmentListQuerySchema));

/** Commitments (docs/product.md §8.4, /my_commitments). */
export function commitmentRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/commitments',
      verified,
      commitmentQuery,
      signedIn('My commitments, open or done on `today` (my local date), by due date, in pages', {
        200: jsonDoc('A page of commitments', commitmentListSchema),
      }),
      async (c) => c.json(await service.listCommitments(deps, userOf(c), c.req.valid('query'))),
    )
    .post(
      '/api/dashboard/commitments',
      verified,
      commitmentBody,
      signedIn('Add a commitment', {
        201: jsonDoc('Added', commitmentSchema),
      }),
      async (c) => {
        const item = await answered(c, () => service.addCommitment(deps, userOf(c), c.req.valid('json')));
        return c.json(item, 201);
      },
    )
    .put(
      '/api/dashboard/commitments/:id',
      verified,
      commitmentBody,
      signedIn(
        'Replace a commitment; marking done or undone sets `done_through`',
        { 200: jsonDoc('Saved', commitmentSchema), 404: notFound },
        { parameters: [ID_PARAMETER] },
      ),
      async (c) => {
        const item = await answered(c, () =>
          service.editCommitment(deps, userOf(c), idOf(c.req.param('id')), c.req.valid('json')),
        );
        return c.json(item);
      },
    )
    .delete(
      '/api/dashboard/commitments/:id',
      verified,
      signedIn(
        'Delete a commitment',
        { 204: { description: 'Deleted' }, 404: notFound },
        { parameters: [ID_PARAMETER] },
      ),
      async (c) => {
        await answered(c, () => service.removeCommitment(deps, userOf(c), idOf(c.req.param('id'))));
        return c.body(null, 204);
      },
    );
}
