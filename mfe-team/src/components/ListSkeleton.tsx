import { useTranslation } from 'react-i18next';
import { Skeleton } from '@coach/shared/ui';
import styles from './team.module.css';

/** Rows shaped like the list that is loading, said once to screen readers. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" className={styles.list}>
      <span role="status" className="visually-hidden">
        {t('loading')}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={styles.skeletonItem} />
      ))}
    </div>
  );
}
