import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, switchLanguage, type Reply } from '@coach/shared/testing';
import type { UserType } from '@coach/shared/schemas';
import { surveysRouteData } from '../../lib/team-route-data.ts';
import { whoamiReply } from '../../testing/users.ts';
import SurveysPage from './SurveysPage.tsx';

const survey = (
  answered: number,
  aggregate: { top: number; not_top: number } | null,
  { whole_team = true, closed = aggregate !== null, recipients = 4 } = {},
) => ({
  id: 's-1',
  kind: 'weather',
  due_on: '2026-12-01',
  created_at: '2026-11-23T10:00:00.000Z',
  reminded_at: null,
  recipients_count: recipients,
  answered_count: answered,
  whole_team,
  closed,
  aggregate,
});
const active = {
  id: '00000000-0000-4000-8000-000000000001',
  firstname: 'Sami',
  lastname: 'Benali',
  email: 'sami@example.com',
  status: 'active',
  has_account: true,
  joined_at: null,
  invitation: null,
  progress: null,
};

beforeEach(() => resetEnvironment());

// With the route's loader, as the shell mounts it: the reads start there (docs/server-render.md).
// The auth store stays empty: the page knows the member from the route's whoami.
const renderSurveys = () =>
  renderRoute(<SurveysPage />, '/my_team/surveys', '/my_team/surveys', {
    loader: surveysRouteData.loader,
    shouldRevalidate: surveysRouteData.shouldRevalidate,
  });

function api(userType: UserType, surveys: unknown[]) {
  return mockApi((request): Reply => {
    const whoami = whoamiReply(request, userType);
    if (whoami) return whoami;
    if (request.url.pathname.endsWith('/team/members'))
      return { status: 200, body: { items: [active], page: 1, per_page: 50, total: 1 } };
    if (request.method === 'POST' && request.url.pathname.endsWith('/remind'))
      return { status: 200, body: { reminded: 2 } };
    if (request.method === 'POST') return { status: 201, body: survey(0, null) };
    return { status: 200, body: { items: surveys, page: 1, per_page: 50, total: surveys.length } };
  });
}

describe('/my_team/surveys', () => {
  it('says why the result is withheld: open, too few answers, or chosen members', async () => {
    api('coach', [
      { ...survey(2, null), id: 's-open' },
      { ...survey(4, null, { closed: true }), id: 's-few' },
      { ...survey(4, null, { whole_team: false, closed: true }), id: 's-chosen' },
    ]);
    renderSurveys();
    expect(await screen.findByText('2 réponses sur 4')).toBeInTheDocument();
    expect(
      screen.getByText(
        'La part de Top et de Pas top apparaîtra une fois le questionnaire clos, après le 1 déc. 2026, si au moins 5 membres ont répondu.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Moins de 5 membres ont répondu : le résultat reste caché pour que personne ne puisse être reconnu.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Envoyé à des membres choisis : vous voyez combien ont répondu, jamais le résultat/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the Top share of a closed survey to the whole team; no reminder once closed', async () => {
    api('manager', [survey(6, { top: 4, not_top: 2 }, { recipients: 7 })]);
    renderSurveys();
    expect(await screen.findByRole('progressbar', { name: 'Part de « Top »' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.queryByRole('button', { name: /Relancer/ })).not.toBeInTheDocument();
  });

  it('reminds those who have not answered an open survey', async () => {
    const { requests } = api('manager', [survey(3, null, { recipients: 4 })]);
    renderSurveys();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Relancer la personne sans réponse' }));
    expect(await screen.findByText('Rappel envoyé à 2 personnes.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url.pathname).toBe(
      '/api/dashboard/team/surveys/s-1/remind',
    );
  });

  it('sends to chosen members with a due date', async () => {
    const { requests } = api('hr', []);
    renderSurveys();
    const user = userEvent.setup();
    await switchLanguage('en');
    expect(await screen.findByRole('heading', { name: 'No survey sent yet' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Answer by'), '2026-12-01');
    await user.click(screen.getByRole('radio', { name: 'Chosen members' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Sami Benali' }));
    await user.click(screen.getByRole('button', { name: 'Send the survey' }));
    expect(await screen.findByText('Survey sent to 4 members.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      due_on: '2026-12-01',
      member_ids: [active.id],
    });
  });
  it('tells a member who leads no team what the page is for, and never calls the leaders’ api', async () => {
    const { requests } = api('coachee', []);
    renderSurveys();
    expect(
      await screen.findByRole('heading', { name: 'Cette page est réservée aux responsables d’équipe' }),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/dashboard/whoami']);
  });

  it('reads the surveys again once one is sent', async () => {
    let sentSurveys: unknown[] = [];
    mockApi((request): Reply => {
      const whoami = whoamiReply(request, 'coach');
      if (whoami) return whoami;
      if (request.url.pathname.endsWith('/team/members'))
        return { status: 200, body: { items: [active], page: 1, per_page: 50, total: 1 } };
      if (request.method === 'POST') {
        sentSurveys = [survey(0, null, { recipients: 1 })];
        return { status: 201, body: sentSurveys[0] };
      }
      return { status: 200, body: { items: sentSurveys, page: 1, per_page: 50, total: sentSurveys.length } };
    });
    renderSurveys();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Aucun questionnaire envoyé' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tous les membres actifs (1)' })).toBeChecked();
    await user.type(screen.getByLabelText('À rendre au plus tard le'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Envoyer le questionnaire' }));
    expect(await screen.findByText('0 réponse sur 1')).toBeInTheDocument();
  });
});
