// Issue 38: a remote's release seen first by one browser (a preview), then by a share of members
// (a canary), and rolled back by itself when it breaks — through `pnpm platform`, in a real browser.
// - a preview link gives that browser alone the version, marked on every page, drawn on the server
//   with it, and kept through the build check; another browser sees the live version;
// - a 50 % canary gives each of 20 new visitors, and each of 20 new members on two devices, a
//   version that stays the same across reloads and devices (5 to 15 of each in the canary); a
//   member in it sees the canary's page and its overview widget, each naming the canary version;
// - a canary whose pages throw for everyone in it is rolled back by the platform within 30 s of the
//   threshold, with the audit entry in figures, and once.
// With DELIVERY_INSTANCES=2 and DATABASE_URL (.ci/run), the same journeys run against two instances
// over PostgreSQL behind a load balancer (support/delivery-instances.mjs): a member's two devices
// land on different instances, the members whose pages throw on both, and the rollback is still
// decided once (docs/adr/0016-progressive-delivery.md).
// The registry is left as found: the live version never moves, canaries and previews are ended.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { text as catalogueText } from '../support/catalogues.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { deliveryPlatform } from '../support/delivery-instances.mjs';
import { describeCli, platformCli } from '../support/operator.mjs';
import { buildWithReplacedText, liveBuildFolder } from '../support/release-build.mjs';
import { remoteDir } from '../support/remotes.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import {
  MEMBER,
  loginToken,
  memberSession,
  sessionCookieHeader,
  setTokenCookie,
  signIn,
  uniqueEmail,
} from '../support/session.mjs';

const operated = await deliveryPlatform();
const [LAPTOP, PHONE] = operated.devices;
const suite = useBrowser(import.meta.url);

const TRAININGS = expectedRoutes().find((route) => route.example === '/trainings');
assert.ok(TRAININGS, 'the SPEC route /trainings');
const REMOTE = TRAININGS.owner;
const DIR = remoteDir(REMOTE);
const OLD_TITLE = TRAININGS.title.fr;
const NEW_TITLE = `${OLD_TITLE} (aperçu e2e)`;
const STAMP = Date.now();
const PREVIEW = `1.0.1-preview.${STAMP}`;
const CANARY = `1.0.2-canary.${STAMP}`;
const BROKEN = `1.0.3-broken.${STAMP}`;
const skip = operated.canOperate ? false : 'no operator token: set DATA_DIR or PLATFORM_OPERATOR_TOKEN';

const state = { live: '', builds: /** @type {string[]} */ ([]) };
const cli = (/** @type {string[]} */ args) =>
  platformCli(args, { ...operated, operator: 'e2e progressive delivery' });
async function cliOk(/** @type {string[]} */ args) {
  const result = await cli(args);
  assert.equal(result.code, 0, `pnpm platform ${args.join(' ')}\n${describeCli(result)}`);
  return result;
}
const escaped = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The version of the remote `/registry.json` answers with these cookies (on that origin). */
async function versionFor(/** @type {string} */ cookie, origin = operated.baseUrl) {
  const response = await fetch(`${origin}/registry.json`, { headers: { Cookie: cookie } });
  return (await response.json()).remotes[REMOTE]?.version;
}

/**
 * New visitors at each instance until one of them is given `version`: that instance has read the
 * canary. A change made through one instance shows on another within its registry check (a
 * second, docs/adr/0014-signed-out-page-cache.md): until then a reload through it still answers the stable version.
 */
async function untilEveryInstanceServes(/** @type {string} */ version) {
  for (const origin of new Set([LAPTOP, PHONE, operated.baseUrl])) {
    const newVisitor = () => `coach_visitor=${randomBytes(16).toString('base64url')}`;
    const seen = await poll(
      () => versionFor(newVisitor(), origin),
      (served) => served === version,
      15_000,
    );
    assert.equal(seen, version, `${origin} gives ${version} to some new visitors`);
  }
}

