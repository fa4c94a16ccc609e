import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Commitment } from '@coach/shared/life-gps';
import { mockApi, resetEnvironment, type RecordedRequest } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { localDay } from '../../lib/local-days.ts';
import { renderMyCommitments } from '../../testing/render-pages.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const commitment = (n: number): Commitment => ({
  id: `c${n}`,
  text: `Engagement ${n}`,
  due_date: localDay(),
  repeat_weekly: false,
  life_area: null,
  step_id: null,
  done_through: null,
  created_at: new Date().toISOString(),
});

/**
 * The api pages the commitments by key (docs/adr/0017): each page names `next`, the cursor the
 * following one is read after. 25 open ones: a first page of 20, then 5 after the cursor.
 */
function api() {
  const all = Array.from({ length: 25 }, (_, i) => commitment(i + 1));
  return mockApi(async (request: RecordedRequest) => {
    const path = `${request.method} ${request.url.pathname}`;
    if (path === 'GET /api/dashboard/main_goal') return { status: 200, body: { goal: null, steps: [] } };
    if (path === 'GET /api/dashboard/calendar_feed')
      return { status: 200, body: { active: false, created_at: null } };
    if (path === 'GET /api/dashboard/appointments')
      return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0, next: null } };
    if (path === 'GET /api/dashboard/commitments') {
      const after = request.url.searchParams.get('after');
      const page = Number(request.url.searchParams.get('page'));
      if (after === null)
        return {
          status: 200,
          body: { items: all.slice(0, 20), page, per_page: 20, total: 25, next: 'Y2Vj' },
        };
      if (after !== 'Y2Vj')
        return { status: 422, body: { errors: { after: ['Position dans la liste invalide.'] } } };
      return { status: 200, body: { items: all.slice(20), page, per_page: 20, total: 25, next: null } };
    }
    return { status: 500, body: { errors: { base: [`unexpected ${path}`] } } };
  });
}

describe('/my_commitments: the next page of the list', () => {
  it('is read after the cursor the page shown names, not by skipping rows', async () => {
    const mocked = api();
    renderMyCommitments();
    const list = await screen.findByRole('region', { name: 'La liste de mes engagements' });
    await within(list).findByText('Engagement 20', { selector: 'label' });
    await userEvent.click(within(list).getByRole('button', { name: 'Afficher plus' }));
    expect(await within(list).findByText('Engagement 25', { selector: 'label' })).toBeInTheDocument();
    const reads = mocked.requests.filter((r) => r.url.pathname === '/api/dashboard/commitments');
    const last = reads[reads.length - 1]!.url.searchParams;
    expect([last.get('after'), last.get('page')]).toEqual(['Y2Vj', '2']);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(25);
    expect(within(list).queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
  });
});
