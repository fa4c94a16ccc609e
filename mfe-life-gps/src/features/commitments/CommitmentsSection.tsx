import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isCommitmentDone,
  type Commitment,
  type CommitmentList,
  type CommitmentPayload,
  type GoalStep,
  type MainGoalResponse,
} from '@coach/shared/life-gps';
import type { ReadResult } from '@coach/shared/server-render';
import { asReadResult } from '@coach/shared/server-render/route-data';
import { useMemberToday, useRead, type ReadSource } from '@coach/shared/server-render/use-route-data';
import { announce, Button, Card, EmptyState, FormAlert, Skeleton } from '@coach/shared/ui';
import { afterNextPaint } from '@coach/shared/after-next-paint';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { failureOf } from '@coach/shared/form-failure';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import {
  addCommitment,
  commitmentPayload,
  deleteCommitment,
  listCommitments,
  saveCommitment,
} from '../../lib/life-gps-api.ts';
import { localDay } from '../../lib/local-days.ts';
import { useBrowserRead } from '../../lib/use-browser-read.ts';
import { CommitmentForm } from './CommitmentForm.tsx';
import { CommitmentItem } from './CommitmentItem.tsx';
import { latestWinsQueue } from './latest-wins-queue.ts';
import styles from './commitments.module.css';

type Filter = 'open' | 'done';
/** The key a filter's list is read under: the route's read is the open one's. */
const listKey = (filter: Filter) => `commitments-${filter}`;

/** An item whose change is being saved: drawn with its new `done_through`, or gone from the list. */
type ShownAs = { doneThrough: string | null; left: boolean };

/** While the goal's steps are not read: the same empty list every time (the items are memoised). */
const NO_STEPS: readonly GoalStep[] = [];

/**
 * `/my_commitments`: add, filter open / done, mark done, edit, delete with undo. `goal`: the main
 * goal as the route read it (docs/server-render.md), for its steps; `commitments`: the open ones
 * of the member's day as the route read it, the list first shown. Which commitments are open or
 * done, due or overdue, depends on the member's local day (`useMemberToday`): the server draws the
 * list when it knows that day (the member's time zone), else its loading state; the other filter
 * and the next pages are read in the browser (`useBrowserRead`).
 *
 * Marking one done (or undoing it) shows at once: the item is drawn with its new `done_through`
 * (`shownAs`), the save starts after that paint, and once saved the item leaves the list when it
 * no longer matches the filter (the shared rule the api filters with, `isCommitmentDone`) while
 * the list is read again; a failed save draws the item as the server has it and says why. The
 * checkbox stays live while saving: one commitment's saves go one at a time, each sending the
 * member's last tap (`latestWinsQueue`), and the item shows that tap until they settle. Only the
 * item that changed is drawn again (the items are memoised, their handlers stable): a tap costs a
 * phone one item, not the page.
 */
