/** Runs a suite once per database: SQLite and MariaDB. */
import type { TestDialect } from './server';

/** Both databases every integration suite runs against. */
export const DIALECTS: readonly TestDialect[] = ['sqlite', 'mysql'];
