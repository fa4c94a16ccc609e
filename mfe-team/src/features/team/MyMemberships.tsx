import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@coach/shared/team';
import { Dialog, EmptyState, NoTeamArt } from '@coach/shared/ui';
import { Button, FormAlert, buttonClassName } from '@coach/shared/ui/core';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import styles from '../../components/team.module.css';
import { formatDate } from '../../lib/dates.ts';
import type { PageRead } from '../../lib/use-route-read.ts';
import { useMemberships } from './use-memberships.ts';

/** One team the person belongs to: its leader, since when, the sharing switch and Leave. */
function MembershipItem({
  membership,
  busy,
  onToggleSharing,
  onLeave,
}: {
  membership: Membership;
  busy: boolean;
  onToggleSharing: () => void;
  onLeave: () => void;
}) {
  const { t, i18n } = useTranslation('team');
  const leader = `${membership.leader.firstname} ${membership.leader.lastname}`;
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <h3 className={styles.name}>{membership.team.name}</h3>
        <p className={styles.detail}>
          {t('memberships.ledBy', { leader })}
          {membership.joined_at
            ? ` · ${t('memberships.since', { date: formatDate(membership.joined_at, i18n.language) })}`
            : ''}
        </p>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={membership.share_progress}
            disabled={busy}
            onChange={onToggleSharing}
          />
          {t('memberships.share', { leader })}
        </label>
      </div>
      <Button variant="secondary" onClick={onLeave} disabled={busy}>
        {t('memberships.leave')}
      </Button>
    </li>
  );
}

/**
 * The teams the signed-in person belongs to, each with its leader, the person's own switch
 * "share my progress" (off by default) and a way to leave (docs/product.md §7.3, §8.5).
 */
export function MyMemberships({
  list,
  showEmpty,
}: {
  list: PageRead<{ items: Membership[] }>;
  showEmpty: boolean;
}) {
  const { t } = useTranslation(['team', 'common']);
  const { busy, error, toggleSharing, leave } = useMemberships(list.refresh);
  const [leaving, setLeaving] = useState<Membership | null>(null);
  const { state } = list;

  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={list.reload} />;
  if (state.status === 'loading') return <ListSkeleton rows={1} />;
  const memberships = state.value.items;
  if (memberships.length === 0)
    return showEmpty ? (
      <EmptyState
        illustration={<NoTeamArt />}
        title={t('memberships.emptyTitle')}
        message={t('memberships.emptyMessage')}
        action={
          <Link to="/invitations" className={buttonClassName({ variant: 'secondary' })}>
            {t('memberships.toInvitations')}
          </Link>
        }
      />
    ) : null;

  return (
    <section aria-labelledby="my-teams" className={styles.stack}>
      <h2 id="my-teams" className={styles.sectionTitle}>
        {t('memberships.title')}
      </h2>
      <p className={styles.muted}>{t('memberships.privacy')}</p>
      <FormAlert message={error} />
      <ul className={styles.list}>
        {memberships.map((membership) => (
          <MembershipItem
            key={membership.id}
            membership={membership}
            busy={busy === membership.id}
            onToggleSharing={() => void toggleSharing(membership)}
            onLeave={() => setLeaving(membership)}
          />
        ))}
      </ul>
      <Dialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={t('memberships.leaveTitle', { team: leaving?.team.name ?? '' })}
      >
        <p>{t('memberships.leaveMessage')}</p>
        <div className={styles.row}>
          <Button
            onClick={() => {
              const membership = leaving;
              setLeaving(null);
              if (membership) void leave(membership);
            }}
          >
            {t('memberships.leaveConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setLeaving(null)}>
            {t('memberships.cancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
