/**
 * The variables for running many instances behind a balancer (shared rate
 * limits, the proxy chain, secret rotation, draining, logs and metrics). Every
 * one is optional: without them one process runs as `npm start` always did.
 * env.ts spreads these into its schema.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() ? s.trim() : undefined));

/** A boolean variable: true/false, 1/0, yes/no, on/off (any case); empty gives `fallback`. */
export const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((s, ctx) => {
      const v = (s ?? '').trim().toLowerCase();
      if (v === '') return fallback;
      if (['true', '1', 'yes', 'on'].includes(v)) return true;
      if (['false', '0', 'no', 'off'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });

/** The schema entries, spread into env.ts's schema. */
export const operationsEnv = {
  // redis://[user:pass@]host:port[/db] (or rediss://) shared by every instance for rate limits and session
  // revocation news; empty keeps both in this process (right for one instance only).
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'must be redis://host:port or rediss://host:port')
      .optional(),
  ),
  // Prefix of every Redis key and channel (several deployments may share one Redis).
  REDIS_PREFIX: z
    .string()
    .default('tonelens:')
    .pipe(z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or :_.-')),
  // Proxies in front of the server that append to X-Forwarded-For (nginx: 1). The client address is the entry that
  // many hops from the right; 0 ignores the header. Anything left of it can be forged by the client.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Older session secrets, comma-separated, still accepted after SESSION_SECRET changed (rotation): cookies signed
  // with one are re-signed with SESSION_SECRET on their next request. Each at least 32 characters.
  SESSION_PREVIOUS_SECRETS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters'))),
  // Seconds a stopping server keeps its port open, answering new requests 503 so the balancer sends them elsewhere,
  // before it closes it (requests already running always finish).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  // pino log level: fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // One JSON line per request (method, route, status, duration, request id).
  ACCESS_LOG: flag(true),
  // Prometheus metrics on their own port (on METRICS_HOST) at /metrics; empty: not served on a port of their own.
  METRICS_PORT: z.preprocess(
    (s) => (typeof s === 'string' && s.trim() === '' ? undefined : s),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  // Interface of the metrics port.
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Serves /metrics on the main port to requests with "Authorization: Bearer <token>" (at least 16 characters).
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
};
