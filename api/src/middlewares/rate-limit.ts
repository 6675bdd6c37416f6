/** Per-user fixed-window rate limit for the AI endpoints. */
import type { Middleware } from 'koa';
import { rateLimited } from '../errors';

/** Limit: at most `max` requests per `windowMs` per user. */
export interface RateLimitOptions {
  max: number;
  /** Window length in ms. */
  windowMs: number;
  /** Clock in ms (tests may pass their own). */
  now?: () => number;
}

/** Answers 429 with Retry-After (seconds) once a signed-in user passes the limit in the current window. */
export function aiRateLimit({ max, windowMs, now = Date.now }: RateLimitOptions): Middleware {
  const windows = new Map<number, { start: number; count: number }>();
  return async (ctx, next) => {
    const userId = ctx.state.userId as number | undefined;
    if (userId === undefined) return next();
    const t = now();
    if (windows.size > 10_000) {
      for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
    }
    let w = windows.get(userId);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      windows.set(userId, w);
    }
    if (w.count >= max) throw rateLimited(Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)));
    w.count++;
    return next();
  };
}
