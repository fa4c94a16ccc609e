// Issue 13, browser part (docs/product.md §8.5): a verified leader adds a new person, the
// invitation e-mail arrives in the development outbox, registering through its link joins the
// team and the leader sees the member active; an existing account receives an invitation in
// /invitations and accepts it; an unknown or malformed /my_team/edit-{id} is the 404 page; a
// member reads what the leader will see of a survey answer before giving it, and the leader sees
// counts and why no share shows yet (docs/product.md §7.3, issue 31); a session a leader
// plans with a member shows in the member's schedule, planned by the leader; axe finds no
// violation on the team pages and /invitations, in French and in English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectNoAxeViolations, settled } from '../support/axe.mjs';
import { homeText, text } from '../support/catalogues.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { LANGUAGES, expectedRoutes, notFoundMessage } from '../support/routes.mjs';
import { MEMBER, call, setTokenCookie, uniqueEmail, verificationLinkPath } from '../support/session.mjs';

/** @typedef {import('../support/routes.mjs').Language} Language */
/** @typedef {import('playwright-core').Page} Page */

const suite = useBrowser(import.meta.url);
const teamText = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('team', lng, key, values);
const PASSWORD = 'e2e-Team-Lead-6Rv9-pQ3';

/**
 * A new verified account of the given type, through the api as the register form and the
 * e-mailed link would: its session token and address.
 * @param {string} baseUrl
 * @param {string} purpose
 * @param {'coach' | 'coachee'} userType
 */
async function verifiedAccount(baseUrl, purpose, userType) {
  const email = uniqueEmail(purpose);
  const firstname = userType === 'coach' ? 'Lina' : 'Théo';
  const user = { ...MEMBER, firstname, lastname: 'Équipe', email, password: PASSWORD, user_type: userType };
  const registered = await call(baseUrl, '/api/dashboard/register', { method: 'POST', body: { user } });
  assert.equal(registered.status, 201, `registration of ${email}: ${registered.text}`);
  const link = new URL(await verificationLinkPath(baseUrl, email), baseUrl);
  const confirmed = await call(baseUrl, '/api/dashboard/verification/confirm', {
    method: 'POST',
    body: { token: link.searchParams.get('token') },
  });
  assert.equal(confirmed.status, 200, `verification of ${email}: ${confirmed.text}`);
  return { email, firstname, token: /** @type {string} */ (registered.json.token) };
}

/**
 * The newest link to `pathname` mailed to `email` (development outbox), as a path on the platform.
 * @param {string} baseUrl
 * @param {string} email
 * @param {string} pathname
 */
async function mailedLinkPath(baseUrl, email, pathname) {
  const links = await poll(
    async () => {
      const outbox = await call(baseUrl, `/api/dev/mails?to=${encodeURIComponent(email)}`);
      /** @type {{ links?: string[] }[]} */
      const mails = outbox.json?.mails ?? [];
      return mails.flatMap((mail) => mail.links ?? []).filter((href) => new URL(href).pathname === pathname);
    },
    (found) => found.length > 0,
  );
  assert.ok(links[0], `a link to ${pathname} was mailed to ${email}`);
  const url = new URL(links[0]);
  return `${url.pathname}${url.search}`;
}

/** Invites `email` into the leader's team through the api; answers the new member. */
async function invite(
  /** @type {string} */ baseUrl,
  /** @type {string} */ token,
  /** @type {string} */ email,
) {
  const added = await call(baseUrl, '/api/dashboard/team/members', {
    method: 'POST',
    token,
    body: { firstname: 'Inès', lastname: 'Invitée', email },
  });
  assert.equal(added.status, 201, added.text);
  return added.json;
}

