import { randomBytes } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, redisReady } from '../redis';
import { createLimiter } from './rate-limit';

/** The shared Redis of the tests (CI starts one on 127.0.0.1:6379). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function outcomes(limiters: ReturnType<typeof createLimiter>[], key: string, requests: number) {
  const results: ('allowed' | 'refused')[] = [];
  for (let i = 0; i < requests; i++) {
    try {
      await limiters[i % limiters.length]!.consume(key);
      results.push('allowed');
    } catch (refusal) {
      expect(refusal).toBeInstanceOf(RateLimiterRes);
      expect((refusal as RateLimiterRes).msBeforeNext).toBeGreaterThan(0);
      results.push('refused');
    }
  }
  return results;
}

describe('rate limits', () => {
  const connections = [connectRedis(REDIS_URL, 'test-a', () => {}), connectRedis(REDIS_URL, 'test-b', () => {})];
  afterAll(async () => {
    for (const c of connections) await closeRedis(c);
  });

  it('hold across instances that share Redis: 5 of 20 pass, alternating between two', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    expect(await Promise.all(connections.map((c) => redisReady(c, 3000)))).toEqual([true, true]);
    const limiters = connections.map((redis) => createLimiter({ name: 'ai', max: 5, windowMs: 60_000, redis, prefix }));
    const results = await outcomes(limiters, '1', 20);
    expect(results.filter((r) => r === 'allowed')).toHaveLength(5);
    expect(results.slice(0, 5).every((r) => r === 'allowed')).toBe(true);
  });

  it('count each instance alone without Redis (the single-process default)', async () => {
    const limiters = [1, 2].map(() => createLimiter({ name: 'ai', max: 5, windowMs: 60_000 }));
    expect((await outcomes(limiters, '1', 20)).filter((r) => r === 'allowed')).toHaveLength(10);
  });

  it('keep limiting in memory while Redis is unreachable, without waiting for it', async () => {
    const away = connectRedis('redis://127.0.0.1:1', 'test-away', () => {});
    try {
      const limiter = createLimiter({ name: 'ai', max: 3, windowMs: 60_000, redis: away, prefix: 'away:' });
      const started = Date.now();
      expect(await outcomes([limiter], 'x', 5)).toEqual(['allowed', 'allowed', 'allowed', 'refused', 'refused']);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await closeRedis(away);
    }
  });
});
