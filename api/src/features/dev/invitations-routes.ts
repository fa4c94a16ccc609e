import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { emailField } from '@coach/shared/schemas';
import type { Clock } from '@coach/server-kit/clock';
import type { Db } from '@coach/server-kit/db/types';
import { jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { createInvitation, invitationLink } from '../../accounts/invitations';

const invitationBody = jsonBody(
  localized((t) =>
    v.strictObject({
      email: v.optional(v.nullable(emailField(t))),
      expires_in_hours: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 365)),
        24 * 14,
      ),
    }),
  ),
);

/**
 * `POST /api/dev/invitations` `{ email?, expires_in_hours? }` (not in production): creates an
 * invitation and answers its link token (`id`) and the register URL that uses it.
 */
export function devInvitationRoutes(db: Db, clock: Clock, publicUrl: string) {
  return new Hono<AppEnv>().post(
    '/api/dev/invitations',
    invitationBody,
    describeRoute({
      summary: 'Create an invitation (development only)',
      tags: ['dev'],
      responses: {
        201: jsonDoc('Created', {
          type: 'object',
          required: ['id', 'email', 'expires_at', 'register_url'],
          properties: {
            id: { type: 'string' },
            email: { type: ['string', 'null'] },
            expires_at: { type: 'string' },
            register_url: { type: 'string' },
          },
        }),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const now = clock.now();
      const { invitation, token } = await createInvitation(db, {
        email: input.email ?? null,
        expiresAt: new Date(now.getTime() + input.expires_in_hours * 3_600_000),
      });
      return c.json(
        {
          // `id` is what `?invited_id=` takes: the link token (only its hash is stored).
          id: token,
          email: invitation.email,
          expires_at: invitation.expiresAt.toISOString(),
          register_url: invitationLink(publicUrl, token),
        },
        201,
      );
    },
  );
}
