/**
 * The api calls the signed-in pages make, for a member and for a leader, with the calendar feed,
 * the account export, login and the writes people repeat (docs/product.md §8). One list for the
 * EXPLAIN test (explain-read-paths.test.ts) and `pnpm bench:scale` (api/bench/scale-bench.ts),
 * so that what is measured is what is checked for indexes.
 */

export type CallKind = 'page' | 'read' | 'export' | 'feed' | 'login' | 'write';

export interface ApiCall {
  name: string;
  kind: CallKind;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Sent without the member's token (login, the feed). */
  anonymous?: boolean;
  /** Answers that are the call working (default 200). */
  ok?: readonly number[];
}

/** What the calls need to name, found by asking the api as the member (discover.ts). */
export interface Discovered {
  /** The member's today (UTC), as the pages send it. */
  today: string;
  trainingSlug: string | null;
  moduleSlug: string | null;
  /** A quiz question of that module and the member's answer to it (sent again: a real upsert). */
  answer: { questionId: string; body: unknown } | null;
  resultId: string | null;
  /** A commitment of the member's and the body that marks it done. */
  commitment: { id: string; body: unknown } | null;
  /** The leader's first team member (leaders only). */
  memberId: string | null;
  /** `/api/calendar/<token>.ics`, made for the run. */
  feedPath: string | null;
  /** Per list of `DEEP_LISTS` (by name), the cursor of a page deep in it, when it has one. */
  deep: Record<string, string>;
}

/**
 * The lists people scroll, paged by key (docs/adr/0017, "Lists and history"): each is also read
 * at a page deep in the owner's history, by cursor (`after`, found by discover.ts), which must
 * read from its index at that position rather than skip the rows before it.
 */
export const DEEP_LISTS: readonly { name: string; path: (today: string) => string; leader: boolean }[] = [
  {
    name: 'commitments',
    path: (today) => `/api/dashboard/commitments?today=${today}&status=all`,
    leader: false,
  },
  {
    name: 'appointments',
    path: (today) => `/api/dashboard/appointments?from=${days(today, -730)}T00:00:00.000Z`,
    leader: false,
  },
  { name: 'results', path: () => '/api/dashboard/results?', leader: false },
  { name: 'surveys received', path: () => '/api/dashboard/surveys/received?', leader: false },
  { name: 'team members', path: () => '/api/dashboard/team/members?', leader: true },
  { name: 'invitations sent', path: () => '/api/dashboard/invitations/sent?', leader: true },
  { name: 'team surveys', path: () => '/api/dashboard/team/surveys?', leader: true },
];

/** `path` with `query` added. */
export const withQuery = (path: string, query: string) => `${path}${path.endsWith('?') ? '' : '&'}${query}`;

/** The reads of the deep pages, by cursor, of the lists of the member's role. */
function deepReads(d: Discovered, leader: boolean): ApiCall[] {
  return DEEP_LISTS.filter((list) => list.leader === leader && d.deep[list.name]).map((list) => ({
    name: `${list.name}, a deep page by cursor`,
    kind: 'read',
    method: 'GET',
    path: withQuery(list.path(d.today), `page=6&per_page=20&after=${d.deep[list.name]}`),
  }));
}

const PAGE = 'page=1&per_page=20';

