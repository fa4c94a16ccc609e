import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@coach/shared/life-gps';
import { deferred, mockApi, resetEnvironment, type RecordedRequest } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { localDay, shiftDay } from '../../lib/local-days.ts';
import { renderMyCommitments } from '../../testing/render-pages.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const at = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString();
const tomorrow = shiftDay(localDay(), 1);

const appointment = (id: string, title: string): Appointment => ({
  id,
  title,
  starts_at: at(tomorrow, '18:30'),
  ends_at: at(tomorrow, '19:30'),
  location: null,
  note: null,
  created_at: at(tomorrow, '08:00'),
  updated_at: at(tomorrow, '08:00'),
  session: null,
});

/**
 * The page's api, its appointments 20 a page: POST adds one, DELETE removes one (404 when it is
 * not there). `held`: the pages answered only once it settles.
 */
function api(appointments: Appointment[], held: { page: number; until: Promise<void> } | null = null) {
  let stored = appointments;
  return mockApi(async (request: RecordedRequest) => {
    const path = `${request.method} ${request.url.pathname}`;
    if (path === 'GET /api/dashboard/main_goal') return { status: 200, body: { goal: null, steps: [] } };
    if (path === 'GET /api/dashboard/calendar_feed')
      return { status: 200, body: { active: false, created_at: null } };
    if (path === 'GET /api/dashboard/commitments')
      return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
    if (path === 'GET /api/dashboard/appointments') {
      const page = Number(request.url.searchParams.get('page'));
      const items = stored.slice((page - 1) * 20, page * 20);
      if (held?.page === page) await held.until;
      return { status: 200, body: { items, page, per_page: 20, total: stored.length } };
    }
    if (path === 'POST /api/dashboard/appointments') {
      const added = { ...appointment('new', ''), ...(request.body as object) } as Appointment;
      stored = [added, ...stored];
      return { status: 201, body: added };
    }
    if (path.startsWith('DELETE /api/dashboard/appointments/')) {
      const left = stored.filter((a) => !path.endsWith(`/${a.id}`));
      if (left.length === stored.length)
        return { status: 404, body: { errors: { base: ['Rendez-vous introuvable.'] } } };
      stored = left;
      return { status: 204 };
    }
    return { status: 500, body: { errors: { base: [`unexpected ${path}`] } } };
  });
}

const schedule = () => screen.findByRole('region', { name: 'Mon agenda' });

describe('/my_commitments: the schedule, pressed twice or overtaken', () => {
  it('deletes an appointment once when “Delete” is double-clicked, without an error after', async () => {
    const mocked = api([appointment('a1', 'Séance de kiné')]);
    renderMyCommitments();
    const section = await schedule();
    const remove = await within(section).findByRole('button', { name: 'Supprimer Séance de kiné' });
    await userEvent.dblClick(remove);
    expect(await within(section).findByText('Aucun rendez-vous à venir.')).toBeInTheDocument();
    expect(mocked.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(within(section).queryByText('Rendez-vous introuvable.')).not.toBeInTheDocument();
  });

  it('keeps an appointment added while “Show more” was being read', async () => {
    const more = deferred<void>();
    const many = Array.from({ length: 21 }, (_, i) => appointment(`a${i + 1}`, `Rendez-vous ${i + 1}`));
    api(many, { page: 2, until: more.promise });
    renderMyCommitments();
    const section = await schedule();
    await within(section).findByText('Rendez-vous 1', { selector: 'strong' });
    await userEvent.click(within(section).getByRole('button', { name: 'Afficher plus' }));
    await userEvent.type(within(section).getByRole('textbox', { name: /^Titre/ }), 'Dîner chez Inès');
    await userEvent.click(within(section).getByRole('button', { name: 'Ajouter le rendez-vous' }));
    expect(await within(section).findByText('Dîner chez Inès', { selector: 'strong' })).toBeInTheDocument();
    more.resolve();
    // The next page as read before the new appointment: dropped, the list read since kept.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(section).getByText('Dîner chez Inès', { selector: 'strong' })).toBeInTheDocument();
    expect(within(section).queryByText('Rendez-vous 21', { selector: 'strong' })).not.toBeInTheDocument();
  });
});
