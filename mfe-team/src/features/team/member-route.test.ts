import { mockApi } from '@coach/shared/testing';
import { memberIdOf, memberLoader, type MemberPageData } from './member-route.ts';

const ID = '0b7f6c1e-2f1a-4c55-9a7e-3d2b1c0a9f88';
const args = (member: string) =>
  ({ params: { member }, request: new Request(`http://localhost/my_team/${member}`), context: {} }) as never;

describe('memberIdOf', () => {
  it.each([
    [`edit-${ID}`, ID],
    [`edit-${ID.toUpperCase()}`, ID],
    ['edit-42', null],
    [`${ID}`, null],
    [`edit-${ID}x`, null],
    ['list', null],
    [undefined, null],
  ])('%s → %s', (segment, id) => {
    expect(memberIdOf(segment)).toBe(id);
  });
});

describe('memberLoader (the validity check of /my_team/edit-{id})', () => {
  const status = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'page',
      (error: unknown) => (error instanceof Response ? error.status : 'other'),
    );

  it('answers 404 for a malformed id without asking the api', async () => {
    const { requests } = mockApi({ status: 200, body: {} });
    expect(await status(memberLoader(args('edit-42')))).toBe(404);
    expect(requests).toHaveLength(0);
  });

  it('answers 404 when the api does not know the member in this team', async () => {
    const { requests } = mockApi({ status: 404, body: { errors: { base: ['Introuvable'] } } });
    expect(await status(memberLoader(args(`edit-${ID}`)))).toBe(404);
    expect(requests[0]?.url.pathname).toBe(`/api/dashboard/team/members/${ID}`);
  });

  it.each([200, 403, 500])('leaves a %s to the page', async (code) => {
    mockApi({ status: code, body: code === 200 ? {} : { errors: { base: ['x'] } } });
    expect(await status(memberLoader(args(`edit-${ID}`)))).toBe('page');
  });

  it('hands the page the member it read, and their sessions from the start of today', async () => {
    const { requests } = mockApi((request) =>
      request.url.pathname.endsWith('/sessions')
        ? { status: 200, body: { items: [], page: 1, per_page: 50, total: 0 } }
        : { status: 200, body: { id: ID } },
    );
    const data = (await memberLoader(args(`edit-${ID}`))) as MemberPageData;
    expect(data.member).toEqual({ ok: true, body: { id: ID } });
    await expect(data.sessions).resolves.toEqual({
      ok: true,
      body: { items: [], page: 1, per_page: 50, total: 0 },
    });
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(requests[1]?.url.searchParams.get('from')).toBe(midnight.toISOString());
  });
});
