import { translator, type Language } from '@coach/server-kit/i18n/i18n';
import type { OutgoingMail } from '../../mail/outbox';

/** The invitation e-mails (docs/product.md §8.5), in the reader's language when known. */

const languageOf = (lang: string): Language => (lang === 'en' ? 'en' : 'fr');

interface Invite {
  to: string;
  firstname: string;
  leader: { firstname: string; lastname: string };
  team: string;
  days: number;
}

/** To a new address: the link registers the person straight into the team. */
export function invitationMail(lang: string, invite: Invite, link: string): OutgoingMail {
  const t = translator(languageOf(lang), 'api');
  return {
    to: invite.to,
    subject: t('team.mail.invite.subject', {
      leader: `${invite.leader.firstname} ${invite.leader.lastname}`,
    }),
    text: t('team.mail.invite.text', {
      firstname: invite.firstname,
      leader: `${invite.leader.firstname} ${invite.leader.lastname}`,
      team: invite.team,
      link,
      days: invite.days,
    }),
    links: [link],
  };
}

/** To an existing account: the invitation waits in /invitations. */
export function invitationNoticeMail(lang: string, invite: Invite, link: string): OutgoingMail {
  const t = translator(languageOf(lang), 'api');
  return {
    to: invite.to,
    subject: t('team.mail.notice.subject', {
      leader: `${invite.leader.firstname} ${invite.leader.lastname}`,
    }),
    text: t('team.mail.notice.text', {
      firstname: invite.firstname,
      leader: `${invite.leader.firstname} ${invite.leader.lastname}`,
      team: invite.team,
      link,
      days: invite.days,
    }),
    links: [link],
  };
}
