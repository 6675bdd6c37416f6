/**
 * MySQL only: a mysql2 pool beside Sequelize's for the hottest paths: every
 * save's transaction (see commands/write-batch.ts) and listing the journal. It
 * allows several statements per query, so only fixed SQL with `?`
 * placeholders may go through it.
 *
 * It wraps mysql2's callback API in plain promises: mysql2's own promise
 * wrapper captures a stack trace for every query, which cost about 5 % of the
 * save path's CPU under load.
 */
import { createPool, type Pool, type PoolConnection, type QueryOptions } from 'mysql2';

/** The rows or result headers of one query. */
type Results = unknown;

/** A small promise face over a mysql2 callback pool. */
export interface FastPool {
  /** Runs one query on any pooled connection. */
  query(sql: string | Omit<QueryOptions, 'values'>, params: unknown[]): Promise<Results>;
  /**
   * Runs `work` in a transaction on one connection. Each `run` sends its
   * statements as one round trip and answers each statement's result; the
   * first also opens the transaction (START TRANSACTION goes with it). Once
   * `work` resolves, COMMIT goes as a round trip of its own, so statements
   * that time out (their connection dropped) leave nothing behind that a
   * database resuming later could commit. If `work` fails the connection is
   * rolled back (or dropped) before it returns to the pool.
   */
  session<T>(
    work: (run: (statements: readonly string[], params: unknown[]) => Promise<Results[]>) => Promise<T>,
  ): Promise<T>;
  /** Closes every connection. */
  end(): Promise<void>;
  /** Connections open and idle, and requests waiting for one (for metrics). */
  counts(): { size: number; idle: number; waiting: number };
}

/** Options of the pool: the database URL and the most connections it may open. */
export interface FastPoolOptions {
  url: string;
  connectionLimit: number;
  /** Longest wait for one query's answer, in ms (the query then fails and its connection is dropped); none by default. */
  queryTimeoutMs?: number;
}

/** True for mysql2's query time-out (the connection is still waiting for the answer), or the pool's own. */
export function isQueryTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'PROTOCOL_SEQUENCE_TIMEOUT';
}

/** The error of a query that outlived the time-out: the one mysql2's own `timeout` option fails with. */
function queryTimeoutError(): Error {
  return Object.assign(new Error('Query inactivity timeout'), {
    errorno: 'PROTOCOL_SEQUENCE_TIMEOUT',
    code: 'PROTOCOL_SEQUENCE_TIMEOUT',
    syscall: 'query',
  });
}

/** A query under way: when its answer is due, and what happens if it is not there by then (none once answered). */
interface Watched {
  deadline: number;
  expire: (() => void) | undefined;
}

/**
 * Time-outs of queries that all share one limit, with one timer. mysql2's own
 * `timeout` option arms and clears a timer per query, which showed in the
 * save path's CPU; here a query joins an insertion-ordered set as it starts
 * and leaves it when answered. Every query has the same limit, so the first in
 * the set is always the first due: a single timer waits for it, and when it
 * fires it expires whatever is overdue and waits for the next (under steady
 * load it fires about once per limit, finding the first query long answered).
 */
function createTimeouts(limitMs: number) {
  const watched = new Set<Watched>();
  let timer: NodeJS.Timeout | undefined;
  const arm = (deadline: number) => {
    timer = setTimeout(expireDue, Math.max(0, deadline - performance.now()));
    timer.unref();
  };
  function expireDue(): void {
    timer = undefined;
    const now = performance.now();
    for (const query of watched) {
      if (query.deadline > now) {
        arm(query.deadline);
        return;
      }
      watched.delete(query);
      const expire = query.expire;
      query.expire = undefined;
      expire?.();
    }
  }
  return {
    /** Starts watching a query; `expire` runs if it is still unanswered `limitMs` from now. */
    watch(expire: () => void): Watched {
      const query: Watched = { deadline: performance.now() + limitMs, expire };
      watched.add(query);
      if (!timer) arm(query.deadline);
      return query;
    },
    /**
     * The query was answered: true unless it had already expired. The entry lets go of `expire`, which reaches
     * the request's promise and so its results: left in place, it kept answered journals alive long enough to be
     * promoted to the old generation (three times the full collections under load).
     */
    answered(query: Watched): boolean {
      query.expire = undefined;
      return watched.delete(query);
    },
  };
}

export function createFastPool({ url, connectionLimit, queryTimeoutMs }: FastPoolOptions): FastPool {
  const pool: Pool = createPool({
    uri: url,
    connectionLimit,
    maxIdle: 2,
    idleTimeout: 10_000,
    connectTimeout: 3000,
    charset: 'utf8mb4',
    timezone: 'Z',
    multipleStatements: true,
  });

  const timeouts = queryTimeoutMs === undefined ? undefined : createTimeouts(queryTimeoutMs);

  // A timed-out query leaves its connection waiting for the answer: that connection is dropped, never reused.
  const run = (on: PoolConnection, sql: string | Omit<QueryOptions, 'values'>, params: unknown[]) =>
    new Promise<Results>((resolve, reject) => {
      const options: QueryOptions = typeof sql === 'string' ? { sql, values: params } : { ...sql, values: params };
      const watched = timeouts?.watch(() => {
        on.destroy();
        reject(queryTimeoutError());
      });
      on.query(options, (error, results) => {
        // An answer after the time-out finds its request already failed.
        if (watched && !timeouts!.answered(watched)) return;
        if (!error) return resolve(results);
        // A time-out the caller set on this query itself (mysql2's `timeout` option).
        if (isQueryTimeout(error)) on.destroy();
        reject(error);
      });
    });

  const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

  const connect = () =>
    new Promise<PoolConnection>((resolve, reject) =>
      pool.getConnection((error, connection) => (error ? reject(error) : resolve(connection))),
    );

  /** Gives a connection back after a failure: rolled back, or dropped when that fails or it timed out (already dropped). */
  const settle = (connection: PoolConnection, error: unknown) =>
    new Promise<void>((resolve) => {
      if (isQueryTimeout(error)) return resolve();
      connection.query('ROLLBACK', (rollbackError) => {
        if (rollbackError) connection.destroy();
        else connection.release();
        resolve();
      });
    });

  return {
    query: async (sql, params) => {
      const connection = await connect();
      try {
        const results = await run(connection, sql, params);
        connection.release();
        return results;
      } catch (error) {
        if (!isQueryTimeout(error)) connection.release();
        throw asError(error);
      }
    },
    session: async (work) => {
      const connection = await connect();
      let begun = false;
      try {
        const result = await work(async (statements, params) => {
          const sql = begun ? statements : ['START TRANSACTION', ...statements];
          const results = await run(connection, sql.join(';\n'), params);
          const all = sql.length === 1 ? [results] : (results as Results[]);
          if (begun) return all;
          begun = true;
          return all.slice(1);
        });
        if (begun) await run(connection, 'COMMIT', []);
        connection.release();
        return result;
      } catch (error) {
        await settle(connection, error);
        throw asError(error);
      }
    },
    end: () => new Promise<void>((resolve, reject) => pool.end((error) => (error ? reject(error) : resolve()))),
    counts: () => {
      // mysql2 keeps these lists on the pool without typing them.
      const p = pool as unknown as Record<
        '_allConnections' | '_freeConnections' | '_connectionQueue',
        { length: number }
      >;
      return { size: p._allConnections.length, idle: p._freeConnections.length, waiting: p._connectionQueue.length };
    },
  };
}
