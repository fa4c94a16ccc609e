import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReceivedInvitation } from '@coach/shared/team';
import { EmptyState, NoInvitationArt } from '@coach/shared/ui';
import { Button, FormAlert, FormNotice } from '@coach/shared/ui/core';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import styles from '../../components/team.module.css';
import { formatDate } from '../../lib/dates.ts';
import { answerInvitation } from '../../lib/team-api.ts';
import type { PageRead } from '../../lib/use-route-read.ts';
import { useInvitationAction } from './use-invitation-action.ts';

/** Invitations to the signed-in person's address: join the team, or decline. */
export function ReceivedInvitations({ list }: { list: PageRead<{ items: ReceivedInvitation[] }> }) {
  const { t, i18n } = useTranslation(['team', 'common']);
  const action = useInvitationAction(list.refresh);
  const { state } = list;

  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={list.reload} />;
  if (state.status === 'loading') return <ListSkeleton rows={2} />;
  const invitations = state.value.items;
  return (
    <div className={styles.stack}>
      {action.notice ? (
        <FormNotice>
          {action.notice}{' '}
          <Link to="/my_team" className={styles.link}>
            {t('received.toTeams')}
          </Link>
        </FormNotice>
      ) : null}
      <FormAlert message={action.error} />
      {invitations.length === 0 ? (
        <EmptyState
          illustration={<NoInvitationArt />}
          title={t('received.emptyTitle')}
          message={t('received.emptyMessage')}
          headingLevel={3}
        />
      ) : (
        <ul className={styles.list}>
          {invitations.map((invitation) => {
            const leader = `${invitation.leader.firstname} ${invitation.leader.lastname}`;
            return (
              <li key={invitation.id} className={styles.item}>
                <div className={styles.who}>
                  <h3 className={styles.name}>{t('received.join', { team: invitation.team.name })}</h3>
                  <p className={styles.detail}>
                    {t('received.from', {
                      leader,
                      date: formatDate(invitation.expires_at, i18n.language),
                    })}
                  </p>
                </div>
                <div className={styles.row}>
                  <Button
                    busy={action.busy === invitation.id}
                    busyLabel={t('received.answering')}
                    aria-label={t('received.acceptLabel', { team: invitation.team.name })}
                    onClick={() =>
                      void action.run(invitation.id, async () => {
                        await answerInvitation(invitation.id, 'accept');
                        return t('received.accepted', { team: invitation.team.name });
                      })
                    }
                  >
                    {t('received.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={action.busy === invitation.id}
                    aria-label={t('received.declineLabel', { team: invitation.team.name })}
                    onClick={() =>
                      void action.run(invitation.id, async () => {
                        await answerInvitation(invitation.id, 'decline');
                        return t('received.declined', { team: invitation.team.name });
                      })
                    }
                  >
                    {t('received.decline')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
