/**
 * Cluster benchmark (npm run bench:cluster): the native topology of
 * `npm run cluster` (nginx round-robin, API instances, one Redis, MariaDB on
 * 127.0.0.1:3306) with 1 and then 2 instances on the same MariaDB server (a
 * fresh database each), loaded through nginx with autocannon: POST
 * /api/analyse (a 2 KB save) and GET /api/journal, 50 connections for
 * BENCH_SECONDS (default 10) each. Prints requests/s, p50/p99, errors,
 * time-outs and non-2xx per target, and the load average. On 2 shared cores
 * the gain from a second instance is small: the figures are for reading. The
 * API is rebuilt first only when its sources changed, as `npm run cluster` does.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { buildIfStale } from '../api/test/cluster/build';
import { startCluster } from '../api/test/cluster/topology';
import { savePayload, textOfSize } from '../api/test/fixtures';
import { freshMysqlDatabase } from '../api/test/mysql';
import { signIn } from '../api/test/sign-in';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

function report(label: string, r: Result): number {
  const problems = r.errors + r.timeouts + r.non2xx;
  console.log(
    `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  total ${r.requests.total}  errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`,
  );
  return problems;
}

async function run(instances: number): Promise<number> {
  const db = await freshMysqlDatabase();
  const cluster = await startCluster({ instances, databaseUrl: db.url, env: { RATE_LIMIT_AI_MAX: '100000' } });
  try {
    const client = await signIn(cluster.url, { email: 'bench@example.test', name: 'Bench Mark' });
    const headers = { Cookie: client.jar.header(), Origin: cluster.url, 'Content-Type': 'application/json' };
    const body = JSON.stringify(savePayload(textOfSize(2048)));
    const save = { url: `${cluster.url}/api/analyse`, method: 'POST' as const, headers, body };
    await autocannon({ ...save, connections: 10, duration: 2 });
    const label = `${instances} instance${instances > 1 ? 's' : ''}`;
    let problems = report(
      `${label}: POST /api/analyse`,
      await autocannon({ ...save, connections: CONNECTIONS, duration: SECONDS }),
    );
    problems += report(
      `${label}: GET /api/journal`,
      await autocannon({ url: `${cluster.url}/api/journal`, headers, connections: CONNECTIONS, duration: SECONDS }),
    );
    return problems;
  } finally {
    await cluster.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  buildIfStale(['api']);
  console.log('ToneLens cluster benchmark: nginx round-robin, MariaDB and Redis on loopback, autocannon');
  console.log(`node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per target\n`);
  let problems = 0;
  for (const instances of [1, 2]) problems += await run(instances);
  console.log(
    `\nmachine load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${availableParallelism()} cores`,
  );
  console.log(`errors + timeouts + non-2xx: ${problems} (target 0)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
