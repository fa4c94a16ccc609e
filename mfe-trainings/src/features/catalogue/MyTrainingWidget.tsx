import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, NoResultArt, NoTrainingArt, Skeleton, Tabs, type TabItem } from '@coach/shared/ui';
import type { WidgetProps } from '@coach/shared/contract';
import type { TrainingSummary } from '@coach/shared/trainings';
import { ReadError } from '../../components/ReadError.tsx';
import { TrainingProgress } from '../../components/TrainingProgress.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { resultPath } from '../../lib/trainings-api.ts';
import { catalogueRouteData } from '../../lib/trainings-route-data.ts';
import { useWidgetRead } from '../../lib/use-route-read.ts';
import styles from './catalogue.module.css';
import { TrainingAction, actionTarget } from './TrainingAction.tsx';

type Tab = 'all' | 'inProgress' | 'tests';

function Row({ training, action }: { training: TrainingSummary; action: 'next' | 'result' }) {
  const { t } = useTranslation(NAMESPACE);
  const result = resultPath(training.slug, training.result_kind);
  return (
    <li className={styles.widgetItem}>
      <div className={styles.widgetRow}>
        <Link to={actionTarget(training)}>{training.title}</Link>
        {action === 'result' && result ? (
          <Link to={result}>{t('labels.seeResult')}</Link>
        ) : training.next_action === 'continue' ? (
          <TrainingAction training={training} secondary />
        ) : null}
      </div>
      <TrainingProgress training={training} />
    </li>
  );
}

function List({ items, action }: { items: TrainingSummary[]; action: 'next' | 'result' }) {
  return (
    <ul className={styles.widgetList}>
      {items.map((training) => (
        <Row key={training.slug} training={training} action={action} />
      ))}
    </ul>
  );
}

/** The widget's three tabs for `all` the trainings: every one, those in progress, the tests taken. */
function trainingTabs(all: TrainingSummary[], t: TFunction): TabItem[] {
  const inProgress = all.filter((training) => training.progress.started && !training.progress.completed_at);
  const tests = all.filter((training) => training.progress.test_completed_at);
  const browse = <Link to="/trainings">{t('myTraining.browse')}</Link>;
  return [
    {
      id: 'all',
      label: t('myTraining.tabs.all'),
      content: all.length ? (
        <List items={all} action="next" />
      ) : (
        <EmptyState headingLevel={3} title={t('myTraining.emptyAll')} />
      ),
    },
    {
      id: 'inProgress',
      label: t('myTraining.tabs.inProgress'),
      content: inProgress.length ? (
        <List items={inProgress} action="next" />
      ) : (
        <EmptyState
          headingLevel={3}
          illustration={<NoTrainingArt />}
          title={t('myTraining.emptyInProgress')}
          message={t('myTraining.emptyInProgressHint')}
          action={browse}
        />
      ),
    },
    {
      id: 'tests',
      label: t('myTraining.tabs.tests'),
      content: tests.length ? (
        <List items={tests} action="result" />
      ) : (
        <EmptyState
          headingLevel={3}
          illustration={<NoResultArt />}
          title={t('myTraining.emptyTests')}
          message={t('myTraining.emptyTestsHint')}
          action={browse}
        />
      ),
    },
  ];
}

/**
 * The overview's "my training" widget (docs/product.md §8.1): every training, the ones in
 * progress with Continue, and the tests carried out with their results. Its height stays the
 * same while loading (no layout shift on the overview). It reads what `/trainings` reads: drawn on
 * the server with the overview (src/server-render.tsx), it starts from the data it was drawn from.
 */
export default function MyTrainingWidget({ data }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [tab, setTab] = useState<Tab>('inProgress');
  const { state, reload } = useWidgetRead(catalogueRouteData, 'catalogue', data);
  // The panels' content, the same elements from one render to the next while the data and the
  // language stay: switching tabs draws the tab list again, not the lists the panels keep.
  const all = state.status === 'ready' ? state.value.trainings : null;
  const tabs = useMemo((): TabItem[] | null => {
    if (!all) return null;
    return trainingTabs(all, t);
  }, [all, t]);

  let body;
  if (state.status === 'error') {
    body = <ReadError failure={state.failure} onRetry={reload} />;
  } else if (state.status === 'loading') {
    body = (
      <div
        className={styles.skeletonRows}
        aria-busy="true"
        role="status"
        aria-label={t('myTraining.loading')}
      >
        <Skeleton height="2.5rem" />
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height="3rem" />
        ))}
      </div>
    );
  } else if (tabs) {
    body = (
      <Tabs
        label={t('myTraining.tabsLabel')}
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
        keepVisited
        tabs={tabs}
      />
    );
  }
  return (
    <div className={styles.widget}>
      <h2 className={styles.widgetTitle}>{t('myTraining.title')}</h2>
      {body}
      <Link to="/trainings">{t('myTraining.seeAll')}</Link>
    </div>
  );
}
