/**
 * Punctuation (VADER): each "!" (up to 4) adds 0.146 to the leading warmth side and one word of
 * intensity ("this is great!" reads warmer and stronger than "this is great"); each "?" (up to 3)
 * adds 0.3 to ambiguity (asking is not asserting).
 */
import type { Reader } from '../reader';
import {
  EXCLAMATION_AROUSAL,
  EXCLAMATION_EMPHASIS,
  MAX_EXCLAMATIONS,
  MAX_QUESTIONS,
  QUESTION_OPENNESS,
} from '../weights';
import { VALENCE_PER_WORD } from '../vocabulary';

/** Reads the count of each ASCII character of the text: its "!" and "?", and whether it has lower case (see capitals.ts). */
export function readPunctuation(r: Reader, asciiCounts: Int32Array): void {
  r.exclamations = asciiCounts[33]!;
  r.questions = asciiCounts[63]!;
  let lower = 0;
  for (let c = 97; c <= 122; c++) lower += asciiCounts[c]!;
  r.hasLowerCase = lower > 0;
}

/** Adds the text's "!" and "?" to the sides of the axes, `p` and `n` (warmth, certainty, intensity, coherence; word-equivalents). */
export function addPunctuation(r: Reader, p: Float64Array, n: Float64Array): void {
  const exclamations = Math.min(MAX_EXCLAMATIONS, r.exclamations);
  if (p[0]! + n[0]! > 0) {
    const emphasis = (exclamations * EXCLAMATION_EMPHASIS) / VALENCE_PER_WORD;
    if (p[0]! >= n[0]!) p[0]! += emphasis;
    else n[0]! += emphasis;
  }
  n[1]! += QUESTION_OPENNESS * Math.min(MAX_QUESTIONS, r.questions);
  p[2]! += EXCLAMATION_AROUSAL * exclamations;
}
