/**
 * `npm run cluster`: the production topology natively on loopback — nginx
 * (Debian's package) round-robin in front of N API instances on one MariaDB
 * database and one Redis, signing in through the built-in provider at /idp,
 * whose state the instances share in Redis. Every instance's log lines are
 * shown as they come, prefixed with its name. Ctrl-C stops everything.
 *
 *   npm run cluster -- [--instances N] [--ports FIRST-LAST]
 *
 * --instances (or CLUSTER_INSTANCES, default 2) instances. --ports (or
 * CLUSTER_PORTS, default 8080-8099): nginx takes the first port, the
 * instances the next N, their metrics ports the N after those. DATABASE_URL
 * (default mysql://root@127.0.0.1:3306/tonelens_cluster) is created when
 * missing; REDIS_URL, else a redis-server is started on a free port. The API
 * and the web app are rebuilt only when their sources changed.
 */
import { parseArgs } from 'node:util';
import { createDatabaseIfMissing } from '../api/src/database-create';
import { buildIfStale } from '../api/test/cluster/build';
import { clusterPorts } from '../api/test/cluster/ports';
import { startCluster } from '../api/test/cluster/topology';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { instances: { type: 'string' }, ports: { type: 'string' } },
  });
  const instances = Number(values.instances ?? process.env.CLUSTER_INSTANCES ?? 2);
  if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances must be a whole number above 0');
  const ports = clusterPorts(values.ports ?? process.env.CLUSTER_PORTS ?? '8080-8099', instances);
  const databaseUrl = process.env.DATABASE_URL?.startsWith('mysql:')
    ? process.env.DATABASE_URL
    : 'mysql://root@127.0.0.1:3306/tonelens_cluster';

  buildIfStale(['api', 'web']);
  await createDatabaseIfMissing(databaseUrl);
  const names = Array.from({ length: instances }, (_, i) => `api-${i + 1}`);
  const width = Math.max(...names.map((n) => n.length));
  const cluster = await startCluster({
    instances,
    databaseUrl,
    redisUrl: process.env.REDIS_URL,
    port: ports.nginx,
    instancePorts: ports.instances,
    metricsPorts: ports.metrics,
    onInstanceLine: (index, line) => process.stdout.write(`${names[index]!.padEnd(width)} | ${line}\n`),
  });
  console.log(
    JSON.stringify({
      event: 'cluster',
      url: cluster.url,
      instances: cluster.instances.map((instance, i) => ({
        name: names[i],
        url: instance.url,
        metrics: cluster.metricsUrls[i],
      })),
      database: databaseUrl.replace(/\/\/[^@]*@/, '//…@'),
      redis: cluster.redisUrl,
      identityProvider: cluster.issuer,
    }),
  );
  console.log(`ToneLens runs at ${cluster.url} (${instances} instances behind nginx). Ctrl-C stops it.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
