import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { createAccountDeletionPayloadSchema } from '@coach/shared/profile';
import { jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../session/middleware';
import { answerAccountError } from './errors';
import { deleteAccount, exportAccount, type AccountDeps } from './service';
import { COMMON, VERIFIED } from './route-docs';

const deletionBody = jsonBody(localized(createAccountDeletionPayloadSchema), {
  invalid: 'The typed address is not the account’s (errors.email)',
});

const exportDoc = {
  type: 'object',
  description:
    'format "coach-personal-data", version 1, exported_at, and data: every row about the person by table (SQL column names; secrets such as token and password hashes left out)',
  properties: {
    format: { type: 'string', const: 'coach-personal-data' },
    version: { type: 'integer', const: 1 },
    exported_at: { type: 'string', format: 'date-time' },
    data: { type: 'object', additionalProperties: { type: 'array', items: { type: 'object' } } },
  },
};

/** "My data": download everything about me, or erase it with my account. */
export function dataRoutes(deps: AccountDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/account/export',
      verified,
      describeRoute({
        summary: 'Download everything the platform holds about me, as one JSON file',
        ...COMMON,
        responses: { 200: jsonDoc('My data (an attachment)', exportDoc), ...VERIFIED },
      }),
      async (c) => {
        const data = await exportAccount(deps, c.var.auth.user.id, requestClient(c));
        c.header(
          'Content-Disposition',
          `attachment; filename="coach-my-data-${data.exported_at.slice(0, 10)}.json"`,
        );
        return c.json(data);
      },
    )
    .delete(
      '/api/dashboard/account',
      verified,
      deletionBody,
      describeRoute({
        summary: 'Delete my account and erase everything about me; every session ends',
        ...COMMON,
        responses: { 204: { description: 'Erased' }, ...VERIFIED },
      }),
      async (c) => {
        await deleteAccount(deps, c.var.auth.user.id, c.req.valid('json').email, requestClient(c)).catch(
          answerAccountError(c.var.t),
        );
        return c.body(null, 204);
      },
    );
}
