import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCommitmentDone, type Commitment } from '@coach/shared/life-gps';
import { announce } from '@coach/shared/ui';
import { afterNextPaint } from '@coach/shared/after-next-paint';
import { failureOf } from '@coach/shared/form-failure';
import { NAMESPACE } from '../../i18n/namespace.ts';
import {
  addCommitment,
  commitmentPayload,
  deleteCommitment,
  saveCommitment,
} from '../../lib/life-gps-api.ts';
import { localDay } from '../../lib/local-days.ts';
import { latestWinsQueue } from './latest-wins-queue.ts';

/** What the commitments' changes need from the list: read it again, say why a change failed. */
interface ListHooks {
  refresh: () => Promise<unknown>;
  setFailure: (failure: string | null) => void;
  /** The message of a failure the api did not explain (no network). */
  network: string;
}

/** An item whose change is being saved: drawn with its new `done_through`, or gone from the list. */
export type ShownAs = { doneThrough: string | null; left: boolean };

/**
 * Marking done (or undoing it) shows at once: the item is drawn with its new `done_through`
 * (`shownAs`), the save starts after that paint, and once saved the item leaves the list when it
 * no longer matches `filter` (the shared rule the api filters with, `isCommitmentDone`) while the
 * list is read again; a failed save draws the item as the server has it and says why. The
 * checkbox stays live while saving: one commitment's saves go one at a time, each sending the
 * member's last tap (`latestWinsQueue`), and the item shows that tap until they settle.
 */
export function useToggleDone({
  filter,
  refresh,
  setFailure,
  network,
}: ListHooks & { filter: 'open' | 'done' }) {
  /** The items whose change is being saved, by id, as drawn before the list is read again. */
  const [shownAs, setShownAs] = useState<ReadonlyMap<string, ShownAs>>(new Map());
  const [saveDone] = useState(() => latestWinsQueue<string | null>());
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
    [filter, network, refresh, saveDone, setFailure, show, stopShowing],
  );
  return { shownAs, toggleDone };
}

/** Delete, and undo the last delete (adds the commitment again). */
export function useRemoveWithUndo({ refresh, setFailure, network }: ListHooks) {
  const { t } = useTranslation(NAMESPACE);
  const [removed, setRemoved] = useState<Commitment | null>(null);
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
    [t, network, refresh, setFailure],
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
  return { removed, remove, undo };
}
