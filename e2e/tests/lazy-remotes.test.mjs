// Issue 2 §5: a remote is fetched only when one of its routes or widgets is needed. Opening
// /home/login (owned by mfe-home) fetches mfe-home's manifest and nothing of any other remote.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { expectSingleText } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { waitForLivePage } from '../support/live-page.mjs';
import { liveRemotes } from '../support/registry.mjs';
import { REMOTE_NAMES } from '../support/remotes.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { prepareSession } from '../support/session.mjs';

const suite = useBrowser(import.meta.url);
const LOGIN = expectedRoutes().find((route) => route.example === '/home/login');

/** @type {import('../support/registry.mjs').LiveRemote[]} */
let remotes = [];
before(async () => {
  remotes = await liveRemotes(await suite.ready());
});

test('/home/login fetches mfe-home and no other remote', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    assert.ok(LOGIN, 'SPEC §2 has /home/login');
    const home = remotes.find((remote) => remote.name === LOGIN.owner);
    assert.ok(home, `the registry lists ${LOGIN.owner}`);
    assert.ok(
      remotes.length >= REMOTE_NAMES.length,
      `the registry lists the ${REMOTE_NAMES.length} remotes (found ${remotes.length})`,
    );

    await prepareSession(context, baseUrl, LOGIN.session);
    /** @type {string[]} */
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.goto('/home/login');
    await expectSingleText(page.locator('h1'), LOGIN.title.fr, 'the login page rendered');
    // The page arrives prerendered, its title there before any script; the shell starts (and
    // fetches mfe-home) once the paint is reported (start-after-paint.ts: up to 1 s after a
    // frame), later than the 500 ms of quiet network `networkidle` asks for: wait for the live page.
    await waitForLivePage(page);
    // Whatever the page fetches after its first render (lazy chunks, preloads) counts too.
    await page.waitForLoadState('networkidle');

    assert.ok(requests.includes(home.manifestUrl), `mfe-home's manifest was fetched (${home.manifestUrl})`);
    const otherManifests = remotes
      .filter((remote) => remote.name !== home.name)
      .map((remote) => remote.manifestUrl)
      .filter((url) => requests.includes(url));
    assert.deepEqual(otherManifests, [], 'no other remote manifest is fetched');

    // Nothing else of any other remote either (entries, chunks), wherever the registry points.
    const homeFolder = new URL('.', home.manifestUrl).href;
    const otherFolders = remotes
      .filter((r) => r.name !== home.name)
      .map((r) => new URL('.', r.manifestUrl).href);
    const foreign = requests.filter((url) => otherFolders.some((folder) => url.startsWith(folder)));
    assert.deepEqual(foreign, [], 'no file of another remote is fetched');
    const remoteFiles = requests.filter((url) => new URL(url).pathname.startsWith('/remotes/'));
    const outsideHome = remoteFiles.filter((url) => !url.startsWith(homeFolder));
    assert.deepEqual(outsideHome, [], `every /remotes/ request is under ${homeFolder}`);
  }));
