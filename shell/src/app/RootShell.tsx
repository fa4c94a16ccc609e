import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Wraps every page: the navigation progress bar (remotes download on first visit). */
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
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
