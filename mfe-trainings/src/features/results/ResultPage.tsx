import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName, Card, EmptyState, ErrorState, NoResultArt, Page, Skeleton } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { resultsApi } from '../../lib/results-api.ts';
import { resultPath } from '../../lib/trainings-api.ts';
import { useResource } from '../../lib/use-resource.ts';
import { useDateText } from './dates.ts';
import styles from './results.module.css';

/** `/result`: every test carried out, newest first (docs/product.md §8.3). */
export default function ResultPage() {
  const { t } = useTranslation(NAMESPACE);
  const results = useResource('results', () => resultsApi.list());
  const dateText = useDateText(true);
  let body;
  if (results.status === 'error') body = <ErrorState message={results.message} onRetry={results.reload} />;
  else if (results.status === 'loading')
    body = (
      <div aria-busy="true" role="status" aria-label={t('results.loading')}>
        <Skeleton height="8rem" />
      </div>
    );
  else if (results.data.items.length === 0)
    body = (
      <EmptyState
        illustration={<NoResultArt />}
        title={t('result.empty')}
        message={t('result.emptyHint')}
        action={
          <Link className={buttonClassName()} to="/trainings">
            {t('result.toTests')}
          </Link>
        }
      />
    );
  else
    body = (
      <ol className={styles.resultList}>
        {results.data.items.map((item) => (
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
