import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadState } from '@coach/shared/server-render/use-route-data';
import { Button } from '@coach/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';

/** A page of a list as the api answers it (docs/api.md): `next` is the cursor of the page after. */
export interface ListPage<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
  next?: string | null | undefined;
}

/** Where a page of a list starts: its number, and the cursor it follows (`after`) when known. */
export type PageAt = { page: number; after?: string };

/**
 * The page after `shown`: after its cursor; by number when it names none (an api older than this
 * remote, during a rolling release).
 */
const nextPage = (shown: ListPage<unknown>): PageAt =>
  shown.next ? { page: shown.page + 1, after: shown.next } : { page: shown.page + 1 };

/**
 * "Show more" under a list read in the browser (`useBrowserRead`): reads the page after the one
 * shown, by its cursor (`next`: the api reads on from the last row shown, whatever was added
 * before it meanwhile), and shows it below. A read started since (another filter, a change) is
 * newer than what was shown: that page is dropped. `failed` says why a page could not be read.
 */
export function useShowMore<T>(
  read: {
    state: ReadState<ListPage<T>>;
    replace: (value: ListPage<T>) => void;
    markReads: () => () => boolean;
  },
  readPage: (at: PageAt) => Promise<ListPage<T>>,
  failed: (error: unknown) => void,
) {
  const [loadingMore, setLoadingMore] = useState(false);
  const { state, replace, markReads } = read;
  const more = async () => {
    if (state.status !== 'ready') return;
    const noNewerRead = markReads();
    setLoadingMore(true);
    try {
      const shown = state.value;
      const next = await readPage(nextPage(shown));
      if (!noNewerRead()) return;
      replace({ ...next, items: [...shown.items, ...next.items] });
    } catch (error) {
      if (noNewerRead()) failed(error);
    } finally {
      setLoadingMore(false);
    }
  };
  return { more, loadingMore };
}

/** The button under a list that has more rows than it shows. */
export function ShowMoreButton({
  shown,
  busy,
  onMore,
}: {
  shown: ListPage<unknown>;
  busy: boolean;
  onMore: () => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (shown.items.length >= shown.total) return null;
  return (
    <div>
      <Button type="button" variant="secondary" busy={busy} onClick={() => void onMore()}>
        {t('actions.showMore')}
      </Button>
    </div>
  );
}
