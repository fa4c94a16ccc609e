import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@coach/shared/team';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { Dialog, Page, Skeleton } from '@coach/shared/ui';
import { Button, Card, FormAlert, FormNotice, SubmitButton, TextField } from '@coach/shared/ui/core';
import { LeadersOnly } from '../../components/LeadersOnly.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import styles from '../../components/team.module.css';
import { formatDate } from '../../lib/dates.ts';
import { useIsLeader } from '../../lib/use-is-leader.ts';
import { useLoaderRead } from '../../lib/use-loader-read.ts';
import { useShownRead } from '../../lib/use-shown-read.ts';
import { MemberProgress } from './MemberProgress.tsx';
import { MemberSessions } from './MemberSessions.tsx';
import { memberIdOf, readMember } from './member-route.ts';
import { useEditMember } from './use-edit-member.ts';

type MemberEdit = ReturnType<typeof useEditMember>;

/** An invitation still open (pending or expired): when it ends, resend or revoke it. */
function InvitationCard({
  invitation,
  edit,
}: {
  invitation: NonNullable<TeamMember['invitation']>;
  edit: MemberEdit;
}) {
  const { t, i18n } = useTranslation('team');
  return (
    <Card as="section" stack aria-labelledby="member-invitation" className={styles.narrow}>
      <h2 id="member-invitation" className={styles.sectionTitle}>
        {t('edit.invitationTitle')}
      </h2>
      <div className={styles.row}>
        <StatusBadge status={invitation.status} />
        <p className={styles.detail}>
          {invitation.status === 'expired'
            ? t('edit.expiredOn', { date: formatDate(invitation.expires_at, i18n.language) })
            : t('edit.expiresOn', { date: formatDate(invitation.expires_at, i18n.language) })}
        </p>
      </div>
      <div className={styles.row}>
        <Button onClick={edit.resend} busy={edit.busy === 'resend'} busyLabel={t('edit.resending')}>
          {t('edit.resend')}
        </Button>
        <Button
          variant="secondary"
          onClick={edit.revoke}
          busy={edit.busy === 'revoke'}
          busyLabel={t('edit.revoking')}
        >
          {t('edit.revoke')}
        </Button>
      </div>
    </Card>
  );
}

/** Removing the member from the team, once confirmed in a dialog. */
function RemoveMember({ name, edit }: { name: string; edit: MemberEdit }) {
  const { t } = useTranslation('team');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Card as="section" stack aria-labelledby="member-remove" className={styles.narrow}>
        <h2 id="member-remove" className={styles.sectionTitle}>
          {t('edit.removeTitle')}
        </h2>
        <p className={styles.muted}>{t('edit.removeHelp')}</p>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setConfirming(true)} busy={edit.busy === 'remove'}>
            {t('edit.remove')}
          </Button>
        </div>
      </Card>

      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('edit.confirmTitle', { name })}>
        <p>{t('edit.confirmMessage', { name })}</p>
        <div className={styles.row}>
          <Button
            onClick={() => {
              setConfirming(false);
              edit.remove();
            }}
          >
            {t('edit.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('edit.cancel')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function MemberEditor({ member, onChanged }: { member: TeamMember; onChanged: () => void }) {
  const { t, i18n } = useTranslation('team');
  const edit = useEditMember(member, onChanged);
  const invitation = member.invitation;
  const open =
    member.status === 'invited' && invitation && ['pending', 'expired'].includes(invitation.status);
  const name = `${member.firstname} ${member.lastname}`;

  return (
    <div className={styles.stack}>
      <Link to="/my_team/list" className={styles.link}>
        {t('edit.back')}
      </Link>
      {edit.notice ? <FormNotice>{edit.notice}</FormNotice> : null}
      <FormAlert message={edit.errors.base?.join('\n') ?? null} />

      <Card as="section" stack aria-labelledby="page-title" className={styles.narrow}>
        <div className={styles.spread}>
          <p className={styles.detail}>{member.email}</p>
          <StatusBadge status={member.status} />
        </div>
        {member.joined_at ? (
          <p className={styles.detail}>
            {t('edit.joined', { date: formatDate(member.joined_at, i18n.language) })}
          </p>
        ) : null}
        <MemberProgress member={member} />
        <form onSubmit={edit.save} className={styles.stack} noValidate>
          <p className={styles.muted}>{t('edit.nameHelp')}</p>
          {(['firstname', 'lastname'] as const).map((name) => (
            <TextField
              key={name}
              id={name}
              label={t(`add.${name}`)}
              value={edit.names[name]}
              onValueChange={edit.setName(name)}
              error={edit.errors[name]?.join(' ')}
              maxLength={100}
            />
          ))}
          <div className={styles.row}>
            <SubmitButton label={t('edit.save')} busyLabel={t('edit.saving')} busy={edit.busy === 'save'} />
          </div>
        </form>
      </Card>

      {open && invitation ? <InvitationCard invitation={invitation} edit={edit} /> : null}

      <MemberSessions member={member} />

      <RemoveMember name={name} edit={edit} />
    </div>
  );
}

function MemberLoader({ id }: { id: string }) {
  // Read by the route's loader (./member-route.ts); read again after a change and on a retry.
  const readAgain = useCallback(() => readMember(id), [id]);
  const member = useShownRead(useLoaderRead<TeamMember>('member', readAgain));
  const data = member.data;
  return (
    // The h1 is the member's name once it is known (docs/product.md §2.5).
    <Page titleKey="editMember.title" ns="team" title={data ? `${data.firstname} ${data.lastname}` : null}>
      {/* Also over a member still shown: a failed reload after a change leaves them out of date. */}
      {member.failure ? <ReadErrorState failure={member.failure} onRetry={member.reload} /> : null}
      {data ? (
        <MemberEditor key={data.id} member={data} onChanged={() => void member.reload()} />
      ) : member.status === 'loading' ? (
        <Card stack aria-busy="true" className={styles.narrow}>
          <Skeleton height="2rem" width="60%" />
          <Skeleton height="1rem" width="40%" />
          <Skeleton height="9rem" />
        </Card>
      ) : null}
    </Page>
  );
}

/** `/my_team/edit-{id}`: one member of the leader's team (the route's loader already 404s strangers). */
export default function EditMemberPage() {
  const isLeader = useIsLeader();
  const id = memberIdOf(useParams().member);
  if (isLeader && id) return <MemberLoader id={id} />;
  return (
    <Page titleKey="editMember.title" ns="team">
      <LeadersOnly />
    </Page>
  );
}
