import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLoad } from '@coach/shared/navigation';
import layout from '../../components/layout.module.css';
import { ContinueButton } from './ContinueButton.tsx';
import styles from './verification.module.css';

/** Time to read the success message before going on to `/` (the button goes at once). */
export const CONTINUE_DELAY_MS = 2500;

function ContinueSoon() {
  useEffect(() => {
    const timer = setTimeout(() => pageLoad.assign('/'), CONTINUE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <ContinueButton />;
}

/**
 * The link's confirmation, in one live region from "confirming…" to "confirmed" (the same
 * element, so the change is announced), then on to `/`.
 */
export function ConfirmedPanel({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation('home');
  return (
    <div className={layout.stack}>
      <div role="status" className={layout.stack}>
        {confirmed ? (
          <>
            <p className={`${styles.headline} ${styles.success}`}>{t('verification.confirmed')}</p>
            <p className={layout.muted}>{t('verification.redirecting')}</p>
          </>
        ) : (
          <p className={styles.headline}>{t('verification.confirming')}</p>
        )}
      </div>
      {confirmed ? <ContinueSoon /> : null}
    </div>
  );
}
