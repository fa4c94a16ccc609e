import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderRoute, resetEnvironment, type Reply } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { localDay, shiftDay } from '../../lib/local-days.ts';
import InteriorWeatherWidget from './InteriorWeatherWidget.tsx';

registerNamespace();
beforeEach(resetEnvironment);

describe('the "my interior weather" widget', () => {
  it('records today in one tap; a second tap replaces it (one entry per day)', async () => {
    const today = localDay();
    const yesterday = shiftDay(today, -1);
    const api = mockApi((request) => {
      if (request.method === 'GET')
        return {
          status: 200,
          body: {
            days: 14,
            entries: [{ day: yesterday, mood: 'top', note: null, updated_at: '2026-01-01T00:00:00Z' }],
          },
        };
      const body = request.body as { mood: string; note: string | null };
      return {
        status: 200,
        body: { day: today, mood: body.mood, note: body.note, updated_at: '2026-01-01T00:00:00Z' },
      };
    });
    renderRoute(<InteriorWeatherWidget />, '/');
    const top = await screen.findByRole('button', { name: 'Top' });
    expect(screen.getByText('14 derniers jours : 1 Top, 0 Pas top')).toBeInTheDocument();
    await userEvent.click(top);
    expect(top).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(top).toBeEnabled()); // saved
    await userEvent.click(screen.getByRole('button', { name: 'Pas top' }));
    await waitFor(() => expect(top).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Pas top' })).toHaveAttribute('aria-pressed', 'true');
    expect(top).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('14 derniers jours : 1 Top, 1 Pas top')).toBeInTheDocument();
    const puts = api.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.url.pathname)).toEqual([
      `/api/dashboard/interior_weather/${today}`,
      `/api/dashboard/interior_weather/${today}`,
    ]);
    expect(puts.map((r) => r.body)).toEqual([
      { mood: 'top', note: null },
      { mood: 'not_top', note: null },
    ]);
  });

  it('gives screen readers the 14 days as text', async () => {
    mockApi(() => ({ status: 200, body: { days: 14, entries: [] } }));
    renderRoute(<InteriorWeatherWidget />, '/');
    await screen.findByRole('button', { name: 'Top' });
    expect(screen.getAllByText(/pas de saisie/)).toHaveLength(14);
  });

  it('shows the mood at once, saves it after, and puts the day back when the save fails', async () => {
    const today = localDay();
    const answer = deferred<Reply>();
    const api = mockApi((request) =>
      request.method === 'GET' ? { status: 200, body: { days: 14, entries: [] } } : answer.promise,
    );
    renderRoute(<InteriorWeatherWidget />, '/');
    const top = await screen.findByRole('button', { name: 'Top' });
    await userEvent.click(top);
    expect(top).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('14 derniers jours : 1 Top, 0 Pas top')).toBeInTheDocument();
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(top).toBeDisabled(); // one save at a time
    answer.resolve({ status: 500, body: { errors: { base: ['Le serveur est indisponible.'] } } });
    expect(await screen.findByText('Le serveur est indisponible.')).toBeInTheDocument();
    expect(top).toHaveAttribute('aria-pressed', 'false');
    expect(top).toBeEnabled();
    expect(screen.getByText('14 derniers jours : 0 Top, 0 Pas top')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.url.pathname).toBe(
      `/api/dashboard/interior_weather/${today}`,
    );
  });
});
