/**
 * What an app runs with besides its routes: the logger, the metrics, its
 * lifecycle phase, the shared Redis (when REDIS_URL is set) and how boot steps
 * are retried. server.ts makes one per process; createApp makes a default one.
 */
import type { Redis } from 'ioredis';
import type { BootRetry } from './boot-retry';
import type { Env } from './env';
import { Lifecycle } from './lifecycle';
import { createLogger, type Logger } from './observability/logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { closeRedis, connectRedis, redisReady } from './redis';
import { shareSessionRevocations } from './session-broadcast';

/** Longest wait for Redis at boot, in ms. */
export const REDIS_BOOT_WAIT_MS = 3000;

/** The app's runtime. */
export interface Runtime {
  logger: Logger;
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** The shared Redis, when configured. */
  redis?: Redis;
  /** How createApp retries opening the database and resolving the identity provider. */
  retry: BootRetry;
  /**
   * With Redis: true while this process hears other instances' sign-outs at
   * once (see session-broadcast.ts); undefined without Redis.
   */
  revocationsFlowing(): boolean | undefined;
  /** Resolves once Redis is ready, or after REDIS_BOOT_WAIT_MS (limits then count in memory until it is). */
  redisReady(): Promise<boolean>;
  /** Closes what the runtime opened (Redis). */
  close(): Promise<void>;
}

/** Tries once: tests and tools fail at once rather than wait for an outage to end. */
const once: BootRetry = (_what, fn) => fn();

/** Builds the runtime of `env`; `given` parts are used as they are. */
export function createRuntime(env: Env, given: Partial<Omit<Runtime, 'close' | 'revocationsFlowing'>> = {}): Runtime {
  const logger = given.logger ?? createLogger(env.LOG_LEVEL);
  const redis =
    given.redis ??
    (env.REDIS_URL
      ? connectRedis(env.REDIS_URL, 'tonelens', (event, detail) =>
          event === 'redis_down' ? logger.warn({ event, ...detail }) : logger.info({ event, ...detail }),
        )
      : undefined);
  const ownsRedis = !given.redis && redis !== undefined;
  // Sign-outs reach every instance at once through Redis (see session-broadcast.ts).
  const sharing =
    redis && env.REDIS_URL ? shareSessionRevocations(redis, env.REDIS_URL, env.REDIS_PREFIX, logger) : undefined;
  return {
    logger,
    metrics: given.metrics ?? createMetrics(),
    lifecycle: given.lifecycle ?? new Lifecycle(),
    redis,
    retry: given.retry ?? once,
    revocationsFlowing: () => sharing?.flowing(),
    redisReady: async () => (redis ? redisReady(redis, REDIS_BOOT_WAIT_MS) : false),
    close: async () => {
      await sharing?.stop();
      if (ownsRedis) await closeRedis(redis);
    },
  };
}
