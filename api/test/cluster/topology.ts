/**
 * The production topology on one machine, natively: nginx round-robin in
 * front of N API instances (the built bundle, NODE_ENV=production) sharing one
 * MySQL/MariaDB database and one Redis, signing in through an OpenID Connect
 * provider of their own (the built-in one, served by this process). Used by
 * `npm run cluster`, `npm run bench:cluster` and the cluster test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIdentityProvider } from '../../src/auth/identity-provider';
import { apiInstance, freePort, startNginx, startRedis, type Child, type Instance } from './processes';

/** Options of `startCluster`. */
export interface ClusterOptions {
  /** API instances behind nginx. */
  instances: number;
  /** mysql://… of the shared database. */
  databaseUrl: string;
  /** The shared Redis; a redis-server is started on a free port when absent. */
  redisUrl?: string;
  /** nginx's port; a free one when absent or 0. */
  port?: number;
  /** Variables added to every instance's environment. */
  env?: Record<string, string>;
}

/** A running cluster. */
export interface Cluster {
  /** nginx's URL (every instance's PUBLIC_URL). */
  url: string;
  instances: Instance[];
  redisUrl: string;
  /** The identity provider's issuer URL. */
  issuer: string;
  /** nginx's error log so far. */
  nginxErrors(): string;
  /** Stops nginx, the instances (SIGTERM), Redis (if started here) and the provider, and removes the temp folder. */
  stop(): Promise<void>;
}

/** The client the cluster's provider knows the API as. */
const CLIENT = { clientId: 'tonelens-cluster', clientSecret: 'tonelens-cluster-secret' };

/** Starts every part; instances start at the same moment (as a rollout on an empty database would). */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tonelens-cluster-'));
  const children: Child[] = [];
  const idpServer = createServer();
  const instances: Instance[] = [];
  const stop = async () => {
    await Promise.all([...children, ...instances.map((i) => i.child)].map((c) => c?.stop('SIGTERM')));
    idpServer.closeAllConnections();
    await new Promise((r) => idpServer.close(r));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    await new Promise<void>((r) => idpServer.listen(0, '127.0.0.1', r));
    const issuer = `http://127.0.0.1:${(idpServer.address() as { port: number }).port}`;
    const idp = await createIdentityProvider({
      issuer,
      clients: [{ ...CLIENT, redirectUris: [`${url}/api/connect/oidc/callback`] }],
      cookieKeys: [randomBytes(16).toString('hex')],
    });
    idpServer.on('request', (req, res) => void idp.handle(req, res));

    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const redis = await startRedis(dir);
      children.push(redis.child);
      redisUrl = redis.url;
    }
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: redisUrl,
      TRUST_PROXY_HOPS: '1',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      OIDC_ISSUER: issuer,
      OAUTH_CLIENT_ID: CLIENT.clientId,
      OAUTH_CLIENT_SECRET: CLIENT.clientSecret,
      OPENAI_API_KEY: '',
      SHUTDOWN_DRAIN_SECONDS: '1',
      ...options.env,
    };
    for (let i = 0; i < options.instances; i++) instances.push(apiInstance(await freePort(), env));
    for (const instance of instances) instance.start();
    await Promise.all(instances.map((i) => i.ready()));
    const nginx = await startNginx(
      dir,
      instances.map((i) => `127.0.0.1:${i.port}`),
      port,
    );
    children.push(nginx.child);
    const nginxErrors = () => {
      try {
        return readFileSync(join(dir, 'nginx', 'error.log'), 'utf8');
      } catch {
        return '';
      }
    };
    return { url, instances, redisUrl, issuer, nginxErrors, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
