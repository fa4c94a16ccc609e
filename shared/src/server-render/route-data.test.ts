import { renderHook } from '@testing-library/react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { initI18n } from '@coach/shared/i18n';
import { mockApi } from '@coach/shared/testing';
import { localDay } from './member-day.ts';
import { apiRead, declareRouteData } from './route-data.ts';
import { useWidgetData } from './use-route-data.ts';

beforeAll(() => initI18n('fr'));

const data = declareRouteData({
  training: apiRead<{ title: string }>('dashboard/trainings/:id'),
  me: apiRead<{ name: string }>('dashboard/whoami'),
});

const loaderArgs = (params: Record<string, string>) =>
  ({ params, request: new Request('http://localhost/x'), context: undefined }) as unknown as Parameters<
    typeof data.loader
  >[0];

describe('declareRouteData', () => {
  it('keeps the reads as declared, for the server', () => {
    expect(data.reads).toEqual({
      training: { path: 'dashboard/trainings/:id' },
      me: { path: 'dashboard/whoami' },
    });
  });

  it('loader: starts every read through the API client and answers without waiting for them', async () => {
    const { requests } = mockApi((request) =>
      request.url.pathname === '/api/dashboard/whoami'
        ? { status: 200, body: { name: 'Camille' } }
        : { status: 200, body: { title: 'Courage' } },
    );
    const sources = data.loader(loaderArgs({ id: 't 1' }));
    expect(sources.training).toBeInstanceOf(Promise);
    expect(await sources.training).toEqual({ ok: true, body: { title: 'Courage' } });
    expect(await sources.me).toEqual({ ok: true, body: { name: 'Camille' } });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`).sort()).toEqual([
      'GET /api/dashboard/trainings/t%201',
      'GET /api/dashboard/whoami',
    ]);
    // The one client's headers, as every call of the page.
    expect(requests[0]?.headers.get('Accept-Language')).toBe('fr');
  });

  it('a read with a query takes the member’s day as the browser knows it for `:today`', async () => {
    const { requests } = mockApi({ status: 200, body: { items: [] } });
    const open = declareRouteData({ list: apiRead('dashboard/commitments?status=open&today=:today') });
    expect(await open.start({}).list).toEqual({ ok: true, body: { items: [] } });
    expect(requests[0]?.url.pathname).toBe('/api/dashboard/commitments');
    expect(requests[0]?.url.searchParams.get('status')).toBe('open');
    expect(requests[0]?.url.searchParams.get('today')).toBe(localDay());
  });

  it('a failed read is a result: the api’s errors kept, no text of its own, never a rejection', async () => {
    mockApi(
      { status: 422, body: { errors: { base: ['Formation inconnue.'] } } },
      { status: 502, body: '<html>proxy</html>' },
    );
    expect(await data.read('training', { id: 'x' })).toEqual({
      ok: false,
      status: 422,
      errors: { base: ['Formation inconnue.'] },
    });
    expect(await data.read('training', { id: 'x' })).toEqual({ ok: false, status: 502, errors: {} });
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await data.read('me', {})).toEqual({ ok: false, status: 0, errors: {} });
  });

  it('reads again when the params change, never otherwise (the page owns its refreshes)', () => {
    const args = (current: Record<string, string>, next: Record<string, string>) =>
      ({
        currentParams: current,
        nextParams: next,
        defaultShouldRevalidate: true,
      }) as unknown as ShouldRevalidateFunctionArgs;
    expect(data.shouldRevalidate(args({ id: '1' }, { id: '1' }))).toBe(false);
    expect(data.shouldRevalidate(args({ id: '1' }, { id: '2' }))).toBe(true);
  });
});

describe('useWidgetData', () => {
  const widgetData = declareRouteData({ me: apiRead<{ name: string }>('dashboard/whoami') });

  it('uses what the shell gave (the server read it): no read of its own', async () => {
    const { requests } = mockApi({ status: 200, body: { name: 'Camille' } });
    const given = { me: { ok: true, body: { name: 'Inès' } } };
    const { result } = renderHook(() => useWidgetData(widgetData, given));
    expect(result.current).toBe(given);
    expect(requests).toEqual([]);
  });

  it('reads for itself when given nothing, or something that lacks a read', async () => {
    const { requests } = mockApi(
      { status: 200, body: { name: 'Camille' } },
      { status: 200, body: { name: 'Camille' } },
    );
    for (const given of [undefined, { other: { ok: true, body: {} } }]) {
      const { result } = renderHook(() => useWidgetData(widgetData, given));
      expect(await result.current.me).toEqual({ ok: true, body: { name: 'Camille' } });
    }
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/dashboard/whoami',
      '/api/dashboard/whoami',
    ]);
  });
});
