import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '@coach/server-kit/config';
import type { Db } from '@coach/server-kit/db/types';
import { createApp, type App } from '../app';
import { DEFAULT_PASSWORD } from '../cli/seed/options';
import { SAMPLES, SEED_DOMAIN, memberEmail, type SampleRole } from '../cli/seed/plan';
import { discover, type Ask } from './scale/discover';
import { bigSeqScans, tableSizes, SEQ_SCAN_LIMIT, type RecordedQuery } from './scale/explain';
import {
  exportCalls,
  leaderReads,
  loginCall,
  memberReads,
  repeatedWrites,
  type ApiCall,
} from './scale/read-paths';

/**
 * Issue 39: every query of every read path (the signed-in pages' api calls, the calendar feed,
 * the export, login, the repeated writes) uses an index on a database the size of a real company.
 * The calls run through the real app; drizzle's logger records the SQL each one sends, with its
 * values, and PostgreSQL plans it (EXPLAIN): a Seq Scan of a table over 10 000 rows fails.
 * And every prepared statement of those reads keeps one plan at that size (ADR 0019).
 *
 * Needs a PostgreSQL database seeded by `pnpm seed --members 20000` (or more):
 *   SEEDED_DATABASE_URL=postgres://…/coach_scale pnpm --filter @coach/api test src/db/explain-read-paths
 * `.ci/run` seeds one and runs this; `npm test` skips it.
 */

const url = process.env.SEEDED_DATABASE_URL;
const password = process.env.SEEDED_PASSWORD ?? DEFAULT_PASSWORD;
const MIN_MEMBERS = 20_000;

const suite = url ? describe : describe.skip;
const skipped = url
  ? ''
  : ' — skipped: set SEEDED_DATABASE_URL to a database seeded by pnpm seed --members 20000';
// One line in `npm test`'s output, where a skipped suite is otherwise only a count.
if (!url) process.stderr.write(`EXPLAIN of the read paths${skipped} (.ci/run does)\n`);

suite(`EXPLAIN of every read path on a seeded database${skipped}`, () => {
  let pool: pg.Pool;
  let app: App;
  /** One connection and an app of its own: the plan cache PostgreSQL keeps for it is read back. */
  let onePool: pg.Pool;
  let appOnOne: App;
  let dataDir: string;
  let sizes: Map<string, number>;
  let recorded: RecordedQuery[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 4 });
    const db = drizzle({
      client: pool,
      logger: { logQuery: (sql, params) => void recorded.push({ sql, params }) },
    }) as unknown as Db;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-explain-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SHELL_DIST: path.join(dataDir, 'shell'),
    });
    app = createApp({ db, config });
    onePool = new pg.Pool({ connectionString: url, max: 1 });
    appOnOne = createApp({ db: drizzle({ client: onePool }) as unknown as Db, config });
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE email LIKE $1', [
      `%@${SEED_DOMAIN}`,
    ]);
    if (Number(rows[0]?.n) < MIN_MEMBERS)
      throw new Error(
        `the database holds ${rows[0]?.n} seeded members: pnpm seed --members ${MIN_MEMBERS} first`,
      );
    await pool.query('ANALYZE');
    sizes = await tableSizes(pool);
  });

  afterAll(async () => {
    await pool?.end();
    await onePool?.end();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function send(
    call: Pick<ApiCall, 'method' | 'path' | 'body' | 'anonymous'>,
    token: string | null,
    through: App = app,
  ) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token && !call.anonymous) headers.Authorization = `Bearer ${token}`;
    const response = await through.request(call.path, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json')
      ? (JSON.parse(text) as unknown)
      : text;
    return { status: response.status, body: json };
  }

  /** The call's queries, recorded while it ran, and the big tables their plans scan whole. */
  async function check(call: ApiCall, token: string | null) {
    recorded = [];
    const answer = await send(call, token);
    const findings = await bigSeqScans(pool, recorded, sizes);
    return {
      answer,
      problems: findings.map((f) => `${call.name}: Seq Scan on ${f.table} (${f.rows} rows) in\n  ${f.sql}`),
    };
  }

  /** The sample member's token and the read paths of their pages (api/src/db/scale/read-paths.ts). */
  async function signedIn(role: SampleRole) {
    const login = await check(loginCall(memberEmail(SAMPLES[role]), password), null);
    expect(login.answer.status).toBe(200);
    const token = (login.answer.body as { token: string }).token;
    const ask: Ask = (call) => send(call, token);
    const found = await discover(ask, {
      today: new Date().toISOString().slice(0, 10),
      leader: role === 'leader-40',
    });
    return { login, token, found };
  }

  test.each(['coachee-history', 'leader-40'] as SampleRole[])(
    `%s: no query scans a table over ${SEQ_SCAN_LIMIT} rows whole`,
    async (role) => {
      const { login, token, found } = await signedIn(role);
      const calls = [
        ...memberReads(found),
        ...(role === 'leader-40' ? leaderReads(found) : []),
        ...exportCalls(found),
        ...repeatedWrites(found),
      ];
      const problems = [...login.problems];
      for (const call of calls) {
        const { answer, problems: own } = await check(call, token);
        expect({ call: call.name, ok: (call.ok ?? [200]).includes(answer.status) }).toEqual({
          call: call.name,
          ok: true,
        });
        problems.push(...own);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
  /**
   * ADR 0019, "Plans made again on every call": PostgreSQL plans a prepared statement's first five
   * calls with their values, then keeps one generic plan unless it looks dearer. A statement whose
   * generic plan looks dearer at this size is planned again on every call, and its cost grows with
   * the data. Both members' reads, eight times each, on one connection; then that connection's
   * plan cache says how each statement was planned.
   */
  test('every prepared statement of the read paths keeps one plan after its first five calls', async () => {
    const members = await Promise.all(
      (['coachee-history', 'leader-40'] as SampleRole[]).map(async (role) => {
        const { token, found } = await signedIn(role);
        return { token, calls: [...memberReads(found), ...(role === 'leader-40' ? leaderReads(found) : [])] };
      }),
    );
    for (let round = 0; round < 8; round++)
      for (const { token, calls } of members) for (const call of calls) await send(call, token, appOnOne);
    const { rows } = await onePool.query<{ name: string; custom: string; generic: string }>(
      'SELECT name, custom_plans AS custom, generic_plans AS generic FROM pg_prepared_statements',
    );
    expect(rows.length).toBeGreaterThan(10);
    const plannedEachCall = rows
      .filter((row) => Number(row.custom) > 5)
      .map((row) => `${row.name}: ${row.custom} custom plans, ${row.generic} generic`);
    expect(plannedEachCall).toEqual([]);
  }, 240_000);
});
