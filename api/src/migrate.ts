/**
 * `npm run migrate`: applies pending migrations to the database (DATABASE_URL,
 * DATABASE_URL_FILE or the DB_* parts; nothing else is read) under the
 * migration lock and exits, creating a MySQL/MariaDB database that does not
 * exist yet. For deployments that migrate in a one-off step before rolling out
 * instances; servers also migrate (under the same lock) as they boot. It
 * writes nothing but the database.
 */
import { createDatabaseIfMissing } from './database-create';
import { openDatabase, migrate } from './db';
import { EnvError, loadDatabaseEnv } from './env';
import { withMigrationLock } from './migration-lock';

async function main(): Promise<void> {
  const { DATABASE_URL } = loadDatabaseEnv();
  const created = await createDatabaseIfMissing(DATABASE_URL);
  const db = await openDatabase(DATABASE_URL, { poolMax: 1, migrate: false });
  try {
    const applied = await withMigrationLock(DATABASE_URL, () => migrate(db.sequelize));
    console.log(JSON.stringify({ event: 'migrated', database: db.dialect, created, applied }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError
      ? error.message
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
