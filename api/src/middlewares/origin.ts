/** Cross-site request forgery guard: state-changing requests riding on a session cookie must come from an allowed origin. */
import type { Middleware } from 'koa';
import { forbiddenOrigin } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * For POST/PUT/PATCH/DELETE under /api that carry the session cookie: the
 * Origin header (or, without one, the Referer's origin) must be one of
 * `allowedOrigins`; otherwise 403 forbidden_origin. Requests without the
 * cookie pass on (they are unauthenticated and get 401 where it matters).
 */
export function requireAllowedOrigin(allowedOrigins: readonly string[], sessionCookie: string): Middleware {
  const allowed = new Set(allowedOrigins.map((o) => originOf(o) ?? o));
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api') || !ctx.cookies.get(sessionCookie)) {
      return next();
    }
    const origin = ctx.get('Origin') || originOf(ctx.get('Referer'));
    if (!origin || !allowed.has(origin)) throw forbiddenOrigin();
    return next();
  };
}
