import { useTranslation } from 'react-i18next';

/** Shown while the first route (and perhaps its remote) is being resolved. */
export function StartupFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="startup-fallback" role="status" aria-live="polite">
      <span className="startup-fallback__spinner" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}
