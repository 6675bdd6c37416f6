/**
 * Deterministic benchmark texts of real, varied prose: the 311 everyday messages of
 * bench/tone-sets/everyday.csv (emails, chats, reviews, journal lines), taken whole or
 * cut at their clause breaks and recombined, in an order drawn from a fixed seed — so a
 * 1 MiB text is mostly paragraphs that occur once (a quarter are whole messages, the rest
 * clauses recombined), not one paragraph repeated.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvRecords } from './csv';

/** The everyday messages the texts are made of. */
export const MESSAGES: readonly string[] = parseCsvRecords(
  readFileSync(join(import.meta.dirname, 'tone-sets/everyday.csv'), 'utf8'),
).map((row) => row.text!);

const CLAUSES = MESSAGES.flatMap((m) => m.split(/(?<=[,.;!?])\s+/));

/** The paragraphs of a text of about `bytes` UTF-16 code units: whole messages or 2–4 clauses recombined. */
export function messageParts(bytes: number, seed = 7): string[] {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return (state >>> 8) % n;
  };
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    let part: string;
    if (next(4) === 0) part = MESSAGES[next(MESSAGES.length)]!;
    else {
      const clauses = 2 + next(3);
      const picked: string[] = [];
      for (let k = 0; k < clauses; k++) picked.push(CLAUSES[next(CLAUSES.length)]!);
      part = picked.join(' ');
    }
    parts.push(part + (next(6) === 0 ? '\n\n' : ' '));
    length += part.length + 1;
  }
  return parts;
}

/** A text of about `bytes` UTF-16 code units (most characters are ASCII; emoji are two). */
export function messageText(bytes: number, seed = 7): string {
  return messageParts(bytes, seed).join('').slice(0, bytes);
}

/** Share of the paragraphs of the `bytes`-long text that occur in it only once (0..1). */
export function distinctShare(bytes: number, seed = 7): number {
  const parts = messageParts(bytes, seed).map((p) => p.trim());
  const counts = new Map<string, number>();
  for (const p of parts) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts.values()].filter((c) => c === 1).length / parts.length;
}
