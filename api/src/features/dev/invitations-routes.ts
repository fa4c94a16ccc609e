import { Hono } from 'hono';
import * as v from 'valibot';
import { emailField } from '@coach/shared/schemas';
import type { Clock } from '../../clock';
import type { Db } from '../../db/types';
import { issuesToErrors, readJsonObject } from '../../http/body';
import { ApiError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { asTranslateFn } from '../../i18n/i18n';
import { createInvitation } from '../../accounts/invitations';

/**
 * `POST /api/dev/invitations` `{ email?, expires_in_hours? }` (not in production): creates an
 * invitation and answers its id and the register URL that uses it.
 */
export function devInvitationRoutes(db: Db, clock: Clock, publicUrl: string) {
  return new Hono<AppEnv>().post('/api/dev/invitations', async (c) => {
    const t = asTranslateFn(c.var.tv);
    const schema = v.strictObject({
      email: v.optional(v.nullable(emailField(t))),
      expires_in_hours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 365)), 24 * 14),
    });
    const parsed = v.safeParse(schema, await readJsonObject(c));
    if (!parsed.success) throw new ApiError(422, { errors: issuesToErrors(parsed.issues) });
    const now = clock.now();
    const invitation = await createInvitation(db, {
      email: parsed.output.email ?? null,
      expiresAt: new Date(now.getTime() + parsed.output.expires_in_hours * 3_600_000),
    });
    return c.json(
      {
        id: invitation.id,
        email: invitation.email,
        expires_at: invitation.expiresAt.toISOString(),
        register_url: `${publicUrl}/home/register?invited_id=${invitation.id}`,
      },
      201,
    );
  });
}
