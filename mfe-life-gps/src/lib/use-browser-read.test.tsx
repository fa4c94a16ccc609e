import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReadResult } from '@coach/shared/server-render';
import { useBrowserRead } from './use-browser-read.ts';

const list = (name: string): ReadResult<string[]> => ({ ok: true, body: [name] });

describe('useBrowserRead', () => {
  it('starts from what the route read for its first key, without reading it again', async () => {
    const read = jest.fn((filter: string) => Promise.resolve(list(`read ${filter}`)));
    const given = { key: 'open', source: list('given open') };
    const { result, rerender } = renderHook(
      ({ filter }) => useBrowserRead(() => read(filter), filter, given),
      { initialProps: { filter: 'open' } },
    );
    expect(result.current.state).toEqual({ status: 'ready', value: ['given open'] });
    expect(read).not.toHaveBeenCalled();

    // Another key is read in the browser; back to the first, it is read again (it may have changed).
    rerender({ filter: 'done' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: ['read done'] }));
    rerender({ filter: 'open' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: ['read open'] }));
    expect(read.mock.calls.map(([filter]) => filter)).toEqual(['done', 'open']);

    await act(() => result.current.refresh());
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads at once when nothing was given for its key', async () => {
    const read = jest.fn(() => Promise.resolve(list('read')));
    const { result } = renderHook(() => useBrowserRead(read, 'appointments'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: ['read'] }));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
