import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the platform sends, written in the same transaction as what caused it.
 * Embedded/dev mode: the outbox is the delivery (listed at GET /api/dev/mails). With SMTP the
 * message is sent after commit, `sent_at` set, and the body purged (it holds a secret link).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    // The export and erasure find the mails sent to a person's addresses (docs/adr/0017).
    index('mail_outbox_to_idx').on(t.to),
  ],
);
