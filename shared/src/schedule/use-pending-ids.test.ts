import { act, renderHook } from '@testing-library/react';
import { deferred } from '../testing/mock-api.ts';
import { usePendingIds } from './use-pending-ids.ts';

describe('usePendingIds', () => {
  it('marks an id while its work runs, and after a failure too no longer', async () => {
    const { result } = renderHook(() => usePendingIds());
    const first = deferred<void>();
    let running!: Promise<void>;
    act(() => {
      running = result.current.during('a', () => first.promise);
    });
    expect(result.current.isPending('a')).toBe(true);
    expect(result.current.isPending('b')).toBe(false);
    await act(async () => {
      first.resolve();
      await running;
    });
    expect(result.current.isPending('a')).toBe(false);

    await act(async () => {
      await result.current
        .during('b', async () => Promise.reject(new Error('refused')))
        .catch(() => undefined);
    });
    expect(result.current.isPending('b')).toBe(false);
  });
});
