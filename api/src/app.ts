/**
 * Builds the ToneLens API as a Koa app (it never listens: server.ts does, and
 * tests start it on an ephemeral port).
 */
import Koa from 'koa';
import session from 'koa-session';
import { existsSync } from 'node:fs';
import { createAi, type AiService } from './ai/index';
import { createEnginePool } from './engine-pool';
import { startHousekeeping } from './housekeeping';
import { createCookieSigner } from './auth/cookie-signer';
import { createAuth, DEV_IDP_PATH, SESSION_COOKIE, type Auth } from './auth/index';
import { openDatabase, type Database } from './db';
import type { Env } from './env';
import { operations } from './middlewares/operations';
import { observeRequests } from './observability/observe-requests';
import { createRuntime, type Runtime } from './runtime';
import { allowedMethods } from './middlewares/allowed-methods';
import { errorHandler } from './middlewares/errors';
import { requireAllowedOrigin } from './middlewares/origin';
import { aiRateLimit } from './middlewares/rate-limit';
import { securityHeaders } from './middlewares/security';
import { serveWebApp } from './middlewares/static';
import { createAnalysesRouter } from './routes/analyses/router';
import { createAuthRouter } from './routes/auth/router';
import { createConfigRouter } from './routes/config/router';
import type { RouteDeps } from './routes/deps';
import { createHealthRouter } from './routes/health/router';
import { createJournalRouter } from './routes/journal/router';
import { createFeedbackRouter } from './routes/feedback/router';
import { createLearningRouter } from './routes/learning/router';
import { createReflectionRouter } from './routes/reflection/router';
import { createToneStudio } from './routes/tone-studio/router';

/** The built app and what it holds open. */
export interface ToneLensApp {
  app: Koa;
  db: Database;
  ai: AiService;
  auth: Auth;
  /** Logger, metrics, lifecycle phase and shared Redis. */
  runtime: Runtime;
  /** Closes the database pool (call after the HTTP server has stopped). */
  close(): Promise<void>;
}

/** Options of `createApp`. */
export interface CreateAppOptions {
  /** Use this database instead of opening env.DATABASE_URL. */
  db?: Database;
  /** Use this AI service instead of the one env describes. */
  ai?: AiService;
  /** Parts of the runtime to use (server.ts passes its logger, lifecycle and boot retries). */
  runtime?: Partial<Omit<Runtime, 'close' | 'revocationsFlowing'>>;
}

/** Opens the database (running migrations), resolves sign-in, and wires every middleware and router. */
export async function createApp(env: Env, options: CreateAppOptions = {}): Promise<ToneLensApp> {
  const runtime = createRuntime(env, options.runtime);
  const { logger, metrics } = runtime;
  if (runtime.redis && !(await runtime.redisReady())) logger.warn({ event: 'redis_down', name: 'tonelens' });
  const db =
    options.db ??
    (await runtime.retry('database', () =>
      openDatabase(env.DATABASE_URL, { poolMax: env.DB_POOL_MAX, queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS }),
    ));
  // The engine's heavy work runs on worker threads, never on the thread that answers requests.
  const engines = createEnginePool();
  const ai =
    options.ai ??
    (await createAi(
      env,
      (method, error) => {
        metrics.aiFallbacks.inc({ method });
        logger.warn({ event: 'ai_fallback', method, error: error instanceof Error ? error.message : String(error) });
      },
      engines.ai,
    ));
  const auth = await runtime.retry('identity provider', () => createAuth(env, { redis: runtime.redis }));
  metrics.watchPools(db);
  const app = new Koa();
  const https = env.PUBLIC_URL.startsWith('https:');
  // An https public URL means TLS ends at a proxy in front: trust its X-Forwarded-Proto so Secure cookies work.
  app.proxy = https || env.TRUST_PROXY_HOPS > 0;
  app.maxIpsCount = env.TRUST_PROXY_HOPS;
  // koa-session signs its cookie through app.keys: a Keygrip-compatible signer (see auth/cookie-signer.ts).
  app.keys = createCookieSigner([env.SESSION_SECRET, ...env.SESSION_PREVIOUS_SECRETS]) as unknown as Koa['keys'];
  app.silent = true;

  // Public and framed by the app: ahead of the session, the origin guard and the app-wide headers (it sets its own).
  app.use(observeRequests({ logger, metrics, accessLog: env.ACCESS_LOG, trustProxyHops: env.TRUST_PROXY_HOPS }));
  app.use(operations({ lifecycle: runtime.lifecycle, metrics, metricsToken: env.METRICS_TOKEN }));
  app.use(createToneStudio(env, runtime));
  app.use(securityHeaders({ audioToolUrl: env.AUDIO_TOOL_URL, https }));

  const idp = auth.devIdentityProvider;
  if (idp) {
    app.use(async (ctx, next) => {
      if (ctx.path !== DEV_IDP_PATH && !ctx.path.startsWith(`${DEV_IDP_PATH}/`)) return next();
      // The provider writes its own answers straight to the socket: give them the security headers first.
      ctx.respond = false;
      ctx.set({
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
      });
      for (const [name, value] of Object.entries(ctx.response.headers)) {
        if (value !== undefined) ctx.res.setHeader(name, value as string | string[]);
      }
      await idp.handle(ctx.req, ctx.res);
    });
  }

  app.use(errorHandler((error, where) => logger.error({ err: error, ...where }, 'request failed')));
  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: env.SESSION_MAX_AGE_HOURS * 3_600_000,
        httpOnly: true,
        signed: true,
        sameSite: 'lax',
        secure: https,
        // The cookie never renews itself: a session ends SESSION_MAX_AGE_HOURS after sign-in (enforced server-side too).
        rolling: false,
        renew: false,
      },
      app,
    ),
  );
  app.use(requireAllowedOrigin(env.allowedOrigins, SESSION_COOKIE, env.allowAnyExtensionOrigin));
  app.use(auth.grant);

  const deps: RouteDeps = {
    env,
    db,
    ai,
    engine: engines.work,
    aiLimit: aiRateLimit({
      name: 'ai',
      max: env.RATE_LIMIT_AI_MAX,
      windowMs: env.RATE_LIMIT_AI_WINDOW_SECONDS * 1000,
      redis: runtime.redis,
      prefix: env.REDIS_PREFIX,
      onLimited: (limit) => metrics.rateLimited.inc({ limit }),
    }),
  };
  for (const router of [
    createHealthRouter(deps, runtime.lifecycle, runtime.revocationsFlowing),
    createConfigRouter(deps),
    createAuthRouter(deps, auth),
    createAnalysesRouter(deps),
    createReflectionRouter(deps),
    createJournalRouter(deps),
    createFeedbackRouter(deps),
    createLearningRouter(deps),
  ]) {
    app.use(router.routes());
    // 405 (with Allow) and 501 in the API's JSON error shape.
    app.use(allowedMethods(router));
  }

  if (existsSync(env.webDistDir)) app.use(serveWebApp(env.webDistDir));

  const stopHousekeeping = startHousekeeping(db, logger);
  runtime.lifecycle.markReady();
  return {
    app,
    db,
    ai,
    auth,
    runtime,
    close: async () => {
      stopHousekeeping();
      await engines.close();
      if (!options.db) await db.close();
      await runtime.close();
    },
  };
}
