// The steady load of the fault bench (`pnpm bench:faults`): a few workers send, in turn, what a
// member's browser sends — an api read, a released file, a page, an acknowledged write — through
// the balancer, each with a 10 s limit, and every answer is recorded and judged (outcome()).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const HANG_MS = 10_000;

/** Every message the api answers a 503 with, in French (the requests ask for French). */
const FRENCH_503 = (() => {
  const errors = JSON.parse(
    readFileSync(path.join(ROOT, 'shared/src/i18n/locales/fr/api.json'), 'utf8'),
  ).errors;
  return new Set(['databaseDown', 'storageDown', 'storageFull', 'shuttingDown'].map((key) => errors[key]));
})();

/**
 * @typedef {object} LoadRecord
 * @property {string} kind read | file | page | write
 * @property {number} start ms since the epoch
 * @property {number} end
 * @property {number} status 0 when no answer came
 * @property {boolean} retryAfter
 * @property {boolean} translated a 503's message is one of the api's French ones
 * @property {string} [error] why no answer came
 * @property {string} [id] an acknowledged write's id
 * @property {string} [backendLost] a 502's: the backend the balancer lost the request with
 */

/**
 * How an answer counts: `ok`, the one acceptable failure (`503 + Retry-After`), or what went wrong.
 * @param {LoadRecord} record
 */
export function outcome(record) {
  if (record.error) return record.error === 'timeout' ? 'hang > 10 s' : `no answer (${record.error})`;
  if (record.status >= 200 && record.status < 400) return 'ok';
  if (record.status === 503 && record.retryAfter && record.translated) return '503 + Retry-After';
  if (record.status === 503)
    return `503 without ${record.retryAfter ? 'a translated message' : 'Retry-After'}`;
  if (record.status === 502) return '502 from the balancer (instance gone mid-request)';
  return String(record.status);
}

/**
 * A write the killed instance was answering when it died: the balancer answers 502 and cannot send
 * it again (it may have committed, docs/adr/0018-through-its-faults.md). Reported apart, not as a
 * miss: no server can answer a request with the process that held it gone. Only a write (a GET is
 * sent again), answered 502 by the balancer naming the killed instance as the one it lost it with.
 */
const LOST_WITH_ITS_INSTANCE = 'write lost with the killed instance (502, not sent again)';

/** @param {LoadRecord} record @param {string | undefined} killed the killed instance's origin */
function lostWithItsInstance(record, killed) {
  return (
    killed !== undefined && record.kind === 'write' && record.status === 502 && record.backendLost === killed
  );
}

/**
 * @param {{ url: string, token: string, files: string[], workers?: number }} options
 *   `files`: released files' paths (`/remotes/…`) to ask for
 */
export function startLoad({ url, token, files, workers = 6 }) {
  /** @type {LoadRecord[]} */
  const records = [];
  let running = true;
  let turn = 0;
  const requests = {
    read: () => ({ path: '/api/dashboard/whoami', init: {} }),
    file: () => ({ path: files[turn % files.length] ?? '/registry.json', init: {} }),
    page: () => ({ path: '/trainings', init: { headers: { Cookie: `token=${token}` } } }),
    write: () => ({
      path: '/api/dashboard/commitments',
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: `bench ${turn}`, due_date: '2030-01-15' }),
      },
    }),
  };
  const kinds = /** @type {(keyof typeof requests)[]} */ (Object.keys(requests));
  const one = async () => {
    const kind = /** @type {keyof typeof requests} */ (kinds[turn % kinds.length]);
    turn += 1;
    const { path: target, init } = requests[kind]();
    /** @type {LoadRecord} */
    const record = { kind, start: Date.now(), end: 0, status: 0, retryAfter: false, translated: false };
    try {
      const answer = await fetch(`${url}${target}`, {
        ...init,
        headers: { 'Accept-Language': 'fr', Authorization: `Bearer ${token}`, ...init.headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(HANG_MS),
      });
      const body = await answer.text();
      record.status = answer.status;
      record.retryAfter = answer.headers.has('retry-after');
      if (answer.status === 503)
        record.translated = FRENCH_503.has(JSON.parse(body || '{}')?.errors?.base?.[0]);
      if (kind === 'write' && answer.status === 201) record.id = JSON.parse(body).id;
      // The balancer's 502 names the backend it lost the request with (balancer.mjs).
      if (answer.status === 502) record.backendLost = /^backend (\S+):/.exec(body)?.[1];
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      record.error =
        name === 'TimeoutError' ? 'timeout' : error instanceof Error ? error.message : String(error);
    }
    record.end = Date.now();
    records.push(record);
  };
  const worker = async () => {
    while (running) {
      await one();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    records,
    async stop() {
      running = false;
      await done;
    },
  };
}

/**
 * What one fault did to the requests sent from `from` on: how many, which failed and how, and the
 * time from the fault's end to the last failed answer (0: none after it).
 * @param {LoadRecord[]} records
 * @param {{ from: number, to: number, faultEnd: number, killed?: string }} window
 *   `killed`: the origin of the instance the fault killed, if it kills one
 */
export function summarize(records, { from, to, faultEnd, killed }) {
  const inside = records.filter((record) => record.start >= from && record.start < to);
  /** @type {Map<string, number>} */
  const failures = new Map();
  let lastFailure = 0;
  let firstFailure = Infinity;
  for (const record of inside) {
    const how = lostWithItsInstance(record, killed) ? LOST_WITH_ITS_INSTANCE : outcome(record);
    if (how === 'ok') continue;
    failures.set(how, (failures.get(how) ?? 0) + 1);
    lastFailure = Math.max(lastFailure, record.end);
    firstFailure = Math.min(firstFailure, record.start);
  }
  const ok = inside.length - [...failures.values()].reduce((sum, n) => sum + n, 0);
  const unacceptable = [...failures.keys()].filter(
    (how) => how !== '503 + Retry-After' && how !== LOST_WITH_ITS_INSTANCE,
  );
  return {
    sent: inside.length,
    ok,
    failures,
    unacceptable,
    recoveryMs: Math.max(0, lastFailure - faultEnd),
    /** From the first failed request sent to the last failed answer: what members saw. */
    failingMs: lastFailure === 0 ? 0 : lastFailure - firstFailure,
    slowestMs: Math.max(0, ...inside.map((record) => record.end - record.start)),
  };
}
