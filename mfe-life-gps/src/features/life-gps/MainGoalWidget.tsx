import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WidgetProps } from '@coach/shared/contract';
import { useRead, useWidgetData } from '@coach/shared/server-render/use-route-data';
import { EmptyState } from '@coach/shared/ui';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { WidgetSkeleton } from '../../components/WidgetFrame.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { formatDay, formatInstantDate } from '../../lib/format.ts';
import { mainGoalWidgetData, readWidgetGoalAgain } from '../../lib/main-goal-widget-data.ts';
import styles from './life-gps.module.css';

/**
 * The overview's "my main goal": the goal, its life area, target date and when it was set. Drawn
 * on the server with the overview (src/server-render.tsx), it starts from the data it was drawn from.
 */
export default function MainGoalWidget({ data }: WidgetProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { goal: source } = useWidgetData(mainGoalWidgetData, data);
  const { state, reload } = useRead(source, readWidgetGoalAgain);
  if (state.status === 'loading') return <WidgetSkeleton />;
  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={reload} />;
  const goal = state.value.goal;
  if (!goal) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('mainGoal.empty')}
        action={<Link to="/my_life_gps">{t('mainGoal.define')}</Link>}
      />
    );
  }
  const edited = goal.updated_at !== goal.created_at;
  return (
    <div className={styles.goalSummary}>
      <p className={styles.goalText}>{goal.text}</p>
      <p className="muted">
        {goal.life_area ? `${t(`lifeAreas.${goal.life_area}`)} · ` : ''}
        {goal.target_date
          ? t('mainGoal.target', { date: formatDay(goal.target_date, i18n.language) })
          : t('mainGoal.noTarget')}
      </p>
      <p className="muted" data-testid="main-goal-date">
        {t(edited ? 'mainGoal.updatedOn' : 'mainGoal.addedOn', {
          date: formatInstantDate(edited ? goal.updated_at : goal.created_at, i18n.language),
        })}
      </p>
      <Link to="/my_life_gps">{t('mainGoal.open')}</Link>
    </div>
  );
}
