/**
 * Health: GET /api/health (the database, for people), GET /api/health/live
 * (the process answers) and GET /api/health/ready (boot done, database
 * answering within a second, not shutting down) for balancers and
 * orchestrators. No sign-in needed; never cached.
 */
import Router from '@koa/router';
import type { Health } from '@tonelens/core';
import type { Lifecycle, ProbeBody } from '../../lifecycle';
import type { RouteDeps } from '../deps';

/** Longest wait for the database in a readiness check, in ms. */
export const READY_DB_TIMEOUT_MS = 1000;

/**
 * /api/health answers 200 {status: ok, db: up} or 503 {status: degraded, db: down};
 * /live 200 {status: live}; /ready 200 {status: ready, db: up} or 503 naming
 * the phase (starting, draining) or {status: degraded, db: down}; with Redis,
 * /ready also says whether sign-out news is flowing (revocations: flowing | down).
 */
export function createHealthRouter(
  { db }: RouteDeps,
  lifecycle: Lifecycle,
  revocationsFlowing: () => boolean | undefined = () => undefined,
): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    const up = await db.ping();
    const body: Health = { status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' };
    ctx.status = up ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  router.get('/health/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'live' } satisfies ProbeBody;
  });
  router.get('/health/ready', async (ctx) => {
    let body: ProbeBody;
    if (lifecycle.phase !== 'ready') body = { status: lifecycle.phase };
    else
      body = (await db.ping(READY_DB_TIMEOUT_MS)) ? { status: 'ready', db: 'up' } : { status: 'degraded', db: 'down' };
    const flowing = revocationsFlowing();
    if (flowing !== undefined) body.revocations = flowing ? 'flowing' : 'down';
    ctx.status = body.status === 'ready' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
