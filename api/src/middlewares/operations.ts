/**
 * What an operator's tooling meets ahead of the app: new requests turned away
 * (503, Connection: close) while the server drains, /metrics for a bearer of
 * METRICS_TOKEN, and JSON 404s for health-like paths a probe might guess
 * (/healthz, /ready, /metrics, …), which would otherwise get the web page.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { LIVE_PATH, READY_PATH, type Lifecycle } from '../lifecycle';
import type { Metrics } from '../observability/metrics';

/** Paths outside /api that look like probes or metrics: never answered with the web page. */
export const PROBE_LIKE_PATHS = new Set([
  '/health',
  '/healthz',
  '/healthcheck',
  '/live',
  '/livez',
  '/liveness',
  '/ready',
  '/readyz',
  '/readiness',
  '/status',
  '/ping',
  '/metrics',
]);

/** Options of `operations`. */
export interface OperationsOptions {
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** METRICS_TOKEN: serve /metrics here to its bearer. */
  metricsToken?: string;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The middleware. */
export function operations({ lifecycle, metrics, metricsToken }: OperationsOptions): Middleware {
  return async (ctx, next) => {
    const raw = ctx.path;
    // Trailing slashes dropped (most paths have none: no pattern is run for them).
    const path = raw.length > 1 && raw.charCodeAt(raw.length - 1) === 0x2f ? raw.replace(/\/+$/, '') : raw;
    if (lifecycle.phase === 'draining') {
      // Whatever is answered from now on closes its connection, so no keep-alive socket outlives the server.
      ctx.set('Connection', 'close');
      if (path !== LIVE_PATH && path !== READY_PATH) {
        ctx.status = 503;
        ctx.set('Retry-After', '1');
        ctx.body = { code: 'shutting_down', message: 'This server is shutting down; try again.' };
        return;
      }
    }
    if (!PROBE_LIKE_PATHS.has(path)) return next();
    if (path === '/metrics' && metricsToken) {
      const auth = ctx.get('Authorization');
      if (!auth.startsWith('Bearer ') || !sameToken(auth.slice('Bearer '.length), metricsToken)) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer');
        ctx.body = { code: 'unauthorized', message: 'Metrics need the metrics token.' };
        return;
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.type = metrics.registry.contentType;
      ctx.body = await metrics.registry.metrics();
      return;
    }
    ctx.status = 404;
    ctx.body = {
      code: 'route_not_found',
      message: `No such route. Health checks live at ${LIVE_PATH} and ${READY_PATH}.`,
    };
  };
}
