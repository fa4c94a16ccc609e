/**
 * Benchmark (a script, not a test): autocannon against a hello-world route, whoami and login of
 * the same server, in one run, on the embedded database (PGlite in a temporary folder).
 *
 *   pnpm --filter @coach/api bench            # 10 s per route
 *   BENCH_SECONDS=20 pnpm --filter @coach/api bench
 *
 * The server runs as a child process exactly as `npm start` runs it (NODE_ENV=production,
 * LOG_LEVEL=warn); autocannon runs in this process, on the same machine (so it takes part of
 * the CPU). Each route gets a 2 s warm-up before its measured run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 18_000 + Math.floor(Math.random() * 1000));
const BASE = `http://127.0.0.1:${PORT}`;

interface Row {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Coach platform running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, init);
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function run(name: string, options: autocannon.Options): Promise<Row> {
  await autocannon({ ...options, duration: 2 }); // warm-up (JIT, caches), not measured
  const result = await autocannon({ duration: SECONDS, ...options });
  return {
    name,
    connections: options.connections ?? 10,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-bench-'));
  const server = await startServer(dataDir);
  try {
    const credentials = { email: 'bench@example.com', password: 'Benchmark-Passphrase-2024' };
    const registered = await json(`${BASE}/api/dashboard/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user: {
          firstname: 'Bench',
          lastname: 'Mark',
          birth_date: '1990-01-01',
          gender: 'female',
          email: credentials.email,
          mobile: '',
          lang: 'fr',
          password: credentials.password,
          user_type: 'coachee',
        },
      }),
    });
    const token = String(registered.token);

    const rows: Row[] = [];
    rows.push(await run('hello-world GET /api/hello', { url: `${BASE}/api/hello`, connections: 10 }));
    rows.push(
      await run('whoami GET /api/dashboard/whoami', {
        url: `${BASE}/api/dashboard/whoami`,
        connections: 10,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    rows.push(
      await run('login POST /api/dashboard/login', {
        url: `${BASE}/api/dashboard/login?locale=fr`,
        method: 'POST',
        connections: 8,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      }),
    );

    const [hello, whoami, login] = rows;
    console.info(
      `\nCoach api benchmark — ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, embedded PGlite, ${SECONDS} s per route\n`,
    );
    console.info('| route | connections | req/s | p50 ms | p99 ms | non-2xx | errors |');
    console.info('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.info(
        `| ${row.name} | ${row.connections} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
      );
    }
    if (hello && whoami && login) {
      const ratio = whoami.rps / hello.rps;
      console.info(
        `\nwhoami / hello-world = ${ratio.toFixed(2)} (target ≥ 0.35): ${ratio >= 0.35 ? 'met' : 'NOT met'}`,
      );
      console.info(
        `login = ${login.rps.toFixed(0)} req/s (target ≥ 150): ${login.rps >= 150 ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
