/**
 * `npm run cluster`: the production topology natively on loopback — nginx
 * (Debian's package) round-robin in front of CLUSTER_INSTANCES API instances
 * (default 2) on one MariaDB database (DATABASE_URL, default
 * mysql://root@127.0.0.1:3306/tonelens_cluster, created when missing) and one
 * Redis (REDIS_URL, else a redis-server started on a free port), signing in
 * through an OpenID Connect provider this process serves. nginx listens on
 * CLUSTER_PORT (default 8080; 0 picks a free port). Ctrl-C stops everything.
 */
import { createConnection } from 'mysql2/promise';
import { startCluster } from '../api/test/cluster/topology';

const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL?.startsWith('mysql:')
  ? process.env.DATABASE_URL
  : 'mysql://root@127.0.0.1:3306/tonelens_cluster';

async function main(): Promise<void> {
  if (!Number.isInteger(instances) || instances < 1)
    throw new Error('CLUSTER_INSTANCES must be a whole number above 0');
  const server = new URL(databaseUrl);
  const name = server.pathname.slice(1);
  server.pathname = '/';
  const c = await createConnection(server.toString());
  try {
    await c.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await c.end();
  }
  const cluster = await startCluster({ instances, databaseUrl, redisUrl: process.env.REDIS_URL, port });
  console.log(
    JSON.stringify({
      event: 'cluster',
      url: cluster.url,
      instances: cluster.instances.map((i) => i.url),
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
