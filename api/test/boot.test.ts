import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer as createTcpServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createIdentityProvider } from '../src/auth/identity-provider';
import { freePort, waitFor200 } from './cluster/processes';
import { freshMysqlDatabase, TEST_MYSQL_URL } from './mysql';

const REPO = resolve(import.meta.dirname, '..', '..');

/** Starts the server from source with `env`; resolves its port once it listens (before it is ready). */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', PUBLIC_URL: '', OPENAI_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const line = output.split('\n').find((l) => l.includes('"event":"starting"'));
    if (line) return { child, port: (JSON.parse(line) as { port: number }).port, output: () => output };
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`The server did not listen:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A TCP relay on `port` to the test MariaDB: the database "comes back" when it starts. */
async function relayToMysql(port: number): Promise<Server> {
  const target = new URL(TEST_MYSQL_URL);
  const relay = createTcpServer((socket) => {
    const upstream = connect(Number(target.port || 3306), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((r) => relay.listen(port, '127.0.0.1', r));
  return relay;
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((r) => child.once('exit', r));

describe('booting while the database and the identity provider are away', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('stays up answering probes (live 200, ready 503, the rest 503 JSON), then becomes ready once both are back', async () => {
    const db = await freshMysqlDatabase();
    cleanups.push(db.drop);
    const dbPort = await freePort();
    const idpPort = await freePort();
    const issuer = `http://127.0.0.1:${idpPort}`;
    const server = await startServer({
      DATABASE_URL: db.url.replace(/\/\/([^/]*)@[^/]+\//, `//$1@127.0.0.1:${dbPort}/`),
      SESSION_SECRET: 'boot-test-secret-boot-test-secret-boot-test',
      OIDC_ISSUER: issuer,
      OAUTH_CLIENT_ID: 'boot',
      OAUTH_CLIENT_SECRET: 'boot-secret',
    });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const base = `http://127.0.0.1:${server.port}`;

    await new Promise((r) => setTimeout(r, 3500));
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toMatch(/"event":"boot_retry","what":"database"/);
    const started = Date.now();
    const live = await fetch(`${base}/api/health/live`);
    const ready = await fetch(`${base}/api/health/ready`);
    const other = await fetch(`${base}/api/config`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(live.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'starting' });
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe('1');
    expect(await other.json()).toMatchObject({ code: 'starting' });

    const relay = await relayToMysql(dbPort);
    cleanups.push(() => new Promise((r) => relay.close(r)));
    const deadline = Date.now() + 20_000;
    while (!/"what":"identity provider"/.test(server.output())) {
      if (Date.now() > deadline) throw new Error(`No identity provider retry:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(503);
    const idpServer = createHttpServer();
    const idp = await createIdentityProvider({
      issuer,
      clients: [{ clientId: 'boot', clientSecret: 'boot-secret', redirectUris: [`${base}/api/connect/oidc/callback`] }],
      cookieKeys: ['boot-idp'],
    });
    idpServer.on('request', (req, res) => void idp.handle(req, res));
    await new Promise<void>((r) => idpServer.listen(idpPort, '127.0.0.1', r));
    cleanups.push(() => {
      idpServer.closeAllConnections();
      return new Promise((r) => idpServer.close(r));
    });
    await waitFor200(`${base}/api/health/ready`, 20_000, server.output);
    expect(server.output()).toContain('"event":"listening"');

    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
  }, 90_000);

  it('exits 0 at once on SIGTERM while it is still retrying', async () => {
    const server = await startServer({
      DATABASE_URL: `mysql://root@127.0.0.1:${await freePort()}/tonelens_t_absent`,
      SESSION_SECRET: 'boot-test-secret-boot-test-secret-boot-test',
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.child.exitCode).toBeNull();
    const asked = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    expect(Date.now() - asked).toBeLessThan(3000);
    expect(server.output()).toContain('"event":"stopped"');
  }, 60_000);
});
