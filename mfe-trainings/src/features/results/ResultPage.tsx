import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, NoResultArt, Page, Skeleton } from '@coach/shared/ui';
import type { ResultListResponse } from '@coach/shared/results';
import { CatalogueEmptyState } from '../../components/CatalogueEmptyState.tsx';
import { ReadError } from '../../components/ReadError.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { RESULT_LIST_SIZE, readResultList, resultsApi } from '../../lib/results-api.ts';
import { resultPath } from '../../lib/trainings-api.ts';
import { resultsRouteData } from '../../lib/trainings-route-data.ts';
import { useRouteRead } from '../../lib/use-route-read.ts';
import { useDateText } from './dates.ts';
import styles from './results.module.css';

/**
 * `/result`: every test carried out, newest first (docs/product.md §8.3). Drawn in the browser
 * and, for the first paint, on the server (src/server-render.tsx): it reads its route's data only
 * (docs/server-render.md).
 */
/**
 * The route's read is the api's first page, shorter than the list this page has always shown (a
 * read path takes no query): the rest, if any, is read once the page is drawn, below what is
 * shown, after the page's cursor (`next`; without one, from an older api, the longer first page
 * instead). Only from a shorter page, so at most once; a failure leaves that page as it is.
 */
function useRestOfList(shown: ResultListResponse | null, replace: (value: ResultListResponse) => void) {
  useEffect(() => {
    if (!shown || shown.per_page >= RESULT_LIST_SIZE || shown.items.length >= shown.total) return;
    let live = true;
    const { next } = shown;
    void (next ? resultsApi.list(next, RESULT_LIST_SIZE - shown.items.length) : resultsApi.list()).then(
      (more) => {
        if (!live) return;
        replace(
          next
            ? { ...more, page: 1, per_page: RESULT_LIST_SIZE, items: [...shown.items, ...more.items] }
            : more,
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shown, replace]);
}

export default function ResultPage() {
  const { t } = useTranslation(NAMESPACE);
  const { state, reload, replace } = useRouteRead(resultsRouteData, 'results', readResultList);
  const dateText = useDateText(true);

  useRestOfList(state.status === 'ready' ? state.value : null, replace);

  let body;
  if (state.status === 'error') body = <ReadError failure={state.failure} onRetry={reload} />;
  else if (state.status === 'loading')
    body = (
      <div aria-busy="true" role="status" aria-label={t('results.loading')}>
        <Skeleton height="8rem" />
      </div>
    );
  else if (state.value.items.length === 0)
    body = (
      <CatalogueEmptyState
        illustration={<NoResultArt />}
        title={t('result.empty')}
        message={t('result.emptyHint')}
        toCatalogue={t('result.toTests')}
      />
    );
  else
    body = (
      <ol className={styles.resultList}>
        {state.value.items.map((item) => (
          <li key={item.id}>
            <Card as="article" className={styles.resultCard} aria-labelledby={`result-${item.id}`}>
              <h2 id={`result-${item.id}`} className={styles.resultTitle}>
                {t(item.kind === 'j-embarque' ? 'result.captainTest' : 'result.lifeGpsTest')}
              </h2>
              <p className={styles.meta}>
                {item.training.title} · <time dateTime={item.created_at}>{dateText(item.created_at)}</time>
              </p>
              {item.headline ? (
                <p>
                  {t(item.kind === 'j-embarque' ? 'result.headlineCaptain' : 'result.headlineGps', {
                    name: item.headline,
                  })}
                </p>
              ) : null}
              <Link
                to={`${resultPath(item.training.slug, item.kind)!}?id=${encodeURIComponent(item.id)}`}
                aria-describedby={`result-${item.id}`}
              >
                {t('labels.seeResult')}
              </Link>
            </Card>
          </li>
        ))}
      </ol>
    );
  return (
    <Page titleKey="result.title" ns={NAMESPACE}>
      {body}
    </Page>
  );
}
