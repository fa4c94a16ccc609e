import { ROUTE_DATA_ID } from '@coach/shared/prerender';
import { MEMBER_FIRSTNAME_PLACEHOLDER } from '@coach/shared/signed-in-frames';
import type { ServerRouteFacts } from '@coach/shared/server-render';
import {
  frameForMember,
  matchServerRoute,
  readPaths,
  withDrawnWidgets,
  withInlineData,
  withServerRenderedPage,
  withoutEarlyControls,
  type ServerRenderedPage,
} from './signed-in-compose';

const ROUTES: Record<string, ServerRouteFacts> = {
  'mfe_profile:profile': { path: '/profile', layout: 'default', reads: { profile: 'dashboard/profile' } },
  'mfe_trainings:training': {
    path: '/trainings/:id',
    layout: 'default',
    reads: { training: 'dashboard/trainings/:id' },
  },
  // A page with a param declared before a page whose path that param also matches (as mfe-team's routes are).
  'mfe_team:my_team-edit-id': {
    path: '/my_team/:member',
    layout: 'default',
    reads: { member: 'dashboard/team/members/:member' },
  },
  'mfe_team:my_team-list': {
    path: '/my_team/list',
    layout: 'default',
    reads: { list: 'dashboard/team/members' },
  },
};

describe('matchServerRoute', () => {
  it.each([
    ['/profile', 'mfe_profile:profile', {}],
    ['/trainings/42', 'mfe_trainings:training', { id: '42' }],
    ['/trainings/caf%C3%A9', 'mfe_trainings:training', { id: 'café' }],
    ['/profile/else', null, null],
    ['/trainings', null, null],
    ['/trainings/%E0%A4%A', null, null],
    // The browser's router ranks a static segment above a param, whatever the order: so does the server.
    ['/my_team/list', 'mfe_team:my_team-list', {}],
    ['/my_team/edit-7', 'mfe_team:my_team-edit-id', { member: 'edit-7' }],
  ])('%s → %s', (pathname, id, params) => {
    const match = matchServerRoute(ROUTES, pathname);
    expect(match?.id ?? null).toBe(id);
    expect(match?.params ?? null).toEqual(params);
  });
});

describe('readPaths', () => {
  it('fills the params into the api paths', () => {
    expect(readPaths(ROUTES['mfe_trainings:training']!, { id: 'a b' })).toEqual({
      training: '/api/dashboard/trainings/a%20b',
    });
  });

  it('fills a query too: the member’s day as `:today`', () => {
    const facts = {
      path: '/my_commitments',
      layout: 'default',
      reads: { list: 'dashboard/commitments?status=open&today=:today' },
    } as const;
    expect(readPaths(facts, { today: '2026-11-28' })).toEqual({
      list: '/api/dashboard/commitments?status=open&today=2026-11-28',
    });
  });

  it.each([
    ['a missing param', { path: '/x/:id', layout: 'default', reads: { x: 'dashboard/x/:id' } }, {}],
    ['a read leaving the api', { path: '/x', layout: 'default', reads: { x: '../platform/releases' } }, {}],
    ['a query of another shape', { path: '/x', layout: 'default', reads: { x: 'dashboard/x?a=b/c' } }, {}],
    [
      'a read of the member’s day without one',
      { path: '/x', layout: 'default', reads: { x: 'dashboard/x?today=:today' } },
      {},
    ],
  ] as const)('refuses %s', (_, facts, params) => {
    expect(readPaths(facts, params)).toBeNull();
  });
});

describe('frameForMember', () => {
  it('writes the first name as text where the shell left its placeholder', () => {
    const frame = `<span class="user-greeting">Bonjour ${MEMBER_FIRSTNAME_PLACEHOLDER}</span>`;
    expect(frameForMember(frame, '</span><img src=x onerror=alert(1)>')).toBe(
      '<span class="user-greeting">Bonjour &lt;/span&gt;&lt;img src=x onerror=alert(1)&gt;</span>',
    );
  });
});

