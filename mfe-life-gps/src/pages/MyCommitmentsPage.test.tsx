import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment, CalendarFeed } from '@coach/shared/life-gps';
import { deferred, mockApi, resetEnvironment, type RecordedRequest, type Reply } from '@coach/shared/testing';
import { registerNamespace } from '../i18n/namespace.ts';
import { localDay, shiftDay, startOfDay } from '../lib/local-days.ts';
import { renderMyCommitments } from '../testing/render-pages.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const at = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString();
const tomorrow = shiftDay(localDay(), 1);

const appointment = (id: string, title: string, location: string | null = null): Appointment => ({
  id,
  title,
  starts_at: at(tomorrow, '18:30'),
  ends_at: at(tomorrow, '19:30'),
  location,
  note: null,
  created_at: at(tomorrow, '08:00'),
  updated_at: at(tomorrow, '08:00'),
  session: null,
});

/**
 * The page's api: the goal's steps, the feed, the commitments (none), the appointments as
 * `appointments` holds them (POST adds, DELETE removes), and whatever `extra` answers first.
 */
function api(
  extra: (request: RecordedRequest) => Reply | Promise<Reply> | undefined = () => undefined,
  feed: CalendarFeed = { active: false, created_at: null },
) {
  let appointments = [appointment('a1', 'Séance de kiné', '12 rue des Lilas, Lyon')];
  return mockApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    const path = `${request.method} ${request.url.pathname}`;
    if (path === 'GET /api/dashboard/main_goal') return { status: 200, body: { goal: null, steps: [] } };
    if (path === 'GET /api/dashboard/calendar_feed') return { status: 200, body: feed };
    if (path === 'GET /api/dashboard/commitments')
      return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
    if (path === 'GET /api/dashboard/appointments')
      return {
        status: 200,
        body: { items: appointments, page: 1, per_page: 20, total: appointments.length },
      };
    if (path === 'POST /api/dashboard/appointments') {
      const added = { ...appointment('a2', ''), ...(request.body as object) } as Appointment;
      appointments = [...appointments, added];
      return { status: 201, body: added };
    }
    if (path.startsWith('DELETE /api/dashboard/appointments/')) {
      appointments = appointments.filter((a) => !path.endsWith(`/${a.id}`));
      return { status: 204 };
    }
    return { status: 500, body: { errors: { base: [`unexpected ${path}`] } } };
  });
}

const schedule = () => screen.findByRole('region', { name: 'Mon agenda' });

describe('/my_commitments: the schedule', () => {
  it('reads the upcoming appointments from the start of my day, with the commitments open on my day', async () => {
    const mocked = api();
    renderMyCommitments();
    expect(await screen.findByText('Séance de kiné', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun engagement en cours.')).toBeInTheDocument();
    const query = (pathname: string) =>
      mocked.requests.find((request) => request.url.pathname === pathname)?.url.searchParams;
    expect(query('/api/dashboard/appointments')?.get('from')).toBe(startOfDay(localDay()).toISOString());
    expect(query('/api/dashboard/commitments')?.get('today')).toBe(localDay());
    expect(query('/api/dashboard/commitments')?.get('status')).toBe('open');
  });

  it('adds an appointment on the day the form opens on, then shows it in the list', async () => {
    const mocked = api();
    renderMyCommitments();
    const section = await schedule();
    await within(section).findByText('Séance de kiné', { selector: 'strong' });
    expect(within(section).getByLabelText(/^Date/)).toHaveValue(localDay());
    await userEvent.type(within(section).getByRole('textbox', { name: /^Titre/ }), 'Dîner chez Inès');
    await userEvent.click(within(section).getByRole('button', { name: 'Ajouter le rendez-vous' }));
    expect(await within(section).findByText('Dîner chez Inès', { selector: 'strong' })).toBeInTheDocument();
    // Kept on screen while read again: the list never went back to its loading state.
    expect(within(section).getByText('Séance de kiné', { selector: 'strong' })).toBeInTheDocument();
    const post = mocked.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Dîner chez Inès', starts_at: at(localDay(), '09:00') });
  });

  it('deletes an appointment', async () => {
    api();
    renderMyCommitments();
    const section = await schedule();
    await userEvent.click(await within(section).findByRole('button', { name: 'Supprimer Séance de kiné' }));
    expect(await within(section).findByText('Aucun rendez-vous à venir.')).toBeInTheDocument();
  });

  it('shows the appointments’ failure with a retry, the rest of the page working', async () => {
    let down = true;
    api((request) =>
      down && request.url.pathname === '/api/dashboard/appointments'
        ? { status: 503, body: { errors: { base: ['Agenda momentanément indisponible.'] } } }
        : undefined,
    );
    renderMyCommitments();
    const section = await schedule();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Agenda momentanément indisponible.');
    expect(screen.getByText('Aucun engagement en cours.')).toBeInTheDocument();
    down = false;
    await userEvent.click(within(section).getByRole('button', { name: /Réessayer/ }));
    expect(await within(section).findByText('Séance de kiné', { selector: 'strong' })).toBeInTheDocument();
  });

  it('creates the private calendar link, shown once', async () => {
    const created = deferred<Reply>();
    api((request) =>
      request.method === 'POST' && request.url.pathname === '/api/dashboard/calendar_feed'
        ? created.promise
        : undefined,
    );
    renderMyCommitments();
    expect(await screen.findByText('Pas encore de lien d’agenda privé.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Créer un lien d’agenda privé' }));
    created.resolve({
      status: 201,
      body: {
        active: true,
        created_at: '2026-11-25T09:00:00.000Z',
        url: 'https://coach.example/calendar/7f3a9c.ics',
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Mon lien d’agenda privé' })).toHaveValue(
      'https://coach.example/calendar/7f3a9c.ics',
    );
    expect(screen.getByRole('button', { name: 'Révoquer le lien' })).toBeInTheDocument();
  });

  it('says since when the calendar link is active, and revokes it', async () => {
    const mocked = api(
      (request) =>
        request.method === 'DELETE' && request.url.pathname === '/api/dashboard/calendar_feed'
          ? { status: 204 }
          : undefined,
      { active: true, created_at: '2026-11-03T12:00:00.000Z' },
    );
    renderMyCommitments();
    expect(
      await screen.findByText('Un lien d’agenda privé est actif depuis le 3 novembre 2026.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
    expect(await screen.findByText('Pas encore de lien d’agenda privé.')).toBeInTheDocument();
    await waitFor(() => expect(mocked.requests.some((request) => request.method === 'DELETE')).toBe(true));
  });
});
