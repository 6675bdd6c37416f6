/**
 * API benchmark (npm run bench:api), on loopback against MariaDB
 * (127.0.0.1:3306, a fresh database dropped afterwards):
 *   1. baseline — a bare Koa + mysql2 handler inserting the same analysis row;
 *   2. POST /api/analyse — signed in, a realistic 2 KB analysis (row + journal entry in one transaction);
 *   3. GET /api/journal — the signed-in user's journal.
 * The API runs as in production: NODE_ENV=production, the bundle from
 * `npm run build:api` (rebuilt first only when its sources changed, as
 * `npm run cluster` does) on plain node (the `serve` script's flags included),
 * signing in through an external OpenID Connect provider (an oidc-provider
 * instance in this process). Each target is warmed up at full load for 10 s
 * (BENCH_WARM_SECONDS), then gets 50 connections for 20 s
 * (BENCH_SECONDS to change); the baseline and the save share that time in
 * alternating rounds (BENCH_ROUNDS, 4 by default), and the save/baseline ratio
 * is the median of the rounds' ratios, each save round against the baseline
 * round beside it: on a shared machine the load drifts, and a ratio of two
 * phases run at different moments measured the drift as much as the API.
 * Prints throughput, latency percentiles, errors and non-2xx, CPU per request
 * of the server and of MariaDB, the ratio and the API process's RSS at the
 * end. Targets: 0 errors, 0 non-2xx, p99 ≤ 50 ms, save ≥ 50 % of baseline,
 * RSS ≤ 200 MB.
 *
 * BENCH_API_NODE_ARGS adds node flags to the API process, e.g. to profile it:
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" (a V8 profile written as it exits;
 * open it in Chrome's DevTools or summarise it with
 * `node --import tsx bench/cpu-profile.ts <file>`; V8 samples wall time, so on a
 * busy machine time spent descheduled shows in system calls), or
 * "--perf-basic-prof" for `perf record -e cpu-clock -g -p <pid>` (CPU time only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { readTone, toneSummaryOf } from '@tonelens/core';
import { createIdentityProvider } from '../api/src/auth/identity-provider';
import { buildIfStale } from '../api/test/cluster/build';
import { savePayload, textOfSize } from '../api/test/fixtures';
import { freshMysqlDatabase } from '../api/test/mysql';
import { serveArguments } from '../api/test/server-process';
import { signIn } from '../api/test/sign-in';

const REPO = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
/** Warm-up of each target before the measured rounds, in s (BENCH_WARM_SECONDS). */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 10);
/** Alternating rounds of the baseline and the save, SECONDS in all for each. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
/** Bytes of a process's latest output kept for reporting its exit. */
const OUTPUT_TAIL_BYTES = 64 * 1024;

/**
 * The latest output of a stream, at least `bytes` of it, kept as the chunks that came: nothing is copied or decoded
 * per chunk (the API writes an access line per request, and this process also drives the load).
 */
