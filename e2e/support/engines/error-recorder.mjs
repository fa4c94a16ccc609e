// WebKit's page errors from the very start of each page. WebKitWebDriver speaks classic WebDriver
// only: no console events and no script that runs before a page's own. So the WebKit driver talks
// to the platform through this proxy, which writes `<script src="/__engines/error-recorder.js">`
// first thing in every HTML page's `<head>` (an external script of the page's own origin: the
// platform's Content-Security-Policy allows it, as it allows no inline script). That script runs
// before any of the page's, and keeps every uncaught error, unhandled rejection, failed resource
// and console.error (but the loads the page's leaving cuts short, and what it logs of them) in the
// tab's sessionStorage: a page that goes before the driver looks (the
// sign-in form's reload) leaves what it recorded to the next, where the driver reads it.
import http from 'node:http';
import { forward } from '../forward.mjs';

const RECORDER_PATH = '/__engines/error-recorder.js';
const KEY = '__engineErrors';

/** The recorder, as the page runs it (plain ES5-level code: it runs before anything else). */
const RECORDER = `(function () {
  if (window.${KEY}) return;
  window.${KEY} = true;
  function keep(message) {
    var line = location.href + ': ' + message;
    try {
      var kept = JSON.parse(sessionStorage.getItem('${KEY}') || '[]');
      kept.push(line);
      sessionStorage.setItem('${KEY}', JSON.stringify(kept));
    } catch (e) {
      (window.${KEY}Lost = window.${KEY}Lost || []).push(line);
    }
  }
  var leaving = false;
  addEventListener('beforeunload', function () { leaving = true; });
  addEventListener('pageshow', function () { leaving = false; });
  addEventListener('error', function (e) {
    var resource = e.target && e.target !== window && (e.target.src || e.target.href);
    // A load cut short because the page is being left (WebKit fires its element's error event
    // then): the page's own going, not a failure (docs/security.md, "Loads cut short by leaving
    // the page").
    if (resource && leaving) return;
    keep(e.message || 'a resource failed: ' + resource);
  }, true);
  addEventListener('unhandledrejection', function (e) {
    keep('unhandled: ' + (e.reason && e.reason.stack ? e.reason.message : e.reason));
  });
  var original = console.error;
  console.error = function () {
    var text = Array.prototype.slice.call(arguments).join(' ');
    // What the page says of a chunk whose load its leaving cut short (the error event above,
    // turned into a ChunkLoadError by the loader): the same going, not a failure.
    if (!(leaving && /ChunkLoadError|Loading (css )?chunk \\S+ failed/.test(text))) keep('console: ' + text);
    return original.apply(console, arguments);
  };
})();
`;

/**
 * What the driver runs to take the errors recorded so far (and forget them); none on a page
 * without storage (the browser's first, blank page).
 */
export const TAKE_RECORDED = `try {
    var kept = JSON.parse(sessionStorage.getItem('${KEY}') || '[]');
    sessionStorage.removeItem('${KEY}');
    return kept.concat(window.${KEY}Lost ? window.${KEY}Lost.splice(0) : []);
  } catch (e) {
    return [];
  }`;

/** `html` with the recorder first in its `<head>` (or first of all when it has none). */
export function withRecorder(/** @type {string} */ html) {
  const tag = `<script src="${RECORDER_PATH}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * A proxy in front of `backend` that serves the recorder and writes it into every HTML page.
 * @param {string} backend
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startRecordingProxy(backend) {
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((request, response) => {
    if (request.url === RECORDER_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(RECORDER);
      return;
    }
    const page = /text\/html/.test(request.headers.accept ?? '');
    // A page's HTML is rewritten here: it must come uncompressed.
    if (page) request.headers['accept-encoding'] = 'identity';
    forward(request, response, { backend, agent }, (answer) => {
      if (!(page && /text\/html/.test(String(answer.headers['content-type'])))) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(withRecorder(Buffer.concat(chunks).toString('utf8')));
        // The length changed, and the validator named the page as it was.
        const headers = { ...answer.headers, 'content-length': String(body.length) };
        delete headers.etag;
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(body);
      });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}
