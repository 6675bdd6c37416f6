/**
 * Structured logs: pino writing JSON lines to standard output without
 * blocking the event loop; lifecycle events carry an `event` field
 * (listening, ready, stopping, stopped, …) and each request one access line.
 */
import { pino, type Level, type Logger } from 'pino';
import { LineWriter } from './line-writer';

export type { Logger } from 'pino';

/** Bytes of log lines gathered before one write (an access line is about 250). */
export const LOG_BUFFER_BYTES = 4096;
/** Longest time a line waits in that buffer, in ms. */
export const LOG_FLUSH_MS = 250;

/** Where each logger writes (for a synchronous last flush). */
const destinations = new WeakMap<Logger, { flushSync(): void }>();

let stampedAt = Number.NaN;
let stamp = '';

/**
 * pino's ISO time field (`,"time":"2026-01-02T03:04:05.678Z"`), formatted
 * once per millisecond: a busy server writes several lines in each.
 */
export function isoTimeField(now = Date.now()): string {
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/**
 * An error as a log line holds it: its type, message, code and stack, never
 * its other fields (a database error carries the statement's values, which
 * may be a person's text).
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
  };
}

/** Creates the process's logger at `level`. */
export function createLogger(level: string): Logger {
  // Asynchronous and buffered: a slow reader of standard output never stalls requests, and a busy server makes one
  // write per buffer rather than per line. announce() writes at once; flushLogs() before exiting.
  const destination = new LineWriter({ fd: 1, minLength: LOG_BUFFER_BYTES, flushMs: LOG_FLUSH_MS });
  const logger = pino(
    { level, base: { pid: process.pid }, timestamp: () => isoTimeField(), serializers: { err: serializeError } },
    destination,
  );
  destinations.set(logger, destination);
  return logger;
}

/** Writes out, before returning, whatever `logger` still holds (call before process.exit). */
export function flushLogs(logger: Logger): void {
  try {
    destinations.get(logger)?.flushSync();
  } catch {
    // Standard output is closed or busy: nothing more can be written.
  }
}

/** Logs a lifecycle event (listening, stopping, a boot retry…) and writes it out at once: operators and tools wait for these. */
export function announce(logger: Logger, level: Level, fields: Record<string, unknown>): void {
  logger[level](fields);
  logger.flush();
}