export function CommitmentsSection({
  goal,
  readGoalAgain,
  commitments,
}: {
  goal: ReadSource<MainGoalResponse>;
  readGoalAgain: () => Promise<ReadResult<MainGoalResponse>>;
  commitments: ReadSource<CommitmentList>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const today = useMemberToday();
  const [filter, setFilter] = useState<Filter>('open');
  const [firstList] = useState(() => ({ key: listKey('open'), source: commitments }));
  const { state, reload, refresh, replace, markReads } = useBrowserRead(
    () => asReadResult(() => listCommitments(filter, localDay())),
    listKey(filter),
    firstList,
  );
  // Without the goal's steps (not read), a commitment is simply not tied to one: no error here.
  const { state: goalState } = useRead(goal, readGoalAgain);
  const steps = goalState.status === 'ready' ? goalState.value.steps : NO_STEPS;
  const [removed, setRemoved] = useState<Commitment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  /** The items whose change is being saved, by id, as drawn before the list is read again. */
  const [shownAs, setShownAs] = useState<ReadonlyMap<string, ShownAs>>(new Map());
  const [saveDone] = useState(() => latestWinsQueue<string | null>());
  const network = t('errors.network', { ns: 'common' });

  const create = useCallback(
    async (payload: CommitmentPayload) => {
      await addCommitment(payload);
      announce(t('commitments.added'));
      void refresh();
    },
    [t, refresh],
  );
  const save = useCallback(
    async (id: string, payload: CommitmentPayload, message: string) => {
      setFailure(null);
      try {
        await saveCommitment(id, payload);
        announce(message);
        void refresh();
      } catch (error) {
        setFailure(failureOf(error, network, []).base);
        throw error;
      }
    },
    [network, refresh],
  );
  const show = useCallback((id: string, as: ShownAs) => {
    setShownAs((shown) => new Map(shown).set(id, as));
  }, []);
  /** Only while the item is still drawn `as`: a later tap's drawing stays until its own saves settle. */
  const stopShowing = useCallback((id: string, as: ShownAs) => {
    setShownAs((shown) => {
      if (shown.get(id) !== as) return shown;
      const next = new Map(shown);
      next.delete(id);
      return next;
    });
  }, []);
  const toggleDone = useCallback(
    (commitment: Commitment, doneThrough: string | null, message: string) => {
      setFailure(null);
      const tapped: ShownAs = { doneThrough, left: false };
      show(commitment.id, tapped);
      // Queued in the tap, the paint awaited in the save: queued a frame later, the tap could come
      // after the previous save's answer, and that save's settle would draw the item over it.
      saveDone(commitment.id, {
        value: doneThrough,
        save: async () => {
          try {
            await afterNextPaint();
            await saveCommitment(commitment.id, {
              ...commitmentPayload(commitment),
              done_through: doneThrough,
            });
            announce(message);
            // An earlier tap's failed save is overtaken: the server has what the member asked last.
            setFailure(null);
          } catch (error) {
            setFailure(failureOf(error, network, []).base);
            throw error;
          }
        },
        settle: async (saved) => {
          if (saved === null) {
            stopShowing(commitment.id, tapped);
            return;
          }
          const done = isCommitmentDone({ ...commitment, done_through: saved.value }, localDay());
          const settled: ShownAs = { doneThrough: saved.value, left: done !== (filter === 'done') };
          show(commitment.id, settled);
          await refresh();
          stopShowing(commitment.id, settled);
        },
      });
    },
    [filter, network, refresh, saveDone, show, stopShowing],
  );
  const remove = useCallback(
    async (commitment: Commitment) => {
      setFailure(null);
      try {
        await deleteCommitment(commitment.id);
        setRemoved(commitment);
        announce(t('commitments.deleted', { text: commitment.text }));
        // The item stays busy until the list no longer shows it: deleted again, it would be a 404.
        await refresh();
      } catch (error) {
        setFailure(failureOf(error, network, []).base);
      }
    },
    [t, network, refresh],
  );
  const undo = async () => {
    if (!removed) return;
    const restoring = removed;
    // Gone before the request: a second press would restore it twice (the api adds a copy each time).
    setRemoved(null);
    try {
      await addCommitment(commitmentPayload(restoring));
      announce(t('commitments.restored', { text: restoring.text }));
      void refresh();
    } catch (error) {
      // Offered again to retry, unless another delete has taken its place meanwhile.
      setRemoved((now) => now ?? restoring);
      setFailure(failureOf(error, network, []).base);
    }
  };
  const more = async () => {
    if (state.status !== 'ready') return;
    const noNewerRead = markReads();
    setLoadingMore(true);
    try {
      const shown = state.value;
      const next = await listCommitments(filter, localDay(), shown.page + 1);
      // A read started since (another filter, a change) is newer than `shown`: this page is dropped.
      if (!noNewerRead()) return;
      replace({ ...next, items: [...shown.items, ...next.items] });
    } catch (error) {
      if (noNewerRead()) setFailure(failureOf(error, network, []).base);
    } finally {
      setLoadingMore(false);
    }
  };

  let list;
  if (state.status === 'loading' || today === null) list = <Skeleton height="6rem" />;
  else if (state.status === 'error') list = <ReadErrorState failure={state.failure} onRetry={reload} />;
  else if (state.value.items.length === 0)
    list = (
      <EmptyState
        headingLevel={3}
        title={filter === 'open' ? t('commitments.emptyOpen') : t('commitments.emptyDone')}
        message={filter === 'open' ? t('commitments.emptyOpenHint') : t('commitments.emptyDoneHint')}
      />
    );
  else
    list = (
      <>
        <ul className={styles.list}>
          {state.value.items.map((commitment) => {
            const shown = shownAs.get(commitment.id);
            if (shown?.left) return null;
            return (
              <CommitmentItem
                key={commitment.id}
                commitment={shown ? { ...commitment, done_through: shown.doneThrough } : commitment}
                today={today}
                steps={steps}
                onSave={save}
                onToggleDone={toggleDone}
                onDelete={remove}
              />
            );
          })}
        </ul>
        {state.value.items.length < state.value.total ? (
          <div>
            <Button type="button" variant="secondary" busy={loadingMore} onClick={() => void more()}>
              {t('actions.showMore')}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <>
      <Card as="section" stack aria-labelledby="new-commitment-title">
        <h2 id="new-commitment-title" className={styles.sectionTitle}>
          {t('commitments.new')}
        </h2>
        <CommitmentForm steps={steps} today={today} idPrefix="new-commitment" onSubmit={create} />
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
              onClick={() => setFilter(value)}
            >
              {t(`commitments.filters.${value}`)}
            </button>
          ))}
        </div>
        {removed ? (
          <p className={styles.undo} role="status">
            {t('commitments.deleted', { text: removed.text })}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void undo()}>
              {t('actions.undo')}
            </button>
          </p>
        ) : null}
        <FormAlert message={failure} />
        {list}
      </Card>
    </>
  );
}
