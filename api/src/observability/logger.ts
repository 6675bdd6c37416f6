/**
 * Structured logs: pino writing JSON lines to standard output without
 * blocking the event loop; lifecycle events carry an `event` field
 * (listening, ready, stopping, stopped, …) and each request one access line.
 */
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Creates the process's logger at `level`. */
export function createLogger(level: string): Logger {
  return pino(
    { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime },
    // Asynchronous: a slow reader of standard output never stalls requests. flushLogs() before exiting.
    pino.destination({ dest: 1, sync: false }),
  );
}

/** Writes out whatever `logger` still holds (call before process.exit). */
export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // Nothing left to write, or standard output is closed: nothing to do.
  }
}
