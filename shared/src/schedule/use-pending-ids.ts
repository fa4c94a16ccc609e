import { useCallback, useState } from 'react';

/**
 * The ids whose request is under way, for buttons that must not send it twice (a second DELETE of
 * an appointment answers 404). `during(id, work)` marks `id` while `work` runs.
 */
export function usePendingIds() {
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const during = useCallback(async (id: string, work: () => Promise<void>) => {
    setPending((now) => new Set(now).add(id));
    try {
      await work();
    } finally {
      setPending((now) => {
        const next = new Set(now);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { isPending: (id: string) => pending.has(id), during };
}