function outputTail(bytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    add(chunk: Buffer): void {
      chunks.push(chunk);
      size += chunk.length;
      while (chunks.length > 1 && size - chunks[0]!.length >= bytes) size -= chunks.shift()!.length;
    },
    text: (): string => Buffer.concat(chunks).toString('utf8'),
  };
}

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
    const out = outputTail(OUTPUT_TAIL_BYTES);
    const err = outputTail(OUTPUT_TAIL_BYTES);
    let started = false;
    child.stderr!.on('data', (d: Buffer) => err.add(d));
    // The server writes an access line per request: once it is up, only a tail is kept (for an exit report),
    // without searching, copying or decoding it on every chunk, which would load this process (it drives the
    // load too) and so the machine during the API's phases only.
    child.stdout!.on('data', (d: Buffer) => {
      out.add(d);
      if (started) return;
      const line = out
        .text()
        .split('\n')
        .find((l) => ready.test(l));
      if (line) {
        started = true;
        resolvePromise({ child, line });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out.text()}\n${err.text()}`)));
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

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  return port;
}

/** CPU time (user + system) a process has used so far, in ms (Linux clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The local MariaDB/MySQL server's process id, when it runs on this machine (its CPU is reported too): the
 * longest-running one, since tests start and stop throwaway servers beside it.
 */
function databasePid(): number | undefined {
  let oldest: { pid: number; started: number } | undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!/^(mariadbd|mysqld)$/.test(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) continue;
      // Field 22 of /proc/<pid>/stat (the 20th after the command name): start time in clock ticks since boot.
      const started = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]);
      if (!oldest || started < oldest.started) oldest = { pid: Number(entry), started };
    } catch {
      // The process ended while the list was read.
    }
  }
  return oldest?.pid;
}

type Measured = Result & { cpuPerRequestMs: number; dbCpuPerRequestMs?: number };

/** Runs autocannon and measures the server's (and the database's) CPU time per answered request, in ms. */
async function measure(pid: number, options: Parameters<typeof autocannon>[0]): Promise<Measured> {
  const db = databasePid();
  const before = cpuMs(pid);
  const dbBefore = db === undefined ? 0 : cpuMs(db);
  const result = await autocannon(options);
  const requests = Math.max(1, result.requests.total);
  return {
    ...result,
    cpuPerRequestMs: (cpuMs(pid) - before) / requests,
    dbCpuPerRequestMs: db === undefined ? undefined : (cpuMs(db) - dbBefore) / requests,
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** One load run, or several runs of one target combined. */
interface Summary {
  rps: number;
  cpuPerRequestMs: number;
  dbCpuPerRequestMs?: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

function summarise(r: Measured): Summary {
  return {
    rps: r.requests.average,
    cpuPerRequestMs: r.cpuPerRequestMs,
    dbCpuPerRequestMs: r.dbCpuPerRequestMs,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    total: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Runs of one target taken together: throughput and CPU per request over all
 * requests, the mean of the medians, and the worst p90, p99 and maximum of any run.
 */
function combine(runs: Summary[]): Summary {
  const total = runs.reduce((sum, r) => sum + r.total, 0);
  const weighted = (pick: (r: Summary) => number) => runs.reduce((sum, r) => sum + pick(r) * r.total, 0) / total;
  const sum = (pick: (r: Summary) => number) => runs.reduce((acc, r) => acc + pick(r), 0);
  const worst = (pick: (r: Summary) => number) => Math.max(...runs.map(pick));
  return {
    rps: sum((r) => r.rps) / runs.length,
    cpuPerRequestMs: weighted((r) => r.cpuPerRequestMs),
    dbCpuPerRequestMs: runs.every((r) => r.dbCpuPerRequestMs !== undefined)
      ? weighted((r) => r.dbCpuPerRequestMs!)
      : undefined,
    p50: sum((r) => r.p50) / runs.length,
    p90: worst((r) => r.p90),
    p99: worst((r) => r.p99),
    max: worst((r) => r.max),
    total,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
  };
}

/** The middle value (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function report(label: string, r: Summary): void {
  const ms = (v: number, width: number) => v.toFixed(0).padStart(width);
  console.log(
    `${label.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  cpu ${r.cpuPerRequestMs.toFixed(2)} ms/req  db cpu ${r.dbCpuPerRequestMs?.toFixed(2) ?? 'n/a'} ms/req  p50 ${ms(r.p50, 3)} ms  p90 ${ms(r.p90, 3)} ms  p99 ${ms(r.p99, 3)} ms  max ${ms(r.max, 4)} ms  total ${r.total}  errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`,
  );
}

async function main(): Promise<void> {
  buildIfStale(['api']);
  const db = await freshMysqlDatabase();
  const children: ChildProcess[] = [];
  const idpServer = createServer();
  try {
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await new Promise<void>((r) => idpServer.listen(0, '127.0.0.1', r));
    const issuer = `http://127.0.0.1:${(idpServer.address() as AddressInfo).port}`;
    const idp = await createIdentityProvider({
      issuer,
      clients: [
        { clientId: 'bench', clientSecret: 'bench-secret', redirectUris: [`${apiUrl}/api/connect/oidc/callback`] },
      ],
      cookieKeys: ['bench-idp'],
    });
    idpServer.on('request', (req, res) => void idp.handle(req, res));
    // Exactly the command of `npm run serve` (what `npm start` runs after building).
    const serve = serveArguments();
    const serverArgs = [...(process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean), ...serve];
    const api = await startProcess(
      serverArgs,
      {
        NODE_ENV: 'production',
        PORT: String(apiPort),
        PUBLIC_URL: apiUrl,
        OIDC_ISSUER: issuer,
        OAUTH_CLIENT_ID: 'bench',
        OAUTH_CLIENT_SECRET: 'bench-secret',
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
    // As the web app and the extension send it: with the reading they showed (core's readTone).
    const text = textOfSize(2048);
    const body = JSON.stringify({ ...savePayload(text), ...toneSummaryOf(readTone(text)) });
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
      `node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s each, body ${Buffer.byteLength(body)} bytes`,
    );
    console.log(`API process: node ${serverArgs.join(' ')} (NODE_ENV=production)\n`);
    // Both warm up under the load they are measured at: V8 optimises the API's code over thousands of requests,
    // and on a busy machine its optimising compiler gets little time. With 2 s at 10 connections the first save
    // round still ran partly unoptimised code (1.7 ms of CPU per save against 0.5-0.7 ms in the later rounds).
    const warm = { connections: CONNECTIONS, duration: WARM_SECONDS };
    await autocannon({ url: baselineUrl, method: 'POST', headers, body, ...warm });
    await autocannon({ url: `${url}/api/analyse`, method: 'POST', headers, body, ...warm });

    // The baseline and the save run in alternating rounds, each round in the other order from the last (baseline
    // then save, save then baseline, ...), so that neither gains from going first (a smaller table, a cooler
    // machine) and drift on a shared machine falls on both.
    const baseRuns: Summary[] = [];
    const saveRuns: Summary[] = [];
    const roundSeconds = Math.max(1, Math.round(SECONDS / ROUNDS));
    const load = (pid: number, target: string) =>
      measure(pid, { url: target, method: 'POST', headers, body, connections: CONNECTIONS, duration: roundSeconds });
    for (let round = 1; round <= ROUNDS; round++) {
      const runBase = async () => {
        const base = summarise(await load(baseline.child.pid!, baselineUrl));
        report(`baseline Koa + mysql2 (${round}/${ROUNDS})`, base);
        baseRuns.push(base);
      };
      const runSave = async () => {
        const saved = summarise(await load(api.child.pid!, `${url}/api/analyse`));
        report(`POST /api/analyse (${round}/${ROUNDS})`, saved);
        saveRuns.push(saved);
      };
      if (round % 2 === 1) {
        await runBase();
        await runSave();
      } else {
        await runSave();
        await runBase();
      }
    }
    await stop(baseline.child);
    const base = combine(baseRuns);
    const save = combine(saveRuns);
    console.log('');
    report('baseline Koa + mysql2', base);
    report('POST /api/analyse', save);
    // The journal warms up as the save did, under the load it is measured at, on the journal the saves wrote.
    await autocannon({ url: `${url}/api/journal`, headers, ...warm });
    const journal = summarise(
      await measure(api.child.pid!, {
        url: `${url}/api/journal`,
        headers,
        connections: CONNECTIONS,
        duration: SECONDS,
      }),
    );
    report('GET /api/journal', journal);

    // Each save round against the baseline round beside it, then the median of those ratios.
    const roundRatios = saveRuns.map((saved, i) => saved.rps / baseRuns[i]!.rps);
    const ratio = median(roundRatios);
    const rss = rssMb(api.child.pid!);
    const percent = (r: number) => `${(r * 100).toFixed(0)} %`;
    console.log(
      `\nsave / baseline throughput: ${percent(ratio)} (target ≥ 50 %): median of the rounds' ${roundRatios.map(percent).join(', ')}; all rounds together ${percent(save.rps / base.rps)}`,
    );
    console.log(
      `server CPU per request: save ${save.cpuPerRequestMs.toFixed(2)} ms vs baseline ${base.cpuPerRequestMs.toFixed(2)} ms (${((base.cpuPerRequestMs / save.cpuPerRequestMs) * 100).toFixed(0)} % of the save's cost); journal ${journal.cpuPerRequestMs.toFixed(2)} ms`,
    );
    console.log(
      `machine load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} cores`,
    );
    console.log(`API process RSS at the end: ${rss.toFixed(0)} MB (target ≤ 200 MB)`);
    const problems = [save, journal].flatMap((r) => [r.errors, r.timeouts, r.non2xx]).reduce((a, b) => a + b, 0);
    console.log(`errors + timeouts + non-2xx (API): ${problems} (target 0)`);
    console.log(`p99: save ${save.p99} ms, journal ${journal.p99} ms (target ≤ 50 ms)`);
  } finally {
    for (const child of children) await stop(child);
    idpServer.closeAllConnections();
    idpServer.close();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
