/** Word tests the sarcasm rules share: sentences and clauses, nuisances, good news, praise, lateness, marks. */
import { type RuleWord, valenceOf } from '../words';
import {
  is,
  ROLE_DURATION,
  ROLE_LOVE,
  ROLE_NUISANCE,
  ROLE_RESOLVED,
  ROLE_THANKS,
  ROLE_TIME_UNIT,
  ROLE_WAIT,
  ROLE_WEEKDAY,
} from './roles';
import { AUXILIARIES, BAD, DATE_WORDS, EVERYDAY, FAILS_TO, GOOD, MISHAP_PAIRS, NEGATORS, STOPS } from './tables';

/** Index just past the last word of word i's sentence. */
export const sentenceEnd = (words: readonly RuleWord[], i: number): number => words[i]!.sentenceEnd;

/** Index of the first word of word i's sentence. */
export function sentenceStart(words: readonly RuleWord[], i: number): number {
  let k = i;
  while (k > 0 && words[k - 1]!.sentence === words[i]!.sentence) k--;
  return k;
}

/** The words after word i to the end of its sentence, or the next sentence when none follow. */
export function clauseAfter(words: readonly RuleWord[], i: number): [number, number] {
  const end = sentenceEnd(words, i);
  if (end > i + 1) return [i + 1, end];
  return end < words.length ? [end, sentenceEnd(words, end)] : [end, end];
}

/** True when a clause break (, . ! ? … ; : dash or the end of the text) comes right after offset `end`. */
export function breakAfter(text: string, end: number): boolean {
  let i = end;
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  return i === text.length || ',.!?…;:-–—\n'.includes(text[i]!);
}

export function isNuisance(words: readonly RuleWord[], k: number): boolean {
  // "on Monday", "next week's meeting": a day named as a date is no complaint.
  if (k > 0 && is(words[k]!, ROLE_WEEKDAY) && DATE_WORDS.has(words[k - 1]!.norm)) return false;
  // "we are meeting at six": a verb, not the meeting people complain of.
  if (k > 0 && words[k]!.norm === 'meeting' && AUXILIARIES.has(words[k - 1]!.norm)) return false;
  // "no delays", "never late", "it stopped raining": a nuisance denied is none.
  if (k > 0 && (NEGATORS.has(words[k - 1]!.norm) || STOPS.has(words[k - 1]!.norm))) return false;
  if (STOPS.has(words[k]!.norm) && k + 1 < words.length && is(words[k + 1]!, ROLE_NUISANCE)) return false;
  // "an hour after it happened", "the day before launch": a span of time tells of lateness or short notice.
  if (words[k]!.norm === 'after' || words[k]!.norm === 'before') return k > 0 && is(words[k - 1]!, ROLE_TIME_UNIT);
  if (is(words[k]!, ROLE_WAIT)) {
    for (let j = Math.max(0, k - 3); j < Math.min(words.length, k + 6); j++) {
      if (words[j]!.sentence === words[k]!.sentence && is(words[j]!, ROLE_DURATION)) return true;
    }
    return false;
  }
  // "nothing loads", "nothing works": the thing does not do its job.
  if (words[k]!.norm === 'nothing') return k + 1 < words.length && FAILS_TO.has(words[k + 1]!.norm);
  // "a flat tyre", "a burst pipe": a mishap of two words.
  const nouns = MISHAP_PAIRS.get(words[k]!.norm);
  if (nouns && k + 1 < words.length && nouns.has(words[k + 1]!.norm)) return true;
  return is(words[k]!, ROLE_NUISANCE) || valenceOf(words[k]!) <= BAD;
}

export function anyNuisance(words: readonly RuleWord[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (isNuisance(words, k)) return true;
  return false;
}

export function anyGood(words: readonly RuleWord[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    // "nothing works", "stopped working", "not fixed": good news denied is none.
    if (k > 0 && (NEGATORS.has(words[k - 1]!.norm) || STOPS.has(words[k - 1]!.norm))) continue;
    if (is(words[k]!, ROLE_RESOLVED) || valenceOf(words[k]!) >= GOOD) return true;
  }
  return false;
}

/** True when a word in words[from, to) is in the set. */
export function anyOf(words: readonly RuleWord[], from: number, to: number, set: ReadonlySet<string>): boolean {
  for (let k = from; k < to; k++) if (set.has(words[k]!.norm)) return true;
  return false;
}

/** A nuisance in words[from, to) and nothing good there. */
export const badNews = (words: readonly RuleWord[], from: number, to: number) =>
  anyNuisance(words, from, to) && !anyGood(words, from, to);

/** True when words[from, to) hold thanks or praise. */
export function anyPraise(words: readonly RuleWord[], from: number, to: number): boolean {
  for (let k = from; k < to; k++)
    if (is(words[k]!, ROLE_THANKS | ROLE_LOVE) || valenceOf(words[k]!) >= GOOD) return true;
  return false;
}

export const isGerund = (w: string) => (w.length > 4 && w.endsWith('ing')) || w === 'being' || w === 'getting';

/** True when words[from, to) tell of a mishap: a nuisance that is not a mere subject of daily life. */
export function anyMishap(words: readonly RuleWord[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (isNuisance(words, k) && !EVERYDAY.has(words[k]!.norm)) return true;
  return false;
}

/**
 * Index of the last word where words[from, to) tell of lateness — a span of time then "later"
 * ("two days later"), or "after only" and its span ("after only six hours") — or −1.
 */
export function latenessAt(words: readonly RuleWord[], from: number, to: number): number {
  for (let k = from; k + 1 < to; k++) {
    const next = words[k + 1]!.norm;
    if (is(words[k]!, ROLE_TIME_UNIT) && (next === 'later' || next === 'after' || next === 'late')) return k + 1;
    if (words[k]!.norm === 'after' && next === 'only') {
      for (let u = k + 2; u < Math.min(to, k + 5); u++) if (is(words[u]!, ROLE_TIME_UNIT)) return u;
      return k + 1;
    }
  }
  return -1;
}

export const COMMA = 44;
export const PERIOD = 46;
export const ELLIPSIS = 0x2026;

/** True when text[from, to) holds the code unit `c`. */
export function hasChar(text: string, from: number, to: number, c: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === c) return true;
  return false;
}

/** True when an ellipsis (... or …) stands between offset `from` and offset `to`. */
export function ellipsisBetween(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === ELLIPSIS || (c === PERIOD && text.charCodeAt(k + 1) === PERIOD)) return true;
  }
  return false;
}
