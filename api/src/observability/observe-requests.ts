/**
 * The outermost middleware: gives every request an id (a sane incoming
 * X-Request-Id, else a new UUID, echoed in the answer), times it into the
 * latency histogram by route pattern, and writes one access-log line. The
 * line names the route pattern, never the path or query string: paths carry
 * audio tokens and ids, and query strings the text a person hands to the
 * tone studio, none of which belongs in a log.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { clientAddress } from '../client-address';
import type { Logger } from './logger';
import type { Metrics } from './metrics';

/** An incoming request id is kept when it is 1-128 of these characters. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** What `observeRequests` needs. */
export interface ObserveOptions {
  logger: Logger;
  metrics: Metrics;
  /** Write one line per request. */
  accessLog: boolean;
  /** TRUST_PROXY_HOPS, for the client address in the access log. */
  trustProxyHops: number;
}

/** The route pattern of a request: the router's, else a fixed family name, so labels stay few. */
export function routeOf(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  const path = ctx.path;
  if (path === '/tone-studio' || path.startsWith('/tone-studio/')) return '/tone-studio/*';
  if (path === '/idp' || path.startsWith('/idp/')) return '/idp/*';
  if (path.startsWith('/api/connect/')) return '/api/connect/*';
  if (path.startsWith('/api/')) return 'unmatched';
  return 'web';
}

/** The middleware. */
export function observeRequests({ logger, metrics, accessLog, trustProxyHops }: ObserveOptions): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    const given = ctx.get('X-Request-Id');
    const id = REQUEST_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      const seconds = (performance.now() - start) / 1000;
      const route = routeOf(ctx);
      const status = ctx.res.statusCode;
      metrics.requestDuration.observe({ method: ctx.method, route, status: String(status) }, seconds);
      if (accessLog) {
        logger.info({
          event: 'request',
          reqId: id,
          method: ctx.method,
          route,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          ip: clientAddress(ctx.get('X-Forwarded-For') || undefined, ctx.req.socket.remoteAddress, trustProxyHops),
        });
      }
    }
  };
}
