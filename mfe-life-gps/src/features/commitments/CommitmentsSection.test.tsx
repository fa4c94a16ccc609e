import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, resetEnvironment, type RecordedRequest, type Reply } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { localDay, shiftDay } from '../../lib/local-days.ts';
import { renderMyCommitments } from '../../testing/render-pages.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const today = localDay();
const item = (id: string, text: string, due_date: string) => ({
  id,
  text,
  due_date,
  repeat_weekly: false,
  life_area: null,
  step_id: null,
  done_through: null,
  created_at: '2026-01-01T00:00:00Z',
});

function fakeApi() {
  let items = [item('c1', 'Appeler Paul', shiftDay(today, -2)), item('c2', 'Lire 10 pages', today)];
  return mockApi((request: RecordedRequest) => {
    const path = request.url.pathname;
    if (path === '/api/dashboard/main_goal') return { status: 200, body: { goal: null, steps: [] } };
    if (path === '/api/dashboard/calendar_feed')
      return { status: 200, body: { active: false, created_at: null } };
    if (path === '/api/dashboard/appointments')
      return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
    if (request.method === 'GET')
      return { status: 200, body: { items, page: 1, per_page: 20, total: items.length } };
    if (request.method === 'DELETE') {
      items = items.filter((c) => !path.endsWith(c.id));
      return { status: 204 };
    }
    const body = request.body as Record<string, unknown>;
    const saved = {
      ...item(request.method === 'POST' ? 'c3' : (path.split('/').pop() ?? ''), '', today),
      ...body,
    };
    items = [...items.filter((c) => c.id !== saved.id), saved as ReturnType<typeof item>];
    return { status: request.method === 'POST' ? 201 : 200, body: saved };
  });
}

describe('/my_commitments: the commitments', () => {
  it('highlights overdue ones; marking done sends the occurrence done', async () => {
    const api = fakeApi();
    renderMyCommitments();
    const late = (await screen.findByText('Appeler Paul', { selector: 'label' })).closest('li');
    expect(late).toHaveAttribute('data-overdue', 'true');
    expect(within(late as HTMLElement).getByText(/En retard/)).toBeInTheDocument();
    expect(screen.getByText('Lire 10 pages', { selector: 'label' }).closest('li')).not.toHaveAttribute(
      'data-overdue',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lire 10 pages' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'PUT')).toBeDefined());
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/dashboard/commitments/c2');
    expect(put?.body).toMatchObject({ text: 'Lire 10 pages', done_through: today });
  });

  it('takes a commitment done off the open list once saved, before the list is read again', async () => {
    const api = fakeApi();
    renderMyCommitments();
    await screen.findByText('Lire 10 pages', { selector: 'label' });
    const reread = deferred<void>();
    const original = api.fetchMock.getMockImplementation() as (r: Request) => Promise<Response>;
    api.fetchMock.mockImplementation(async (request: Request) => {
      const answer = await original(request);
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/dashboard/commitments')
        await reread.promise;
      return answer;
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lire 10 pages' }));
    await waitFor(() =>
      expect(screen.queryByText('Lire 10 pages', { selector: 'label' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Appeler Paul', { selector: 'label' })).toBeInTheDocument();
    reread.resolve();
  });

  it('shows a commitment done at once, and as it was when the save fails', async () => {
    const api = fakeApi();
    renderMyCommitments();
    await screen.findByText('Lire 10 pages', { selector: 'label' });
    const answer = deferred<Reply>();
    const original = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (request: Request) =>
      request.method === 'PUT'
        ? answer.promise.then(
            (reply) =>
              new Response(JSON.stringify(reply.body), {
                status: reply.status,
                headers: { 'Content-Type': 'application/json' },
              }),
          )
        : (original as (r: Request) => Promise<Response>)(request),
    );
    const box = screen.getByRole('checkbox', { name: 'Lire 10 pages' });
    await userEvent.click(box);
    expect(box).toBeChecked(); // before the api answers
    expect(screen.getByText('Lire 10 pages', { selector: 'label' })).toHaveClass('doneText');
    answer.resolve({ status: 500, body: { errors: { base: ['Le serveur est indisponible.'] } } });
    expect(await screen.findByText('Le serveur est indisponible.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lire 10 pages' })).not.toBeChecked();
  });

  it('deletes with undo', async () => {
    const api = fakeApi();
    renderMyCommitments();
    await screen.findByText('Appeler Paul', { selector: 'label' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Appeler Paul' }));
    expect(await screen.findByRole('button', { name: 'Annuler la suppression' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la suppression' }));
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ text: 'Appeler Paul', due_date: shiftDay(today, -2) });
  });

  it('shows the field errors of the api beside their fields', async () => {
    const api = fakeApi();
    renderMyCommitments();
    await screen.findByText('Appeler Paul', { selector: 'label' });
    const original = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (request: Request) =>
      request.method === 'POST'
        ? new Response(JSON.stringify({ errors: { text: ['Veuillez saisir un texte.'] } }), {
            status: 422,
            headers: { 'Content-Type': 'application/json' },
          })
        : (original as (r: Request) => Promise<Response>)(request),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter l’engagement' }));
    expect(await screen.findByText('Veuillez saisir un texte.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Je m’engage à/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a commitment due today unless another day is picked, and reads the list again', async () => {
    const api = fakeApi();
    renderMyCommitments();
    await screen.findByText('Appeler Paul', { selector: 'label' });
    expect(screen.getByLabelText(/^Échéance/)).toHaveValue(today);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Je m’engage à/ }),
      'Marcher 20 minutes après le déjeuner',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter l’engagement' }));
    expect(
      await screen.findByText('Marcher 20 minutes après le déjeuner', { selector: 'label' }),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      text: 'Marcher 20 minutes après le déjeuner',
      due_date: today,
    });
  });

  it('reads the commitments kept on my day under the “done” filter', async () => {
    const api = fakeApi();
    renderMyCommitments();
    await screen.findByText('Appeler Paul', { selector: 'label' });
    await userEvent.click(screen.getByRole('button', { name: 'Tenus' }));
    expect(screen.getByRole('button', { name: 'Tenus' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        api.requests
          .filter((r) => r.url.pathname === '/api/dashboard/commitments')
          .map((r) => [r.url.searchParams.get('status'), r.url.searchParams.get('today')]),
      ).toContainEqual(['done', today]),
    );
    expect(await screen.findByText('Appeler Paul', { selector: 'label' })).toBeInTheDocument();
  });
});
