import type { Language } from '../i18n/i18n';
import { translator } from '../i18n/i18n';
import type { OutgoingMail } from '../mail/outbox';

/** The link of SPEC §2's account_verification page: `<PUBLIC_URL>/account_verification?token=…`. */
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
    text: t('verification.mail.text', { firstname: user.firstname, link, hours: Math.round(ttlMs / 3_600_000) }),
    links: [link],
  };
}
