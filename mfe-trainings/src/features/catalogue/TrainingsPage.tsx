import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Page, Skeleton } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { trainingsApi } from '../../lib/trainings-api.ts';
import { useResource } from '../../lib/use-resource.ts';
import styles from './catalogue.module.css';
import { TrainingCard } from './TrainingCard.tsx';

/** `/trainings`: the catalogue, one card per training with the learner's progress. */
export default function TrainingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const trainings = useResource('catalogue', () => trainingsApi.list());
  return (
    <Page titleKey="trainings.title" ns={NAMESPACE}>
      <div className={styles.toolbar}>
        <Link to="/old_trainings">{t('catalogue.pastLink')}</Link>
      </div>
      {trainings.status === 'error' ? (
        <ErrorState message={trainings.message} onRetry={trainings.reload} />
      ) : trainings.status === 'loading' ? (
        <div aria-busy="true" role="status" aria-label={t('catalogue.loading')} className={styles.list}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height="16rem" />
          ))}
        </div>
      ) : trainings.data.trainings.length === 0 ? (
        <EmptyState title={t('catalogue.empty')} message={t('catalogue.emptyHint')} />
      ) : (
        <ul className={styles.list} aria-label={t('catalogue.listLabel')}>
          {trainings.data.trainings.map((training) => (
            <li key={training.slug}>
              <TrainingCard training={training} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
