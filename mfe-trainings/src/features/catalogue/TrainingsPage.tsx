import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Page, Skeleton } from '@coach/shared/ui';
import { ReadError } from '../../components/ReadError.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { catalogueRouteData } from '../../lib/trainings-route-data.ts';
import { useRouteRead } from '../../lib/use-route-read.ts';
import styles from './catalogue.module.css';
import { TrainingCard } from './TrainingCard.tsx';

/**
 * `/trainings`: the catalogue, one card per training with the learner's progress. Drawn in the
 * browser and, for the first paint, on the server (src/server-render.tsx): it reads its route's
 * data only (docs/server-render.md).
 */
export default function TrainingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { state, reload } = useRouteRead(catalogueRouteData, 'catalogue');
  return (
    <Page titleKey="trainings.title" ns={NAMESPACE}>
      <div className={styles.toolbar}>
        <Link to="/old_trainings">{t('catalogue.pastLink')}</Link>
      </div>
      {state.status === 'error' ? (
        <ReadError failure={state.failure} onRetry={reload} />
      ) : state.status === 'loading' ? (
        <div aria-busy="true" role="status" aria-label={t('catalogue.loading')} className={styles.list}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height="16rem" />
          ))}
        </div>
      ) : state.value.trainings.length === 0 ? (
        <EmptyState title={t('catalogue.empty')} message={t('catalogue.emptyHint')} />
      ) : (
        <ul className={styles.list} aria-label={t('catalogue.listLabel')}>
          {state.value.trainings.map((training) => (
            <li key={training.slug}>
              <TrainingCard training={training} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
