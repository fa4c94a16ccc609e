import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { guardedReload, isReloadBlocked, pageLoad } from '@coach/shared/navigation';
import type { RemoteName, RouteHandle } from '@coach/shared/contract';
import { readToken } from '@coach/shared/auth';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { AppFrame } from '../../components/AppFrame.tsx';
import { RemoteUnavailableError } from '../../lib/federation/remotes.ts';
import { StartupFallback } from '../../components/StartupFallback.tsx';
import { ownerOf } from '../../lib/federation/prefixes.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { NotFoundContent } from './NotFoundPage.tsx';
import { isReloadableLoadError } from './load-errors.ts';
import { reportClientError } from './report-client-error.ts';
import { whenPageStays } from './page-leaving.ts';

function useFailingRemote(error: unknown): RemoteName | null {
  const matches = useMatches();
  const location = useLocation();
  if (error instanceof RemoteUnavailableError) return error.remote;
  const handle = matches.at(-1)?.handle as Partial<RouteHandle> | undefined;
  return handle?.remote ?? ownerOf(location.pathname);
}

/**
 * What a failed route shows. A load error (a chunk or a remote gone after a release) gets one
 * full reload of the same path, guarded against loops; inside the guard window, or when the
 * remote is really down, the "unavailable" panel with a Retry button. A route refused with 404
 * shows the 404; anything else the 500 page.
 */
function RouteErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation(['shell', 'common']);
  const location = useLocation();
  const remote = useFailingRemote(error);
  const path = `${location.pathname}${location.search}`;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const reloadable = isReloadableLoadError(error);
  const [reloading] = useState(() => reloadable && !isReloadBlocked(path));

  useEffect(() => {
    if (notFound) return;
    if (reloading) {
      // A load cut short by leaving the page needs no reload, which would race the navigation.
      void whenPageStays().then((stays) => stays && guardedReload(path));
      return;
    }
    console.error(error);
    void reportClientError({ kind: reloadable ? 'remote-load' : 'route', error, remote });
  }, [error, notFound, reloading, reloadable, path, remote]);

  if (notFound) return <NotFoundContent />;
  if (reloading) return <StartupFallback />;
  return (
    <ErrorPanel
      title={reloadable ? t('shell:unavailable.title') : t('common:errors.serverErrorTitle')}
      message={reloadable ? t('shell:unavailable.message') : t('common:errors.serverError')}
    >
      <button type="button" className="button" onClick={() => pageLoad.reload()}>
        {t('common:errors.retry')}
      </button>
    </ErrorPanel>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return readToken() ? (
    <AppFrame variant="default">{children}</AppFrame>
  ) : (
    <PublicFrame variant="home">{children}</PublicFrame>
  );
}

/** The root's error boundary: no layout rendered, so it brings a frame of its own. */
export function RouteErrorPage() {
  return (
    <Frame>
      <RouteErrorContent />
    </Frame>
  );
}

/** Each remote route's boundary: a failing area stays inside its layout, the rest keeps working. */
export function RemoteRouteError() {
  return <RouteErrorContent />;
}
