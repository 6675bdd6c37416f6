/**
 * Remembers how often the same request has been made, so that asking again
 * gives another wording rather than the same reply word for word.
 */

/** Requests remembered at once; the oldest is forgotten first. */
export const REMEMBERED_REQUESTS = 2000;

/** A 32-bit FNV-1a hash of the start of a text and its length (enough to tell requests apart). */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  const end = Math.min(text.length, 4000);
  for (let i = 0; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(36)}:${text.length}`;
}

/** Counts repeats of a request: the first call for a key returns 0, the next 1, and so on. */
export function createVariety(limit = REMEMBERED_REQUESTS): (key: string) => number {
  const seen = new Map<string, number>();
  return (key) => {
    const k = fingerprint(key);
    const n = seen.get(k) ?? 0;
    seen.delete(k);
    seen.set(k, n + 1);
    if (seen.size > limit) seen.delete(seen.keys().next().value!);
    return n;
  };
}

/** The item of `items` for the `n`th ask (cycling). */
export function pick<T>(items: readonly T[], n: number): T {
  return items[((n % items.length) + items.length) % items.length]!;
}