test('a leader adds a new person; the e-mailed link registers them into the team; the leader sees them active', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const leader = await verifiedAccount(baseUrl, 'team-leader', 'coach');
    const email = uniqueEmail('team-invited');
    await setTokenCookie(context, baseUrl, leader.token);

    await page.goto('/my_team/add');
    await page.locator('#firstname').fill('Nora');
    await page.locator('#lastname').fill('Nouvelle');
    await page.locator('#email').fill(email);
    await page.getByRole('button', { name: teamText('fr', 'add.submit') }).click();
    await expectSingleText(
      // In the page (the live region outside <main> says it too).
      page.locator('main').getByText(teamText('fr', 'add.sent', { name: 'Nora Nouvelle', email })),
      teamText('fr', 'add.sent', { name: 'Nora Nouvelle', email }),
      'the page says the invitation went by e-mail',
    );

    // The invitation e-mail, in the outbox, links to the register page with its token.
    const registerPath = await mailedLinkPath(baseUrl, email, '/home/register');
    assert.match(registerPath, /^\/home\/register\?invited_id=[A-Za-z0-9_-]{43}$/);

    // The invited person registers through the link, in a browser with no session.
    await context.clearCookies();
    await page.goto(registerPath);
    await page.locator('#firstName').fill('Nora');
    await page.locator('#lastName').fill('Nouvelle');
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#confirmPassword').fill(PASSWORD);
    await page.getByRole('button', { name: homeText('fr', 'register.next') }).click();
    await page.locator('#birthDate').fill('1992-03-14');
    await page.locator('#userType').selectOption('coachee');
    await page.getByRole('button', { name: homeText('fr', 'register.submit') }).click();
    await poll(
      async () => new URL(page.url()).pathname,
      (pathname) => pathname === '/account_verification',
    );
    assert.equal(new URL(page.url()).pathname, '/account_verification', 'registered and signed in');

    // The leader sees the member active in the list.
    await context.clearCookies();
    await setTokenCookie(context, baseUrl, leader.token);
    await page.goto('/my_team/list');
    const row = page.locator('li', { hasText: email });
    await expectSingleText(row.locator('h2'), 'Nora Nouvelle', 'the member is listed');
    await expectSingleText(
      row.getByText(teamText('fr', 'status.active')),
      teamText('fr', 'status.active'),
      'active',
    );
  }));

test('an existing account finds the invitation in /invitations, accepts it, and sees the team', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const leader = await verifiedAccount(baseUrl, 'team-leader2', 'coach');
    const member = await verifiedAccount(baseUrl, 'team-existing', 'coachee');
    const { delivery, member: added } = await invite(baseUrl, leader.token, member.email);
    // The same answer as for a new address: adding a member reveals no account (issue 31).
    assert.deepEqual({ delivery, has_account: added.has_account }, { delivery: 'email', has_account: false });
    const team = (await call(baseUrl, '/api/dashboard/team', { token: leader.token })).json.team.name;

    await setTokenCookie(context, baseUrl, member.token);
    await page.goto('/invitations');
    await page.getByRole('button', { name: teamText('fr', 'received.acceptLabel', { team }) }).click();
    await expectSingleText(
      page.getByRole('heading', { name: teamText('fr', 'received.emptyTitle') }),
      teamText('fr', 'received.emptyTitle'),
      'no invitation left',
    );
    await page.goto('/my_team');
    await expectSingleText(page.locator('li h3'), team, 'the team is listed among mine');
    const share = page.getByRole('switch', {
      name: teamText('fr', 'memberships.share', { leader: `${leader.firstname} Équipe` }),
    });
    assert.equal(await share.isChecked(), false, 'sharing is off by default');
  }));

test('/my_team/edit-<an id not in the team> and a malformed id are the 404 page', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const leader = await verifiedAccount(baseUrl, 'team-leader3', 'coach');
    const other = await verifiedAccount(baseUrl, 'team-other', 'coach');
    const { member } = await invite(baseUrl, other.token, uniqueEmail('team-not-mine'));
    await setTokenCookie(context, baseUrl, leader.token);
    for (const path of [
      '/my_team/edit-6f1d2c3b-4a5e-4f60-8172-93a4b5c6d7e8',
      `/my_team/edit-${member.id}`, // another leader's member
      '/my_team/edit-42',
    ]) {
      await page.goto(path);
      await expectSingleText(page.locator('[data-testid="error-message"]'), notFoundMessage(path), path);
    }
  }));

/** Joins `member` to the leader's team: invited through the api, accepted from their side. */
async function join(
  /** @type {string} */ baseUrl,
  /** @type {string} */ leaderToken,
  /** @type {{ email: string, token: string }} */ member,
) {
  const { member: added } = await invite(baseUrl, leaderToken, member.email);
  const received = await call(baseUrl, '/api/dashboard/invitations/received', { token: member.token });
  const accepted = await call(
    baseUrl,
    `/api/dashboard/invitations/received/${received.json.items[0].id}/accept`,
    {
      method: 'POST',
      token: member.token,
    },
  );
  assert.equal(accepted.status, 204, accepted.text);
  return added.id;
}

