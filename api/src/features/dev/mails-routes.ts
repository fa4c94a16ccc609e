import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '@coach/server-kit/db/types';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { listMails } from '../../mail/outbox';

const MAILS_DOC = {
  summary: 'The e-mail outbox, newest first (development only)',
  tags: ['dev'],
  parameters: [
    {
      in: 'query',
      name: 'to',
      required: false,
      description: 'Only mails sent to this address',
      schema: { type: 'string' },
    },
  ],
  responses: {
    200: jsonDoc('Mails', {
      type: 'object',
      properties: {
        mails: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              to: { type: 'string' },
              subject: { type: 'string' },
              text: { type: 'string' },
              links: { type: 'array', items: { type: 'string' } },
              created_at: { type: 'string' },
              sent_at: { type: ['string', 'null'] },
            },
          },
        },
      },
    }),
    400: errorDoc('`to` is empty or longer than 254 characters'),
  },
} satisfies Parameters<typeof describeRoute>[0];

/** `GET /api/dev/mails[?to=address]` (not in production): the outbox, newest first. */
export function devMailRoutes(db: Db) {
  return new Hono<AppEnv>().get('/api/dev/mails', describeRoute(MAILS_DOC), async (c) => {
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
