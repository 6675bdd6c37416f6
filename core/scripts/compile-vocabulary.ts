/**
 * Compiles the local engine's vocabulary from its sources (the graded valence of
 * build-lexicon.ts, the curated axis entries of engine/lexicon/axis-lexicon.ts with the inflected forms of
 * their single words, the boosters, the spec's intensifiers and negators, the
 * contractions and phrases of engine/lexicon/forms.ts and roles.ts) into one tone per term. It runs
 * when the lexicon is built (npm run lexicon:build), not in the product: the product
 * reads the compiled result (engine/lexicon/graded-lexicon.ts) and only fills its lookup table.
 */
import { inflections } from '../src/engine/inflections';
import { BARE_CONTRACTIONS, NOT_DROPPED_G, PHRASE_BREAKS } from '../src/engine/lexicon/forms';
import { PHRASE_ROLES, ROLE_WORDS, type WordRole } from '../src/engine/lexicon/roles';
import { AXIS_LEXICON, MILD_ENTRIES, type LexiconSide } from '../src/engine/lexicon/axis-lexicon';
import { BOOSTERS, HYPERBOLE_ONLY, NEGATED_ONLY } from '../src/engine/lexicon/word-weights';
import {
  CURATED_WARMTH_FLOOR,
  CURATED_WEIGHT,
  FLAG_EXPANDS_NOT,
  FLAG_HYPERBOLE_ONLY,
  FLAG_INTENSIFIER,
  FLAG_NEGATED_ONLY,
  FLAG_NEGATOR,
  FLAG_PHRASE_BREAK,
  FLAG_PHRASE_END,
  FLAG_PHRASE_START,
  FLAG_TONED,
  MAX_PHRASES,
  MAX_VOCABULARY,
  MILD_SHARE,
  phraseKey,
  ROLE_FLAGS,
  SIDES,
  VALENCE_PER_WORD,
} from '../src/engine/word-classes';

/** The tone of one term, as the engine reads it (see Vocabulary in vocabulary.ts). */
export interface TermTone {
  /** Rated valence, VADER units −4..4. */
  valence: number;
  /** Valence the warmth axis reads, VADER units. */
  warmth: number;
  /** Booster (+) or dampener (−) weight, VADER units. */
  modifier: number;
  /** FLAG_* bits (words only; 0 for phrases). */
  flags: number;
  /** Curated weight on the sides 2..7 of SIDES (certainty .. coherence), word-equivalents. */
  sides: number[];
  /** 1 for a word of knowing (lexicon/roles.ts ROLE_WORDS.knowing), else 0. */
  knowing: number;
}

/** The compiled vocabulary: every word and every two-word phrase with its tone. */
export interface CompiledVocabulary {
  words: Map<string, TermTone>;
  phrases: Map<string, TermTone>;
}

const SIDE_INDEX = Object.fromEntries(SIDES.map((side, i) => [side, i])) as Record<LexiconSide, number>;

