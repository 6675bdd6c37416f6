/** Fixed-window rate limits: per user for the AI endpoints, per client address for the public tone studio. */
import type { Context, Middleware } from 'koa';
import { rateLimited } from '../errors';

/** Limit: at most `max` requests per `windowMs` per key. */
export interface RateLimitOptions {
  max: number;
  /** Window length in ms. */
  windowMs: number;
  /** Clock in ms (tests may pass their own). */
  now?: () => number;
}

/** Windows kept before expired ones are swept. */
const SWEEP_ABOVE = 10_000;

/**
 * Answers 429 with Retry-After (seconds) once the key of a request passes the
 * limit in its current window; requests without a key pass unlimited.
 */
export function fixedWindowLimit<K>(
  { max, windowMs, now = Date.now }: RateLimitOptions,
  keyOf: (ctx: Context) => K | undefined,
): Middleware {
  const windows = new Map<K, { start: number; count: number }>();
  return async (ctx, next) => {
    const key = keyOf(ctx);
    if (key === undefined) return next();
    const t = now();
    if (windows.size > SWEEP_ABOVE) {
      for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
    }
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    if (w.count >= max) throw rateLimited(Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)));
    w.count++;
    return next();
  };
}

/** Per signed-in user (the AI endpoints). */
export function aiRateLimit(options: RateLimitOptions): Middleware {
  return fixedWindowLimit(options, (ctx) => ctx.state.userId as number | undefined);
}

/** Per client address (public endpoints without a session, such as the tone studio's generate). */
export function addressRateLimit(options: RateLimitOptions): Middleware {
  return fixedWindowLimit(options, (ctx) => ctx.ip || undefined);
}
