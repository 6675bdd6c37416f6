import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations/index';
import { freePort } from './cluster/processes';
import { freshMysqlDatabase } from './mysql';

const REPO = resolve(import.meta.dirname, '..', '..');

/** Runs the migrate command from source on `databaseUrl`: its exit code and output. */
function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/migrate.ts'], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: databaseUrl, SESSION_SECRET: 'migrate-test-secret-migrate-test-secret' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

describe('npm run migrate', () => {
  let db: Awaited<ReturnType<typeof freshMysqlDatabase>>;
  afterAll(async () => db?.drop());

  it('applies every migration to an empty database once, and nothing the second time', async () => {
    db = await freshMysqlDatabase();
    const first = await migrate(db.url);
    expect(first.code).toBe(0);
    const applied = (
      JSON.parse(first.output.split('\n').find((l) => l.includes('"migrated"'))!) as { applied: string[] }
    ).applied;
    expect(applied).toEqual(MIGRATIONS.map((m) => m.name));
    const second = await migrate(db.url);
    expect(second.code).toBe(0);
    expect(second.output).toContain('"applied":[]');
  });

  it('exits 1 naming the failure when the database cannot be reached', async () => {
    const { code, output } = await migrate(`mysql://root@127.0.0.1:${await freePort()}/tonelens_t_absent`);
    expect(code).toBe(1);
    expect(output).toMatch(/Migration failed: .*ECONNREFUSED/);
  });
});
