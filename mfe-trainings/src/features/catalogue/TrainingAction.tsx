import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@coach/shared/ui';
import type { TrainingSummary } from '@coach/shared/trainings';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { modulePagePath, resultPath, trainingPath } from '../../lib/trainings-api.ts';

const LABELS = {
  start: 'labels.start',
  continue: 'labels.continue',
  unlock: 'labels.unlock',
  see_result: 'labels.seeResult',
  completed: 'labels.review',
} as const;

/** Where a training's next action leads (docs/product.md §8.2). */
export function actionTarget(training: TrainingSummary): string {
  const { next_action: action, next_module: next, slug } = training;
  if ((action === 'start' || action === 'continue') && next) return modulePagePath(slug, next);
  if (action === 'unlock') return `${trainingPath(slug)}?unlock=1`;
  if (action === 'see_result') return resultPath(slug, training.result_kind) ?? trainingPath(slug);
  return trainingPath(slug);
}

/** The card's next action: Start, Continue, Unlock, See my result, or Review once completed. */
export function TrainingAction({
  training,
  secondary = false,
}: {
  training: TrainingSummary;
  secondary?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Link
      className={buttonClassName({ variant: secondary ? 'secondary' : 'primary' })}
      to={actionTarget(training)}
    >
      {t(LABELS[training.next_action])}
    </Link>
  );
}
