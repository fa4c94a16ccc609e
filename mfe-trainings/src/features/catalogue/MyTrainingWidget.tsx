import { useMemo, useState, type ReactNode } from 'react';
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

/** A tab of the widget: its trainings' list, or what it says when it has none. */
function trainingTab(
  id: Tab,
  items: TrainingSummary[],
  action: 'next' | 'result',
  empty: ReactNode,
  t: TFunction,
): TabItem {
  return {
    id,
    label: t(`myTraining.tabs.${id}`),
    content: items.length ? <List items={items} action={action} /> : empty,
  };
}

/** The widget's three tabs for `all` the trainings: every one, those in progress, the tests taken. */
function trainingTabs(all: TrainingSummary[], t: TFunction): TabItem[] {
  const inProgress = all.filter((training) => training.progress.started && !training.progress.completed_at);
  const tests = all.filter((training) => training.progress.test_completed_at);
  const browse = <Link to="/trainings">{t('myTraining.browse')}</Link>;
  const emptyTab = (illustration: ReactNode, key: 'InProgress' | 'Tests') => (
    <EmptyState
      headingLevel={3}
      illustration={illustration}
      title={t(`myTraining.empty${key}`)}
      message={t(`myTraining.empty${key}Hint`)}
      action={browse}
    />
  );
  return [
    trainingTab('all', all, 'next', <EmptyState headingLevel={3} title={t('myTraining.emptyAll')} />, t),
    trainingTab('inProgress', inProgress, 'next', emptyTab(<NoTrainingArt />, 'InProgress'), t),
    trainingTab('tests', tests, 'result', emptyTab(<NoResultArt />, 'Tests'), t),
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
