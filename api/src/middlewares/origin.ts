/** Cross-site request forgery guard: state-changing requests riding on a session cookie must come from an allowed origin. */
import type { Middleware } from 'koa';
import { forbiddenOrigin } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * For POST/PUT/PATCH/DELETE under /api that carry the session cookie: the
 * Origin header (or, without one, the Referer's origin) must be one of
 * `allowedOrigins` (or any browser-extension origin when
 * `allowAnyExtensionOrigin`); otherwise 403 forbidden_origin. Requests without the
 * cookie pass on (they are unauthenticated and get 401 where it matters).
 */
export function requireAllowedOrigin(
  allowedOrigins: readonly string[],
  sessionCookie: string,
  allowAnyExtensionOrigin = false,
): Middleware {
  // Compare bare origins as strings: URL#origin is "null" for chrome-extension:// and moz-extension:// URLs.
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  allowed.delete('null');
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api') || !ctx.cookies.get(sessionCookie)) {
      return next();
    }
    const origin = (ctx.get('Origin') || originOf(ctx.get('Referer')) || '').toLowerCase();
    const extension = allowAnyExtensionOrigin && /^(chrome|moz)-extension:\/\/[a-z0-9-]+$/.test(origin);
    if (!origin || (!allowed.has(origin) && !extension)) throw forbiddenOrigin();
    return next();
  };
}
