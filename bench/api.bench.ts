/**
 * API benchmark (npm run bench:api), on loopback against MariaDB
 * (127.0.0.1:3306, a fresh database dropped afterwards):
 *   1. baseline — a bare Koa + mysql2 handler inserting the same analysis row;
 *   2. POST /api/analyse — signed in, a realistic 2 KB analysis (row + journal entry in one transaction);
 *   3. GET /api/journal — the signed-in user's journal.
 * The API runs as in production: NODE_ENV=production, the bundle from
 * `npm run build:api` on plain node, signing in through an external OpenID
 * Connect provider (an oidc-provider instance in this process). Each runs at 50 connections for 20 s (BENCH_SECONDS to change). Prints
 * throughput, latency percentiles, errors and non-2xx, the save/baseline ratio
 * and the API process's RSS at the end. Targets: 0 errors, 0 non-2xx,
 * p99 ≤ 50 ms, save ≥ 50 % of baseline, RSS ≤ 200 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createIdentityProvider } from '../api/src/auth/identity-provider';
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

/** Runs autocannon and measures the server process's CPU time per answered request, in ms. */
async function measure(
  pid: number,
  options: Parameters<typeof autocannon>[0],
): Promise<Result & { cpuPerRequestMs: number }> {
  const before = cpuMs(pid);
  const result = await autocannon(options);
  return { ...result, cpuPerRequestMs: (cpuMs(pid) - before) / Math.max(1, result.requests.total) };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function report(label: string, r: Result & { cpuPerRequestMs: number }): void {
  console.log(
    `${label.padEnd(26)} ${r.requests.average.toFixed(0).padStart(7)} req/s  cpu ${r.cpuPerRequestMs.toFixed(2)} ms/req  p50 ${String(r.latency.p50).padStart(3)} ms  p90 ${String(r.latency.p90).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(3)} ms  max ${String(r.latency.max).padStart(4)} ms  total ${r.requests.total}  errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`,
  );
}

async function main(): Promise<void> {
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
    const serve = (JSON.parse(readFileSync(resolve(REPO, 'package.json'), 'utf8')) as { scripts: { serve: string } })
      .scripts.serve;
    if (!serve.startsWith('node ')) throw new Error(`Unexpected serve script: ${serve}`);
    const api = await startProcess(
      serve.split(/\s+/).slice(1),
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
      `node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s each, body ${Buffer.byteLength(body)} bytes`,
    );
    console.log(`API process: ${serve} (NODE_ENV=production)\n`);
    const warm = { connections: 10, duration: 2 };
    await autocannon({ url: baselineUrl, method: 'POST', headers, body, ...warm });
    await autocannon({ url: `${url}/api/analyse`, method: 'POST', headers, body, ...warm });

    const base = await measure(baseline.child.pid!, {
      url: baselineUrl,
      method: 'POST',
      headers,
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    await stop(baseline.child);
    report('baseline Koa + mysql2', base);
    const save = await measure(api.child.pid!, {
      url: `${url}/api/analyse`,
      method: 'POST',
      headers,
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    report('POST /api/analyse', save);
    const journal = await measure(api.child.pid!, {
      url: `${url}/api/journal`,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    report('GET /api/journal', journal);

    const ratio = save.requests.average / base.requests.average;
    const rss = rssMb(api.child.pid!);
    console.log(`\nsave / baseline throughput: ${(ratio * 100).toFixed(0)} % (target ≥ 50 %)`);
    console.log(
      `server CPU per request: save ${save.cpuPerRequestMs.toFixed(2)} ms vs baseline ${base.cpuPerRequestMs.toFixed(2)} ms (${((base.cpuPerRequestMs / save.cpuPerRequestMs) * 100).toFixed(0)} % of the save's cost); journal ${journal.cpuPerRequestMs.toFixed(2)} ms`,
    );
    console.log(
      `machine load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} cores`,
    );
    console.log(`API process RSS at the end: ${rss.toFixed(0)} MB (target ≤ 200 MB)`);
    const problems = [save, journal].flatMap((r) => [r.errors, r.timeouts, r.non2xx]).reduce((a, b) => a + b, 0);
    console.log(`errors + timeouts + non-2xx (API): ${problems} (target 0)`);
    console.log(`p99: save ${save.latency.p99} ms, journal ${journal.latency.p99} ms (target ≤ 50 ms)`);
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
