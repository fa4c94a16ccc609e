import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Skeleton } from '@coach/shared/ui';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { DefineMyPath } from '../features/information/DefineMyPath.tsx';
import { GeneralInformation } from '../features/information/GeneralInformation.tsx';
import { LanguagePreference } from '../features/language/LanguagePreference.tsx';
import { ThemePreference } from '../features/appearance/ThemePreference.tsx';
import { MyData } from '../features/my-data/MyData.tsx';
import { EmailChange } from '../features/security/EmailChange.tsx';
import { PasswordChange } from '../features/security/PasswordChange.tsx';
import { ActiveSessions } from '../features/sessions/ActiveSessions.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useProfile } from '../lib/use-profile.ts';
import styles from './profile-page.module.css';

/**
 * `/profile` (docs/product.md §8.6): my information, my account's security, my data. Drawn in the
 * browser and, for the first paint, on the server (src/server-render.tsx): it reads the member from
 * its route's data only, never from the page's auth store (docs/server-render.md).
 */
export default function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const { state, reload, replace } = useProfile();
  // A password change ends the other sessions: the list is read again.
  const [sessionsVersion, setSessionsVersion] = useState(0);

  let content;
  if (state.status === 'loading') {
    content = (
      <div className={styles.columns} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('loading', { ns: 'common' })}
        </span>
        <Skeleton height="28rem" />
        <Skeleton height="28rem" />
      </div>
    );
  } else if (state.status === 'error') {
    content = <ReadErrorState title={t('profile.loadError')} failure={state.failure} onRetry={reload} />;
  } else {
    const profile = state.value;
    content = (
      <div className={styles.columns}>
        <div className={styles.column}>
          <GeneralInformation profile={profile} onSaved={replace} />
          <DefineMyPath />
          <LanguagePreference />
          <ThemePreference />
        </div>
        <div className={styles.column}>
          <EmailChange profile={profile} />
          <PasswordChange onChanged={() => setSessionsVersion((version) => version + 1)} />
          <ActiveSessions refreshKey={sessionsVersion} />
          <MyData email={profile.email} />
        </div>
      </div>
    );
  }

  return (
    <Page titleKey="profile.title" ns={NAMESPACE}>
      {content}
    </Page>
  );
}