/** A copy of the live build whose trainings messages throw when their chunk runs. */
function brokenBuild(/** @type {string} */ from) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coach-broken-'));
  cpSync(from, dir, { recursive: true });
  const search = `"trainings":{"title":"${OLD_TITLE}"}`;
  let changed = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(search)) continue;
    writeFileSync(file, `throw new Error("e2e: a broken canary");\n${text}`);
    changed += 1;
  }
  assert.ok(changed > 0, `a chunk of ${from} carries the trainings title`);
  return dir;
}

before(async () => {
  if (skip) return;
  await suite.ready();
  const registry = await (await fetch(`${operated.baseUrl}/registry.json`)).json();
  state.live = registry.remotes[REMOTE]?.version;
  assert.ok(state.live, `${REMOTE} is live before the test`);
  const from = liveBuildFolder(DIR, state.live, operated.dataDir);
  const renamed = buildWithReplacedText(
    from,
    `"trainings":{"title":"${OLD_TITLE}"}`,
    `"trainings":{"title":"${NEW_TITLE}"}`,
  );
  const broken = brokenBuild(from);
  state.builds.push(renamed.dir, broken);
  /** @type {[string, string][]} */
  const releases = [
    [PREVIEW, renamed.dir],
    [CANARY, renamed.dir],
    [BROKEN, broken],
  ];
  for (const [version, dir] of releases)
    await cliOk([
      'release',
      DIR,
      '--version',
      version,
      '--from',
      dir,
      '--reason',
      'e2e: progressive delivery',
    ]);
});

after(async () => {
  try {
    if (!skip) {
      await cli(['rollback', DIR, '--reason', 'e2e: end any canary left']);
      for (const version of [PREVIEW, CANARY, BROKEN]) await cli(['preview', '--revoke', DIR, version]);
      const live = (await (await fetch(`${operated.baseUrl}/registry.json`)).json()).remotes[REMOTE]?.version;
      if (live !== state.live) await cli(['rollback', DIR, '--to', state.live, '--reason', 'e2e: restore']);
    }
    for (const dir of state.builds) rmSync(dir, { recursive: true, force: true });
  } finally {
    await operated.stop();
  }
});

test(
  'a preview link: that browser alone gets the version, marked, drawn on the server with it, through the build check',
  { skip },
  (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      const granted = await cliOk(['preview', DIR, PREVIEW, '--hours', '2']);
      const link = granted.stdout.trim().split('\n').at(-1) ?? '';
      assert.match(link, /^http:\/\/[^/]+\/preview\/[A-Za-z0-9_-]{32}$/, 'the last line is the link');

      await signIn(context, baseUrl);
      await page.goto(new URL(new URL(link).pathname, baseUrl).href);
      await poll(
        () => Promise.resolve(new URL(page.url()).pathname),
        (pathname) => pathname === TRAININGS.example,
      );
      await expectSingleText(page.locator('h1'), NEW_TITLE, 'the previewed version draws the page');
      const marker = page.locator('.preview-marker');
      await expectSingleText(
        marker.locator('p').first(),
        `Aperçu : ${DIR} ${PREVIEW} ${catalogueText('preview', 'fr', 'leave')}`,
        'the marker',
      );
      assert.equal(await page.locator('main#main').getAttribute('data-version'), PREVIEW);

      // The page the server draws for this browser: the previewed version's bundle, never kept.
      const cookies = (await context.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
      // A new version's worker starts cold: its first renders may miss their deadline (ADR 0013).
      const read = async () => {
        const response = await fetch(new URL(TRAININGS.example, baseUrl), { headers: { Cookie: cookies } });
        return { response, html: await response.text() };
      };
      const marked = `data-version="${PREVIEW}"`;
      const { response: drawn, html } = await poll(read, ({ html: body }) => body.includes(marked), 45_000);
      assert.equal(drawn.headers.get('cache-control'), 'private, no-store');
      assert.equal(drawn.headers.get('x-robots-tag'), 'noindex');
      assert.match(
        html,
        new RegExp(`data-version="${escaped(PREVIEW)}"`),
        'the drawn <main> names the previewed version',
      );

      // The hourly build check (shortened) and a navigation keep the preview.
      // The check (1 s at the shortest) reads builds/latest.json, then /registry.json: the page has
      // acted on it once the registry read is done, and a previewing page must not be outdated.
      const registryRead = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/registry.json',
        { timeout: 20_000 },
      );
      await page.goto(`${TRAININGS.example}?build-check-ms=1000`);
      await (await registryRead).finished();
      assert.equal(
        await page.locator('html[data-outdated]').count(),
        0,
        'the build check keeps a previewing page current',
      );
      await page.goto('/');
      await page.goto(TRAININGS.example);
      await expectSingleText(page.locator('h1'), NEW_TITLE, 'still previewed after the build check');

      // Another browser, the same member: the live version, no marker.
      const other = await page.context().browser()?.newContext();
      assert.ok(other);
      try {
        await signIn(other, baseUrl);
        const plain = await other.newPage();
        await plain.goto(new URL(TRAININGS.example, baseUrl).href);
        await expectSingleText(plain.locator('h1'), OLD_TITLE, 'another browser sees the live version');
        assert.equal(await plain.locator('.preview-marker').count(), 0);
      } finally {
        await other.close();
      }

      await page.locator('.preview-marker__leave').click();
      await poll(
        () => page.locator('.preview-marker').count(),
        (count) => count === 0,
      );
    }),
);

