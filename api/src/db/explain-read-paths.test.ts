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
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function send(call: Pick<ApiCall, 'method' | 'path' | 'body' | 'anonymous'>, token: string | null) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token && !call.anonymous) headers.Authorization = `Bearer ${token}`;
    const response = await app.request(call.path, {
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

  test.each(['coachee-history', 'leader-40'] as SampleRole[])(
    `%s: no query scans a table over ${SEQ_SCAN_LIMIT} rows whole`,
    async (role) => {
      const login = await check(loginCall(memberEmail(SAMPLES[role]), password), null);
      expect(login.answer.status).toBe(200);
      const token = (login.answer.body as { token: string }).token;
      const ask: Ask = (call) => send(call, token);
      const found = await discover(ask, {
        today: new Date().toISOString().slice(0, 10),
        leader: role === 'leader-40',
      });
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
});
