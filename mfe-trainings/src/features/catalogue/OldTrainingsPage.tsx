import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormat } from '@coach/shared/i18n/intl-formats';
import { buttonClassName, Card, NoTrainingArt, Page, Skeleton } from '@coach/shared/ui';
import { CatalogueEmptyState } from '../../components/CatalogueEmptyState.tsx';
import { ReadError } from '../../components/ReadError.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { resultPath, trainingPath } from '../../lib/trainings-api.ts';
import { catalogueRouteData } from '../../lib/trainings-route-data.ts';
import { useRouteRead } from '../../lib/use-route-read.ts';
import styles from './catalogue.module.css';
import { TrainingFacts } from './TrainingFacts.tsx';

/**
 * `/old_trainings`: the completed trainings, with the date and a link to the result. Drawn in the
 * browser and, for the first paint, on the server (src/server-render.tsx): it reads its route's
 * data only (docs/server-render.md).
 */
export default function OldTrainingsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { state, reload } = useRouteRead(catalogueRouteData, 'catalogue');
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Page titleKey="oldTrainings.title" ns={NAMESPACE}>
      {state.status === 'error' ? (
        <ReadError failure={state.failure} onRetry={reload} />
      ) : state.status === 'loading' ? (
        <div aria-busy="true" role="status" aria-label={t('catalogue.loading')}>
          <Skeleton height="8rem" />
        </div>
      ) : (
        (() => {
          const done = state.value.trainings.filter((training) => training.progress.completed_at);
          if (done.length === 0)
            return (
              <CatalogueEmptyState
                illustration={<NoTrainingArt />}
                title={t('oldTrainings.empty')}
                message={t('oldTrainings.emptyHint')}
                toCatalogue={t('myTraining.browse')}
              />
            );
          return (
            <ul className={styles.list}>
              {done.map((training) => {
                const result = resultPath(training.slug, training.result_kind);
                return (
                  <li key={training.slug}>
                    <Card as="article" className={styles.card} aria-label={training.title}>
                      <h2 className={styles.cardTitle}>{training.title}</h2>
                      <TrainingFacts training={training} />
                      <p className={styles.success}>
                        {t('oldTrainings.completedOn', { date: date(training.progress.completed_at!) })}
                      </p>
                      <div className={styles.actions}>
                        {result ? (
                          <Link className={buttonClassName()} to={result}>
                            {t('labels.seeResult')}
                          </Link>
                        ) : null}
                        <Link
                          className={buttonClassName({ variant: result ? 'secondary' : 'primary' })}
                          to={trainingPath(training.slug)}
                        >
                          {t('oldTrainings.openTraining')}
                        </Link>
                      </div>
                    </Card>
                  </li>
                );
              })}
            </ul>
          );
        })()
      )}
    </Page>
  );
}
