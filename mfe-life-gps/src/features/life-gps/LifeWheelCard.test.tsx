import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferred,
  lifeGpsAreas,
  lifeGpsResult,
  mockApi,
  resetEnvironment,
  switchLanguage,
} from '@coach/shared/testing';
import type { RecordedRequest, Reply } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { renderMyLifeGps } from '../../testing/render-pages.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const LATEST = '/api/dashboard/results/latest/le-gps-de-ma-vie';
const MAIN_GOAL = '/api/dashboard/main_goal';

/** The page's api: the wheel as `wheel` answers, no main goal yet. */
function api(wheel: (request: RecordedRequest) => Reply | Promise<Reply>) {
  return mockApi((request) =>
    request.url.pathname === MAIN_GOAL ? { status: 200, body: { goal: null, steps: [] } } : wheel(request),
  );
}

/** The latest result, its areas named in the request's language. */
const inEnglish = () =>
  lifeGpsResult({
    areas: lifeGpsAreas([
      ['health', 'Health', 6, 8],
      ['family', 'Family', 7, 7],
      ['work', 'Work', 3, 9],
      ['money', 'Money', 5, 4],
    ]),
  });

const noResultYet: Reply = {
  status: 404,
  body: { errors: { base: ['Vous n’avez pas encore de résultat pour ce test.'], code: ['no_result_yet'] } },
};

describe('the life wheel card of /my_life_gps', () => {
  it('holds the wheel’s place while the result loads', async () => {
    const pending = deferred<Reply>();
    api(() => pending.promise);
    const { container } = renderMyLifeGps();
    expect(await screen.findByRole('status', { name: 'Chargement' })).toHaveAttribute('aria-busy', 'true');
    // The wheel's grid stands in for the wheel, hidden from assistive technologies.
    expect(container.querySelector('[aria-hidden="true"] svg line')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    pending.resolve({ status: 200, body: lifeGpsResult() });
    expect(await screen.findByRole('img', { name: /^Votre roue de vie/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws the latest wheel with its date, the largest gaps and the way to the full result', async () => {
    const mocked = api(() => ({ status: 200, body: lifeGpsResult() }));
    const { container } = renderMyLifeGps();
    const wheel = await screen.findByRole('img', {
      name: 'Votre roue de vie : maintenant et souhaité, de 0 à 10 par domaine',
    });
    // No table beside it: the values are the image's description.
    expect(wheel).toHaveAccessibleDescription(
      'Santé : maintenant 6, souhaité 8. Famille : maintenant 7, souhaité 7. Travail : maintenant 3, souhaité 9. Argent : maintenant 5, souhaité 4.',
    );
    expect(container.querySelectorAll('polygon[data-ring]')).toHaveLength(2);
    expect(screen.getByTestId('life-wheel-date')).toHaveTextContent('Test passé le 21 novembre 2026');
    expect(screen.getByRole('heading', { level: 3, name: 'Les plus grands écarts' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Travail', 'Santé']);
    expect(screen.getByRole('link', { name: 'Voir mon résultat complet' })).toHaveAttribute(
      'href',
      '/training_results/le-gps-de-ma-vie/my_life_gps',
    );
    expect(new Set(mocked.requests.map((request) => request.url.pathname))).toEqual(
      new Set([LATEST, MAIN_GOAL]),
    );
  });

  it('reads the wheel again in the page’s new language', async () => {
    const mocked = api((request) => ({
      status: 200,
      body: request.headers.get('Accept-Language') === 'en' ? inEnglish() : lifeGpsResult(),
    }));
    renderMyLifeGps();
    expect(await screen.findByRole('img')).toHaveAccessibleDescription(/^Santé : maintenant 6/);
    await switchLanguage('en');
    expect(await screen.findByRole('img', { name: /^Your wheel of life/ })).toHaveAccessibleDescription(
      /^Health: now 6, wished 8\./,
    );
    expect(screen.getByTestId('life-wheel-date')).toHaveTextContent('Test taken on November 21, 2026');
    expect(mocked.requests.map((request) => request.headers.get('Accept-Language'))).toContain('en');
  });

  it('without a result yet, invites to take the test', async () => {
    api(() => noResultYet);
    renderMyLifeGps();
    expect(
      await screen.findByText(/Votre roue apparaîtra ici après le test « Le GPS de ma vie »/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faire le test' })).toHaveAttribute(
      'href',
      '/training/le-gps-de-ma-vie',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails on its own, with a retry', async () => {
    let down = true;
    api(() =>
      down
        ? { status: 503, body: { errors: { base: ['Service indisponible'] } } }
        : { status: 200, body: lifeGpsResult() },
    );
    renderMyLifeGps();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByRole('img', { name: /^Votre roue de vie/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
