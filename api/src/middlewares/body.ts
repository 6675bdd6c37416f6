/** Reads JSON (and, for the sign-in page, form) bodies with a hard size limit. */
import type { Middleware } from 'koa';
import { invalidJson, payloadTooLarge, unsupportedMediaType } from '../errors';

/** Largest request body accepted: 2 MiB (inputText itself is capped at 1 MiB by the contract). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Reads the raw body, failing with 413 as soon as it passes `limit` bytes. */
export async function readRawBody(req: NodeJS.ReadableStream & { headers: Record<string, unknown> }, limit: number) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw payloadTooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) {
      req.resume();
      throw payloadTooLarge(limit);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * True for application/json and any +json type, parameters ignored. A plain
 * string check: type-is parsed the header on every request and showed up in
 * profiles of the save path.
 */
export function isJsonContentType(header: string): boolean {
  const semicolon = header.indexOf(';');
  const type = (semicolon < 0 ? header : header.slice(0, semicolon)).trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** A lone UTF-16 surrogate: half of a pair with no other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `s` with each lone surrogate replaced by U+FFFD, as the database stores it
 * (UTF-8 cannot hold one): every answer then echoes exactly what was stored.
 */
export function wellFormed(s: string): string {
  return s.replace(LONE_SURROGATE, '\uFFFD');
}

const wellFormedStrings = (_key: string, value: unknown) => (typeof value === 'string' ? wellFormed(value) : value);

/** A surrogate written as a JSON escape: UTF-8 text cannot hold one any other way, so without it no reviver is needed. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;

/**
 * Parses JSON bodies of POST, PUT, PATCH and DELETE into `ctx.request.body`
 * (lone surrogates in strings become U+FFFD, see wellFormed);
 * an empty body becomes `{}`. Not JSON → 400 invalid_json; another content
 * type with a body → 415; over BODY_LIMIT_BYTES → 413.
 */
export function jsonBody(limit = BODY_LIMIT_BYTES): Middleware {
  return async (ctx, next) => {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method)) return next();
    // Read once: a second parser on the same request would find the stream drained.
    if ((ctx.request as { body?: unknown }).body !== undefined) return next();
    const raw = await readRawBody(ctx.req, limit);
    if (raw.length === 0) {
      (ctx.request as { body?: unknown }).body = {};
      return next();
    }
    if (!isJsonContentType(ctx.get('Content-Type'))) throw unsupportedMediaType();
    try {
      const text = raw.toString('utf8');
      (ctx.request as { body?: unknown }).body = ESCAPED_SURROGATE.test(text)
        ? JSON.parse(text, wellFormedStrings)
        : JSON.parse(text);
    } catch {
      throw invalidJson();
    }
    return next();
  };
}
