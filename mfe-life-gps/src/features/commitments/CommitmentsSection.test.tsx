import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferred,
  mockApi,
  resetEnvironment,
  type MockedApi,
  type RecordedRequest,
  type Reply,
} from '@coach/shared/testing';
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

/** Holds the list's reads until `resolve()`: what the page draws before the list is read again. */
function holdListReads(api: MockedApi) {
  const reread = deferred<void>();
  const original = api.fetchMock.getMockImplementation() as (r: Request) => Promise<Response>;
  api.fetchMock.mockImplementation(async (request: Request) => {
    const answer = await original(request);
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/dashboard/commitments')
      await reread.promise;
    return answer;
  });
  return reread;
}

/** The page's reads other than the commitments': no goal, no feed, no appointment. */
function otherReads(path: string): Reply | null {
  if (path === '/api/dashboard/main_goal') return { status: 200, body: { goal: null, steps: [] } };
  if (path === '/api/dashboard/calendar_feed')
    return { status: 200, body: { active: false, created_at: null } };
  if (path === '/api/dashboard/appointments')
    return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
  return null;
}

/** `answerSave`: the answer to a PUT, when the test gives its own (undefined: saved as asked). */
function fakeApi(answerSave: () => Promise<Reply | undefined> = async () => undefined) {
  let items = [item('c1', 'Appeler Paul', shiftDay(today, -2)), item('c2', 'Lire 10 pages', today)];
  return mockApi(async (request: RecordedRequest) => {
    const path = request.url.pathname;
    const other = otherReads(path);
    if (other) return other;
    if (request.method === 'GET')
      return { status: 200, body: { items, page: 1, per_page: 20, total: items.length } };
    if (request.method === 'DELETE') {
      items = items.filter((c) => !path.endsWith(c.id));
      return { status: 204 };
    }
    const refused = request.method === 'PUT' ? await answerSave() : undefined;
    if (refused) return refused;
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
    const reread = holdListReads(api);
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

/** Each PUT waits for the test to answer it; `most`: how many were ever in flight at once. */
function heldSaves() {
  const answers: ((reply?: Reply) => void)[] = [];
  const held = {
    most: 0,
    inFlight: 0,
    answerSave: () =>
      new Promise<Reply | undefined>((resolve) => {
        held.inFlight += 1;
        held.most = Math.max(held.most, held.inFlight);
        answers.push((reply) => {
          held.inFlight -= 1;
          resolve(reply);
        });
      }),
    /** Answers the oldest save in flight: saved, or `reply`. */
    answer: (reply?: Reply) => answers.shift()?.(reply),
  };
  return held;
}

const watching: MutationObserver[] = [];
afterEach(() => watching.splice(0).forEach((observer) => observer.disconnect()));

/**
 * How the item is drawn, each change in order: `done`, `open` (its label's class) or `gone`. Read
 * on every change to the page, so that a flicker between two answers shows.
 */
function drawings(text: string) {
  const seen: string[] = [];
  const read = () => {
    const label = screen.queryByText(text, { selector: 'label' });
    const now = label === null ? 'gone' : label.classList.contains('doneText') ? 'done' : 'open';
    if (seen.at(-1) !== now) seen.push(now);
  };
  read();
  const observer = new MutationObserver(read);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  watching.push(observer);
  return seen;
}

/** Well past the paint a save waits for (`afterNextPaint` gives up on it after 100 ms). */
const pastThePaint = () => new Promise((resolve) => setTimeout(resolve, 150));

const saves = (api: MockedApi) => api.requests.filter((r) => r.method === 'PUT');
const listReads = (api: MockedApi) =>
  api.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/dashboard/commitments');

/** The page, its saves held until the test answers them. */
async function openWithHeldSaves() {
  const held = heldSaves();
  const api = fakeApi(held.answerSave);
  renderMyCommitments();
  await screen.findByText('Lire 10 pages', { selector: 'label' });
  return { held, api };
}

describe('/my_commitments: marking a commitment done, then undoing it at once', () => {
  const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Lire 10 pages' });

  it('saves one tap after the other, the undo last', async () => {
    const { held, api } = await openWithHeldSaves();
    await userEvent.click(box());
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    await userEvent.click(box());
    expect(box()).not.toBeChecked();
    await pastThePaint();
    expect(saves(api)).toHaveLength(1);
    held.answer();
    await waitFor(() => expect(saves(api)).toHaveLength(2));
    expect(box()).not.toBeChecked();
    const reads = listReads(api).length;
    held.answer();
    await waitFor(() => expect(listReads(api)).toHaveLength(reads + 1));
    expect(saves(api).map((r) => [r.url.pathname, r.body])).toEqual([
      ['/api/dashboard/commitments/c2', expect.objectContaining({ done_through: today })],
      ['/api/dashboard/commitments/c2', expect.objectContaining({ done_through: null })],
    ]);
    expect(held.most).toBe(1);
    expect(box()).not.toBeChecked();
  });

  it('draws the last tap throughout, the taps between never sent', async () => {
    const { held, api } = await openWithHeldSaves();
    const seen = drawings('Lire 10 pages');
    await userEvent.click(box());
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    for (const checked of [false, true, false]) {
      await userEvent.click(box());
      expect(box().checked).toBe(checked);
    }
    await pastThePaint();
    held.answer();
    await waitFor(() => expect(saves(api)).toHaveLength(2));
    const reads = listReads(api).length;
    held.answer();
    await waitFor(() => expect(listReads(api)).toHaveLength(reads + 1));
    await pastThePaint();
    expect(seen).toEqual(['open', 'done', 'open', 'done', 'open']);
    expect(saves(api).map((r) => (r.body as { done_through: unknown }).done_through)).toEqual([today, null]);
  });

  it('draws the item as the server has it when the last save fails, and says why', async () => {
    const { held, api } = await openWithHeldSaves();
    const seen = drawings('Lire 10 pages');
    await userEvent.click(box());
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    await userEvent.click(box());
    const reread = holdListReads(api);
    held.answer();
    await waitFor(() => expect(saves(api)).toHaveLength(2));
    held.answer({ status: 500, body: { errors: { base: ['Le serveur est indisponible.'] } } });
    expect(await screen.findByText('Le serveur est indisponible.')).toBeInTheDocument();
    // The server kept the first save: done, so off the open list while it is read again.
    await waitFor(() => expect(seen).toEqual(['open', 'done', 'open', 'gone']));
    reread.resolve();
  });
});

/**
 * Holds the requests `method` sends until `answer()`: then answered as the fake api does, or with
 * `reply` when given.
 */
function holdRequests(api: MockedApi, method: string) {
  const answer = deferred<Reply | undefined>();
  const original = api.fetchMock.getMockImplementation() as (r: Request) => Promise<Response>;
  api.fetchMock.mockImplementation(async (request: Request) => {
    if (request.method !== method) return original(request);
    const reply = await answer.promise;
    if (!reply) return original(request);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { answer: (reply?: Reply) => answer.resolve(reply) };
}

/** The requests sent with `method`, answered or not. */
const sent = (api: MockedApi, method: string) =>
  api.fetchMock.mock.calls.filter(([request]) => request.method === method);

describe('/my_commitments: pressing twice', () => {
  it('restores a deleted commitment once when “Undo” is double-clicked', async () => {
    const api = fakeApi();
    renderMyCommitments();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Appeler Paul' }));
    const undo = await screen.findByRole('button', { name: 'Annuler la suppression' });
    const restore = holdRequests(api, 'POST');
    await userEvent.dblClick(undo);
    restore.answer();
    expect(await screen.findByText('Appeler Paul', { selector: 'label' })).toBeInTheDocument();
    expect(sent(api, 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Annuler la suppression' })).not.toBeInTheDocument();
  });

  it('offers “Undo” again when the restore fails', async () => {
    const api = fakeApi();
    renderMyCommitments();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Appeler Paul' }));
    const restore = holdRequests(api, 'POST');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la suppression' }));
    restore.answer({ status: 500, body: { errors: { base: ['Le serveur est indisponible.'] } } });
    expect(await screen.findByText('Le serveur est indisponible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler la suppression' })).toBeEnabled();
  });

  it('deletes a commitment once when “Delete” is double-clicked, without an error after', async () => {
    const api = fakeApi();
    renderMyCommitments();
    const remove = await screen.findByRole('button', { name: 'Supprimer Appeler Paul' });
    const deletion = holdRequests(api, 'DELETE');
    await userEvent.dblClick(remove);
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('aria-busy', 'true');
    deletion.answer();
    expect(await screen.findByRole('button', { name: 'Annuler la suppression' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Appeler Paul', { selector: 'label' })).not.toBeInTheDocument(),
    );
    expect(sent(api, 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/my_commitments: “Show more”, then another list before it answers', () => {
  it('drops the next page of the open ones once the “done” filter is chosen', async () => {
    const nextPage = deferred<void>();
    mockApi(async (request: RecordedRequest) => {
      const path = request.url.pathname;
      const other = otherReads(path);
      if (other) return other;
      const params = request.url.searchParams;
      if (params.get('status') === 'done')
        return {
          status: 200,
          body: { items: [item('d1', 'Méditer', today)], page: 1, per_page: 20, total: 1 },
        };
      if (params.get('page') === '2') {
        await nextPage.promise;
        return {
          status: 200,
          body: { items: [item('c2', 'Lire 10 pages', today)], page: 2, per_page: 20, total: 2 },
        };
      }
      return {
        status: 200,
        body: { items: [item('c1', 'Appeler Paul', today)], page: 1, per_page: 20, total: 2 },
      };
    });
    renderMyCommitments();
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tenus' }));
    expect(await screen.findByText('Méditer', { selector: 'label' })).toBeInTheDocument();
    nextPage.resolve();
    await act(pastThePaint);
    expect(screen.queryByText('Appeler Paul', { selector: 'label' })).not.toBeInTheDocument();
    expect(screen.queryByText('Lire 10 pages', { selector: 'label' })).not.toBeInTheDocument();
    expect(screen.getByText('Méditer', { selector: 'label' })).toBeInTheDocument();
  });
});
