// Issue 41, WebKit: the driver sees a page's errors from its very start (support/engines/
// error-recorder.mjs), though WebKitWebDriver has no console events: an error thrown, a console
// error and a rejection left unhandled while a page loads, and those of a page that goes away on
// its own before the driver could look (as the sign-in form's reload does). Pages of a bare server
// of this file's own, with the platform's Content-Security-Policy (no inline script but hashed
// ones), so that the recorder runs under the same rules as on the platform's pages.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { skipReason } from '../support/engines/available.mjs';
import { openDriver } from '../support/engines/driver.mjs';

const skip = skipReason('webkit');

const THROWING = `console.error('logged during load');
Promise.reject(new Error('rejected during load'));
throw new Error('thrown during load');`;
const LEAVING = `location.replace('/after'); throw new Error('thrown by a page that goes at once');`;
const sha256 = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** @type {Record<string, string>} */
const PAGES = {
  '/throwing': `<!doctype html><html><head><script>${THROWING}</script></head><body><h1>throwing</h1></body></html>`,
  '/leaving': `<!doctype html><html><head><script>${LEAVING}</script></head><body></body></html>`,
  '/after': '<!doctype html><html><head><title>after</title></head><body><h1>after</h1></body></html>',
};
const CSP = `default-src 'self'; script-src 'self' ${sha256(THROWING)} ${sha256(LEAVING)}`;

/** @type {http.Server} */
let server;
/** @type {import('../support/engines/driver.mjs').Driver | undefined} */
let driver;

before(async () => {
  if (skip) return;
  server = http.createServer((request, response) => {
    const page = PAGES[request.url ?? ''];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': CSP }).end(page);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  driver = await openDriver('webkit', `http://127.0.0.1:${port}`);
});
after(async () => {
  await driver?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(() => resolve(undefined)) : resolve(undefined)));
});

test(
  'errors while a page loads, and those of a page gone before the driver looked, are page errors',
  { skip: skip ?? false, timeout: 60_000 },
  async () => {
    const webkit = /** @type {import('../support/engines/driver.mjs').Driver} */ (driver);
    await webkit.goto('/throwing');
    await webkit.waitFor(`document.querySelector('h1')?.textContent === 'throwing'`);
    const seen = () => webkit.errors().join('\n');
    for (const expected of [
      /\/throwing: console: logged during load/,
      /\/throwing: .*thrown during load/,
      /\/throwing: unhandled: rejected during load/,
    ])
      assert.match(seen(), expected);

    await webkit.goto('/leaving');
    await webkit.waitFor(`location.pathname === '/after' && !!document.querySelector('h1')`);
    assert.match(seen(), /\/leaving: .*thrown by a page that goes at once/);
    assert.ok(
      webkit.errors().every((message) => !message.includes('/after')),
      'nothing of the page reached',
    );
  },
);
