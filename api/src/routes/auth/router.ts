/** Sign-in, sign-out and account settings. */
import Router from '@koa/router';
import type { Context } from 'koa';
import { schemas } from '@tonelens/core';
import type { Auth } from '../../auth/index';
import { userSubject } from '../../auth/subject';
import { createSession, revokeSession, revokeUserSessions } from '../../auth/session-revocation';
import { requireUser, type AuthState } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { notFound } from '../../errors';
import { presentUser } from '../../presenters/index';
import { validate } from '../../validate';
import type { RouteDeps } from '../deps';

interface GrantResponse {
  error?: unknown;
  profile?: Record<string, unknown>;
}

function str(v: unknown, max: number): string | null {
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;
}

/** Splits a display name into first and last name at the first space. */
export function splitName(profile: Record<string, unknown>): { firstName: string | null; lastName: string | null } {
  const given = str(profile.given_name, 100);
  const family = str(profile.family_name, 100);
  if (given || family) return { firstName: given, lastName: family };
  const name = str(profile.name, 200);
  if (!name) return { firstName: null, lastName: null };
  const space = name.indexOf(' ');
  return space < 0
    ? { firstName: name.slice(0, 100), lastName: null }
    : { firstName: name.slice(0, space).slice(0, 100), lastName: name.slice(space + 1).slice(0, 100) };
}

/** Longest path a sign-in may return to. */
const MAX_RETURN_PATH = 1000;

/**
 * The path to return to after sign-in, when it is a path on this site: it must
 * start with one "/" (not "//" or "/\\", which browsers read as another host)
 * and hold no control characters. Anything else gives undefined.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}

/**
 * GET /api/login (?returnTo=/path) and /api/callback; POST /api/logout (204; a
 * GET answers 405, so no link or image on another site signs anyone out, and
 * the origin guard turns away a POST from one) and POST /api/logout/everywhere;
 * GET and PATCH /api/auth/user.
 */
export function createAuthRouter({ db, env }: RouteDeps, auth: Auth): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api' });
  const signedIn = requireUser(db);
  const lifetimeMs = env.SESSION_MAX_AGE_HOURS * 3_600_000;

  /** Forgets this browser's session here and at the built-in provider (an external provider keeps its own). */
  const endBrowserSession = async (ctx: Context) => {
    ctx.session = null;
    await auth.devIdentityProvider?.endSession(ctx);
  };

  // Absolute, on PUBLIC_URL: the flow's cookies must live on the host the provider redirects back to.
  router.get('/login', (ctx) => {
    const returnTo = safeReturnPath(ctx.query.returnTo);
    if (returnTo) ctx.session!.returnTo = returnTo;
    else delete ctx.session!.returnTo;
    ctx.redirect(`${env.PUBLIC_URL}/api/connect/oidc`);
  });

  router.get('/callback', async (ctx) => {
    const session = ctx.session!;
    const response = (session.grant as { response?: GrantResponse } | undefined)?.response;
    // The grant session holds the PKCE verifier and tokens in a signed (not encrypted) cookie: drop it now.
    delete session.grant;
    const returnTo = safeReturnPath(session.returnTo) ?? '/';
    delete session.returnTo;
    const profile = response?.profile;
    // Exactly the provider's subject: a trimmed, cut or folded one could name someone else.
    const subject = userSubject(auth.endpoints.issuer, profile?.sub);
    if (!response || response.error || !profile || !subject) {
      ctx.redirect('/?signin=failed');
      return;
    }
    const { User } = db.models;
    let user = await User.findOne({ where: { subject } });
    if (!user) {
      const names = splitName(profile);
      user = await User.create({
        subject,
        email: str(profile.email, 320),
        ...names,
        profileImageUrl: str(profile.picture, 2048),
      }).catch(async (error: unknown) => {
        const again = await User.findOne({ where: { subject } });
        if (!again) throw error;
        return again;
      });
    }
    // A fresh server-side session; one this browser held before ends here.
    if (typeof session.sid === 'string') await revokeSession(db, session.sid);
    session.sid = await createSession(db, user.id, lifetimeMs);
    session.userId = user.id;
    session.language = user.language;
    ctx.redirect(returnTo);
  });

  router.post('/logout', async (ctx) => {
    const sessionId = (ctx.session as { sid?: unknown } | null)?.sid;
    if (typeof sessionId === 'string') await revokeSession(db, sessionId);
    await endBrowserSession(ctx);
    ctx.status = 204;
  });

  router.post('/logout/everywhere', signedIn, async (ctx) => {
    await revokeUserSessions(db, ctx.state.userId);
    await endBrowserSession(ctx);
    ctx.status = 204;
  });

  router.get('/auth/user', signedIn, async (ctx) => {
    const user = await db.models.User.findByPk(ctx.state.userId);
    if (!user) {
      ctx.session = null;
      throw notFound('user');
    }
    ctx.body = presentUser(user);
  });

  router.patch('/auth/user', signedIn, jsonBody(), validate(schemas.updateUser), async (ctx) => {
    const changes = ctx.state.input;
    const user = await db.models.User.findByPk(ctx.state.userId);
    if (!user) throw notFound('user');
    await user.update(changes);
    ctx.session!.language = user.language;
    ctx.body = presentUser(user);
  });

  return router;
}