describe('withServerRenderedPage', () => {
  const html =
    '<!doctype html><html lang="fr"><head><link rel="preload" as="script" href="/a.js"></head>' +
    '<body><div id="root"></div><script defer src="/main.js"></script></body></html>';
  const page: ServerRenderedPage = {
    markup: '<main><p>Ada &lt;!--</p></main>',
    stylesheets: [{ href: '/remotes/mfe-profile/1.1.0/a.css', integrity: 'sha256-x' }],
    lang: 'en',
    source: 'mfe_profile@1.1.0',
    loader: '/prerender/start-after-paint.1.js',
    data: {
      id: ROUTE_DATA_ID,
      value: {
        remote: 'mfe_profile',
        route: 'mfe_profile:profile',
        loaderData: {
          'mfe_profile:profile': { profile: { ok: true, body: { firstname: '</script><!--' } } },
        },
      },
    },
  };

  it('draws the page as a prerendered one and inlines the data as one JSON value', () => {
    const out = withServerRenderedPage(html, page);
    expect(out).toContain(
      '<div id="root" data-prerendered="mfe_profile@1.1.0"><main><p>Ada &lt;!--</p></main></div>',
    );
    expect(out).toContain('<html lang="en"');
    const json = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ID}">(.*?)</script>`).exec(
      out,
    )?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? 'null')).toEqual(page.data.value);
    // The member's text opens no element and no comment anywhere in the document.
    expect(out).not.toContain('</script><!--');
  });

  it('leaves HTML it cannot draw into as it is (no data without its page)', () => {
    const odd = '<html><head></head><body><p>no root</p></body></html>';
    expect(withServerRenderedPage(odd, page)).toBe(odd);
  });
});

describe('withInlineData', () => {
  const html =
    '<!doctype html><html lang="fr"><head></head><body><div id="root"></div>' +
    '<script defer src="/main.js"></script></body></html>';
  const routeData = {
    remote: 'mfe_profile' as const,
    route: 'mfe_profile:profile',
    loaderData: { 'mfe_profile:profile': { profile: { ok: true, body: { firstname: '</script><!--' } } } },
  };

  it('inlines the data and draws nothing: the scripts draw the page from it', () => {
    const out = withInlineData(html, { id: ROUTE_DATA_ID, value: routeData });
    expect(out).toContain('<div id="root"></div><script defer src="/main.js"></script>');
    const json = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ID}">(.*?)</script>`).exec(
      out,
    )?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? 'null')).toEqual(routeData);
    expect(out).not.toContain('</script><!--');
  });
});

describe('withDrawnWidgets', () => {
  const page =
    '<main class="overview"><div class="overview-slot" data-overview-slot="main-goal" aria-hidden="true"></div>' +
    '<div class="overview-slot" data-overview-slot="my-training" aria-hidden="true"></div></main>';

  it('draws each widget in its slot’s article, its controls inert, the other slots left waiting', () => {
    expect(withDrawnWidgets(page, [{ slot: 'main-goal', html: '<p>Ada</p><button>Go</button>' }])).toBe(
      '<main class="overview"><article class="widget overview-slot--main-goal" data-slot="main-goal">' +
        '<p>Ada</p><button inert="">Go</button></article>' +
        '<div class="overview-slot" data-overview-slot="my-training" aria-hidden="true"></div></main>',
    );
  });

  it('refuses a slot the page has no placeholder for', () => {
    expect(withDrawnWidgets(page, [{ slot: 'my-schedule', html: '<p>x</p>' }])).toBeNull();
  });
});

describe('withoutEarlyControls', () => {
  it('makes the page’s forms, buttons and selects inert, not a member’s text', () => {
    expect(
      withoutEarlyControls(
        '<form><button type="submit">Go</button><select></select><p>&lt;button&gt;</p></form>',
      ),
    ).toBe(
      '<form inert=""><button inert="" type="submit">Go</button><select inert=""></select><p>&lt;button&gt;</p></form>',
    );
  });
});