test(
  'a 50 % canary: each of 20 new visitors and of 20 new members (on two devices) keeps one version across reloads, 5 to 15 in it',
  { skip },
  (t) =>
    suite.withPage(t, async ({ page }) => {
      await cliOk(['canary', DIR, CANARY, '--percent', '50']);
      try {
        await untilEveryInstanceServes(CANARY);
        let inCanary = 0;
        for (let i = 0; i < 20; i += 1) {
          const first = await fetch(`${operated.devices[i % 2]}/home/login`);
          const visitor = /coach_visitor=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
          assert.ok(visitor, 'a new visitor gets its cookie');
          const html = await first.text();
          const inline = JSON.parse(
            /<script type="application\/json" id="coach-registry">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
          );
          const version = inline.remotes?.[REMOTE]?.version;
          assert.ok(version === CANARY || version === state.live, `a version of ${REMOTE}: ${version}`);
          for (const origin of [LAPTOP, PHONE, operated.baseUrl])
            assert.equal(
              await versionFor(`coach_visitor=${visitor}`, origin),
              version,
              'the same version on every reload, whichever instance answers',
            );
          if (version === CANARY) inCanary += 1;
        }
        assert.ok(inCanary >= 5 && inCanary <= 15, `${inCanary} of 20 in the canary`);

        // 20 new members, each on a laptop and a phone (two sessions, two visitor cookies, and with
        // two instances one each): the member id decides, not the device, on every reload.
        /** @type {string | null} */
        let canaryMember = null;
        let membersInCanary = 0;
        for (let i = 0; i < 20; i += 1) {
          const member = { ...MEMBER, email: uniqueEmail(`canary-${i}`) };
          const laptopToken = await memberSession(LAPTOP, member);
          const laptop = `${sessionCookieHeader(laptopToken)}; coach_visitor=${'l'.repeat(21)}${i % 10}`;
          const phoneToken = await loginToken(PHONE, { email: member.email, password: member.password });
          const phone = `${sessionCookieHeader(phoneToken)}; coach_visitor=${'p'.repeat(21)}${i % 10}`;
          const version = await versionFor(laptop, LAPTOP);
          assert.ok(version === CANARY || version === state.live, `a version of ${REMOTE}: ${version}`);
          for (const [cookie, origin] of /** @type {const} */ ([
            [phone, PHONE],
            [laptop, LAPTOP],
            [phone, PHONE],
          ]))
            assert.equal(
              await versionFor(cookie, origin),
              version,
              'the same version on every device and reload',
            );
          if (version === CANARY) {
            membersInCanary += 1;
            canaryMember ??= phoneToken;
          }
        }
        assert.ok(
          membersInCanary >= 5 && membersInCanary <= 15,
          `${membersInCanary} of 20 members in the canary`,
        );

        // One of them on their phone: the canary draws the page and the overview's widget, and
        // each names the version it was drawn with.
        assert.ok(canaryMember, 'a member in the canary');
        const widget = `article.widget[data-remote="${REMOTE}"][data-version="${CANARY}"]`;
        await setTokenCookie(page.context(), PHONE, canaryMember);
        await page.goto(new URL('/', PHONE).href);
        await page.locator(widget).waitFor();
        await page.goto(new URL(TRAININGS.example, PHONE).href);
        await expectSingleText(page.locator('h1'), NEW_TITLE, "the canary's page");
        assert.equal(await page.locator('main#main').getAttribute('data-version'), CANARY);
      } finally {
        await cliOk(['rollback', DIR, '--reason', 'e2e: end the canary']);
      }
    }),
);

