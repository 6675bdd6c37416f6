import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMysqlDatabase } from '../test/mysql';
import { createFastPool, isQueryTimeout, type FastPool } from './fast-pool';

describe('the MySQL fast pool', () => {
  let db: Awaited<ReturnType<typeof freshMysqlDatabase>>;
  let pool: FastPool;
  beforeAll(async () => {
    db = await freshMysqlDatabase();
    // One connection, so every call below reuses the connection the failed transaction ran on.
    pool = createFastPool({ url: db.url, connectionLimit: 1 });
    await pool.query('CREATE TABLE notes (id INT AUTO_INCREMENT PRIMARY KEY, body VARCHAR(10) NOT NULL)', []);
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const count = async () => ((await pool.query('SELECT COUNT(*) AS n FROM notes', [])) as { n: number }[])[0]!.n;

  type Run = (statements: readonly string[], params: unknown[]) => Promise<unknown[]>;
  const insert = async (run: Run, ...bodies: (string | null)[]) =>
    (await run(
      bodies.map(() => 'INSERT INTO notes (body) VALUES (?)'),
      bodies,
    )) as { insertId: number }[];

  it('commits a session of statements, each round trip answering each statement, the first opening the transaction', async () => {
    const [[one, two], [three]] = await pool.session(async (run) => [
      await insert(run, 'one', 'two'),
      await insert(run, 'three'),
    ]);
    expect(two!.insertId).toBe(one!.insertId + 1);
    expect(three!.insertId).toBe(two!.insertId + 1);
    expect(await count()).toBe(3);
  });

  it('rolls back the first insert when the second fails, and the connection goes on working', async () => {
    const before = await count();
    await expect(
      pool.session(async (run) => {
        await insert(run, 'kept?');
        await insert(run, null);
      }),
    ).rejects.toMatchObject({ code: 'ER_BAD_NULL_ERROR' });
    // Had the connection gone back with its transaction open, this count would see the uncommitted row.
    expect(await count()).toBe(before);
    await pool.session((run) => insert(run, 'after'));
    expect(await count()).toBe(before + 1);
  });

  it('leaves nothing behind when the work of a session fails before its commit', async () => {
    const before = await count();
    await expect(
      pool.session(async (run) => {
        await insert(run, 'never');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before);
  });

  it('reads dates as UTC text when asked', async () => {
    const [row] = (await pool.query(
      { sql: "SELECT CAST('2026-11-22 01:02:03.456' AS DATETIME(3)) AS d", dateStrings: true },
      [],
    )) as {
      d: string;
    }[];
    expect(row!.d).toBe('2026-11-22 01:02:03.456');
  });
});

describe('the MySQL fast pool’s query time-out', () => {
  const TIMEOUT_MS = 400;
  let db: Awaited<ReturnType<typeof freshMysqlDatabase>>;
  let pool: FastPool;
  beforeAll(async () => {
    db = await freshMysqlDatabase();
    pool = createFastPool({ url: db.url, connectionLimit: 2, queryTimeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('fails each query that outlives it with the time-out error, drops its connection, and leaves the rest alone', async () => {
    const started = performance.now();
    const first = pool.query('SELECT SLEEP(3) AS slept', []);
    await new Promise((r) => setTimeout(r, 150));
    const second = pool.session((run) => run(['SELECT SLEEP(3) AS slept'], []));
    const [a, b] = await Promise.allSettled([first, second]);
    const took = performance.now() - started;
    for (const outcome of [a, b]) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason as unknown;
      expect(isQueryTimeout(error)).toBe(true);
      expect(error).toBeInstanceOf(Error);
    }
    // Each failed at its own limit, long before either sleep ended.
    expect(took).toBeGreaterThanOrEqual(150 + TIMEOUT_MS - 5);
    expect(took).toBeLessThan(2000);
    // Both connections were dropped, not handed on still waiting for a sleep: fresh ones answer at once.
    expect(pool.counts().size).toBe(0);
    const quick = performance.now();
    expect(await pool.query('SELECT 1 AS one', [])).toEqual([{ one: 1 }]);
    expect(performance.now() - quick).toBeLessThan(TIMEOUT_MS);
  });

  it('never fails a query answered in time, however many run', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pool.query('SELECT ? + SLEEP(0.005) AS n', [i])),
    );
    expect(answers.map((rows) => (rows as { n: number }[])[0]!.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    // Still well within the limit after the last of them.
    await new Promise((r) => setTimeout(r, TIMEOUT_MS + 100));
    expect(await pool.query('SELECT 2 AS two', [])).toEqual([{ two: 2 }]);
  });
});
