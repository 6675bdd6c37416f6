/** Fresh MariaDB/MySQL databases for tests: each run gets its own and drops it afterwards. */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** The test server (127.0.0.1:3306, root, empty password) unless TEST_MYSQL_URL names another. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/** Creates `tonelens_t_<random>` and returns its URL and a function that drops it. */
export async function freshMysqlDatabase(
  serverUrl = TEST_MYSQL_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tonelens_t_${randomBytes(6).toString('hex')}`;
  const connection = await createConnection(serverUrl);
  try {
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
  return {
    url: `${serverUrl.replace(/\/+$/, '')}/${name}`,
    drop: async () => {
      const c = await createConnection(serverUrl);
      try {
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await c.end();
      }
    },
  };
}
