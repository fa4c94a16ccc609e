import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, FormAlert, Skeleton, useAnnounce } from '@coach/shared/ui';
import { Actions, Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { SessionItem } from './SessionItem.tsx';
import { useSessions } from './use-sessions.ts';
import styles from './sessions.module.css';

/** Active sessions: device, signed in, last active; sign one out, or everywhere else. */
export function ActiveSessions({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation(NAMESPACE);
  const announce = useAnnounce();
  const { state, busy, end, reload } = useSessions(refreshKey);
  const [error, setError] = useState<string | null>(null);

  async function run(which: { id: string } | 'others') {
    setError(null);
    const outcome = await end(which);
    if ('error' in outcome) setError(outcome.error);
    else if (which === 'others') announce(t('sessions.othersSignedOut', { count: outcome.ended }));
    else announce(t('sessions.signedOut'));
    // The list changed under the pressed button: the section's heading keeps the focus.
    document.getElementById('sessions-title')?.focus();
  }

  let body;
  if (state.status === 'loading') {
    body = (
      <div aria-busy="true" className={styles.list}>
        <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
      </div>
    );
  } else if (state.status === 'error') {
    body = <ErrorState message={t('sessions.loadError')} onRetry={() => void reload()} />;
  } else {
    const { sessions } = state.value;
    const others = sessions.filter((session) => !session.current);
    body = (
      <>
        <ul className={styles.list}>
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={busy === session.id}
              onSignOut={() => void run({ id: session.id })}
            />
          ))}
        </ul>
        {others.length > 0 ? (
          <Actions>
            <Button
              busy={busy === 'others'}
              busyLabel={t('sessions.signingOut')}
              onClick={() => void run('others')}
            >
              {t('sessions.signOutOthers')}
            </Button>
          </Actions>
        ) : (
          <p className={styles.meta}>{t('sessions.onlyThis')}</p>
        )}
      </>
    );
  }

  return (
    <Section title={t('sessions.title')} intro={t('sessions.intro')} headingId="sessions-title">
      <FormAlert message={error} />
      {body}
    </Section>
  );
}
