import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Executor } from '@coach/server-kit/db/types';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The actionable links of the message (what a developer or an e2e test follows). */
  links: string[];
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Writes the mail in the caller's transaction: no mail without the change that caused it. */
export async function enqueueMail(db: Executor, mail: OutgoingMail, now: Date): Promise<OutboxMail> {
  const rows = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, links: mail.links, createdAt: now })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('enqueueMail: no row returned');
  return row;
}

/** Newest first; optionally only those sent to one address. */
export async function listMails(
  db: Executor,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const query = db.select().from(mailOutbox);
  const filtered = options.to ? query.where(eq(mailOutbox.to, options.to.trim().toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(options.limit ?? 50);
}

/** After SMTP delivery: mark sent and purge the body (it holds a secret link). */
export async function markSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, text: '[delivered by SMTP, body purged]', links: [], error: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ error: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
