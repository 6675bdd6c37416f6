/**
 * Dismissal: replies that close a conversation rather than answer it. A flat
 * one-word assent said with a full stop ("Fine.", "Noted.", "Sure.", "k"),
 * and brush-offs ("whatever", "do whatever you want", "if you say so", "don't
 * bother", "not now"). "It works fine." is not one: the assent must stand as
 * a sentence of its own; nor is a "whatever" that heads what it offers ("whatever
 * works for you", "whatever you want, I don't mind") unless it is an order ("do whatever you want").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of dismissal a text can carry. */
export type DismissalKind = 'flat-assent' | 'brush-off';

/** Words that, alone as a sentence with a full stop or nothing after, assent without warmth. */
export const FLAT_ASSENTS: readonly string[] = [
  'fine',
  'noted',
  'sure',
  'ok',
  'okay',
  'k',
  'kk',
  'right',
  'yes',
  'no',
  'whatever',
  'later',
  'busy',
];

/** The dismissal patterns. */
export const DISMISSAL_PATTERNS: readonly CuePattern<DismissalKind>[] = [
  {
    kind: 'flat-assent',
    pattern: new RegExp(String.raw`(?:^|(?<=[.!?\n]\s*))(?:${FLAT_ASSENTS.join('|')})(?=\s*(?:\.|$|\n))`, 'gi'),
  },
  {
    kind: 'brush-off',
    pattern:
      /\bwhatever\b(?!\s+(?:you|works|suits|is|time|day|makes|helps|u)\b)|\bdo (?:whatever|what) you (?:want|like)\b|\bif you say so\b|\bdon't bother\b|\bnot now\b|\bnot my (?:problem|job)\b|\bi don't care\b|\bsuit yourself\b/gi,
  },
];

/** The phrases of `text` that dismiss the reader, in text order. */
export function findDismissals(text: string): Cue<DismissalKind>[] {
  return findCues(text, DISMISSAL_PATTERNS);
}