test(
  'a canary whose pages throw for everyone in it is rolled back by itself within 30 s, in figures',
  { skip },
  (t) =>
    suite.withPage(t, async ({ page }) => {
      await cliOk(['canary', DIR, BROKEN, '--percent', '99', '--min-errors', '5']);
      const browser = page.context().browser();
      assert.ok(browser, 'the browser of the page');
      /** @type {string[]} */
      const members = [];
      // Four, one more than the rule's three distinct reporters: a loaded machine can lose one
      // page's reports (its render late, the page closed before they were sent).
      for (let i = 0; members.length < 4 && i < 12; i += 1) {
        const member = { ...MEMBER, email: uniqueEmail('broken') };
        const token = await memberSession(LAPTOP, member);
        if ((await versionFor(sessionCookieHeader(token), LAPTOP)) === BROKEN) members.push(token);
      }
      assert.equal(members.length, 4, 'four members in the canary');
      const startedAt = Date.now();
      for (const [index, token] of members.entries()) {
        // With two instances, the members' pages and their error reports reach both.
        const origin = operated.devices[index % 2] ?? operated.baseUrl;
        const context = await browser.newContext();
        try {
          await setTokenCookie(context, origin, token);
          const memberPage = await context.newPage();
          // One page each: the browsers here share one address, whose reports are limited (30 a minute).
          await memberPage.goto(new URL(TRAININGS.example, origin).href);
          await memberPage.waitForLoadState('networkidle');
        } finally {
          await context.close();
        }
      }
      const historyOf = async () =>
        JSON.parse((await cliOk(['history', DIR, '--json', '--limit', '5'])).stdout);
      const history = await poll(
        historyOf,
        (h) => h.events.some((/** @type {any} */ e) => e.action === 'canary-end' && e.version === BROKEN),
        45_000,
      );
      const figures = JSON.parse((await cliOk(['status', '--json'])).stdout).remotes.find(
        (/** @type {any} */ r) => r.remote === REMOTE,
      );
      const ended = history.events.find(
        (/** @type {any} */ e) => e.action === 'canary-end' && e.version === BROKEN,
      );
      assert.ok(ended, `the canary ended by itself; status: ${JSON.stringify(figures)}`);
      assert.equal(ended.by, 'platform');
      assert.equal(ended.details.outcome, 'auto-rolled-back');
      assert.match(ended.reason, /^auto rollback: \d+ errors in \d+ loads, \d+\.\d %, stable \d+\.\d %$/);
      assert.ok(Date.now() - startedAt < 60_000, 'ended within the loads plus 30 s');
      // Every instance, the one that did not end it too, within its registry stamp's second.
      for (const origin of operated.devices)
        assert.equal(
          await poll(
            () => versionFor(sessionCookieHeader(members[0] ?? ''), origin),
            (version) => version === state.live,
            5000,
          ),
          state.live,
          `back on the stable version through ${origin}`,
        );
      const status = await cliOk(['status']);
      assert.match(status.stdout, new RegExp(`canary ${escaped(BROKEN)} ROLLED BACK by the platform`));
      // Every instance judges the canaries every 5 s: after the next pass of each, still one end.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const ends = (await historyOf()).events.filter(
        (/** @type {any} */ e) => e.action === 'canary-end' && e.version === BROKEN,
      );
      assert.equal(ends.length, 1, 'the rollback decided once');
    }),
);