function days(today: string, offset: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The reads of the pages every member opens: overview, trainings, results, life GPS, schedule, profile, team. */
export function memberReads(d: Discovered): ApiCall[] {
  const get = (name: string, path: string): ApiCall => ({ name, kind: 'read', method: 'GET', path });
  const monday = days(d.today, -((new Date(`${d.today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const calls: ApiCall[] = [
    get('whoami', '/api/dashboard/whoami'),
    get('interior weather, 14 days', `/api/dashboard/interior_weather?today=${d.today}`),
    get('commitments, open', `/api/dashboard/commitments?today=${d.today}&status=open&${PAGE}`),
    get('commitments, done', `/api/dashboard/commitments?today=${d.today}&status=done&${PAGE}`),
    get('appointments to come', `/api/dashboard/appointments?from=${d.today}T00:00:00.000Z&${PAGE}`),
    get(
      'schedule, a week',
      `/api/dashboard/schedule?first_day=${monday}&last_day=${days(monday, 6)}` +
        `&from=${monday}T00:00:00.000Z&to=${days(monday, 7)}T00:00:00.000Z`,
    ),
    get('main goal', '/api/dashboard/main_goal'),
    get('trainings', '/api/dashboard/trainings'),
    get('results', `/api/dashboard/results?${PAGE}`),
    get('profile', '/api/dashboard/profile'),
    get('sessions (devices)', '/api/dashboard/sessions'),
    get('calendar feed state', '/api/dashboard/calendar_feed'),
    get('memberships', '/api/dashboard/memberships'),
    get('invitations received', '/api/dashboard/invitations/received'),
    get('surveys received', `/api/dashboard/surveys/received?${PAGE}`),
  ];
  if (d.trainingSlug) {
    calls.push(get('training', `/api/dashboard/trainings/${d.trainingSlug}`));
    // 404 "no_result_yet" is what the page shows until the first test.
    calls.push({
      ...get('latest result', `/api/dashboard/results/latest/${d.trainingSlug}`),
      ok: [200, 404],
    });
  }
  if (d.trainingSlug && d.moduleSlug)
    calls.push(get('module', `/api/dashboard/trainings/${d.trainingSlug}/modules/${d.moduleSlug}`));
  if (d.resultId) {
    calls.push(get('result', `/api/dashboard/results/${d.resultId}`));
    calls.push(get('earlier results', `/api/dashboard/results/${d.resultId}/earlier?${PAGE}`));
  }
  return [...calls, ...deepReads(d, false)];
}

/** The leader's own pages: the team, its members, a member's page, invitations sent, surveys. */
export function leaderReads(d: Discovered): ApiCall[] {
  const get = (name: string, path: string): ApiCall => ({ name, kind: 'read', method: 'GET', path });
  const calls = [
    get('team', '/api/dashboard/team'),
    get('team members', '/api/dashboard/team/members?page=1&per_page=50'),
    get('team members, searched', '/api/dashboard/team/members?q=mar&page=1&per_page=50'),
    get('invitations sent', '/api/dashboard/invitations/sent?page=1&per_page=50'),
    get('team surveys', `/api/dashboard/team/surveys?${PAGE}`),
  ];
  if (d.memberId) {
    calls.push(get('team member', `/api/dashboard/team/members/${d.memberId}`));
    // As the member's page asks (mfe-team's team-api.ts): the sessions to come, 50 a page.
    calls.push(
      get(
        'member sessions',
        `/api/dashboard/team/members/${d.memberId}/sessions?from=${d.today}T00:00:00.000Z&per_page=50`,
      ),
    );
  }
  return [...calls, ...deepReads(d, true)];
}

/**
 * The signed-in pages as the platform draws them on the server (docs/adr/0013), asked with the
 * member's token cookie: the document's time is what a person waits for before the first paint.
 */
export function pageCalls(d: Discovered, leader: boolean): ApiCall[] {
  const page = (path: string): ApiCall => ({ name: `page ${path}`, kind: 'page', method: 'GET', path });
  const pages = [
    '/',
    '/trainings',
    '/result',
    '/my_life_gps',
    '/my_commitments',
    '/my_team',
    '/invitations',
    '/profile',
  ];
  if (d.trainingSlug) pages.push(`/training/${d.trainingSlug}`);
  if (leader) pages.push('/my_team/list', '/my_team/surveys');
  return pages.map(page);
}

/** The export, the calendar export and the phone's feed. */
export function exportCalls(d: Discovered): ApiCall[] {
  const calls: ApiCall[] = [
    { name: 'account export', kind: 'export', method: 'GET', path: '/api/dashboard/account/export' },
    {
      name: 'calendar export (.ics)',
      kind: 'export',
      method: 'GET',
      path: '/api/dashboard/appointments.ics',
    },
  ];
  if (d.feedPath)
    calls.push({ name: 'calendar feed', kind: 'feed', method: 'GET', path: d.feedPath, anonymous: true });
  return calls;
}

export function loginCall(email: string, password: string): ApiCall {
  return {
    name: 'login',
    kind: 'login',
    method: 'POST',
    path: '/api/dashboard/login',
    body: { email, password },
    anonymous: true,
  };
}

/** The writes people repeat: today's weather, a commitment done, a quiz answer. */
export function repeatedWrites(d: Discovered): ApiCall[] {
  const calls: ApiCall[] = [
    {
      name: 'weather of today',
      kind: 'write',
      method: 'PUT',
      path: `/api/dashboard/interior_weather/${d.today}`,
      body: { mood: 'top', note: null },
    },
  ];
  if (d.commitment)
    calls.push({
      name: 'commitment done',
      kind: 'write',
      method: 'PUT',
      path: `/api/dashboard/commitments/${d.commitment.id}`,
      body: d.commitment.body,
    });
  if (d.trainingSlug && d.moduleSlug && d.answer)
    calls.push({
      name: 'module answer',
      kind: 'write',
      method: 'PUT',
      path: `/api/dashboard/trainings/${d.trainingSlug}/modules/${d.moduleSlug}/questions/${d.answer.questionId}/answer`,
      body: d.answer.body,
    });
  return calls;
}
