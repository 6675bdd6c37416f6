/**
 * API benchmark (npm run bench:api), on loopback against MariaDB
 * (127.0.0.1:3306, a fresh database dropped afterwards):
 *   1. baseline — a bare Koa + mysql2 handler inserting the same analysis row;
 *   2. POST /api/analyse — signed in, a realistic 2 KB analysis (row + journal entry in one transaction);
 *   3. GET /api/journal — the signed-in user's journal.
 * The API runs as `npm start` runs it (api/dist/server.js, built first by
 * the bench:api script). Each runs at 50 connections for 20 s (BENCH_SECONDS to change). Prints
 * throughput, latency percentiles, errors and non-2xx, the save/baseline ratio
 * and the API process's RSS at the end. Targets: 0 errors, 0 non-2xx,
 * p99 ≤ 50 ms, save ≥ 50 % of baseline, RSS ≤ 200 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { savePayload, textOfSize } from '../api/test/fixtures';
import { freshMysqlDatabase } from '../api/test/mysql';
import { signIn } from '../api/test/sign-in';

const REPO = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;

function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; line: string }> {
  const script = args.at(-1)!;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => ready.test(l));
      if (line) resolvePromise({ child, line });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}\n${err}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((r) => {
    child.removeAllListeners('exit');
    child.once('exit', () => r());
    child.kill('SIGTERM');
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function report(label: string, r: Result): void {
  console.log(
    `${label.padEnd(26)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  p90 ${String(r.latency.p90).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(3)} ms  max ${String(r.latency.max).padStart(4)} ms  total ${r.requests.total}  errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`,
  );
}

async function main(): Promise<void> {
  const db = await freshMysqlDatabase();
  const children: ChildProcess[] = [];
  try {
    // The server as `npm start` runs it: the bundle from `npm run build:api` on plain node.
    const api = await startProcess(
      ['api/dist/server.js'],
      {
        NODE_ENV: 'development',
        PORT: '0',
        PUBLIC_URL: '',
        DATABASE_URL: db.url,
        SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        OPENAI_API_KEY: '',
        DB_POOL_MAX: process.env.DB_POOL_MAX ?? '10',
      },
      /"event":"listening"/,
    );
    children.push(api.child);
    const url = (JSON.parse(api.line) as { url: string }).url;
    const client = await signIn(url, { email: 'bench@example.test', name: 'Bench Mark' });
    const user = (await (await client.request('GET', '/api/auth/user')).json()) as { id: number };
    const body = JSON.stringify(savePayload(textOfSize(2048)));
    const headers = { Cookie: client.jar.header(), Origin: new URL(url).origin, 'Content-Type': 'application/json' };

    const baseline = await startProcess(
      ['--import', 'tsx', 'bench/api-baseline.ts'],
      { DATABASE_URL: db.url, BENCH_USER_ID: String(user.id), DB_POOL_MAX: process.env.DB_POOL_MAX ?? '10' },
      /"port"/,
    );
    children.push(baseline.child);
    const baselineUrl = `http://127.0.0.1:${(JSON.parse(baseline.line) as { port: number }).port}/`;

    console.log('ToneLens API benchmark: MariaDB on loopback, autocannon');
    console.log(
      `node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s each, body ${Buffer.byteLength(body)} bytes\n`,
    );
    const warm = { connections: 10, duration: 2 };
    await autocannon({ url: baselineUrl, method: 'POST', headers, body, ...warm });
    await autocannon({ url: `${url}/api/analyse`, method: 'POST', headers, body, ...warm });

    const base = await autocannon({
      url: baselineUrl,
      method: 'POST',
      headers,
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    await stop(baseline.child);
    report('baseline Koa + mysql2', base);
    const save = await autocannon({
      url: `${url}/api/analyse`,
      method: 'POST',
      headers,
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    report('POST /api/analyse', save);
    const journal = await autocannon({
      url: `${url}/api/journal`,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    report('GET /api/journal', journal);

    const ratio = save.requests.average / base.requests.average;
    const rss = rssMb(api.child.pid!);
    console.log(`\nsave / baseline throughput: ${(ratio * 100).toFixed(0)} % (target ≥ 50 %)`);
    console.log(`API process RSS at the end: ${rss.toFixed(0)} MB (target ≤ 200 MB)`);
    const problems = [save, journal].flatMap((r) => [r.errors, r.timeouts, r.non2xx]).reduce((a, b) => a + b, 0);
    console.log(`errors + timeouts + non-2xx (API): ${problems} (target 0)`);
    console.log(`p99: save ${save.latency.p99} ms, journal ${journal.latency.p99} ms (target ≤ 50 ms)`);
  } finally {
    for (const child of children) await stop(child);
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
