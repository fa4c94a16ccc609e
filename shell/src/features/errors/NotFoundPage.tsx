import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

/** SPEC §8: an unknown route gives 404 'Page not found: {fullPath}'. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const title = t('errors.notFoundTitle');
  useEffect(() => {
    document.title = `404 · ${title}`;
  }, [title]);
  return <ErrorPanel title={title} message={t('errors.notFound', { fullPath })} />;
}

export function NotFoundPage() {
  return (
    <PublicFrame variant="home">
      <NotFoundContent />
    </PublicFrame>
  );
}
