import { useTranslation } from 'react-i18next';
import { Button } from '@coach/shared/ui/core';
import styles from './team.module.css';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  /** The cursor of the page after (the api's `next`): "next" reads from it, never skipping rows. */
  next?: string | null | undefined;
  onPage: (page: number, after?: string) => void;
  /** What the pager moves through, for its accessible name. */
  label: string;
}

/**
 * Previous / next through a paginated list; nothing when everything fits on one page. "Next"
 * goes on after the page's cursor (docs/adr/0017-indexes-at-scale.md); "previous" asks for the
 * page by number.
 */
export function Pager({ page, perPage, total, next, onPage, label }: PagerProps) {
  const { t } = useTranslation('team');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.spread}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <p className={styles.muted}>{t('pager.position', { page, pages })}</p>
      <Button
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1, next ?? undefined)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}

/** A page of a list as the api answers it. */
interface ListPage {
  page: number;
  per_page: number;
  total: number;
  next?: string | null | undefined;
}

interface ListPagerProps extends Pick<PagerProps, 'onPage' | 'label'> {
  /** The page shown. */
  shown: ListPage;
  /** The page asked for, when it is not yet the one shown (a paged read's `page`). */
  page?: number;
}

/** The pager under a list page the api answered. */
export function ListPager({ shown, page = shown.page, onPage, label }: ListPagerProps) {
  return (
    <Pager
      page={page}
      perPage={shown.per_page}
      total={shown.total}
      next={shown.next}
      onPage={onPage}
      label={label}
    />
  );
}
