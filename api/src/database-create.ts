/**
 * Creates the MySQL/MariaDB database a URL names when it does not exist yet,
 * so `npm run migrate` (and `npm run cluster`) work on a server with nothing
 * on it but the account. The account needs the CREATE privilege only when the
 * database is missing.
 */
import { createConnection } from 'mysql2/promise';

/** Creates the database of `url` (mysql://…) with utf8mb4 when missing; true when it was created. SQLite: false. */
export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  if (!url.startsWith('mysql:')) return false;
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[A-Za-z0-9_$-]{1,64}$/.test(name)) throw new Error(`Not a database name: ${name}`);
  parsed.pathname = '/';
  const connection = await createConnection({ uri: parsed.toString(), connectTimeout: 3000 });
  try {
    const [rows] = await connection.query('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
    if ((rows as unknown[]).length > 0) return false;
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    return true;
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}
