import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@coach/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import styles from './WidgetFrame.module.css';

export type WidgetSize = 'goal' | 'weather' | 'schedule';

/** Placeholder lines filling the widget's final height while its data loads: nothing moves. */
export function WidgetSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.skeleton} aria-busy="true" role="status" aria-label={t('widget.loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height="1.1rem" width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}

/**
 * The box of an overview widget: its heading and a fixed minimum height per widget, so the
 * skeleton, the empty state, the error and the data all take the same room.
 */
export function WidgetFrame({
  titleKey,
  size,
  children,
}: {
  titleKey: string;
  size: WidgetSize;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={`${styles.frame} ${styles[size]}`}>
      <h2 className={styles.title}>{t(titleKey)}</h2>
      <Suspense fallback={<WidgetSkeleton />}>{children}</Suspense>
    </div>
  );
}
