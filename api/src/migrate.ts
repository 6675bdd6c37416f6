/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL under the
 * migration lock and exits, for deployments that migrate in a one-off step
 * before rolling out instances. Servers also migrate (under the same lock) as
 * they boot, so running it is never required.
 */
import { openDatabase, migrate } from './db';
import { EnvError, loadEnv } from './env';
import { withMigrationLock } from './migration-lock';

async function main(): Promise<void> {
  const env = loadEnv();
  const db = await openDatabase(env.DATABASE_URL, { poolMax: 1, migrate: false });
  try {
    const applied = await withMigrationLock(env.DATABASE_URL, () => migrate(db.sequelize));
    console.log(JSON.stringify({ event: 'migrated', database: db.dialect, applied }));
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
