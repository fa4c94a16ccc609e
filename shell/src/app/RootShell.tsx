import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../features/auth/AuthGate.tsx';

/** Wraps every page: the guards of SPEC §4 and the navigation progress bar. */
export function RootShell() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  const busy = navigation.state !== 'idle';
  return (
    <>
      <div
        className={busy ? 'route-progress route-progress--active' : 'route-progress'}
        role="progressbar"
        aria-hidden={!busy}
        aria-label={t('loading')}
      />
      <AuthGate>
        <Outlet />
      </AuthGate>
      <ScrollRestoration />
    </>
  );
}
