/** Renders every error as `{ code, message, issues? }` and hides anything unexpected (no stack, no SQL). */
import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../db';
import { routeOf } from '../observability/observe-requests';
import { databaseUnavailable, HttpError, httpsRequired, internalError, routeNotFound } from '../errors';

/** Where unexpected errors are written (the log, never the answer), with the request's route pattern (never its path). */
export type ErrorLogger = (error: unknown, context: { method: string; route: string }) => void;

const defaultLogger: ErrorLogger = (error, { method, route }) => {
  console.error(`[api] ${method} ${route} failed:`, error);
};

/** What the cookies module throws when a Secure cookie would be set on a request it sees as plain HTTP. */
const INSECURE_COOKIE = 'Cannot send secure cookie over unencrypted connection';

function statusCodeOf(error: unknown): number | undefined {
  const s = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof s === 'number' && s >= 400 && s < 500 ? s : undefined;
}

/** Outermost API middleware: catches, classifies and renders errors; turns unknown /api routes into JSON 404s. */
export function errorHandler(log: ErrorLogger = defaultLogger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) throw routeNotFound();
    } catch (error) {
      let http: HttpError;
      if (error instanceof HttpError) http = error;
      else if (isDatabaseUnavailable(error)) http = databaseUnavailable();
      else if (error instanceof Error && error.message === INSECURE_COOKIE) http = httpsRequired();
      else if (statusCodeOf(error) !== undefined) {
        // Errors thrown by Koa or grant with a 4xx status: keep the status, not the wording.
        const status = statusCodeOf(error)!;
        http = new HttpError(status, status === 413 ? 'payload_too_large' : 'bad_request', 'The request is not valid.');
      } else {
        log(error, { method: ctx.method, route: routeOf(ctx) });
        http = internalError();
      }
      ctx.status = http.status;
      ctx.type = 'application/json';
      ctx.body = { code: http.code, message: http.message, ...(http.issues ? { issues: http.issues } : {}) };
      if (http.headers) ctx.set(http.headers);
    }
  };
}
