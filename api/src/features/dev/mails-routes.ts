import { Hono } from 'hono';
import type { Db } from '../../db/types';
import { ApiError, errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { listMails } from '../../mail/outbox';

/** `GET /api/dev/mails[?to=address]` (not in production): the outbox, newest first. */
export function devMailRoutes(db: Db) {
  return new Hono<AppEnv>().get('/api/dev/mails', async (c) => {
    const to = c.req.query('to');
    if (to !== undefined && (to.length === 0 || to.length > 254)) {
      throw new ApiError(400, errorBody(c.var.t('errors.invalidQuery'), { to: [c.var.tv('email.invalid')] }));
    }
    const mails = await listMails(db, { to, limit: 100 });
    return c.json({
      mails: mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        links: mail.links,
        created_at: mail.createdAt.toISOString(),
        sent_at: mail.sentAt?.toISOString() ?? null,
      })),
    });
  });
}
