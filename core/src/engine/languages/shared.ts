/**
 * What the three language modules share: the rating of emoji, emoticons, laughter and
 * borrowed English words, and the helpers that turn a language's tables into its reading.
 */
import type { Entry } from './language';
import type { Symbols } from './units';
import { LAUGHTER_VALENCE, LOANWORDS, SYMBOLS } from './symbols.generated';
import { normaliseWord } from './tokens';

/** Parses lines of "valence<TAB>keys separated by spaces" (the generated modules' packing) into key → valence. */
export function unpack(packed: string, into: Map<string, number> = new Map()): Map<string, number> {
  for (const line of packed.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const value = Number(line.slice(0, tab));
    for (const key of line.slice(tab + 1).split(' ')) into.set(key, value);
  }
  return into;
}

/** Emoji, emoticons and laughter, rated as the English engine rates them. */
export const SHARED_SYMBOLS: Symbols = { valence: unpack(SYMBOLS), laughter: LAUGHTER_VALENCE };

/**
 * A language's curated table as its reader looks entries up: each key as written (lower case)
 * and without diacritics, where that differs and names no entry of its own ("schon" keeps its
 * own entry beside "schön"); borrowed English words come first, so the language's own entries win.
 */
export function entriesOf(table: Readonly<Record<string, Entry>>): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const [word, valence] of unpack(LOANWORDS)) entries.set(word, { valence });
  for (const [key, entry] of Object.entries(table)) entries.set(key.toLowerCase(), entry);
  for (const [key, entry] of Object.entries(table)) {
    const plain = key
      .toLowerCase()
      .split(' ')
      .map((w) => normaliseWord(w))
      .join(' ');
    if (!Object.hasOwn(table, plain)) entries.set(plain, entry);
  }
  return entries;
}

/** Most distinct words a language's stem cache holds before it starts again. */
export const STEM_CACHE_SIZE = 20000;

/** A stemmer that remembers the stems it made: a text repeats its words, and stemming is the dearest step. */
export function cachedStem(stem: (word: string) => string): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let s = cache.get(word);
    if (s === undefined) {
      if (cache.size >= STEM_CACHE_SIZE) cache.clear();
      s = stem(word);
      cache.set(word, s);
    }
    return s;
  };
}

/** Helpers that keep the curated tables short: a negator, a booster, a rated word, a hedge … */
export const negator: Entry = { negates: 'word' };
/** One of the spec's negators ("no", "nicht", "jamais" …; see Entry.spec). */
export const specNegator: Entry = { negates: 'word', spec: true };
/** The first half of a two-part negation that is one of the spec's negators ("ne" of "ne … pas"). */
export const specOpener: Entry = { negates: 'opener', spec: true };
export const contrastWord: Entry = { contrast: 'word' };
export const contrastOpening: Entry = { contrast: 'opening' };
export const concessive: Entry = { contrast: 'concessive' };
/** A function word whose form or stem the rated lexicons would misread: it reads as nothing. */
export const plain: Entry = {};
export const boosts = (by: number): Entry => ({ boost: by });
/** One of the spec's intensifiers ("muy", "très", "sehr" …; see Entry.spec). */
export const specBoosts = (by: number): Entry => ({ boost: by, spec: true });
export const rated = (valence: number): Entry => ({ valence });
/** Laughter written as a word ("mdr", "ptdr"), rated as VADER rates "haha". */
export const laughs: Entry = { valence: LAUGHTER_VALENCE };
export const hedge: Entry = { certainty: -1 };
export const commits: Entry = { certainty: 1 };
export const calm: Entry = { intensity: -1 };
export const aroused: Entry = { intensity: 1 };
export const agrees: Entry = { coherence: 1 };
export const opposes: Entry = { coherence: -1 };
