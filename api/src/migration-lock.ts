/**
 * Migrations under a lock: on MySQL/MariaDB a named lock (GET_LOCK) held on a
 * connection of its own while migrations run, so instances starting at once
 * take turns and each finds the others' work done. The server releases it
 * by dying too (MySQL drops a connection's locks with the connection).
 */
import { createConnection } from 'mysql2/promise';

/** Name of the lock (one per database: the database name is part of it). */
export const MIGRATION_LOCK_PREFIX = 'tonelens_migrations';
/** Longest wait for another instance's migrations, in seconds, before failing (and being retried). */
export const MIGRATION_LOCK_WAIT_S = 120;

/** Runs `fn` holding the migration lock of the database at `url` (mysql://…); SQLite needs none (one process). */
export async function withMigrationLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  if (!url.startsWith('mysql:')) return fn();
  const connection = await createConnection({ uri: url, connectTimeout: 3000 });
  try {
    const name = `${MIGRATION_LOCK_PREFIX}.${new URL(url).pathname.slice(1)}`.slice(0, 64);
    const [rows] = await connection.query('SELECT GET_LOCK(?, ?) AS got', [name, MIGRATION_LOCK_WAIT_S]);
    if ((rows as { got: number | null }[])[0]?.got !== 1) {
      throw new Error(`Another instance held the migration lock for over ${MIGRATION_LOCK_WAIT_S} s`);
    }
    try {
      return await fn();
    } finally {
      await connection.query('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
    }
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}
