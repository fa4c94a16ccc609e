import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SentInvitationsPage } from '@coach/shared/team';
import { EmptyState, NoInvitationArt } from '@coach/shared/ui';
import { Button, FormAlert, FormNotice, buttonClassName } from '@coach/shared/ui/core';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { ListPager } from '../../components/Pager.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import styles from '../../components/team.module.css';
import { formatDate } from '../../lib/dates.ts';
import { resendInvitation, revokeInvitation } from '../../lib/team-api.ts';
import type { PagedRead } from '../../lib/use-route-read.ts';
import { useInvitationAction } from './use-invitation-action.ts';

type SentInvitation = SentInvitationsPage['items'][number];

type InvitationAction = ReturnType<typeof useInvitationAction>;

/** A button of an invitation's action: busy while `run` runs, whose answer is the notice. */
function InvitationButton({
  action,
  id,
  run,
  ...button
}: {
  action: InvitationAction;
  id: string;
  run: () => Promise<string>;
  busyLabel: string;
  'aria-label': string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      busy={action.busy === id}
      onClick={() => void action.run(id, run)}
      {...button}
    />
  );
}

/** One invitation sent: to whom, when, its status, and while unanswered: resend, revoke. */
function SentInvitationItem({
  invitation,
  action,
}: {
  invitation: SentInvitation;
  action: InvitationAction;
}) {
  const { t, i18n } = useTranslation('team');
  const name = `${invitation.firstname} ${invitation.lastname}`;
  const open = invitation.status === 'pending' || invitation.status === 'expired';
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.detail}>{invitation.email}</p>
        <p className={styles.detail}>
          {t('sent.sentOn', { date: formatDate(invitation.sent_at, i18n.language) })}
        </p>
      </div>
      <div className={styles.row}>
        <StatusBadge status={invitation.status} />
        {open ? (
          <>
            <InvitationButton
              action={action}
              id={`resend-${invitation.id}`}
              busyLabel={t('edit.resending')}
              aria-label={t('sent.resendLabel', { name })}
              run={async () => {
                await resendInvitation(invitation.id);
                return t('edit.resent', { email: invitation.email });
              }}
            >
              {t('edit.resend')}
            </InvitationButton>
            <InvitationButton
              action={action}
              id={`revoke-${invitation.id}`}
              busyLabel={t('edit.revoking')}
              aria-label={t('sent.revokeLabel', { name })}
              run={async () => {
                await revokeInvitation(invitation.id);
                return t('edit.revoked', { name });
              }}
            >
              {t('edit.revoke')}
            </InvitationButton>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** A leader's invitations, newest first, with their status; unanswered ones can be resent or revoked. */
export function SentInvitations({ list }: { list: PagedRead<SentInvitationsPage> }) {
  const { t } = useTranslation(['team', 'common']);
  const action = useInvitationAction(list.refresh);
  const { state } = list;

  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={list.reload} />;
  if (state.status === 'loading') return <ListSkeleton rows={2} />;
  const sent = state.value;
  if (sent.total === 0)
    return (
      <EmptyState
        illustration={<NoInvitationArt />}
        title={t('sent.emptyTitle')}
        message={t('sent.emptyMessage')}
        headingLevel={3}
        action={
          <Link to="/my_team/add" className={buttonClassName()}>
            {t('overview.add')}
          </Link>
        }
      />
    );
  return (
    <div className={styles.stack}>
      {action.notice ? <FormNotice>{action.notice}</FormNotice> : null}
      <FormAlert message={action.error} />
      <ul className={styles.list}>
        {sent.items.map((invitation) => (
          <SentInvitationItem key={invitation.id} invitation={invitation} action={action} />
        ))}
      </ul>
      <ListPager shown={sent} onPage={list.goTo} label={t('sent.pages')} />
    </div>
  );
}
