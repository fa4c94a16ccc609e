import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { deferred, renderRoute } from '@coach/shared/testing';
import type { ReadResult } from './contract.ts';
import { apiRead, declareRouteData } from './route-data.ts';
import { failureMessage, useRead, useRouteData, type ReadSource } from './use-route-data.ts';

const ok = (name: string): ReadResult<string> => ({ ok: true, body: name });
const failed: ReadResult<string> = { ok: false, status: 503, errors: { base: ['Plus tard.'] } };

function renderRead(source: ReadSource<string>, readAgain = jest.fn(async () => ok('again'))) {
  const hook = renderHook(({ from }) => useRead(from, readAgain), { initialProps: { from: source } });
  return { ...hook, readAgain };
}

describe('useRead', () => {
  it('starts ready or failed from a result: nothing to wait for (the server’s data)', () => {
    expect(renderRead(ok('Camille')).result.current.state).toEqual({ status: 'ready', value: 'Camille' });
    expect(renderRead(failed).result.current.state).toEqual({ status: 'error', failure: failed });
  });

  it('loads from a promise until it settles (the browser’s loader)', async () => {
    const pending = deferred<ReadResult<string>>();
    const { result } = renderRead(pending.promise);
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => pending.resolve(ok('Camille')));
    expect(result.current.state).toEqual({ status: 'ready', value: 'Camille' });
  });

  it('reload shows the loading state and reads again; refresh keeps what is shown until the answer', async () => {
    const answer = deferred<ReadResult<string>>();
    const { result, readAgain } = renderRead(
      failed,
      jest.fn(() => answer.promise),
    );
    let reloading!: Promise<void>;
    act(() => {
      reloading = result.current.reload();
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => {
      answer.resolve(ok('Camille'));
      await reloading;
    });
    expect(result.current.state).toEqual({ status: 'ready', value: 'Camille' });

    const next = deferred<ReadResult<string>>();
    readAgain.mockImplementation(() => next.promise);
    let refreshing!: Promise<void>;
    act(() => {
      refreshing = result.current.refresh();
    });
    expect(result.current.state).toEqual({ status: 'ready', value: 'Camille' });
    await act(async () => {
      next.resolve(ok('Camila'));
      await refreshing;
    });
    expect(result.current.state).toEqual({ status: 'ready', value: 'Camila' });
  });

  it('replace takes a value the page got otherwise, and drops a late answer', async () => {
    const late = deferred<ReadResult<string>>();
    const { result } = renderRead(
      ok('Camille'),
      jest.fn(() => late.promise),
    );
    let refreshing!: Promise<void>;
    act(() => {
      refreshing = result.current.refresh();
      result.current.replace('Saved');
    });
    await act(async () => {
      late.resolve(ok('Stale'));
      await refreshing;
    });
    expect(result.current.state).toEqual({ status: 'ready', value: 'Saved' });
  });

  it('starts over from a new source (other route params)', async () => {
    const { result, rerender } = renderRead(ok('first'));
    const pending = deferred<ReadResult<string>>();
    rerender({ from: pending.promise });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => pending.resolve(ok('second')));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'second' }));
    rerender({ from: failed });
    expect(result.current.state).toEqual({ status: 'error', failure: failed });
  });
});

describe('useRouteData', () => {
  const declaration = declareRouteData({ name: apiRead<string>('dashboard/name') });

  function Name() {
    const { name } = useRouteData(declaration);
    const { state } = useRead(name, async () => ok('again'));
    return <p>{state.status === 'ready' ? state.value : state.status}</p>;
  }

  it('reads the data the route’s loader left', async () => {
    renderRoute(<Name />, '/', '/', { loader: () => ({ name: ok('Camille') }) });
    expect(await screen.findByText('Camille')).toBeInTheDocument();
  });

  it('says so when the route has no such data (a loader not wired)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Name }]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: /the route has no data for name/ }),
    ).toBeInTheDocument();
  });
});

test('failureMessage: the api’s messages, else the fallback', () => {
  expect(failureMessage({ ok: false, status: 422, errors: { base: ['a'], email: ['b'] } }, 'x')).toBe('a\nb');
  expect(failureMessage({ ok: false, status: 0, errors: {} }, 'Réseau indisponible.')).toBe(
    'Réseau indisponible.',
  );
});
