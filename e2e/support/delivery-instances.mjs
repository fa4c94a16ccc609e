// Two platform instances over one PostgreSQL behind a round-robin proxy that stands for the load
// balancer (support/round-robin-proxy.mjs), each started the way `npm start` starts it, with its
// own port and data folder, on a database of its own that is dropped at the end (the server may
// hold other runs' data). Released files live in that database (FILE_STORAGE=postgres, the default
// with DATABASE_URL). The setup of multi-instance.test.mjs, and of progressive-delivery.test.mjs
// run with DELIVERY_INSTANCES=2 (docs/adr/0016-progressive-delivery.md, "Several instances").
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { operatedPlatform } from './operator.mjs';
import { ROOT, startPlatform } from './repo.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

/** @type {{ adminQuery(url: string, sql: string): Promise<unknown[]>, databaseNamed(url: string, name: string): string }} */
const { adminQuery, databaseNamed } = await import(
  pathToFileURL(path.join(ROOT, 'scripts/lib/fault-setup.mjs')).href
);

const PATH = [path.join(ROOT, 'node_modules/.bin'), process.env.PATH].filter(Boolean).join(path.delimiter);

/**
 * @typedef {object} TwoInstances
 * @property {import('./repo.mjs').StartedPlatform} a
 * @property {import('./repo.mjs').StartedPlatform} b
 * @property {import('./round-robin-proxy.mjs').RoundRobinProxy} proxy
 * @property {string} operatorToken the token both instances take (PLATFORM_OPERATOR_TOKEN)
 * @property {() => Promise<void>} stop stops the proxy and both instances, drops the database
 */

/**
 * Starts A, then B over the registry A has filled (the first start may build every app first:
 * minutes on a busy machine; B runs that same build), then the proxy in front of both.
 * @param {{ databaseUrl: string, name: string }} options the server's URL, and a word naming the
 *   test in the database's name
 * @returns {Promise<TwoInstances>}
 */
export async function startTwoInstances({ databaseUrl, name }) {
  const dbName = `coach_e2e_${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const operatorToken = randomBytes(32).toString('hex');
  await adminQuery(databaseUrl, `CREATE DATABASE "${dbName}"`);
  /** @type {{ a?: import('./repo.mjs').StartedPlatform, b?: import('./repo.mjs').StartedPlatform, proxy?: import('./round-robin-proxy.mjs').RoundRobinProxy }} */
  const started = {};
  const stop = async () => {
    await started.proxy?.close();
    await started.a?.stop();
    await started.b?.stop();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  };
  try {
    const env = {
      PATH,
      DATABASE_URL: databaseNamed(databaseUrl, dbName),
      PLATFORM_OPERATOR_TOKEN: operatorToken,
    };
    started.a = await startPlatform({ env, timeoutMs: 900_000 });
    started.b = await startPlatform({ env: { ...env, SKIP_BUILD: '1' }, timeoutMs: 300_000 });
    started.proxy = await startRoundRobinProxy([started.a.url, started.b.url]);
    return { a: started.a, b: started.b, proxy: started.proxy, operatorToken, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * @typedef {import('./operator.mjs').OperatedPlatform & {
 *   devices: [string, string],
 *   instances: number,
 * }} DeliveryPlatform
 *   `devices`: the origins a member's laptop and phone land on — both the platform with one
 *   instance; A and B with two, as a balancer that keeps each browser on one instance would
 */

/**
 * The platform the progressive-delivery journeys run against: the one `npm test` passes (or one
 * started here, support/operator.mjs), or with DELIVERY_INSTANCES=2 two over the PostgreSQL of
 * DATABASE_URL behind the proxy, whose origin becomes BASE_URL for the harness
 * (support/harness.mjs). Call at the top level of the test file, before `useBrowser`.
 * @returns {Promise<DeliveryPlatform>}
 */
export async function deliveryPlatform() {
  if (process.env.DELIVERY_INSTANCES !== '2') {
    const operated = await operatedPlatform();
    return { ...operated, devices: [operated.baseUrl, operated.baseUrl], instances: 1 };
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('DELIVERY_INSTANCES=2 needs DATABASE_URL: two instances share one PostgreSQL');
  const two = await startTwoInstances({ databaseUrl, name: 'delivery' });
  process.env.BASE_URL = two.proxy.url;
  process.env.PLATFORM_OPERATOR_TOKEN = two.operatorToken; // what `pnpm platform` reads first
  delete process.env.DATA_DIR;
  return {
    baseUrl: two.proxy.url,
    dataDir: undefined,
    canOperate: true,
    stop: two.stop,
    devices: [two.a.url, two.b.url],
    instances: 2,
  };
}
