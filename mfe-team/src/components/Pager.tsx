import { useTranslation } from 'react-i18next';
import { Button } from '@coach/shared/ui/core';
import styles from './team.module.css';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** What the pager moves through, for its accessible name. */
  label: string;
}

/** Previous / next through a paginated list; nothing when everything fits on one page. */
export function Pager({ page, perPage, total, onPage, label }: PagerProps) {
  const { t } = useTranslation('team');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.spread}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <p className={styles.muted}>{t('pager.position', { page, pages })}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
