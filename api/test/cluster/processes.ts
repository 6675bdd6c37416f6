/** Child processes of the native cluster: nginx, redis-server and API instances, each on loopback. */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serveArguments } from '../server-process';
import { nginxConfig } from './nginx-config';

const REPO = resolve(import.meta.dirname, '..', '..', '..');

/** Where nginx is installed by Debian's package. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** redis-server from Debian's package (on PATH). */
export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** A free loopback TCP port (asked of the kernel, then released). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  return port;
}

/** A child process with its output kept. */
export interface Child {
  process: ChildProcess;
  output(): string;
  /** Sends `signal` and resolves with the exit code once it exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Receives each complete line a child prints, as it prints it. */
export type LineListener = (line: string) => void;

/** Spawns `command` keeping its output, and passing each line to `onLine` when given. */
export function spawnChild(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  onLine?: LineListener,
): Child {
  const child = spawn(command, args, { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = () => {
    let partial = '';
    return (d: Buffer) => {
      const text = d.toString();
      output += text;
      if (!onLine) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop()!;
      for (const line of lines) onLine(line);
    };
  };
  child.stdout!.on('data', collect());
  child.stderr!.on('data', collect());
  // 'close' comes after the output streams end, so nothing it printed last is missed.
  const exited = new Promise<number | null>((r) => child.once('close', (code) => r(code)));
  return {
    process: child,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Polls `url` until it answers 200 (each try bounded to 1 s), or throws after `timeoutMs` with `why()`. */
export async function waitFor200(url: string, timeoutMs: number, why: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms\n${why()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A redis-server on a free loopback port, keeping nothing on disk. */
export async function startRedis(dir: string): Promise<{ url: string; child: Child }> {
  const port = await freePort();
  const child = spawnChild(REDIS_SERVER_BIN, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ]);
  const deadline = Date.now() + 10_000;
  while (!/Ready to accept connections/.test(child.output())) {
    if (Date.now() > deadline || child.process.exitCode !== null) {
      throw new Error(`redis-server did not start:\n${child.output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, child };
}

/** nginx from Debian's package with its own configuration and prefix under `dir`, balancing `upstreams`. */
export async function startNginx(
  dir: string,
  upstreams: string[],
  port?: number,
): Promise<{ url: string; port: number; child: Child }> {
  const listenPort = port ?? (await freePort());
  const prefix = join(dir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  // Started as root, nginx runs its workers as an unprivileged user: they must reach their temporary folders.
  chmodSync(dir, 0o755);
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ listen: `127.0.0.1:${listenPort}`, upstreams, prefix }));
  const child = spawnChild(NGINX_BIN, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')]);
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => r.arrayBuffer());
      break;
    } catch {
      if (Date.now() > deadline || child.process.exitCode !== null) {
        throw new Error(`nginx did not start:\n${child.output()}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { url, port: listenPort, child };
}

/** One API instance: the built bundle exactly as `npm run serve` starts it, on a fixed loopback port. */
export interface Instance {
  port: number;
  url: string;
  /** The running process (replaced by start()). */
  child?: Child;
  /** Starts it (again); resolves at once (see ready()). */
  start(): void;
  /** Resolves once /api/health/ready answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  /** Everything every run of it printed. */
  output(): string;
}

/** Creates an instance on `port` with `env` (not started); `onLine` receives every line any run of it prints. */
export function apiInstance(port: number, env: Record<string, string>, onLine?: LineListener): Instance {
  const serve = serveArguments();
  let previous = '';
  const instance: Instance = {
    port,
    url: `http://127.0.0.1:${port}`,
    start() {
      if (instance.child) previous += instance.child.output();
      instance.child = spawnChild(process.execPath, serve, { ...env, PORT: String(port), HOST: '127.0.0.1' }, onLine);
    },
    ready: (timeoutMs = 60_000) => waitFor200(`${instance.url}/api/health/ready`, timeoutMs, instance.output),
    output: () => previous + (instance.child?.output() ?? ''),
  };
  return instance;
}
