/**
 * Compiles the local engine's vocabulary from its sources (the graded valence of
 * build-lexicon.ts, the curated axis entries of lexicon.ts with the inflected forms of
 * their single words, the boosters, the spec's intensifiers and negators, the
 * contractions and neutral phrases of vocabulary.ts) into one tone per term. It runs
 * when the lexicon is built (npm run lexicon:build), not in the product: the product
 * reads the compiled result (graded-lexicon.ts) and only fills its lookup table.
 */
import {
  AXIS_LEXICON,
  BOOSTERS,
  CONTRAST_WORDS,
  HYPERBOLE_ONLY,
  KNOWING_WORDS,
  MILD_ENTRIES,
  NEGATED_ONLY,
  NEGATION_TRANSPARENT,
  SCOPE_NEGATORS,
  type LexiconSide,
} from '../src/lexicon';
import {
  BARE_CONTRACTIONS,
  COMPARING_NEGATORS,
  COMPARISON_WORDS,
  CONCESSIVE_WORDS,
  ELLIPTICAL_CONCESSIVES,
  CURATED_WARMTH_FLOOR,
  CURATED_WEIGHT,
  DEGREE_WORDS,
  DETERMINERS,
  EXCEPTIVE_STARTS,
  FLAG_BREAKER,
  FLAG_COMPARING_NEGATOR,
  FLAG_COMPARISON,
  FLAG_CONCESSIVE,
  FLAG_ELLIPTICAL,
  FLAG_BEEN,
  FLAG_EXPECTING,
  FLAG_OPINION,
  FLAG_PAST,
  FLAG_CONTRAST,
  FLAG_DEGREE,
  FLAG_DETERMINER,
  FLAG_EXCEPTIVE,
  FLAG_EXPANDS_NOT,
  FLAG_HYPERBOLE_ONLY,
  FLAG_INTENSIFIER,
  FLAG_MODAL,
  FLAG_NEGATED_ONLY,
  FLAG_NEGATOR,
  FLAG_PHRASE_BREAK,
  FLAG_PHRASE_END,
  FLAG_PHRASE_START,
  FLAG_QUANTITY_NEGATOR,
  FLAG_SCOPE_NEGATOR,
  FLAG_TONED,
  FLAG_TRANSPARENT,
  HYPERBOLE_MODALS,
  inflections,
  INTENSIFIERS,
  MAX_PHRASES,
  MAX_VOCABULARY,
  MILD_SHARE,
  NEGATED_EXPECTATIONS,
  OPINION_VERBS,
  NEGATING_PHRASES,
  NEGATION_BREAKERS,
  NEGATORS,
  NEUTRAL_PHRASES,
  NOT_DROPPED_G,
  PAST_FORMS,
  PHRASE_BREAKS,
  phraseKey,
  QUANTITY_NEGATORS,
  EXPECTING_VERBS,
  UNMET_EXPECTATIONS,
  UNREALISED_BEEN,
  UNREALISING_PERFECTS,
  UNREALISING_PHRASES,
  UNREALISED_COMPARISONS,
  SIDES,
  VALENCE_PER_WORD,
} from '../src/word-classes';

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
  /** 1 for a word of knowing (lexicon.ts KNOWING_WORDS), else 0. */
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

  for (const word of INTENSIFIERS) flags[idOf(word)]! |= FLAG_INTENSIFIER;
  for (const word of NEGATORS) flags[idOf(word)]! |= FLAG_NEGATOR;
  for (const word of SCOPE_NEGATORS) flags[idOf(word)]! |= FLAG_SCOPE_NEGATOR;
  for (const word of NEGATION_BREAKERS) flags[idOf(word)]! |= FLAG_BREAKER;
  for (const word of CONTRAST_WORDS) flags[idOf(word)]! |= FLAG_CONTRAST;
  for (const word of NEGATION_TRANSPARENT) flags[idOf(word)]! |= FLAG_TRANSPARENT;
  for (const word of HYPERBOLE_MODALS) flags[idOf(word)]! |= FLAG_MODAL;
  // A degree word may start a phrase: the counter's event loop looks for one among such words.
  for (const word of DEGREE_WORDS) flags[idOf(word)]! |= FLAG_DEGREE | FLAG_PHRASE_START;
  for (const [word, stem] of Object.entries(BARE_CONTRACTIONS)) {
    flags[idOf(word)]! |= FLAG_EXPANDS_NOT;
    idOf(stem);
  }
  for (const negator of COMPARING_NEGATORS)
    flags[idOf(negator.slice(negator.indexOf(' ') + 1))]! |= FLAG_COMPARING_NEGATOR;
  for (const word of COMPARISON_WORDS) flags[idOf(word)]! |= FLAG_COMPARISON;
  // A concessive opens a new clause: a negation ends at it, as at NEGATION_BREAKERS.
  for (const word of CONCESSIVE_WORDS) flags[idOf(word)]! |= FLAG_CONCESSIVE | FLAG_BREAKER;
  for (const word of ELLIPTICAL_CONCESSIVES) flags[idOf(word)]! |= FLAG_ELLIPTICAL;
  for (const word of QUANTITY_NEGATORS) flags[idOf(word)]! |= FLAG_QUANTITY_NEGATOR;
  for (const word of DETERMINERS) flags[idOf(word)]! |= FLAG_DETERMINER;
  for (const word of EXCEPTIVE_STARTS) flags[idOf(word)]! |= FLAG_EXCEPTIVE;
  for (const phrase of [...NEUTRAL_PHRASES, ...NEGATING_PHRASES]) slotOf(phrase);
  for (const word of NOT_DROPPED_G) idOf(word);
  for (const phrase of [
    ...UNREALISING_PERFECTS,
    ...UNREALISING_PHRASES,
    ...UNREALISED_COMPARISONS,
    ...UNMET_EXPECTATIONS,
    ...NEGATED_EXPECTATIONS,
  ])
    slotOf(phrase);
  // "been" after "should have" or "could have" may start no phrase, but the counter's event loop must stop at it.
  for (const word of UNREALISED_BEEN) flags[idOf(word)]! |= FLAG_BEEN | FLAG_PHRASE_START;
  for (const word of PAST_FORMS) flags[idOf(word)]! |= FLAG_PAST;
  for (const word of EXPECTING_VERBS) flags[idOf(word)]! |= FLAG_EXPECTING;
  for (const word of OPINION_VERBS) flags[idOf(word)]! |= FLAG_OPINION;
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
  for (const word of [...INTENSIFIERS, ...NEGATORS]) {
    const id = idOf(word);
    valence[id] = 0;
    hasSides[id] = 0;
    sides.fill(0, id * 8, id * 8 + 8);
  }

  const knowing = new Set(KNOWING_WORDS.map(idOf));
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
