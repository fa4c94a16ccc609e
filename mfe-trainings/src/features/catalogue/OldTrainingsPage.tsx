import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  buttonClassName,
  Card,
  EmptyState,
  ErrorState,
  NoTrainingArt,
  Page,
  Skeleton,
} from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { resultPath, trainingPath, trainingsApi } from '../../lib/trainings-api.ts';
import { useResource } from '../../lib/use-resource.ts';
import styles from './catalogue.module.css';
import { TrainingFacts } from './TrainingFacts.tsx';

/** `/old_trainings`: the completed trainings, with the date and a link to the result. */
export default function OldTrainingsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const trainings = useResource('catalogue', () => trainingsApi.list());
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Page titleKey="oldTrainings.title" ns={NAMESPACE}>
      {trainings.status === 'error' ? (
        <ErrorState message={trainings.message} onRetry={trainings.reload} />
      ) : trainings.status === 'loading' ? (
        <div aria-busy="true" role="status" aria-label={t('catalogue.loading')}>
          <Skeleton height="8rem" />
        </div>
      ) : (
        (() => {
          const done = trainings.data.trainings.filter((training) => training.progress.completed_at);
          if (done.length === 0)
            return (
              <EmptyState
                illustration={<NoTrainingArt />}
                title={t('oldTrainings.empty')}
                message={t('oldTrainings.emptyHint')}
                action={
                  <Link className={buttonClassName()} to="/trainings">
                    {t('myTraining.browse')}
                  </Link>
                }
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
