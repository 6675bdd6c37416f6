/**
 * The optional shared Redis (REDIS_URL): one command connection for rate
 * limits and publishing, and a subscriber connection on demand. Commands fail
 * fast while Redis is away (no offline queue, a short command time-out), so
 * callers fall back at once instead of holding requests.
 */
import { Redis } from 'ioredis';

/** Longest wait for one Redis command, in ms, before the caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest pause between reconnection attempts, in ms. */
export const REDIS_RECONNECT_MAX_MS = 2000;

/** Where a Redis connection reports that it went away or came back. */
export type RedisEventLogger = (event: 'redis_down' | 'redis_up', detail: { name: string; error?: string }) => void;

/**
 * Opens a connection to `url` named `name` in logs; it reconnects forever with a capped back-off.
 * `offlineQueue` keeps commands sent while disconnected until it connects (for a subscriber).
 */
export function connectRedis(url: string, name: string, log: RedisEventLogger, { offlineQueue = false } = {}): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: offlineQueue,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, REDIS_RECONNECT_MAX_MS),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log('redis_down', { name, error: error.message });
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log('redis_up', { name });
  });
  return redis;
}

/** Closes `redis` without waiting on a server that is away. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** Resolves true once `redis` is ready, or false after `timeoutMs` (callers then start on their fallbacks). */
export function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
