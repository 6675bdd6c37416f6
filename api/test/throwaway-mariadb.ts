/** A throwaway MariaDB server on its own loopback port, for tests that stop and restart the database. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

function mysqlIds(): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', 'mysql']).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'mysql']).stdout.toString().trim());
  return { uid, gid };
}

/** A running throwaway server. */
export interface ThrowawayMariaDb {
  port: number;
  /** Server URL without a database (root, no password). */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing answers. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void;
  destroy(): Promise<void>;
}

/** Creates a data directory, initialises it, and starts mariadbd on a free port. */
export async function startThrowawayMariaDb(): Promise<ThrowawayMariaDb> {
  const dir = mkdtempSync(join(tmpdir(), 'tonelens-mariadb-'));
  const { uid, gid } = mysqlIds();
  chownSync(dir, uid, gid);
  const datadir = join(dir, 'data');
  const init = spawnSync(
    'mariadb-install-db',
    [`--datadir=${datadir}`, '--user=mysql', '--auth-root-authentication-method=normal', '--skip-test-db'],
    { encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`mariadb-install-db failed: ${init.stderr}`);
  const port = await freePort();
  const url = `mysql://root@127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      'mariadbd',
      [
        '--no-defaults',
        '--user=mysql',
        `--datadir=${datadir}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(dir, 'mysqld.sock')}`,
        `--pid-file=${join(dir, 'mysqld.pid')}`,
        '--innodb-buffer-pool-size=32M',
        '--skip-log-bin',
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const c = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 1000 });
        await c.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  const stop = async () => {
    child?.kill('SIGCONT');
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((resolve) => c.once('exit', resolve));
    c.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    port,
    url,
    stop,
    start,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
