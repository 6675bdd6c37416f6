/**
 * The one error shape of the API: `{ code, message, issues? }` with an HTTP
 * status. Handlers throw these; middlewares/errors.ts renders them and hides
 * everything else.
 */
import type { ZodError } from 'zod';

/** One field problem of a bad body: a dotted path and what is wrong. */
export interface Issue {
  path: string;
  message: string;
}

/** An error the API answers with as-is. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    /** HTTP status. */
    readonly status: number,
    /** Stable snake_case id. */
    readonly code: string,
    message: string,
    readonly issues?: Issue[],
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Turns zod issues into `issues` entries that name each field. */
export function zodIssues(error: ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
}

/** 400: the body (or query) failed validation. */
export const validationError = (error: ZodError) =>
  new HttpError(400, 'validation_failed', 'The request body is not valid.', zodIssues(error));
/** 400: the body is not JSON. */
export const invalidJson = () => new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
/** 415: a body that is not JSON. */
export const unsupportedMediaType = () =>
  new HttpError(415, 'unsupported_media_type', 'Send the body as application/json.');
/** 413: the body is over the limit. */
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, 'payload_too_large', `The request body is over ${limitBytes} bytes.`);
/** 401: no session. */
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Sign in first.');
/** 403: a state-changing request from an origin that is not allowed. */
export const forbiddenOrigin = () =>
  new HttpError(403, 'forbidden_origin', 'This request must come from the ToneLens app.');
/** 404: no such row for this user (also for other users' rows). */
export const notFound = (what = 'resource') => new HttpError(404, 'not_found', `No such ${what}.`);
/** 404: no such API route. */
export const routeNotFound = () => new HttpError(404, 'route_not_found', 'No such API route.');
/** 405: the route exists but not with this method; `allow` lists the methods it has (sent as Allow). */
export const methodNotAllowed = (allow: string) =>
  new HttpError(405, 'method_not_allowed', 'This method is not allowed here.', undefined, { Allow: allow });
/** 501: a method this server does not implement at all. */
export const notImplemented = () => new HttpError(501, 'not_implemented', 'This method is not implemented.');
/** 400: a request over plain HTTP to a server whose PUBLIC_URL is https (a proxy that sends no X-Forwarded-Proto). */
export const httpsRequired = () =>
  new HttpError(
    400,
    'https_required',
    'This server is served over HTTPS: reach it through its TLS proxy, which must send X-Forwarded-Proto: https.',
  );
/** 409: a lesson progress change that the state machine does not allow. */
export const invalidTransition = (from: string, to: string) =>
  new HttpError(409, 'invalid_transition', `A lesson cannot go from ${from} to ${to}.`);
/** 429: too many AI requests; `retryAfterSeconds` is sent as Retry-After. */
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Too many requests; try again shortly.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
/** 503: the database cannot be reached. */
export const databaseUnavailable = () =>
  new HttpError(503, 'database_unavailable', 'The database is unavailable; try again shortly.');
/** 500: anything unexpected (details stay in the log). */
export const internalError = () => new HttpError(500, 'internal_error', 'Something went wrong on our side.');
