import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, switchLanguage, type Reply } from '@coach/shared/testing';
import { signInAs } from '../../testing/users.ts';
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

function api(surveys: unknown[]) {
  return mockApi((request): Reply => {
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
    signInAs('coach');
    api([
      { ...survey(2, null), id: 's-open' },
      { ...survey(4, null, { closed: true }), id: 's-few' },
      { ...survey(4, null, { whole_team: false, closed: true }), id: 's-chosen' },
    ]);
    renderRoute(<SurveysPage />, '/my_team/surveys');
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
    signInAs('manager');
    api([survey(6, { top: 4, not_top: 2 }, { recipients: 7 })]);
    renderRoute(<SurveysPage />, '/my_team/surveys');
    expect(await screen.findByRole('progressbar', { name: 'Part de « Top »' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.queryByRole('button', { name: /Relancer/ })).not.toBeInTheDocument();
  });

  it('reminds those who have not answered an open survey', async () => {
    signInAs('manager');
    const { requests } = api([survey(3, null, { recipients: 4 })]);
    renderRoute(<SurveysPage />, '/my_team/surveys');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Relancer la personne sans réponse' }));
    expect(await screen.findByText('Rappel envoyé à 2 personnes.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url.pathname).toBe(
      '/api/dashboard/team/surveys/s-1/remind',
    );
  });

  it('sends to chosen members with a due date', async () => {
    signInAs('hr');
    const { requests } = api([]);
    renderRoute(<SurveysPage />, '/my_team/surveys');
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
});
