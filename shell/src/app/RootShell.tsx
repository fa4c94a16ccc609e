import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../features/auth/AuthGate.tsx';
import { PreviewMarker } from '../features/preview/PreviewMarker.tsx';

/** Wraps every page: the guards of SPEC §4, the navigation progress bar and a preview's marker. */
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
      <PreviewMarker />
      <AuthGate>
        <Outlet />
      </AuthGate>
      <ScrollRestoration />
    </>
  );
}