const inDays = (/** @type {number} */ days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a member reads what the leader will see before answering; the leader sees counts, no share while open', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const leader = await verifiedAccount(baseUrl, 'team-survey-leader', 'coach');
    const members = [
      await verifiedAccount(baseUrl, 'team-survey-member1', 'coachee'),
      await verifiedAccount(baseUrl, 'team-survey-member2', 'coachee'),
      await verifiedAccount(baseUrl, 'team-survey-member3', 'coachee'),
    ];
    for (const member of members) await join(baseUrl, leader.token, member);
    const [first, second, third] = /** @type {[typeof members[0], typeof members[0], typeof members[0]]} */ (
      members
    );
    const dueOn = inDays(7);
    await setTokenCookie(context, baseUrl, leader.token);
    await page.goto('/my_team/surveys');
    await page.getByText(teamText('fr', 'surveys.sendIntro', { min: 5 })).waitFor();
    // The page arrives drawn on the server, its form inert: fill the live one.
    await page.locator('#root:not([data-prerendered])').waitFor();
    await page.locator('#due_on').fill(dueOn);
    await page.getByRole('button', { name: teamText('fr', 'surveys.send') }).click();
    // French plurals: 0 and 1 take the singular.
    const answered = (/** @type {number} */ count) =>
      page.getByText(
        teamText('fr', count < 2 ? 'surveys.answered_one' : 'surveys.answered_other', { count, total: 3 }),
      );
    await answered(0).waitFor();

    // The first member answers in the browser, from /invitations, told first what the leader sees.
    await context.clearCookies();
    await setTokenCookie(context, baseUrl, first.token);
    await page.goto('/invitations');
    const leaderName = `${leader.firstname} Équipe`;
    await page.getByText(teamText('fr', 'answer.anonymousTeam', { leader: leaderName, min: 5 })).waitFor();
    await page.getByRole('button', { name: teamText('fr', 'answer.top'), exact: true }).click();
    await page
      .locator('main')
      .getByText(teamText('fr', 'answer.thanks', { team: `L’équipe de ${leader.firstname}` }))
      .waitFor();

    for (const [member, answer] of /** @type {const} */ ([
      [second, 'not_top'],
      [third, 'top'],
    ])) {
      const [survey] = (await call(baseUrl, '/api/dashboard/surveys/received', { token: member.token })).json
        .items;
      const saved = await call(baseUrl, `/api/dashboard/surveys/received/${survey.id}/answer`, {
        method: 'POST',
        token: member.token,
        body: { answer },
      });
      assert.equal(saved.status, 204);
    }

    // Three answers, the survey still open: the leader sees the count and when a share may show.
    await context.clearCookies();
    await setTokenCookie(context, baseUrl, leader.token);
    await page.goto('/my_team/surveys');
    await answered(3).waitFor();
    const date = new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(new Date(dueOn));
    await page.getByText(teamText('fr', 'surveys.withheldOpen', { date, min: 5 })).waitFor();
    const result = page.getByRole('progressbar', { name: teamText('fr', 'surveys.topShare') });
    assert.equal(await result.count(), 0, 'no share while the survey is open');
  }));

test('a survey to chosen members: the member is told the leader sees only how many answered', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const leader = await verifiedAccount(baseUrl, 'team-chosen-leader', 'coach');
    const member = await verifiedAccount(baseUrl, 'team-chosen-member', 'coachee');
    const memberId = await join(baseUrl, leader.token, member);
    const sent = await call(baseUrl, '/api/dashboard/team/surveys', {
      method: 'POST',
      token: leader.token,
      body: { due_on: inDays(2), member_ids: [memberId] },
    });
    assert.equal(sent.status, 201, sent.text);
    await setTokenCookie(context, baseUrl, member.token);
    await page.goto('/invitations');
    await page
      .getByText(teamText('fr', 'answer.anonymousChosen', { leader: `${leader.firstname} Équipe` }))
      .waitFor();

    await context.clearCookies();
    await setTokenCookie(context, baseUrl, leader.token);
    await page.goto('/my_team/surveys');
    await page.getByText(teamText('fr', 'surveys.withheldChosen')).waitFor();
  }));

test('a leader plans a session with a member; the member sees it in their schedule, planned by the leader', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const leader = await verifiedAccount(baseUrl, 'team-session-leader', 'coach');
    const member = await verifiedAccount(baseUrl, 'team-session-member', 'coachee');
    const memberId = await join(baseUrl, leader.token, member);

    await setTokenCookie(context, baseUrl, leader.token);
    await page.goto(`/my_team/edit-${memberId}`);
    await page.getByRole('heading', { name: teamText('fr', 'sessions.title') }).waitFor();
    await page.locator('#new-session-title').fill('Point d’étape');
    await page.locator('#new-session-day').fill(inDays(3));
    await page.locator('#new-session-start').fill('14:00');
    await page.locator('#new-session-end').fill('15:00');
    await page.getByRole('button', { name: teamText('fr', 'sessions.plan') }).click();
    await page.locator('main li strong', { hasText: 'Point d’étape' }).waitFor();

    await context.clearCookies();
    await setTokenCookie(context, baseUrl, member.token);
    await page.goto('/my_commitments');
    const item = page.locator('#schedule li').filter({ hasText: 'Point d’étape' });
    await item
      .getByText(
        text('lifeGps', 'fr', 'appointments.plannedBy', { firstname: leader.firstname, lastname: 'Équipe' }),
      )
      .waitFor();
    assert.equal(
      await item
        .getByRole('button', { name: new RegExp(`^${text('lifeGps', 'fr', 'actions.edit')}`) })
        .count(),
      0,
      'the member cannot edit the leader’s session',
    );
  }));

