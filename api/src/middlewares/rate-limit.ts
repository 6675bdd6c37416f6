/**
 * Rate limits on rate-limiter-flexible: fixed windows counted in Redis when
 * REDIS_URL is set (shared by every instance), with an in-memory insurance
 * limiter per instance while Redis is away; in memory only without Redis.
 * Per user for the AI endpoints, per client address for the public tone studio.
 */
import type { DefaultState, Middleware, ParameterizedContext } from 'koa';
import type { AuthState } from './auth';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey, clientAddress } from '../client-address';
import { rateLimited } from '../errors';

/** Limit: at most `max` requests per `windowMs` per key. */
export interface RateLimitOptions {
  /** Names the limit in keys and metrics (e.g. "ai"). */
  name: string;
  max: number;
  /** Window length in ms (whole seconds: the stores count in seconds). */
  windowMs: number;
  /** The shared Redis; without it each instance counts alone. */
  redis?: Redis;
  /** Prefix of the Redis keys (REDIS_PREFIX). */
  prefix?: string;
  /** Called on every refused request (metrics). */
  onLimited?: (name: string) => void;
}

/** The limiter of `options`: Redis with an in-memory insurance limiter, or memory alone. */
export function createLimiter({
  name,
  max,
  windowMs,
  redis,
  prefix = 'tonelens:',
}: RateLimitOptions): RateLimiterAbstract {
  const base = { points: max, duration: Math.max(1, Math.round(windowMs / 1000)), keyPrefix: `${prefix}rl:${name}` };
  const memory = new RateLimiterMemory(base);
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...base,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * Answers 429 with Retry-After (seconds) once the key of a request passes the
 * limit in its current window; requests without a key pass unlimited.
 */
export function rateLimit<S = DefaultState>(
  options: RateLimitOptions,
  keyOf: (ctx: ParameterizedContext<S>) => string | number | undefined,
): Middleware<S> {
  const limiter = createLimiter(options);
  return async (ctx, next) => {
    const key = keyOf(ctx);
    if (key === undefined) return next();
    try {
      await limiter.consume(String(key));
    } catch (refusal) {
      // The insurance limiter answers store errors, so anything but a refusal is a bug worth a 500.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      options.onLimited?.(options.name);
      throw rateLimited(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
    return next();
  };
}

/** Per signed-in user (the AI endpoints, behind requireUser). */
export function aiRateLimit(options: RateLimitOptions): Middleware<AuthState> {
  return rateLimit<AuthState>(options, (ctx) => ctx.state.userId);
}

/**
 * Per client address, `trustProxyHops` proxies deep (public endpoints without a session, such as the tone
 * studio's): IPv4 addresses alone, IPv6 ones by their /64 (see addressKey).
 */
export function addressRateLimit(options: RateLimitOptions & { trustProxyHops: number }): Middleware {
  return rateLimit(options, (ctx) =>
    addressKey(
      clientAddress(ctx.get('X-Forwarded-For') || undefined, ctx.req.socket.remoteAddress, options.trustProxyHops),
    ),
  );
}