/** Rounds away Float32 noise, so a tone is written as the number it was meant to be. */
function tidy(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/**
 * Compiles the vocabulary from `graded` (term → rated valence, VADER units; terms rated 0
 * are left out) and the curated lists: words get ids as they are first met; while
 * building, a term's tone sits at its word id, or at MAX_VOCABULARY + its index for a phrase.
 */
export function compileVocabulary(graded: ReadonlyMap<string, number>): CompiledVocabulary {
  const draftSize = MAX_VOCABULARY + MAX_PHRASES;
  const valence = new Float32Array(draftSize);
  const modifier = new Float32Array(draftSize);
  const sides = new Float32Array(draftSize * 8);
  const hasSides = new Uint8Array(draftSize);
  const flags = new Int32Array(MAX_VOCABULARY);
  const words: string[] = [];
  const ids = new Map<string, number>();

  const idOf = (word: string): number => {
    let id = ids.get(word);
    if (id === undefined) {
      id = words.length;
      if (id >= MAX_VOCABULARY) throw new Error(`The vocabulary has more than ${MAX_VOCABULARY} words.`);
      ids.set(word, id);
      words.push(word);
    }
    return id;
  };
  const phraseIndex = new Map<number, number>();
  const phraseTexts: string[] = [];
  /** The draft slot of a term, adding its words (and the phrase) when new. */
  const slotOf = (term: string): number => {
    const space = term.indexOf(' ');
    if (space < 0) return idOf(term);
    const firstId = idOf(term.slice(0, space));
    const secondId = idOf(term.slice(space + 1));
    flags[firstId]! |= FLAG_PHRASE_START;
    flags[secondId]! |= FLAG_PHRASE_END;
    const key = phraseKey(firstId, secondId);
    let index = phraseIndex.get(key);
    if (index === undefined) {
      index = phraseTexts.length;
      if (index >= MAX_PHRASES) throw new Error(`The vocabulary has more than ${MAX_PHRASES} phrases.`);
      phraseIndex.set(key, index);
      phraseTexts.push(term);
    }
    return MAX_VOCABULARY + index;
  };

  // Each role's words get its flag; a two-word comparing negator's sits on its second word.
  for (const role of Object.keys(ROLE_WORDS) as WordRole[]) {
    for (const word of ROLE_WORDS[role]) flags[idOf(word.slice(word.indexOf(' ') + 1))]! |= ROLE_FLAGS[role];
  }
  for (const [word, stem] of Object.entries(BARE_CONTRACTIONS)) {
    flags[idOf(word)]! |= FLAG_EXPANDS_NOT;
    idOf(stem);
  }
  for (const phrases of Object.values(PHRASE_ROLES)) for (const phrase of phrases) slotOf(phrase);
  for (const word of NOT_DROPPED_G) idOf(word);
  for (const [phrase, breaks] of Object.entries(PHRASE_BREAKS)) {
    slotOf(phrase);
    for (const word of breaks) flags[idOf(word)]! |= FLAG_PHRASE_BREAK;
  }

  for (const [term, value] of graded) if (value !== 0) valence[slotOf(term)] = value;

  const addSide = (slot: number, side: number, weight: number) => {
    hasSides[slot] = 1;
    const at = slot * 8 + side;
    if (weight > sides[at]!) sides[at] = weight;
  };
  // Listed words first, so a listed form keeps its own sides even when it also looks like an inflection.
  const listed = new Set<string>();
  for (const side of SIDES) {
    for (const item of AXIS_LEXICON[side]) {
      const weight = MILD_ENTRIES.has(item) ? CURATED_WEIGHT * MILD_SHARE : CURATED_WEIGHT;
      if (!item.includes(' ')) listed.add(item);
      addSide(slotOf(item), SIDE_INDEX[side], weight);
    }
  }
  const blocked = FLAG_INTENSIFIER | FLAG_NEGATOR | FLAG_EXPANDS_NOT;
  for (const side of SIDES) {
    for (const item of AXIS_LEXICON[side]) {
      if (item.includes(' ')) continue;
      const weight = MILD_ENTRIES.has(item) ? CURATED_WEIGHT * MILD_SHARE : CURATED_WEIGHT;
      for (const form of inflections(item)) {
        if (listed.has(form)) continue;
        const id = idOf(form);
        if (!(flags[id]! & blocked)) addSide(id, SIDE_INDEX[side], weight);
      }
    }
  }
  const negatedOnly = new Set<number>();
  for (const [term, value] of Object.entries(NEGATED_ONLY)) {
    const slot = slotOf(term);
    valence[slot] = value;
    negatedOnly.add(slot);
  }
  const hyperboleOnly = new Set<number>();
  for (const [term, value] of Object.entries(HYPERBOLE_ONLY)) {
    const slot = slotOf(term);
    valence[slot] = value;
    hyperboleOnly.add(slot);
  }
  // Boosters modify the words after them; their own rated valence would count the emphasis twice.
  for (const [term, weight] of Object.entries(BOOSTERS)) {
    const slot = slotOf(term);
    modifier[slot] = weight;
    valence[slot] = 0;
  }
  // The spec's intensifiers and negators carry their own weights and nothing else.
  for (const word of [...ROLE_WORDS.intensifier, ...ROLE_WORDS.negator]) {
    const id = idOf(word);
    valence[id] = 0;
    hasSides[id] = 0;
    sides.fill(0, id * 8, id * 8 + 8);
  }

  const knowing = new Set(ROLE_WORDS.knowing.map(idOf));
  const toneOf = (slot: number, flagsOf: number, isKnowing: boolean): TermTone => {
    const value = valence[slot]!;
    const curated = [0, 0, 0, 0, 0, 0];
    let warm = value;
    if (hasSides[slot]) {
      for (let s = 2; s < 8; s++) curated[s - 2] = tidy(sides[slot * 8 + s]!);
      const warmSide = sides[slot * 8]!;
      const coldSide = sides[slot * 8 + 1]!;
      // A curated warmth entry reads at least its floor on its own side, whatever its rated valence.
      if (warmSide > 0 && coldSide === 0) {
        warm = Math.max(warm, warmSide * CURATED_WARMTH_FLOOR.warm * VALENCE_PER_WORD);
      } else if (coldSide > 0 && warmSide === 0) {
        const floor = coldSide * CURATED_WARMTH_FLOOR.cold * VALENCE_PER_WORD;
        warm = warm < 0 ? Math.min(warm, -floor) : -floor;
      }
    }
    const toned = warm !== 0 || value !== 0 || modifier[slot] !== 0 || curated.some((w) => w > 0);
    return {
      valence: tidy(value),
      warmth: tidy(warm),
      modifier: tidy(modifier[slot]!),
      flags:
        flagsOf |
        (toned ? FLAG_TONED : 0) |
        (negatedOnly.has(slot) ? FLAG_NEGATED_ONLY : 0) |
        (hyperboleOnly.has(slot) ? FLAG_HYPERBOLE_ONLY : 0),
      sides: curated,
      knowing: isKnowing ? 1 : 0,
    };
  };
  const compiled: CompiledVocabulary = { words: new Map(), phrases: new Map() };
  words.forEach((word, id) => compiled.words.set(word, toneOf(id, flags[id]!, knowing.has(id))));
  // A phrase's flags say only whether it counts only when negated or only in a hyperbole; its words carry the rest.
  phraseTexts.forEach((phrase, p) => {
    const tone = toneOf(MAX_VOCABULARY + p, 0, false);
    compiled.phrases.set(phrase, { ...tone, flags: tone.flags & (FLAG_NEGATED_ONLY | FLAG_HYPERBOLE_ONLY) });
  });
  return compiled;
}
