import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@coach/shared/form-failure';
import { dateTimeFormat } from '@coach/shared/i18n/intl-formats';
import type { Appointment } from '@coach/shared/life-gps';
import { AppointmentForm, usePendingIds } from '@coach/shared/schedule';
import type { TeamMember } from '@coach/shared/team';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { EmptyState, Skeleton } from '@coach/shared/ui';
import { Button, Card, FormAlert } from '@coach/shared/ui/core';
import styles from '../../components/team.module.css';
import { useMemberSessions } from './use-member-sessions.ts';

function when(session: Appointment, language: string): string {
  const day = dateTimeFormat(language, { dateStyle: 'full' }).format(new Date(session.starts_at));
  const time = dateTimeFormat(language, { timeStyle: 'short' });
  return `${day}, ${time.format(new Date(session.starts_at))}–${time.format(new Date(session.ends_at))}`;
}

/** A planned session as the list shows it: what, when, where, and the ways to change or cancel it. */
function SessionSummary({
  session,
  cancelling,
  onEdit,
  onCancel,
}: {
  session: Appointment;
  cancelling: boolean;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('team');
  return (
    <>
      <strong>{session.title}</strong>
      <span className={styles.muted}>{when(session, i18n.language)}</span>
      {session.location ? <span>{session.location}</span> : null}
      {session.note ? <span className={styles.muted}>{session.note}</span> : null}
      <span className={styles.row}>
        <Button variant="secondary" onClick={onEdit}>
          {t('sessions.edit')}
          <span className="visually-hidden"> {session.title}</span>
        </Button>
        <Button variant="secondary" busy={cancelling} onClick={onCancel}>
          {t('sessions.cancel')}
          <span className="visually-hidden"> {session.title}</span>
        </Button>
      </span>
    </>
  );
}

/** `/my_team/edit-{id}`: plan a session with an active member, and the upcoming ones, to change or cancel. */
export function MemberSessions({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  const { sessions, plan, save, cancel } = useMemberSessions(member.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A second press while a cancel is under way would DELETE again and get a 404.
  const cancelling = usePendingIds();
  const name = `${member.firstname} ${member.lastname}`;

  const remove = (session: Appointment) =>
    cancelling.during(session.id, async () => {
      setFailure(null);
      try {
        await cancel(session);
      } catch (error) {
        setFailure(failureOf(error, t('errors.network', { ns: 'common' }), []).base);
      }
    });

  let list;
  if (!sessions.data) list = sessions.status === 'loading' ? <Skeleton height="4rem" /> : null;
  else if (sessions.data.items.length === 0)
    list = (
      <EmptyState headingLevel={3} title={t('sessions.empty')} message={t('sessions.emptyHint', { name })} />
    );
  else
    list = (
      <ul className={styles.sessions} aria-busy={sessions.status === 'loading'}>
        {sessions.data.items.map((session) => (
          <li key={session.id} className={styles.session}>
            {editing === session.id ? (
              <AppointmentForm
                appointment={session}
                idPrefix={`session-${session.id}`}
                addLabel={t('sessions.plan')}
                onSubmit={async (payload) => {
                  await save(session.id, payload);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <SessionSummary
                session={session}
                cancelling={cancelling.isPending(session.id)}
                onEdit={() => setEditing(session.id)}
                onCancel={() => void remove(session)}
              />
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <Card as="section" stack aria-labelledby="member-sessions" className={styles.narrow}>
      <h2 id="member-sessions" className={styles.sectionTitle}>
        {t('sessions.title')}
      </h2>
      {member.status === 'active' ? (
        <>
          <p className={styles.muted}>{t('sessions.help', { name })}</p>
          <AppointmentForm idPrefix="new-session" addLabel={t('sessions.plan')} onSubmit={plan} />
          <h3 className={styles.subTitle}>{t('sessions.upcoming')}</h3>
          <FormAlert message={failure} />
          {/* Also over sessions still shown: after a write, a failed reload leaves out what changed. */}
          {sessions.failure ? <ReadErrorState failure={sessions.failure} onRetry={sessions.reload} /> : null}
          {list}
        </>
      ) : (
        <p className={styles.muted}>{t('sessions.notYet', { name })}</p>
      )}
    </Card>
  );
}
