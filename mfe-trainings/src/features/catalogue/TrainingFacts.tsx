import { useTranslation } from 'react-i18next';
import type { TrainingSummary } from '@coach/shared/trainings';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { hoursText } from '../../lib/format.ts';
import styles from './catalogue.module.css';

/** Free or Payable, hours, modules and questions: what a training asks of the learner. */
export function TrainingFacts({ training }: { training: TrainingSummary }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const payable = training.access === 'payable';
  return (
    <ul className={styles.facts}>
      <li>
        <span className={payable ? `${styles.badge} ${styles.payable}` : styles.badge}>
          {t(payable ? 'labels.payable' : 'labels.free')}
        </span>
      </li>
      <li>{hoursText(t, training.hours, i18n.language)}</li>
      <li>{t('counts.modules', { count: training.module_count })}</li>
      <li>{t('counts.questions', { count: training.question_count })}</li>
    </ul>
  );
}
