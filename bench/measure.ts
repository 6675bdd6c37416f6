/** Small timing helpers for the benchmarks: medians over repeated runs after a warm-up. */

/** Median duration in ms of `fn` over `runs` runs, after `warmup` unmeasured runs. */
export function medianMs(fn: () => unknown, runs: number, warmup = Math.max(2, Math.floor(runs / 5))): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  return times.length % 2 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2;
}

/** A number with a fixed count of decimals, right-aligned. */
export function fmt(value: number, decimals = 3, width = 10): string {
  return value.toFixed(decimals).padStart(width);
}

/**
 * Medians in ms of several functions measured in interleaved rounds (one run of
 * each per round), so a change in machine load during the run hits all alike.
 */
export function interleavedMediansMs(fns: readonly (() => unknown)[], rounds: number, warmup = 3): number[] {
  for (let w = 0; w < warmup; w++) for (const fn of fns) fn();
  const times = fns.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, k) => {
      const start = performance.now();
      fn();
      times[k]!.push(performance.now() - start);
    });
  }
  return times.map((ts) => {
    ts.sort((a, b) => a - b);
    const mid = Math.floor(ts.length / 2);
    return ts.length % 2 ? ts[mid]! : (ts[mid - 1]! + ts[mid]!) / 2;
  });
}
