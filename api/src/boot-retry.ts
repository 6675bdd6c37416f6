/** Retrying what the server needs at boot (the database, the identity provider) instead of exiting. */

/** First pause after a failed attempt, in ms; it doubles up to BOOT_RETRY_MAX_MS. */
export const BOOT_RETRY_FIRST_MS = 250;
/** Longest pause between attempts, in ms. */
export const BOOT_RETRY_MAX_MS = 10_000;

/** Runs `fn` for `what` until it succeeds; told each failure and the pause that follows. */
export type BootRetry = <T>(what: string, fn: () => Promise<T>) => Promise<T>;

/** Thrown to stop retrying (shutdown requested during boot). */
export class BootAborted extends Error {
  override name = 'BootAborted';
}

/**
 * A BootRetry that pauses BOOT_RETRY_FIRST_MS, doubling to BOOT_RETRY_MAX_MS,
 * between attempts, forever, reporting each failure to `onFailure`; once
 * `signal` aborts it stops with BootAborted.
 */
export function retryWithBackoff(
  onFailure: (what: string, attempt: number, error: unknown, retryInMs: number) => void,
  signal?: AbortSignal,
): BootRetry {
  return async (what, fn) => {
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw new BootAborted(what);
      try {
        return await fn();
      } catch (error) {
        if (signal?.aborted) throw new BootAborted(what);
        const pause = Math.min(BOOT_RETRY_FIRST_MS * 2 ** (attempt - 1), BOOT_RETRY_MAX_MS);
        onFailure(what, attempt, error, pause);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
        });
      }
    }
  };
}
