/**
 * Prometheus metrics (prom-client), one registry per app: request latency per
 * route, database pool usage, saves and the transactions that carried them,
 * refused requests (429) and AI fallbacks, beside Node's own process metrics.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { saveCounts } from '../commands/write-batch';
import type { Database } from '../db';

/** Latency buckets of the request histogram, in seconds. */
export const LATENCY_BUCKETS_S = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The app's metrics. */
export interface Metrics {
  registry: Registry;
  /** Request duration in seconds by method, route pattern and status. */
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Requests refused with 429, by limit name. */
  rateLimited: Counter<'limit'>;
  /** AI answers the local engine gave because the configured model failed, by method. */
  aiFallbacks: Counter<'method'>;
  /** Reports the pools of `db` from now on. */
  watchPools(db: Database): void;
}

interface PoolCounts {
  size: number;
  idle: number;
  waiting: number;
}

/** Counts of Sequelize's pool (sequelize-pool: size, available, waiting). */
function sequelizePool(db: Database): PoolCounts | undefined {
  const pool = (
    db.sequelize.connectionManager as unknown as { pool?: { size?: number; available?: number; waiting?: number } }
  ).pool;
  if (!pool || typeof pool.size !== 'number') return undefined;
  return { size: pool.size, idle: pool.available ?? 0, waiting: pool.waiting ?? 0 };
}

/** Creates the registry and every metric. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'tonelens_http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'tonelens_rate_limited_total',
    help: 'Requests refused with 429 by a rate limit.',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const aiFallbacks = new Counter({
    name: 'tonelens_ai_fallbacks_total',
    help: 'AI answers given by the local engine because the configured model failed.',
    labelNames: ['method'] as const,
    registers: [registry],
  });
  const watched: Database[] = [];
  new Gauge({
    name: 'tonelens_db_pool_connections',
    help: 'Database pool connections by pool (orm, fast) and state (open, idle, waiting: requests queued for one).',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const db of watched) {
        for (const [pool, counts] of [
          ['orm', sequelizePool(db)],
          ['fast', db.fast?.counts()],
        ] as const) {
          if (!counts) continue;
          this.set({ pool, state: 'open' }, counts.size);
          this.set({ pool, state: 'idle' }, counts.idle);
          this.set({ pool, state: 'waiting' }, counts.waiting);
        }
      }
    },
  });
  // MySQL's group commit: saves per transaction is the first over the second.
  for (const [name, help, pick] of [
    ['tonelens_db_saves_total', 'Saves sent to the database (MySQL), stored or refused.', 'saves'],
    [
      'tonelens_db_save_transactions_total',
      'Transactions that carried saves (MySQL), shared ones included.',
      'transactions',
    ],
  ] as const) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(watched.reduce((sum, db) => sum + (saveCounts(db)?.[pick] ?? 0), 0));
      },
    });
  }
  return { registry, requestDuration, rateLimited, aiFallbacks, watchPools: (db) => void watched.push(db) };
}
