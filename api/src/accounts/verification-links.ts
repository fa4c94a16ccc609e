import { and, eq, gt, isNull } from 'drizzle-orm';
import { verificationTokens } from '../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { translator, type Language } from '@coach/server-kit/i18n/i18n';
import { enqueueMail, type OutboxMail, type OutgoingMail } from '../mail/outbox';
import { generateToken, hashToken } from '../session/tokens';

/**
 * Issuing e-mail verification links: registration sends the first, verification resends. Only
 * the token's hash is stored (a leaked table opens nothing).
 */

export type LinkPurpose = 'verify' | 'email_change';

/**
 * A new link token for `email` (the account's address, or the new one of an e-mail change);
 * every older unused link of the account stops working.
 */
async function issueVerificationToken(
  tx: Executor,
  user: { id: string; email: string },
  now: Date,
  ttlMs: number,
  purpose: LinkPurpose = 'verify',
): Promise<string> {
  await tx
    .update(verificationTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(verificationTokens.userId, user.id),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    );
  const token = generateToken();
  await tx.insert(verificationTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    email: user.email,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** The link of the account_verification page (docs/product.md): `<PUBLIC_URL>/account_verification?token=…`. */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/account_verification?token=${encodeURIComponent(token)}`;
}

/** The verification e-mail, in the account's language. */
export function verificationMail(
  user: { email: string; firstname: string; lang: string },
  link: string,
  ttlMs: number,
): OutgoingMail {
  const lang: Language = user.lang === 'en' ? 'en' : 'fr';
  const t = translator(lang, 'api');
  return {
    to: user.email,
    subject: t('verification.mail.subject'),
    text: t('verification.mail.text', {
      firstname: user.firstname,
      link,
      hours: Math.round(ttlMs / 3_600_000),
    }),
    links: [link],
  };
}

/**
 * A new verification link for the user's address, written to the outbox in the caller's
 * transaction (registration opens the account and sends the link in one transaction). Older
 * links stop working. The caller delivers the returned mail after commit.
 */
export async function issueVerificationMail(
  tx: Executor,
  options: { ttlMs: number; publicUrl: string },
  user: { id: string; email: string; firstname: string; lang: string },
  now: Date,
): Promise<OutboxMail> {
  const token = await issueVerificationToken(tx, user, now, options.ttlMs);
  const mail = verificationMail(user, verificationLink(options.publicUrl, token), options.ttlMs);
  return enqueueMail(tx, mail, now);
}

/**
 * An e-mail change (docs/product.md §8.6): a link sent to the new address, in the account's
 * language; opening it (the same confirm call as verification) makes it the account's address.
 */
export async function issueEmailChangeMail(
  tx: Executor,
  options: { ttlMs: number; publicUrl: string },
  user: { id: string; firstname: string; lang: string },
  newEmail: string,
  now: Date,
): Promise<OutboxMail> {
  const token = await issueVerificationToken(
    tx,
    { id: user.id, email: newEmail },
    now,
    options.ttlMs,
    'email_change',
  );
  const link = verificationLink(options.publicUrl, token);
  const t = translator(user.lang === 'en' ? 'en' : 'fr', 'api');
  const mail: OutgoingMail = {
    to: newEmail,
    subject: t('account.mail.emailChange.subject'),
    text: t('account.mail.emailChange.text', {
      firstname: user.firstname,
      link,
      hours: Math.round(options.ttlMs / 3_600_000),
    }),
    links: [link],
  };
  return enqueueMail(tx, mail, now);
}

/** A notice about the account (no link), in its language: `account.mail.<kind>`. */
export function accountNoticeMail(
  to: string,
  user: { firstname: string; lang: string },
  kind: 'emailChanged' | 'passwordChanged',
  values: Record<string, string> = {},
): OutgoingMail {
  const t = translator(user.lang === 'en' ? 'en' : 'fr', 'api');
  return {
    to,
    subject: t(`account.mail.${kind}.subject`),
    text: t(`account.mail.${kind}.text`, { firstname: user.firstname, ...values }),
    links: [],
  };
}
