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
