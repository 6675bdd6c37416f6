/** 405 and 501 answers of a router, in the API's JSON error shape and with the Allow header they owe. */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { methodNotAllowed, notImplemented } from '../errors';

/**
 * The router's own allowedMethods (which works out the Allow list and answers
 * OPTIONS), with its bare 405 and 501 turned into JSON errors that keep Allow.
 */
export function allowedMethods<S, C>(router: Router<S, C>): Middleware {
  const inner = router.allowedMethods() as unknown as Middleware;
  return async (ctx, next) => {
    await inner(ctx, next);
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405) throw methodNotAllowed(ctx.response.get('Allow'));
    if (ctx.status === 501) throw notImplemented();
  };
}
