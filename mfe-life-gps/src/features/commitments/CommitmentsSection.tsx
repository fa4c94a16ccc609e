import { useTranslation } from 'react-i18next';
import type { CommitmentList as CommitmentPage, MainGoalResponse } from '@coach/shared/life-gps';
import type { ReadResult } from '@coach/shared/server-render';
import type { ReadSource } from '@coach/shared/server-render/use-route-data';
import { Card, FormAlert } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { CommitmentForm } from './CommitmentForm.tsx';
import { CommitmentList } from './CommitmentList.tsx';
import { useCommitments } from './use-commitments.ts';
import styles from './commitments.module.css';

/**
 * `/my_commitments`: add, filter open / done, mark done, edit, delete with undo (what each does:
 * `useCommitments`). `goal`: the main goal as the route read it (docs/server-render.md), for its
 * steps; `commitments`: the open ones of the member's day as the route read it, the list first
 * shown. Which commitments are open or done, due or overdue, depends on the member's local day
 * (`useMemberToday`): the server draws the list when it knows that day (the member's time zone),
 * else its loading state; the other filter and the next pages are read in the browser
 * (`useBrowserRead`). Only the item that changed is drawn again (the items are memoised, their
 * handlers stable): a tap costs a phone one item, not the page.
 */
export function CommitmentsSection(props: {
  goal: ReadSource<MainGoalResponse>;
  readGoalAgain: () => Promise<ReadResult<MainGoalResponse>>;
  commitments: ReadSource<CommitmentPage>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const commitments = useCommitments(props);
  const { filter, removed } = commitments;
  return (
    <>
      <Card as="section" stack aria-labelledby="new-commitment-title">
        <h2 id="new-commitment-title" className={styles.sectionTitle}>
          {t('commitments.new')}
        </h2>
        <CommitmentForm
          steps={commitments.steps}
          today={commitments.today}
          idPrefix="new-commitment"
          onSubmit={commitments.create}
        />
      </Card>
      <Card as="section" stack aria-labelledby="commitments-list-title">
        <h2 id="commitments-list-title" className={styles.sectionTitle}>
          {t('commitments.listTitle')}
        </h2>
        <div className={styles.filter} role="group" aria-label={t('commitments.filter')}>
          {(['open', 'done'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.filterButton}
              aria-pressed={filter === value}
              onClick={() => commitments.setFilter(value)}
            >
              {t(`commitments.filters.${value}`)}
            </button>
          ))}
        </div>
        {removed ? (
          <p className={styles.undo} role="status">
            {t('commitments.deleted', { text: removed.text })}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void commitments.undo()}>
              {t('actions.undo')}
            </button>
          </p>
        ) : null}
        <FormAlert message={commitments.failure} />
        <CommitmentList commitments={commitments} />
      </Card>
    </>
  );
}
