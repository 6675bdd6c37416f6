/** Session guard: every route behind it needs a live signed-in session. */
import type { Context, Middleware, Next, ParameterizedContext } from 'koa';
import type { CookieSigner } from '../auth/cookie-signer';
import { SESSION_COOKIE } from '../auth/index';
import { checkSession, recentlyChecked } from '../auth/session-revocation';
import type { Database } from '../db';
import { unauthorized } from '../errors';

/** State every authenticated handler can read. */
export interface AuthState {
  /** The signed-in user's id. */
  userId: number;
}

/** Most session cookies remembered as read before the memo starts over. */
export const READ_COOKIE_MEMO_SIZE = 10_000;

/** What a signed session cookie holds that the guard needs: the session id and the cookie's own expiry (epoch ms). */
interface ReadCookie {
  sid: string;
  expire: number | undefined;
}

/**
 * Session cookies already read, by signature and value, for each app's
 * signer (keys differ between apps, so one app never answers for a cookie
 * another verified). A cookie's content never changes under its signature, so
 * reading it again (the signature checked, base64 and JSON decoded,
 * koa-session's Session built and hashed twice to see whether it changed)
 * would only repeat the same answer on every request of a session. Whether
 * the session is still live is not remembered here: checkSession asks that on
 * every request.
 */
const readCookiesBySigner = new WeakMap<CookieSigner, Map<string, ReadCookie>>();

/**
 * The session id the request's cookie carries, or undefined. A cookie met
 * before (same value, same signature, made with the current key) is answered
 * from the memo until the expiry it carries; any other is read by koa-session
 * (which checks its signature and expiry, and clears a bad one), then
 * remembered.
 */
function sessionIdOf(ctx: Context): string | undefined {
  const signer = ctx.app.keys as unknown as CookieSigner;
  let readCookies = readCookiesBySigner.get(signer);
  if (!readCookies) readCookiesBySigner.set(signer, (readCookies = new Map()));
  const value = ctx.cookies.get(SESSION_COOKIE, { signed: false });
  const signature = value ? ctx.cookies.get(`${SESSION_COOKIE}.sig`, { signed: false }) : undefined;
  const key = signature ? `${signature}\n${value}` : undefined;
  const known = key === undefined ? undefined : readCookies.get(key);
  if (known && (known.expire === undefined || known.expire >= Date.now())) return known.sid;
  const session = ctx.session as { sid?: unknown; _expire?: unknown } | null;
  const sid = session?.sid;
  if (typeof sid !== 'string') return undefined;
  // Only a cookie signed with the current key: one signed with an older key is signed again in this answer.
  if (key !== undefined && signer.index(`${SESSION_COOKIE}=${value}`, signature!) === 0) {
    if (readCookies.size >= READ_COOKIE_MEMO_SIZE) readCookies.clear();
    readCookies.set(key, { sid, expire: typeof session!._expire === 'number' ? session!._expire : undefined });
  }
  return sid;
}

/**
 * 401 unless the session cookie names a live server-side session (see
 * auth/session-revocation.ts): a revoked or expired one also clears the
 * cookie. Otherwise sets `ctx.state.userId`.
 */
export function requireUser(db: Database): Middleware<AuthState> {
  const admit = (ctx: ParameterizedContext<AuthState>, next: Next, userId: number | null) => {
    if (userId === null) {
      ctx.session = null;
      throw unauthorized();
    }
    ctx.state.userId = userId;
    return next();
  };
  // Not an async function: a session checked moments ago (most requests) goes on without waiting a turn.
  return (ctx, next) => {
    try {
      const sessionId = sessionIdOf(ctx);
      if (sessionId === undefined) throw unauthorized();
      const recent = recentlyChecked(sessionId);
      if (recent !== undefined) return admit(ctx, next, recent);
      return checkSession(db, sessionId).then((userId) => admit(ctx, next, userId));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };
}
