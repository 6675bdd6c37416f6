import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations/index';
import { freePort } from './cluster/processes';
import { freshMysqlDatabase, TEST_MYSQL_URL } from './mysql';

const REPO = resolve(import.meta.dirname, '..', '..');

/** The root `migrate` script's arguments after `node`, so the test runs exactly what `npm run migrate` runs. */
function migrateArguments(): string[] {
  const script = (JSON.parse(readFileSync(resolve(REPO, 'package.json'), 'utf8')) as { scripts: { migrate: string } })
    .scripts.migrate;
  if (!script.startsWith('node ')) throw new Error(`Unexpected migrate script: ${script}`);
  return script.split(/\s+/).slice(1);
}

/**
 * Runs the migrate command with `env` as its whole configuration (no variable of this shell leaks in beyond
 * PATH and HOME): its exit code and output.
 */
function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, migrateArguments(), {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

/** The `migrated` line's fields. */
function migrated(output: string): { created: boolean; applied: string[] } {
  return JSON.parse(output.split('\n').find((l) => l.includes('"migrated"'))!) as {
    created: boolean;
    applied: string[];
  };
}

/** Every file git sees in the checkout outside node_modules, ignored ones included, with its state. */
function checkoutFiles(): string {
  const args = [
    'status',
    '--porcelain',
    '--ignored',
    '--untracked-files=all',
    '--',
    '.',
    ':(exclude,glob)**/node_modules/**',
  ];
  return spawnSync('git', args, { cwd: REPO }).stdout.toString();
}

/** Modification times (ms) of the API bundle's files, or [] when it is not built. */
function distTimes(): number[] {
  const dist = resolve(REPO, 'api/dist');
  return existsSync(dist) ? readdirSync(dist).map((f) => statSync(resolve(dist, f)).mtimeMs) : [];
}

/** Runs `sql` on the test server (no database selected). */
async function onServer(sql: string, values: unknown[] = []): Promise<unknown> {
  const c = await createConnection(TEST_MYSQL_URL);
  try {
    return (await c.query(sql, values))[0];
  } finally {
    await c.end();
  }
}

describe('npm run migrate', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('applies every migration to an empty database once, and nothing the second time', async () => {
    const db = await freshMysqlDatabase();
    cleanups.push(db.drop);
    const first = await migrate({ DATABASE_URL: db.url });
    expect(first.code, first.output).toBe(0);
    expect(migrated(first.output).applied).toEqual(MIGRATIONS.map((m) => m.name));
    const second = await migrate({ DATABASE_URL: db.url });
    expect(second.code).toBe(0);
    expect(migrated(second.output).applied).toEqual([]);
  });

  it('needs only DATABASE_URL, in production too, builds nothing and writes nothing into the checkout', async () => {
    const db = await freshMysqlDatabase();
    cleanups.push(db.drop);
    const before = checkoutFiles();
    const distBefore = distTimes();
    for (const NODE_ENV of ['production', 'development']) {
      const run = await migrate({ NODE_ENV, DATABASE_URL: db.url });
      expect(run.code, run.output).toBe(0);
    }
    expect(checkoutFiles()).toBe(before);
    expect(distTimes()).toEqual(distBefore);
  });

  it('creates a database that does not exist yet, for an account whose password holds @ / # and :', async () => {
    const name = `tonelens_t_${randomBytes(6).toString('hex')}`;
    const user = `tl_${randomBytes(4).toString('hex')}`;
    const password = 'p@ss/w#rd:1?';
    await onServer('CREATE USER ?@? IDENTIFIED BY ?', [user, '%', password]);
    await onServer(`GRANT ALL ON \`${name}\`.* TO ?@?`, [user, '%']);
    cleanups.push(async () => {
      await onServer(`DROP DATABASE IF EXISTS \`${name}\``);
      await onServer('DROP USER IF EXISTS ?@?', [user, '%']);
    });
    const server = new URL(TEST_MYSQL_URL);
    const parts = { DB_HOST: server.hostname, DB_PORT: server.port || '3306', DB_USER: user, DB_NAME: name };
    const run = await migrate({ ...parts, DB_PASSWORD: password });
    expect(run.code, run.output).toBe(0);
    expect(migrated(run.output)).toMatchObject({ created: true, applied: MIGRATIONS.map((m) => m.name) });
    const again = await migrate({ ...parts, DB_PASSWORD: password });
    expect(migrated(again.output)).toMatchObject({ created: false, applied: [] });
  });

  it('exits 1 naming the failure when the database cannot be reached', async () => {
    const { code, output } = await migrate({
      DATABASE_URL: `mysql://root@127.0.0.1:${await freePort()}/tonelens_t_absent`,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/Migration failed: .*ECONNREFUSED/);
  });
});
