/** Session guard: every route behind it needs a signed-in user. */
import type { Middleware } from 'koa';
import { unauthorized } from '../errors';

/** State every authenticated handler can read. */
export interface AuthState {
  /** The signed-in user's id. */
  userId: number;
}

/** 401 without a signed-in session; otherwise sets `ctx.state.userId`. */
export const requireUser: Middleware = async (ctx, next) => {
  const userId = (ctx.session as { userId?: unknown } | null)?.userId;
  if (typeof userId !== 'number') throw unauthorized();
  ctx.state.userId = userId;
  return next();
};
