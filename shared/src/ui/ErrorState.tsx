import { useTranslation } from 'react-i18next';
import { Button } from '@coach/shared/ui/core';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  message: string;
  title?: string;
  /** Offers "Retry" when given. */
  onRetry?: () => void;
  /** The retry is running: the button says so and cannot be pressed twice. */
  retrying?: boolean;
}

/** Something failed to load: what happened, announced at once, and a way to try again. */
export function ErrorState({ message, title, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={styles.error}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} busy={retrying} busyLabel={t('loading')}>
          {t('errors.retry')}
        </Button>
      ) : null}
    </div>
  );
}
