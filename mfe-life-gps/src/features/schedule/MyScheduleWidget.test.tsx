import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { localDay, weekOf } from '../../lib/local-days.ts';
import MyScheduleWidget from './MyScheduleWidget.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const EMPTY = { appointments: [], commitments: [] };

describe('the "my schedule" widget', () => {
  it('shows the week Dim–Sam and "Aucun rendez-vous" on an empty day, "No appointment" in English', async () => {
    const api = mockApi(() => ({ status: 200, body: EMPTY }));
    renderRoute(<MyScheduleWidget />, '/');
    expect(await screen.findByText('Aucun rendez-vous')).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Semaine' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(
      weekOf(localDay()).map(
        (d) => `${['Dim', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam'][d.weekday]}${Number(d.day.slice(8))}`,
      ),
    );
    // The api reads the local week: its days and the instants they span.
    const query = api.requests[0]?.url.searchParams;
    const week = weekOf(localDay());
    expect(query?.get('first_day')).toBe(week[0]?.day);
    expect(query?.get('to')).toBe(week[6]?.end.toISOString());
    await switchLanguage('en');
    expect(screen.getByText('No appointment')).toBeInTheDocument();
    // Every day of the strip, today's (pressed) included: on a Sunday, Sunday is the pressed one.
    const days = [true, false].flatMap((pressed) => screen.getAllByRole('button', { pressed }));
    expect(days.map((b) => b.textContent?.slice(0, 3))).toContain('Sun');
  });

  it('lists the chosen day’s appointments and commitments; arrow keys move between days', async () => {
    const week = weekOf(localDay());
    const today = week.find((d) => d.day === localDay());
    if (!today) throw new Error('today is in its week');
    const start = new Date(today.start.getTime() + 10 * 3_600_000).toISOString();
    const end = new Date(today.start.getTime() + 11 * 3_600_000).toISOString();
    mockApi(() => ({
      status: 200,
      body: {
        appointments: [
          {
            id: 'a1',
            title: 'Séance de coaching',
            starts_at: start,
            ends_at: end,
            location: 'Lyon',
            note: null,
            created_at: start,
            updated_at: start,
          },
        ],
        commitments: [
          {
            id: 'c1',
            text: 'Marcher 30 minutes',
            due_date: today.day,
            repeat_weekly: false,
            life_area: null,
            step_id: null,
            done_through: null,
            created_at: start,
            occurrences: [today.day],
          },
        ],
      },
    }));
    renderRoute(<MyScheduleWidget />, '/');
    expect(await screen.findByText('Séance de coaching')).toBeInTheDocument();
    expect(screen.getByText('Marcher 30 minutes')).toBeInTheDocument();
    const selected = screen.getByRole('button', { pressed: true });
    expect(selected).toHaveAttribute('aria-current', 'date');
    selected.focus();
    await userEvent.keyboard(today.weekday === 0 ? '{ArrowRight}' : '{ArrowLeft}');
    expect(screen.getByRole('button', { pressed: true })).not.toBe(selected);
    expect(screen.getByRole('button', { pressed: true })).toHaveFocus();
    expect(screen.getByText('Aucun rendez-vous')).toBeInTheDocument();
  });

  it('shows its own error with a retry', async () => {
    let down = true;
    mockApi(() =>
      down ? { status: 500, body: { errors: { base: ['Erreur interne'] } } } : { status: 200, body: EMPTY },
    );
    renderRoute(<MyScheduleWidget />, '/');
    expect(await screen.findByText('Erreur interne')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByText('Aucun rendez-vous')).toBeInTheDocument();
  });
});
