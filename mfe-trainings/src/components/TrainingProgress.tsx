import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@coach/shared/ui';
import type { TrainingSummary } from '@coach/shared/trainings';
import { NAMESPACE } from '../i18n/namespace.ts';

/** How far the member is in a training: its modules done out of all, as a progress bar. */
export function TrainingProgress({
  training,
}: {
  training: Pick<TrainingSummary, 'progress' | 'module_count'>;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ProgressBar
      label={t('progress.label')}
      value={training.progress.percent}
      valueText={t('progress.value', {
        count: training.progress.completed_modules,
        total: training.module_count,
      })}
    />
  );
}
