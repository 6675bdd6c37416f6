/**
 * A mixed verdict: praise on one side of a contrast and a complaint on the other ("Good food, but
 * the waiter was rude"). Each side's affect is read on its own by the axes; the side after "but"
 * ("however", "yet") is the verdict, as is the side before a "though" that follows it ("Nice design,
 * though the battery is short"), and the side after an opening "although" clause.
 */
import { analyseAxesLocally } from '../engine/axes';

/** Affect (−1..1) past which one side of a contrast counts as praise or as a complaint. */
export const SIDE_CLEAR = 0.15;

/** The two sides of a mixed text and which of them carries its verdict. */
export interface MixedVerdict {
  praise: string;
  complaint: string;
  /** The side the contrast makes the text's verdict. */
  verdict: 'praise' | 'complaint';
  /** How clearly both sides are there: the weaker side's affect, 0..1. */
  strength: number;
}

/** "but"-like words: the side after them is the verdict. */
const TURN = /[,;]?\s+\b(?:but|however|yet)\b\s*,?\s*/i;
/** "though" after the first clause: the side before it is the verdict. */
const CONCEDE_AFTER = /[,;]\s*\b(?:though|although|even though|even if)\b\s*/i;
/** An opening concessive clause ("Although the room was small, …"): the side after its comma is the verdict. */
const CONCEDE_FIRST = /^\s*(?:although|though|even though|while)\b([^,]+),\s*/i;

/** The two sides of `text` around its contrast, the verdict side second; null when there is no contrast. */
function sides(text: string): { conceded: string; verdict: string } | null {
  const first = CONCEDE_FIRST.exec(text);
  if (first) return { conceded: first[1]!, verdict: text.slice(first[0].length) };
  const turn = TURN.exec(text);
  if (turn && turn.index > 0)
    return { conceded: text.slice(0, turn.index), verdict: text.slice(turn.index + turn[0].length) };
  const after = CONCEDE_AFTER.exec(text);
  if (after && after.index > 0)
    return { conceded: text.slice(after.index + after[0].length), verdict: text.slice(0, after.index) };
  return null;
}

/** The mixed verdict of the first sentence of `text` that praises on one side of a contrast and complains on the other, or null. */
export function findMixed(text: string): MixedVerdict | null {
  if (!CONTRAST.test(text)) return null;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const found = mixedSentence(sentence);
    if (found) return found;
  }
  return null;
}

const CONTRAST = /\b(?:but|however|yet|though|although|while)\b/i;

/**
 * The affect (−1..1) of one side of a contrast, or 0 when only negated words carry it: "not bad" and
 * "not great" are lukewarm, neither praise nor a complaint.
 */
function sideAffect(side: string): number {
  const axes = analyseAxesLocally(side);
  const drivers = axes.drivers.warmthDetachment;
  const plain = (axes.valence > 0 ? drivers.positive : drivers.negative).some(
    (d) => !d.negated && !NEGATED_TERM.test(d.term),
  );
  return plain ? axes.valence : 0;
}

/** A driver the axes read as a negated phrase ("not bad", "never great"). */
const NEGATED_TERM = /^(?:not|never|no|hardly|isn't|wasn't|aren't|weren't|don't|doesn't|didn't)\s/i;

/** The mixed verdict of one sentence, or null. */
function mixedSentence(text: string): MixedVerdict | null {
  if (!CONTRAST.test(text)) return null;
  const split = sides(text);
  if (!split || split.conceded.trim() === '' || split.verdict.trim() === '') return null;
  const conceded = sideAffect(split.conceded);
  const verdict = sideAffect(split.verdict);
  if (conceded >= SIDE_CLEAR && verdict <= -SIDE_CLEAR)
    return {
      praise: split.conceded.trim(),
      complaint: split.verdict.trim(),
      verdict: 'complaint',
      strength: Math.min(1, Math.min(conceded, -verdict) * 2),
    };
  if (conceded <= -SIDE_CLEAR && verdict >= SIDE_CLEAR)
    return {
      praise: split.verdict.trim(),
      complaint: split.conceded.trim(),
      verdict: 'praise',
      strength: Math.min(1, Math.min(-conceded, verdict) * 2),
    };
  return null;
}