/** @type {Promise<{ leader: { token: string }, member: { token: string }, memberId: string }> | null} */
let axeAccounts = null;
/** A leader with one active member, one pending invitation and a survey; the member shares nothing. */
async function accountsForAxe(/** @type {string} */ baseUrl) {
  axeAccounts ??= (async () => {
    const leader = await verifiedAccount(baseUrl, 'team-axe-leader', 'coach');
    const member = await verifiedAccount(baseUrl, 'team-axe-member', 'coachee');
    const memberId = await join(baseUrl, leader.token, member);
    await invite(baseUrl, leader.token, uniqueEmail('team-axe-pending'));
    // One survey: the member has it to answer in /invitations, the leader sees it listed.
    const sent = await call(baseUrl, '/api/dashboard/team/surveys', {
      method: 'POST',
      token: leader.token,
      body: { due_on: inDays(7) },
    });
    assert.equal(sent.status, 201, sent.text);
    return { leader, member, memberId };
  })();
  return axeAccounts;
}

const ROUTES = expectedRoutes();
const titleOf = (/** @type {string} */ name, /** @type {Language} */ lng) => {
  const route = ROUTES.find((r) => r.name === name);
  assert.ok(route, `docs/product.md §2 has ${name}`);
  return route.title[lng];
};

/** @type {{ name: string, route: string, who: 'leader' | 'member', path: (memberId: string) => string, heading?: (baseUrl: string, accounts: Awaited<ReturnType<typeof accountsForAxe>>) => Promise<string>, prepare?: (page: Page, lng: Language) => Promise<void> }[]} */
const PAGES = [
  { name: 'my team (leader)', route: 'my_team', who: 'leader', path: () => '/my_team' },
  { name: 'my team (member)', route: 'my_team', who: 'member', path: () => '/my_team' },
  { name: 'the member list', route: 'my_team-list', who: 'leader', path: () => '/my_team/list' },
  { name: 'add a member', route: 'my_team-add', who: 'leader', path: () => '/my_team/add' },
  {
    name: 'add a member, refused',
    route: 'my_team-add',
    who: 'leader',
    path: () => '/my_team/add',
    async prepare(page, lng) {
      await page.getByRole('button', { name: teamText(lng, 'add.submit') }).click();
      await poll(
        () => page.locator('[aria-invalid="true"]').count(),
        (n) => n >= 3,
      );
    },
  },
  {
    name: 'edit a member',
    route: 'my_team-edit-id',
    who: 'leader',
    path: (id) => `/my_team/edit-${id}`,
    // docs/product.md §2.5: a member's page is titled by the member's name.
    async heading(baseUrl, accounts) {
      const member = await call(baseUrl, `/api/dashboard/team/members/${accounts.memberId}`, {
        token: accounts.leader.token,
      });
      assert.equal(member.status, 200, member.text);
      return `${member.json.firstname} ${member.json.lastname}`;
    },
  },
  { name: 'leader page seen by a member', route: 'my_team-list', who: 'member', path: () => '/my_team/list' },
  { name: 'surveys', route: 'my_team-surveys', who: 'leader', path: () => '/my_team/surveys' },
  { name: 'invitations (member)', route: 'invitations', who: 'member', path: () => '/invitations' },
  {
    name: 'invitations sent (leader)',
    route: 'invitations',
    who: 'leader',
    path: () => '/invitations',
    async prepare(page, lng) {
      await page.getByRole('tab', { name: teamText(lng, 'invitations.sent') }).click();
      await page.getByText(teamText(lng, 'status.pending')).first().waitFor();
    },
  },
];

for (const scenario of PAGES) {
  for (const lng of LANGUAGES) {
    test(`axe: ${scenario.name} in ${lng === 'fr' ? 'French' : 'English'}`, (t) =>
      suite.withPage(
        t,
        async ({ context, page, baseUrl }) => {
          const accounts = await accountsForAxe(baseUrl);
          await setTokenCookie(context, baseUrl, accounts[scenario.who].token);
          await page.goto(scenario.path(accounts.memberId));
          const heading = page.locator('h1');
          const named = await scenario.heading?.(baseUrl, accounts);
          await expectSingleText(heading, named ?? titleOf(scenario.route, 'fr'), scenario.name);
          if (lng !== 'fr') {
            await page.locator('[data-testid="language-switcher"]').selectOption(lng);
            await expectSingleText(
              heading,
              named ?? titleOf(scenario.route, lng),
              `${scenario.name} in ${lng}`,
            );
          }
          await settled(page);
          await scenario.prepare?.(page, lng);
          await expectNoAxeViolations(page, `${scenario.name} (${lng})`);
        },
        { bypassCSP: true },
      ));
  }
}
