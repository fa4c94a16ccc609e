import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, ProgressBar } from '@coach/shared/ui';
import type { TrainingSummary } from '@coach/shared/trainings';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { TrainingCover } from '../../components/TrainingCover.tsx';
import { trainingPath } from '../../lib/trainings-api.ts';
import styles from './catalogue.module.css';
import { TrainingAction } from './TrainingAction.tsx';
import { TrainingFacts } from './TrainingFacts.tsx';

/** One training in the catalogue: its cover, title, Free/Payable, counts, progress and the next action. */
export function TrainingCard({ training }: { training: TrainingSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card}>
      <TrainingCover markup={training.cover} />
      <h2 id={titleId} className={styles.cardTitle}>
        <Link to={trainingPath(training.slug)}>{training.title}</Link>
      </h2>
      <TrainingFacts training={training} />
      <p className={styles.summary}>{training.summary}</p>
      <ProgressBar
        label={t('progress.label')}
        value={training.progress.percent}
        valueText={t('progress.value', {
          count: training.progress.completed_modules,
          total: training.module_count,
        })}
      />
      <div className={styles.actions}>
        <TrainingAction training={training} />
      </div>
    </Card>
  );
}
