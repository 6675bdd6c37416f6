/**
 * The database: one Sequelize instance over SQLite (default) or MySQL/MariaDB,
 * migrations run at start-up through umzug, and a transaction helper that
 * behaves the same on both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  ConnectionAcquireTimeoutError,
  ConnectionError,
  QueryTypes,
  Sequelize,
  Transaction,
  TimeoutError,
} from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { MIGRATIONS } from '../migrations/index';
import { createFastPool, isQueryTimeout, type FastPool } from './fast-pool';
import { withMigrationLock } from './migration-lock';
import { defineModels, type Models } from './models/index';

/** An open database with its models. */
export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'mysql';
  /** MySQL only: the pool for the two hottest paths (see fast-pool.ts). */
  fast?: FastPool;
  /**
   * Runs `fn` in a transaction. On SQLite every transaction goes through one
   * queue and takes the write lock as it begins (BEGIN IMMEDIATE), so a
   * transaction that reads then writes never fails because another wrote in
   * between. On MySQL a transaction chosen as a deadlock victim is run again
   * (up to DEADLOCK_ATTEMPTS times): `fn` must only touch the database.
   */
  transaction<T>(fn: (t: Transaction) => Promise<T>): Promise<T>;
  /** True when a trivial query answers within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Options of `openDatabase`. */
export interface OpenDatabaseOptions {
  /** Most pooled connections (MySQL). */
  poolMax?: number;
  /** Run pending migrations (default true). */
  migrate?: boolean;
  /** MySQL: longest wait for one query's answer, in ms (then 503; default DEFAULT_QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
}

/** Default longest wait for one MySQL query, in ms: a frozen database answers 503 after it, never hangs a request. */
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

/** Times a MySQL transaction is tried when it keeps being chosen as a deadlock victim. */
export const DEADLOCK_ATTEMPTS = 4;

/** True when MySQL rolled the transaction back to break a deadlock (or a lock wait timed out): trying again is safe. */
export function isDeadlock(error: unknown): boolean {
  const e = error as { parent?: { code?: unknown }; original?: { code?: unknown }; code?: unknown } | null;
  const code = e?.parent?.code ?? e?.original?.code ?? e?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

type TimedQuery = (options: { sql: string; timeout?: number }, ...rest: unknown[]) => unknown;
interface MysqlConnection {
  query: TimedQuery;
  execute: TimedQuery;
  destroy(): void;
  [timed]?: true;
}
const timed = Symbol('timed');

/**
 * Gives every query of a mysql2 connection a time-out. mysql2 then fails the
 * query but leaves the connection waiting for its answer: it is destroyed, so
 * the pool drops it instead of queueing the next query behind it.
 */
function withQueryTimeout(connection: MysqlConnection, timeoutMs: number): void {
  if (connection[timed]) return;
  connection[timed] = true;
  for (const method of ['query', 'execute'] as const) {
    const original = connection[method].bind(connection);
    connection[method] = (sql, ...rest) => {
      const last = rest.length - 1;
      const callback = rest[last];
      if (typeof callback === 'function') {
        rest[last] = (error: unknown, ...results: unknown[]) => {
          if (isQueryTimeout(error)) connection.destroy();
          (callback as (...args: unknown[]) => void)(error, ...results);
        };
      }
      return original(typeof sql === 'string' ? { sql, timeout: timeoutMs } : { timeout: timeoutMs, ...sql }, ...rest);
    };
  }
}

/** Opens `url` (sqlite:<absolute path> or mysql://…), runs pending migrations and defines the models. */
export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<Database> {
  let sequelize: Sequelize;
  let dialect: Database['dialect'];
  if (url.startsWith('sqlite:')) {
    const storage = url.slice('sqlite:'.length);
    if (storage !== ':memory:') mkdirSync(dirname(storage), { recursive: true });
    sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
    // Sequelize opens a separate SQLite connection per transaction (and runs no connect hooks for SQLite):
    // make every connection wait for a lock instead of failing with SQLITE_BUSY.
    const manager = sequelize.connectionManager as unknown as {
      getConnection(options?: object): Promise<{ configure?: (option: 'busyTimeout', ms: number) => void }>;
    };
    const getConnection = manager.getConnection.bind(manager);
    manager.getConnection = async (o) => {
      const connection = await getConnection(o);
      connection.configure?.('busyTimeout', 5000);
      return connection;
    };
    dialect = 'sqlite';
    // WAL lets reads run beside the writer; busy_timeout waits instead of failing on a lock.
    await sequelize.query('PRAGMA journal_mode = WAL');
    await sequelize.query('PRAGMA foreign_keys = ON');
  } else {
    sequelize = new Sequelize(url, {
      dialect: 'mysql',
      logging: false,
      timezone: '+00:00',
      dialectOptions: { connectTimeout: 3000, charset: 'utf8mb4' },
      // A short acquire time so an unreachable database answers 503 quickly instead of hanging requests.
      pool: { max: options.poolMax ?? 10, min: 0, acquire: 5000, idle: 10_000, evict: 5000 },
      retry: { max: 0 },
    });
    const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const manager = sequelize.connectionManager as unknown as {
      getConnection(options?: object): Promise<MysqlConnection>;
    };
    const getConnection = manager.getConnection.bind(manager);
    manager.getConnection = async (o) => {
      const connection = await getConnection(o);
      withQueryTimeout(connection, queryTimeoutMs);
      return connection;
    };
    dialect = 'mysql';
  }
  if (options.migrate !== false) {
    // Instances starting together take turns; a failed open closes what it opened (boot retries open again).
    await withMigrationLock(url, () => migrate(sequelize)).catch(async (error: unknown) => {
      await sequelize.close().catch(() => undefined);
      throw error;
    });
  }
  const models = defineModels(sequelize);
  const fast =
    dialect === 'mysql'
      ? createFastPool({
          url,
          connectionLimit: options.poolMax ?? 10,
          queryTimeoutMs: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
        })
      : undefined;

  // SQLite has one writer at a time: this process's writes wait their turn here instead of racing for
  // the file lock (a write that keeps losing that race fails with SQLITE_BUSY after the busy timeout).
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  if (dialect === 'sqlite') queueAutocommitWrites(sequelize, enqueue);
  const transaction = async <T>(fn: (t: Transaction) => Promise<T>): Promise<T> => {
    if (dialect !== 'sqlite') {
      for (let attempt = 1; ; attempt++) {
        try {
          return await sequelize.transaction(fn);
        } catch (error) {
          if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        }
      }
    }
    return enqueue(() => sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, fn));
  };

  const ping = async (timeoutMs = 2000): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sequelize.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('ping timed out')), timeoutMs);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const close = async () => {
    await Promise.all([sequelize.close(), fast?.end()]);
  };
  return { sequelize, models, dialect, fast, transaction, ping, close };
}

