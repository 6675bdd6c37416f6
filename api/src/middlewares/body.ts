/** Reads JSON (and, for the sign-in page, form) bodies with a hard size limit. */
import type { Middleware } from 'koa';
import { HttpError, invalidJson, payloadTooLarge, unsupportedMediaType } from '../errors';

/** Largest request body accepted: 2 MiB (inputText itself is capped at 1 MiB by the contract). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** Deepest nesting of arrays and objects a JSON body may have (the contract's deepest body has 4 levels). */
export const JSON_DEPTH_LIMIT = 32;

/** 400: a JSON body nested deeper than JSON_DEPTH_LIMIT. */
const tooDeep = () =>
  new HttpError(
    400,
    'json_too_deep',
    `The request body nests arrays and objects deeper than ${JSON_DEPTH_LIMIT} levels.`,
  );

/**
 * True when the JSON text in `raw` opens more than `limit` arrays or objects
 * inside one another. One pass over the bytes outside strings, each string
 * skipped with a native search for its closing quote, so a body made of
 * one long text costs next to nothing and a deep one stops at `limit + 1`,
 * before any parser builds it. Malformed JSON is left to the parser.
 */
export function jsonDeeperThan(raw: Buffer, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === 0x22) {
      // The closing quote is the first one not escaped by an odd run of backslashes.
      let end = i;
      for (;;) {
        end = raw.indexOf(0x22, end + 1);
        if (end < 0) return false;
        let backslashes = 0;
        while (raw[end - 1 - backslashes] === 0x5c) backslashes++;
        if (backslashes % 2 === 0) break;
      }
      i = end;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** What reading a stream that closed before its end fails with (as `for await` over it would). */
function prematureClose(): Error {
  return Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
}

/**
 * Reads the raw body, failing with 413 as soon as it passes `limit` bytes. Plain stream events rather than an
 * async iterator, whose machinery cost more per request than the small body it reads.
 */
export function readRawBody(
  req: NodeJS.ReadableStream & { headers: Record<string, unknown> },
  limit: number,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(payloadTooLarge(limit));
  }
  const stream = req as NodeJS.ReadableStream & { readableEnded?: boolean; destroyed?: boolean };
  // Already read to its end (nothing more will come) or already torn down.
  if (stream.readableEnded) return Promise.resolve(Buffer.alloc(0));
  if (stream.destroyed) return Promise.reject(prematureClose());
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer | string) => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > limit) {
        done();
        req.resume();
        reject(payloadTooLarge(limit));
        return;
      }
      chunks.push(buf);
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      reject(prematureClose());
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
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

/** Methods whose JSON body is read. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Parses JSON bodies of POST, PUT, PATCH and DELETE into `ctx.request.body`
 * (lone surrogates in strings become U+FFFD, see wellFormed);
 * an empty body becomes `{}`. Not JSON → 400 invalid_json; nested deeper than
 * JSON_DEPTH_LIMIT → 400 json_too_deep (before parsing); another content
 * type with a body → 415; over BODY_LIMIT_BYTES → 413.
 */
export function jsonBody(limit = BODY_LIMIT_BYTES): Middleware {
  return async (ctx, next) => {
    if (!BODY_METHODS.has(ctx.method)) return next();
    // Read once: a second parser on the same request would find the stream drained.
    if ((ctx.request as { body?: unknown }).body !== undefined) return next();
    const raw = await readRawBody(ctx.req, limit);
    if (raw.length === 0) {
      (ctx.request as { body?: unknown }).body = {};
      return next();
    }
    if (!isJsonContentType(ctx.get('Content-Type'))) throw unsupportedMediaType();
    if (jsonDeeperThan(raw, JSON_DEPTH_LIMIT)) throw tooDeep();
    try {
      const text = raw.toString('utf8');
      // Most bodies escape nothing at all: looking for a backslash-u first is cheaper than the pattern.
      (ctx.request as { body?: unknown }).body =
        text.includes('\\u') && ESCAPED_SURROGATE.test(text) ? JSON.parse(text, wellFormedStrings) : JSON.parse(text);
    } catch {
      throw invalidJson();
    }
    return next();
  };
}
