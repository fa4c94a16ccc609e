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

/** One invitation e-mail: `kind` names its texts (`team.mail.<kind>.subject` and `.text`). */
function inviteMail(kind: 'invite' | 'notice', lang: string, invite: Invite, link: string): OutgoingMail {
  const t = translator(languageOf(lang), 'api');
  const leader = `${invite.leader.firstname} ${invite.leader.lastname}`;
  return {
    to: invite.to,
    subject: t(`team.mail.${kind}.subject`, { leader }),
    text: t(`team.mail.${kind}.text`, {
      firstname: invite.firstname,
      leader,
      team: invite.team,
      link,
      days: invite.days,
    }),
    links: [link],
  };
}

/** To a new address: the link registers the person straight into the team. */
export function invitationMail(lang: string, invite: Invite, link: string): OutgoingMail {
  return inviteMail('invite', lang, invite, link);
}

/** To an existing account: the invitation waits in /invitations. */
export function invitationNoticeMail(lang: string, invite: Invite, link: string): OutgoingMail {
  return inviteMail('notice', lang, invite, link);
}
