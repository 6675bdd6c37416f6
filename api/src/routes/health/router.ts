/** GET /api/health: is the server up and can it reach its database (no sign-in needed). */
import Router from '@koa/router';
import type { Health } from '@tonelens/core';
import type { RouteDeps } from '../deps';

/** Answers 200 {status: ok, db: up}, or 503 {status: degraded, db: down}. */
export function createHealthRouter({ db }: RouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    const up = await db.ping();
    const body: Health = { status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' };
    ctx.status = up ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
