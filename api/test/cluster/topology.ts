/**
 * The production topology on one machine, natively: nginx round-robin in
 * front of N API instances (the built bundle, NODE_ENV=production) sharing one
 * MySQL/MariaDB database and one Redis, signing in through the built-in
 * OpenID Connect provider at /idp (BUILT_IN_SIGN_IN), whose state they share
 * in that Redis: any step of a sign-in may land on any instance. Used by
 * `npm run cluster`, `npm run bench:cluster` and the cluster test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  /** Each instance's port, in order (free ones when absent). */
  instancePorts?: number[];
  /** Each instance's METRICS_PORT, in order (none when absent). */
  metricsPorts?: number[];
  /** Variables added to every instance's environment. */
  env?: Record<string, string>;
  /** Receives every line instance `index` (0-based) prints, as it prints it. */
  onInstanceLine?: (index: number, line: string) => void;
}

/** A running cluster. */
export interface Cluster {
  /** nginx's URL (every instance's PUBLIC_URL). */
  url: string;
  instances: Instance[];
  redisUrl: string;
  /** The identity provider's issuer URL (the built-in one, behind nginx). */
  issuer: string;
  /** Each instance's metrics URL, when metricsPorts were given. */
  metricsUrls: string[];
  /** nginx's error log so far. */
  nginxErrors(): string;
  /** Stops nginx, the instances (SIGTERM) and Redis (if started here), and removes the temp folder. */
  stop(): Promise<void>;
}

/** Starts every part; instances start at the same moment (as a rollout on an empty database would). */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tonelens-cluster-'));
  const children: Child[] = [];
  const instances: Instance[] = [];
  const stop = async () => {
    await Promise.all([...children, ...instances.map((i) => i.child)].map((c) => c?.stop('SIGTERM')));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;

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
      BUILT_IN_SIGN_IN: 'true',
      OIDC_ISSUER: '',
      OAUTH_AUTHORIZE_URL: '',
      OAUTH_TOKEN_URL: '',
      OAUTH_PROFILE_URL: '',
      OPENAI_API_KEY: '',
      SHUTDOWN_DRAIN_SECONDS: '1',
      ...options.env,
    };
    const metricsUrls: string[] = [];
    for (let i = 0; i < options.instances; i++) {
      const metricsPort = options.metricsPorts?.[i];
      if (metricsPort !== undefined) metricsUrls.push(`http://127.0.0.1:${metricsPort}/metrics`);
      const instanceEnv = metricsPort === undefined ? env : { ...env, METRICS_PORT: String(metricsPort) };
      const onLine = options.onInstanceLine && ((line: string) => options.onInstanceLine!(i, line));
      instances.push(apiInstance(options.instancePorts?.[i] ?? (await freePort()), instanceEnv, onLine));
    }
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
    return { url, instances, redisUrl, issuer: `${url}/idp`, metricsUrls, nginxErrors, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
