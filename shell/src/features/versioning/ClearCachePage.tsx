import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageLoad } from '@coach/shared/navigation';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { safeTarget } from './safe-target.ts';

const CONTINUE_AFTER_MS = 4000;

/** Shown after a version change cleared the site's data; then the app continues with a fresh load. */
export function ClearCachePage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  // Only same-site paths: the `to` parameter must never send the user elsewhere.
  const target = safeTarget(params.get('to'), window.location.origin);

  useEffect(() => {
    document.title = t('clearCache.title');
    const timer = setTimeout(() => pageLoad.assign(target), CONTINUE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [t, target]);

  return (
    <PublicFrame variant="main">
      <section className="card stack" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          {t('clearCache.title')}
        </h1>
        <p>{t('clearCache.message')}</p>
        <p className="muted" role="status">
          {t('clearCache.continuing')}
        </p>
        <a className="button" href={target}>
          {t('clearCache.continue')}
        </a>
      </section>
    </PublicFrame>
  );
}
