import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LIFE_AREAS, type LifeArea, type MainGoal, type MainGoalResponse } from '@coach/shared/life-gps';
import type { ReadResult } from '@coach/shared/server-render';
import { useRead, type ReadSource } from '@coach/shared/server-render/use-route-data';
import { Button, Card, Skeleton } from '@coach/shared/ui';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { formatDay, formatInstantDate } from '../../lib/format.ts';
import { GoalSteps } from './GoalSteps.tsx';
import { MainGoalForm } from './MainGoalForm.tsx';
import styles from './life-gps.module.css';

const isLifeArea = (value: string | null): value is LifeArea => LIFE_AREAS.some((area) => area === value);

/** The main goal as it stands: its text, area, target date, when it was set, and the way to edit it. */
function GoalSummary({
  goal,
  suggestedArea,
  onEdit,
}: {
  goal: MainGoal;
  suggestedArea: LifeArea | null;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const edited = goal.updated_at !== goal.created_at;
  return (
    <div className={styles.goalSummary}>
      <p className={styles.goalText}>{goal.text}</p>
      <dl className={styles.facts}>
        <dt>{t('fields.lifeArea')}</dt>
        <dd>{goal.life_area ? t(`lifeAreas.${goal.life_area}`) : t('fields.noLifeArea')}</dd>
        <dt>{t('mainGoal.targetLabel')}</dt>
        <dd>{goal.target_date ? formatDay(goal.target_date, i18n.language) : t('mainGoal.noTarget')}</dd>
      </dl>
      <p className="muted">
        {t(edited ? 'mainGoal.updatedOn' : 'mainGoal.addedOn', {
          date: formatInstantDate(edited ? goal.updated_at : goal.created_at, i18n.language),
        })}
      </p>
      {suggestedArea && suggestedArea !== goal.life_area ? (
        <p data-testid="suggested-area">
          {t('mainGoal.suggested', { area: t(`lifeAreas.${suggestedArea}`) })}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="secondary" onClick={onEdit}>
          {t('mainGoal.edit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * `/my_life_gps`: the main goal (shown, or the form to set it) and the path to it.
 * `?area=<life area>` (the result page's "Make it my main goal", from the wheel's largest gap) is
 * the area the form opens on: at once without a goal, on "Edit" with one. A saved goal is never
 * changed without a save; an unknown area is ignored.
 *
 * `source`: the goal and its steps as the route read them (docs/server-render.md).
 */
export function MainGoalSection({
  source,
  readAgain,
}: {
  source: ReadSource<MainGoalResponse>;
  readAgain: () => Promise<ReadResult<MainGoalResponse>>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { state, reload, refresh, replace } = useRead(source, readAgain);
  const [editing, setEditing] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const areaParam = searchParams.get('area');
  const suggestedArea = isLifeArea(areaParam) ? areaParam : null;

  let body;
  if (state.status === 'loading') {
    body = <Skeleton height="8rem" />;
  } else if (state.status === 'error') {
    body = <ReadErrorState failure={state.failure} onRetry={reload} />;
  } else {
    const goal = state.value.goal;
    body =
      goal && !editing ? (
        <GoalSummary goal={goal} suggestedArea={suggestedArea} onEdit={() => setEditing(true)} />
      ) : (
        <>
          {goal ? null : <p className="muted">{t('mainGoal.empty')}</p>}
          <MainGoalForm
            goal={goal}
            suggestedArea={suggestedArea}
            onSaved={(saved) => {
              setEditing(false);
              replace(saved ?? { goal: null, steps: [] });
              // The suggestion is answered: editing again opens on the saved area.
              if (areaParam !== null)
                setSearchParams(
                  (params) => {
                    params.delete('area');
                    return params;
                  },
                  { replace: true, preventScrollReset: true },
                );
            }}
            {...(goal ? { onCancel: () => setEditing(false) } : {})}
          />
        </>
      );
  }

  return (
    <>
      <Card as="section" stack aria-labelledby="main-goal-title">
        <h2 id="main-goal-title" className={styles.sectionTitle}>
          {t('mainGoal.title')}
        </h2>
        {body}
      </Card>
      {state.status === 'ready' && state.value.goal ? (
        <Card stack>
          <GoalSteps steps={state.value.steps} onChange={refresh} />
        </Card>
      ) : null}
    </>
  );
}
