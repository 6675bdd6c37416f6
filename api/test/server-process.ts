/**
 * The real server in its own process, started exactly as `npm start` serves it
 * (the root `serve` script: the bundle api/dist/server.js on plain node), on a
 * free loopback port, over a fresh SQLite file, with the built-in development
 * sign-in, serving web/dist when it has been built. For browser tests; the
 * bundle must be built (`npm test` builds first) and newer than the sources.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILD_TARGETS, isStale } from './cluster/build';

const REPO = resolve(import.meta.dirname, '..', '..');

/**
 * The `serve` script's arguments after `node` (what `npm start` runs after building), once the bundle is
 * known to be built from the current sources. The browser tests and the API benchmark both start it.
 */
export function serveArguments(): string[] {
  const serve = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts
    .serve;
  if (!serve.startsWith('node ')) throw new Error(`Unexpected serve script: ${serve}`);
  const args = serve.split(/\s+/).slice(1);
  if (isStale(BUILD_TARGETS.api)) {
    throw new Error(`${args.at(-1)} is missing or older than the API's sources: run npm run build:api first.`);
  }
  return args;
}

/** A running server process. */
export interface ServerProcess {
  /** Its public URL, e.g. http://localhost:41234. */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, wait for the graceful exit, remove the database. */
  stop(): Promise<void>;
}

/** Starts the server; `env` adds or overrides variables. Resolves once it listens. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'tonelens-server-'));
  const child = spawn(process.execPath, serveArguments(), {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      PUBLIC_URL: '',
      DATABASE_URL: `sqlite:${join(dir, 'tonelens.sqlite')}`,
      SESSION_SECRET: 'server-process-secret-server-process-secret',
      OPENAI_API_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start:\n${output}`)), 60_000);
    const check = () => {
      const line = output.split('\n').find((l) => l.includes('"event":"listening"'));
      if (!line) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      done((JSON.parse(line) as { url: string }).url);
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
