import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { RemoteUnavailableError } from '../../app/federation/remotes.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** What a route failure shows: 404 for a refused route, the unavailable panel, else 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const retry = () => void navigate(`${location.pathname}${location.search}`, { replace: true });

  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const unavailable = error instanceof RemoteUnavailableError;
  return (
    <PublicFrame variant="home">
      <ErrorPanel
        title={unavailable ? t('shell:unavailable.title') : t('common:errors.serverErrorTitle')}
        message={unavailable ? t('shell:unavailable.message') : t('common:errors.serverError')}
      >
        <button type="button" className="button" onClick={retry}>
          {t('common:errors.retry')}
        </button>
      </ErrorPanel>
    </PublicFrame>
  );
}
