/** Session guard: every route behind it needs a live signed-in session. */
import type { Middleware } from 'koa';
import { checkSession } from '../auth/session-revocation';
import type { Database } from '../db';
import { unauthorized } from '../errors';

/** State every authenticated handler can read. */
export interface AuthState {
  /** The signed-in user's id. */
  userId: number;
}

/**
 * 401 unless the session cookie names a live server-side session (see
 * auth/session-revocation.ts): a revoked or expired one also clears the
 * cookie. Otherwise sets `ctx.state.userId`.
 */
export function requireUser(db: Database): Middleware<AuthState> {
  return async (ctx, next) => {
    const sessionId = (ctx.session as { sid?: unknown } | null)?.sid;
    if (typeof sessionId !== 'string') throw unauthorized();
    const userId = await checkSession(db, sessionId);
    if (userId === null) {
      ctx.session = null;
      throw unauthorized();
    }
    ctx.state.userId = userId;
    return next();
  };
}
