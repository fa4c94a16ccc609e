import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, type Reply } from '@coach/shared/testing';
import { teamListData } from '../../lib/team-list-data.ts';
import { signInAs } from '../../testing/users.ts';
import TeamListPage from './TeamListPage.tsx';

beforeEach(() => resetEnvironment());

const member = (i: number) => ({
  id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  firstname: 'Alex',
  lastname: `Nom${i}`,
  email: `alex${i}@example.com`,
  status: 'invited' as const,
  has_account: false,
  joined_at: null,
  invitation: null,
  progress: null,
});

describe('/my_team/list, paged by key (docs/adr/0017)', () => {
  it('reads the next page after the cursor the page shown names, the previous one by number', async () => {
    signInAs('coach');
    const { requests } = mockApi((request): Reply => {
      const page = Number(request.url.searchParams.get('page') ?? 1);
      const items = page === 2 ? [member(51)] : [member(1)];
      return { status: 200, body: { items, page, per_page: 50, total: 51, next: page === 1 ? 'TjE' : null } };
    });
    renderRoute(<TeamListPage />, '/my_team/list', '/my_team/list', teamListData);
    expect(await screen.findByText('Page 1 sur 2')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Alex Nom51')).toBeInTheDocument();
    const next = requests.at(-1)?.url.searchParams;
    expect([next?.get('page'), next?.get('after')]).toEqual(['2', 'TjE']);
    await user.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByText('Alex Nom1')).toBeInTheDocument();
    const previous = requests.at(-1)?.url.searchParams;
    expect([previous?.get('page'), previous?.get('after')]).toEqual(['1', null]);
  });
});
