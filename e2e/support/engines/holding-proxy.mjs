// A proxy in front of one platform that can refuse some files (a remote down), answer a page late
// (a busy server) or keep the bodies of some answers back: their status and
// headers go out at once, the bytes only at `release()`. A page left meanwhile has those loads in
// flight, answer started and body not received: what a visitor's slow network makes of a page
// left early, every time (engines/firefox-leaving-mid-load.test.mjs).
import http from 'node:http';
import { forward } from '../forward.mjs';

/**
 * @typedef {object} HoldingProxy
 * @property {string} url the proxy's origin
 * @property {(pattern: { test: (path: string) => boolean } | null) => void} hold keep back the bodies of the answers whose path matches
 *   (null: hold nothing more, what is held stays held)
 * @property {(path: string, pattern: { test: (path: string) => boolean }) => void} holdFrom hold from the
 *   next request for `path` on (a page's own address: what that page then asks for)
 * @property {(pattern: RegExp | null) => void} refuse answer 503 to the requests whose path matches (a remote down)
 * @property {(path: string, ms: number) => void} slowDown answer the next request for `path` `ms` later (a slow server)
 * @property {() => number} holding how many answers are being kept back
 * @property {() => string[]} asked every request so far, as `METHOD /path` (what a page sent, even one being left)
 * @property {() => void} release send what was kept back, and keep nothing back from now on
 * @property {() => Promise<void>} close
 */

/**
 * @param {string} backend the platform's origin
 * @returns {Promise<HoldingProxy>}
 */
export async function startHoldingProxy(backend) {
  /** @type {{ test: (path: string) => boolean } | null} */
  let pattern = null;
  /** @type {Array<() => void>} */
  let held = [];
  /** @type {Map<string, number>} */
  const slow = new Map();
  /** @type {{ path: string, pattern: { test: (path: string) => boolean } } | null} */
  let armed = null;
  /** @type {RegExp | null} */
  let refused = null;
  // A connection per request: a kept-alive one the platform closes as it is reused answers
  // ECONNRESET, which this proxy would turn into a 502 the page then reports (seen under load).
  const agent = new http.Agent({ keepAlive: false });
  /** @type {string[]} */
  const asked = [];
  const server = http.createServer(async (request, response) => {
    asked.push(`${request.method} ${request.url}`);
    if (armed && request.url === armed.path) {
      pattern = armed.pattern;
      armed = null;
    }
    if (refused?.test(request.url ?? '')) {
      response.writeHead(503, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    const delay = slow.get(request.url ?? '');
    if (delay !== undefined) {
      slow.delete(request.url ?? '');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    forward(request, response, { backend, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      response.flushHeaders();
      if (pattern && answer.statusCode === 200 && pattern.test(request.url ?? '')) {
        answer.pause();
        held.push(() => answer.pipe(response));
      } else answer.pipe(response);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    hold(next) {
      pattern = next;
    },
    refuse(next) {
      refused = next;
    },
    holdFrom(path, next) {
      armed = { path, pattern: next };
    },
    slowDown(path, ms) {
      slow.set(path, ms);
    },
    holding: () => held.length,
    asked: () => [...asked],
    release() {
      pattern = null;
      const waiting = held;
      held = [];
      for (const send of waiting) send();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}
