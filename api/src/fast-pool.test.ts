import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMysqlDatabase } from '../test/mysql';
import { createFastPool, type FastPool } from './fast-pool';

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

  it('commits a multi-statement transaction and answers each statement', async () => {
    const results = (await pool.transaction(
      'START TRANSACTION; INSERT INTO notes (body) VALUES (?); INSERT INTO notes (body) VALUES (?); COMMIT',
      ['one', 'two'],
    )) as { insertId?: number }[];
    expect(results).toHaveLength(4);
    expect(results[2]!.insertId).toBe(results[1]!.insertId! + 1);
    expect(await count()).toBe(2);
  });

  it('rolls back the first insert when the second fails, and the connection goes on working', async () => {
    const before = await count();
    await expect(
      pool.transaction(
        'START TRANSACTION; INSERT INTO notes (body) VALUES (?); INSERT INTO notes (body) VALUES (?); COMMIT',
        ['kept?', null],
      ),
    ).rejects.toMatchObject({ code: 'ER_BAD_NULL_ERROR' });
    // Had the connection gone back with its transaction open, this count would see the uncommitted row.
    expect(await count()).toBe(before);
    await pool.transaction('START TRANSACTION; INSERT INTO notes (body) VALUES (?); COMMIT', ['after']);
    expect(await count()).toBe(before + 1);
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
