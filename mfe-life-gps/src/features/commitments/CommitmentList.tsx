import { useTranslation } from 'react-i18next';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { EmptyState, Skeleton } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { ShowMoreButton } from '../../lib/ShowMore.tsx';
import { CommitmentItem } from './CommitmentItem.tsx';
import type { useCommitments } from './use-commitments.ts';
import styles from './commitments.module.css';

/** The commitments of the filter: loading, failed, none, or the items and "show more". */
export function CommitmentList({ commitments: c }: { commitments: ReturnType<typeof useCommitments> }) {
  const { t } = useTranslation(NAMESPACE);
  const { state, today } = c;
  if (state.status === 'loading' || today === null) return <Skeleton height="6rem" />;
  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={c.reload} />;
  if (state.value.items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={c.filter === 'open' ? t('commitments.emptyOpen') : t('commitments.emptyDone')}
        message={c.filter === 'open' ? t('commitments.emptyOpenHint') : t('commitments.emptyDoneHint')}
      />
    );
  return (
    <>
      <ul className={styles.list}>
        {state.value.items.map((commitment) => {
          const shown = c.shownAs.get(commitment.id);
          if (shown?.left) return null;
          return (
            <CommitmentItem
              key={commitment.id}
              commitment={shown ? { ...commitment, done_through: shown.doneThrough } : commitment}
              today={today}
              steps={c.steps}
              onSave={c.save}
              onToggleDone={c.toggleDone}
              onDelete={c.remove}
            />
          );
        })}
      </ul>
      <ShowMoreButton shown={state.value} busy={c.loadingMore} onMore={c.more} />
    </>
  );
}
