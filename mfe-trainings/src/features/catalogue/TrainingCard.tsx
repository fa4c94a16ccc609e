import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@coach/shared/ui';
import type { TrainingSummary } from '@coach/shared/trainings';
import { TrainingCover } from '../../components/TrainingCover.tsx';
import { TrainingProgress } from '../../components/TrainingProgress.tsx';
import { trainingPath } from '../../lib/trainings-api.ts';
import styles from './catalogue.module.css';
import { TrainingAction } from './TrainingAction.tsx';
import { TrainingFacts } from './TrainingFacts.tsx';

/** One training in the catalogue: its cover, title, Free/Payable, counts, progress and the next action. */
export function TrainingCard({ training }: { training: TrainingSummary }) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card}>
      <TrainingCover markup={training.cover} />
      <h2 id={titleId} className={styles.cardTitle}>
        <Link to={trainingPath(training.slug)}>{training.title}</Link>
      </h2>
      <TrainingFacts training={training} />
      <p className={styles.summary}>{training.summary}</p>
      <TrainingProgress training={training} />
      <div className={styles.actions}>
        <TrainingAction training={training} />
      </div>
    </Card>
  );
}