const WRITE_QUERY_TYPES: ReadonlySet<string> = new Set([
  QueryTypes.INSERT,
  QueryTypes.UPDATE,
  QueryTypes.BULKUPDATE,
  QueryTypes.BULKDELETE,
  QueryTypes.DELETE,
  QueryTypes.UPSERT,
]);
const WRITE_SQL = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;

/**
 * SQLite: runs every write made outside a transaction (Model.create, update,
 * destroy without `transaction`) through `enqueue`, the queue transactions
 * take, so no write of this process ever waits on another for the file lock.
 * Writes inside a transaction carry it and run at once (the transaction holds its turn).
 */
function queueAutocommitWrites(sequelize: Sequelize, enqueue: <T>(task: () => Promise<T>) => Promise<T>): void {
  const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: object) => Promise<unknown>;
  (sequelize as unknown as { query: typeof query }).query = (sql, options) => {
    const o = options as { transaction?: unknown; type?: string } | undefined;
    const text = typeof sql === 'string' ? sql : ((sql as { query?: unknown } | null)?.query ?? '');
    const write = (o?.type !== undefined && WRITE_QUERY_TYPES.has(o.type)) || WRITE_SQL.test(String(text));
    return write && !o?.transaction ? enqueue(() => query(sql, options)) : query(sql, options);
  };
}

/** Applies every pending migration of api/migrations. */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const umzug = new Umzug({
    migrations: MIGRATIONS.map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
  const applied = await umzug.up();
  return applied.map((m) => m.name);
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  // A query time-out (mysql2 closes that connection): the database is not answering.
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
]);

/** True when `error` means the database cannot be reached right now (answered with 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof ConnectionAcquireTimeoutError) return true;
  if (error instanceof TimeoutError) return true;
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /closed state|Connection lost|Can't add new command when connection is in closed/i.test(message)
    )
      return true;
    e =
      (e as { original?: unknown; parent?: unknown; cause?: unknown }).original ??
      (e as { parent?: unknown }).parent ??
      (e as { cause?: unknown }).cause;
  }
  return false;
}
