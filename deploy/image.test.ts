/**
 * The Docker image, built natively from the Dockerfile itself (deploy/native-image.ts runs its COPY and RUN
 * lines in order on a context assembled with .dockerignore) and started with its CMD, ENV and USER on SQLite.
 * Docker's engine does not run here; this is the closest reproduction that cannot drift from the file.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assembleContext,
  buildNatively,
  diskUse,
  packagesIn,
  parseDockerfile,
  userIds,
  type NativeImage,
} from './native-image';

const REPO = resolve(import.meta.dirname, '..');

/** Packages that belong to building or to the browser, never to the server's runtime. */
const NOT_AT_RUNTIME =
  /^(react|react-dom|@tanstack\/.*|chart\.js|tsx|esbuild|@esbuild\/.*|@types\/.*|vite|typescript|wxt)$/;

/** A free loopback port. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

/** Polls `url` until it answers 200 or `timeoutMs` passes; the last answer's status (0: none). */
async function waitFor200(url: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      status = res.status;
      if (status === 200) return status;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return status;
}

describe('the Docker image, built natively from the Dockerfile', () => {
  const work = mkdtempSync(join(tmpdir(), 'tonelens-image-'));
  // The image's user (uid 1000) must reach the tree, as it can inside the image.
  chmodSync(work, 0o755);
  let contextFiles: string[];
  let image: NativeImage;
  let server: ChildProcess | undefined;
  let serverOutput = '';
  let url: string;
  const buildLog: string[] = [];

  beforeAll(async () => {
    const context = join(work, 'context');
    contextFiles = assembleContext(REPO, context);
    // Docker sends the Dockerfile beside the context, whatever .dockerignore says of it.
    const stages = parseDockerfile(readFileSync(join(REPO, 'Dockerfile'), 'utf8'));
    image = await buildNatively(stages, {
      context,
      stagesDir: join(work, 'stages'),
      // npm reuses this machine's cache, as a Docker build reuses its layer cache.
      runEnv: { npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false', NODE_ENV: '' },
      log: (text) => buildLog.push(text),
    });
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  });

  it('builds from a context holding the sources but no tests, end-to-end suites, extension or local data', () => {
    expect(contextFiles).toContain('web/tsconfig.json');
    expect(contextFiles).toContain('api/src/server.ts');
    expect(contextFiles.filter((f) => /(^|\/)(node_modules|dist|data|e2e|extension)\/|\.test\.tsx?$/.test(f))).toEqual(
      [],
    );
  });

  it('ships the API bundle, the web app and server dependencies only', () => {
    const app = image.workdir;
    expect(existsSync(join(app, 'api/dist/server.js'))).toBe(true);
    expect(existsSync(join(app, 'web/dist/index.html'))).toBe(true);
    expect(existsSync(join(app, 'web/dist/sw.js'))).toBe(true);
    const packages = [...packagesIn(join(app, 'node_modules')), ...packagesIn(join(app, 'api/node_modules'))];
    expect(packages).toEqual(
      expect.arrayContaining(['koa', 'sequelize', 'sqlite3', 'mysql2', 'oidc-provider', 'ioredis']),
    );
    expect(packages.filter((p) => NOT_AT_RUNTIME.test(p))).toEqual([]);
    const size = diskUse(join(app, 'node_modules'));
    console.log(`runtime node_modules: ${size.human} (du -sh), ${packages.length} packages`);
    // 173 MB when it still held the web app's and the build's packages; 110 MB without them.
    expect(size.kib).toBeLessThan(120 * 1024);
    console.log(
      image.runs.map((r) => `${r.stage}: ${Math.round(r.ms / 1000)} s  ${r.command.slice(0, 60)}`).join('\n'),
    );
  });

  it('starts with CMD as the node user, exactly the serve script, and answers /api/health and the web app', async () => {
    const manifest = JSON.parse(readFileSync(join(image.workdir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(image.cmd.join(' ')).toBe(manifest.scripts.serve);
    expect(image.user).toBe('node');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const [command, ...args] = image.cmd;
    const ids = process.getuid?.() === 0 ? userIds(image.user) : {};
    server = spawn(command === 'node' ? process.execPath : command!, args, {
      cwd: image.workdir,
      ...ids,
      env: {
        PATH: process.env.PATH ?? '',
        ...image.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        SESSION_SECRET: 'image-test-secret-image-test-secret-0123',
        BUILT_IN_SIGN_IN: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (serverOutput += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (serverOutput += d.toString()));
    expect(await waitFor200(`${url}/api/health/ready`, 60_000), serverOutput).toBe(200);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<div id="root"');
    // The embedded SQLite database went where the image lets its user write.
    const database = join(image.workdir, 'data/tonelens.sqlite');
    expect(existsSync(database)).toBe(true);
    if (process.getuid?.() === 0) expect(statSync(database).uid).toBe(userIds('node').uid);
  });

  it('runs the migrate script of its package.json as the node user, finding the migrations the server applied done', () => {
    const manifest = JSON.parse(readFileSync(join(image.workdir, 'package.json'), 'utf8')) as {
      scripts: { migrate: string };
    };
    const [command, ...args] = manifest.scripts.migrate.split(' ');
    expect(command).toBe('node');
    const run = spawnSync(process.execPath, args, {
      cwd: image.workdir,
      ...(process.getuid?.() === 0 ? userIds(image.user) : {}),
      env: { PATH: process.env.PATH ?? '', ...image.env },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('"applied":[]');
  });

  it('signs in through the built-in provider, whose package loads from the image', async () => {
    const res = await fetch(`${url}/idp/.well-known/openid-configuration`);
    expect(res.status, serverOutput).toBe(200);
    expect(((await res.json()) as { issuer: string }).issuer).toBe(`${url}/idp`);
  });
});
