/**
 * The stretches of a text its sarcasm rides on: for each cue, the whole sentences it touches. A marker
 * that stands alone after the praise it mocks ("Best service ever. Not.", "Love Mondays. 🙄") marks the
 * sentence before it, and a short sentence of bare praise right after one carries it on ("Love waiting
 * an hour for the bus. Best day ever."). The axes (AxesOptions.ironic) count the praise of these
 * stretches as its opposite.
 */
import type { RuleWord } from '../words';
import { barePraise } from './closing-praise';
import type { SarcasmCue, SarcasmCueKind } from './cue';

/** A stretch of the text: UTF-16 offsets, end exclusive. */
export interface IronicSpan {
  start: number;
  end: number;
}

/** Cues that mark the praise beside them rather than being praise themselves. */
const MARKERS: ReadonlySet<SarcasmCueKind> = new Set(['ironyTag', 'eyeRoll']);

/** Index of the first word that ends after `offset` (words.length when none). */
function wordAfter(words: readonly RuleWord[], offset: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]!.end > offset) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Index of the first word of word `i`'s sentence. */
function sentenceFirst(words: readonly RuleWord[], i: number): number {
  let k = i;
  while (k > 0 && !words[k]!.first) k--;
  return k;
}

/** The sentences (as one span) that cue `c` touches, with the sentence before a marker that stands alone. */
function spanOf(text: string, words: readonly RuleWord[], c: SarcasmCue): IronicSpan | null {
  const after = wordAfter(words, c.start);
  const inside = after < words.length && words[after]!.start < c.end;
  // A cue with no word of its own (an emoji, "/s") belongs with the words before it.
  const first = inside ? after : after - 1;
  if (first < 0) return null;
  let last = first;
  while (last + 1 < words.length && words[last + 1]!.start < c.end) last++;
  let from = sentenceFirst(words, first);
  const alone = !inside || (words[from]!.start >= c.start && words[first]!.sentenceEnd - 1 <= last);
  if (MARKERS.has(c.kind) && alone && inside && from > 0) from = sentenceFirst(words, from - 1);
  // Bare praise right after mock praise carries it on ("Love waiting an hour for the bus. Best day ever.").
  let next = words[last]!.sentenceEnd;
  while (next < words.length && barePraise(words, next, words[next]!.sentenceEnd)) next = words[next]!.sentenceEnd;
  return { start: words[from]!.start, end: next < words.length ? words[next]!.start : text.length };
}

/** The merged stretches, in text order, that the cues' sarcasm rides on. */
export function ironicSpans(text: string, words: readonly RuleWord[], cues: readonly SarcasmCue[]): IronicSpan[] {
  const found = cues.map((c) => spanOf(text, words, c)).filter((s): s is IronicSpan => s !== null);
  const spans: IronicSpan[] = [];
  for (const span of found.sort((a, b) => a.start - b.start)) {
    const prev = spans[spans.length - 1];
    if (prev && span.start <= prev.end) prev.end = Math.max(prev.end, span.end);
    else spans.push(span);
  }
  return spans;
}
