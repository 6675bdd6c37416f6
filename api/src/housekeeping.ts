/**
 * Housekeeping every instance runs now and then: expired session rows and
 * idempotency keys past their day are deleted, so neither table grows with
 * every sign-in and save for good. Deletes are idempotent, so instances that
 * run it at once do no harm; each waits a random part of the interval first.
 */
import { purgeExpiredSessions } from './auth/session-revocation';
import { purgeIdempotencyKeys } from './commands/idempotency';
import type { Database } from './db';
import type { Logger } from './observability/logger';

/** How often housekeeping runs, in ms. */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000;

/** One round: answers how many rows of each kind went. */
export async function runHousekeeping(db: Database, now = Date.now()): Promise<{ sessions: number; keys: number }> {
  const sessions = await purgeExpiredSessions(db, new Date(now));
  const keys = await purgeIdempotencyKeys(db, now);
  return { sessions, keys };
}

/** Runs housekeeping every `intervalMs` (the first after a random part of it); returns a function that stops it. */
export function startHousekeeping(db: Database, logger: Logger, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      runHousekeeping(db)
        .then((purged) => {
          if (purged.sessions + purged.keys > 0) logger.info({ event: 'housekeeping', ...purged });
        })
        .catch((error: unknown) => logger.warn({ event: 'housekeeping_failed', error: String(error) }))
        .finally(() => {
          if (!stopped) schedule(intervalMs);
        });
    }, delay);
    // Housekeeping never keeps the process alive.
    timer.unref();
  };
  schedule(Math.random() * intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
