/**
 * Emoji and emoticons: an emoji or an ASCII emoticon the vocabulary rates (":)", ":-(", "<3",
 * "😀") counts as a toned term of its own, never negated ("not happy :)" keeps the smile).
 */
import type { Reader } from '../reader';
import { flushPending } from './idioms';
import { term } from './term';

/** An emoji or emoticon, by vocabulary id: it ends any phrase in the making and counts as itself. */
export function readSymbol(r: Reader, id: number): void {
  flushPending(r);
  term(r, id, r.index, false, false);
}
