import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CommitmentList,
  type CommitmentPayload,
  type GoalStep,
  type MainGoalResponse,
} from '@coach/shared/life-gps';
import type { ReadResult } from '@coach/shared/server-render';
import { asReadResult } from '@coach/shared/server-render/route-data';
import { useMemberToday, useRead, type ReadSource } from '@coach/shared/server-render/use-route-data';
import { announce } from '@coach/shared/ui';
import { failureOf } from '@coach/shared/form-failure';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { addCommitment, listCommitments, saveCommitment } from '../../lib/life-gps-api.ts';
import { localDay } from '../../lib/local-days.ts';
import { useShowMore } from '../../lib/ShowMore.tsx';
import { useBrowserRead } from '../../lib/use-browser-read.ts';
import { useRemoveWithUndo, useToggleDone } from './commitment-changes.ts';

export type Filter = 'open' | 'done';
/** The key a filter's list is read under: the route's read is the open one's. */
const listKey = (filter: Filter) => `commitments-${filter}`;

/** While the goal's steps are not read: the same empty list every time (the items are memoised). */
const NO_STEPS: readonly GoalStep[] = [];

/**
 * What `/my_commitments`' commitments do (CommitmentsSection draws them): the list of a filter,
 * read in the browser but the route's first one (`commitments`), its next pages by cursor
 * (`useShowMore`), and add, save, mark done, delete with undo.
 *
 * Marking one done (or undoing it) shows at once: the item is drawn with its new `done_through`
 * (`shownAs`), the save starts after that paint, and once saved the item leaves the list when it
 * no longer matches the filter (the shared rule the api filters with, `isCommitmentDone`) while
 * the list is read again; a failed save draws the item as the server has it and says why. The
 * checkbox stays live while saving: one commitment's saves go one at a time, each sending the
 * member's last tap (`latestWinsQueue`), and the item shows that tap until they settle. The
 * handlers are stable: a tap costs a phone one item, not the page.
 */
export function useCommitments({
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
  const [failure, setFailure] = useState<string | null>(null);
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
  const { shownAs, toggleDone } = useToggleDone({ filter, refresh, setFailure, network });
  const { removed, remove, undo } = useRemoveWithUndo({ refresh, setFailure, network });
  const { more, loadingMore } = useShowMore(
    { state, replace, markReads },
    (at) => listCommitments(filter, localDay(), at),
    (error) => setFailure(failureOf(error, network, []).base),
  );

  return {
    today,
    filter,
    setFilter,
    state,
    reload,
    steps,
    removed,
    failure,
    shownAs,
    loadingMore,
    more,
    create,
    save,
    toggleDone,
    remove,
    undo,
  };
}
