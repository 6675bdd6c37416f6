/**
 * The local engine's reading of Spanish, French and German: the same four axes, scored the
 * same way as the English engine (core/src/axes.ts: P / (P + N) with a neutral prior of 1,
 * evidence by density past 15 words, 0.3 per intensifier and 0.4 per negation), from one
 * language's curated words, rated lexicon and Snowball stemmer (language.ts).
 *
 * The rules, after VADER (Hutto & Gilbert 2014) as the English engine has them, applied in
 * this order to the words of a text (its tokens, German split verbs joined: text-tokens.ts):
 * 1. phrases: curated phrases of two to four words ("sin embargo", "ne … pas du tout" is two
 *    rules, "un peu", "auf jeden Fall") are read before single words;
 * 2. words: a curated entry, else the rated valence of the word's form, else of its Snowball
 *    stem ("alegría", "alegres" → "alegr"); a drawn-out word ("buenooo", "siiii") reads as the
 *    word it draws out, a Spanish absolute superlative ("buenísimo") as its word boosted, a
 *    Spanish diminutive or augmentative ("penita", "golazo") as its word, a discourse marker that is
 *    a clause of its own as the marker ("Bueno, …", "pero bueno" are "well", rules.ts discourseMarkers), a
 *    German compound by its evaluative first part ("Scheißwetter", "Traumurlaub"), a German
 *    word nothing rates by what it is made from ("hasst" → "hassen", "genervt" → "nerven",
 *    "hoffnungslos" → "Hoffnung" turned, "Kopfschmerzen" → "Schmerzen": derive-de.ts), a
 *    French or Spanish verb form by its infinitive ("odiándome" → "odiar": derive-fr.ts, derive-es.ts),
 *    and laughter ("jajaja", "hahaha", "mdr") as VADER rates "haha";
 * 3. negation ({@link negate}): a negator flips the first toned term within three words after
 *    it in the same clause and keeps 74 % of it (VADER's 0.74); a negator inside an open reach
 *    ("no es nada bueno", "ne … pas", "ne … jamais") is concord: it carries the reach on and
 *    is one negation; in German a negator whose reach ends with nothing flipped reaches back
 *    to the toned word just before it ("Ich mag das nicht"); in French "pas", "jamais" and "rien"
 *    right after a toned verb negate it when speech drops "ne" ("j'aime pas ça") and "ne … que" is
 *    "only" and negates nothing; verbs and nouns that lower or fight what they govern flip it as
 *    a negator does ("evitar lo peor", "réduire les aides", "die Armut bekämpfen": shifters), and
 *    a shifter negated cancels out ("no evita el problema", "Das verhindert den Krieg nicht");
 * 4. boosters and dampeners ({@link boost}): "muy", "très", "sehr" (and "bien" right before a toned
 *    word: "bien feo", rules.ts degreeBefore) strengthen and "un poco",
 *    "un peu", "etwas" soften the next toned term within three words (decay 1, 0.95, 0.9);
 * 5. contrast ({@link contrast}): within a sentence, what comes before "pero" ("mais", "aber",
 *    "sin embargo" …) counts half and what follows one and a half; words of contrast that are
 *    also particles ("doch", "aber") count only when they open a clause;
 * 6. emphasis: a toned word in CAPITALS (in a text that also has lower case) or drawn out gains
 *    0.733 VADER units and 0.5 of intensity; each "!" (or "¡", whichever is more, up to 4)
 *    adds 0.292 to the leading warmth side and 1 to intensity; each "?" (or "¿", up to 3) 0.3
 *    to ambiguity.
 * Emoji and emoticons carry the English engine's ratings (emoji-emotion, VADER). In a sentence of
 * mock praise (sarcasm, read from the text's gloss: reading/read-axes.ts) every toned word's warmth
 * and affect count on the cold, negative side, as in English (AxesOptions.ironic).
 */
import {
  AFFECT_SHARE,
  CAPS_AROUSAL,
  CAPS_EMPHASIS,
  DAMPENER_CALM,
  DOMINANCE_SHARE,
  EVIDENCE_SPAN_WORDS,
  EXCLAMATION_AROUSAL,
  EXCLAMATION_EMPHASIS,
  HEDGE_MAX_VALENCE,
  MAX_EXCLAMATIONS,
  MAX_QUESTIONS,
  MIXED_SHARE,
  NEGATION_KEEP,
  NEUTRAL_PRIOR,
  QUESTION_OPENNESS,
  STRENGTH_AROUSAL,
  STRENGTH_DRIVER_MIN,
  STRONGEST_VALENCE,
} from '../weights';
import { axisScore, type AxisDriver, type AxisDrivers, type LocalAxesResult } from '../score';
import type { TextSpan } from '../axes';
import type { LanguageReading, OtherLanguage } from './language';
import { boost, byPlace, contrast, negate } from './rules';
import { BREAK_SENTENCE, marks, offsetsOf, type Token } from './tokens';
import { tokensIn } from './text-tokens';
import { isBooster, isNegator, toned, units, VALENCE_PER_WORD, type Symbols, type Unit } from './units';

/** The local reading of a text in another language: the English engine's result shape, with the language read. */
export interface LanguageAxesResult extends LocalAxesResult {
  language: OtherLanguage;
}

/** A rated valence after a booster's weight and negation (as the English engine grades it). */
function graded(valence: number, by: number, negated: boolean): number {
  if (valence === 0) return 0;
  const strength = Math.max(0, Math.abs(valence) + by);
  const signed = valence > 0 ? strength : -strength;
  return negated ? -NEGATION_KEEP * signed : signed;
}

/** Sums per side, in the English engine's slots: warmth, detachment, certainty, ambiguity, intensity, restraint, coherence, conflict, then positive and negative affect. */
const SLOTS = 10;
const AFFECT_POSITIVE = 8;
const AFFECT_NEGATIVE = 9;
const CURATED: readonly ['certainty' | 'intensity' | 'coherence', number][] = [
  ['certainty', 2],
  ['intensity', 4],
  ['coherence', 6],
];

/** One term's weights per axis side (0..7: the slots of warmth … conflict) and how often it came. */
interface Tally {
  term: string;
  negated: boolean;
  count: number;
  weights: Float64Array;
}

/** What the units of a text add up to: the sums per slot, each term's tally, hedging and the spec's intensifiers. */
interface Sums {
  total: Float64Array;
  tallies: Map<string, Tally>;
  hedging: number;
  intensifiers: number;
}

/** Rule 6's emphasis and the sums of the toned units, each graded by its boost and negation, per slot and per term; in the sentences of `ironic` warmth and affect count on their cold, negative side. */
function sumUnits(read: readonly Unit[], ironic: ReadonlySet<number>): Sums {
  const total = new Float64Array(SLOTS);
  const caps = new Float64Array(SLOTS);
  const tallies = new Map<string, Tally>();
  let hedging = 0;
  let intensifiers = 0;
  for (const u of read) {
    if (u.entry?.spec && u.entry.boost !== undefined) intensifiers++;
    if (!toned(u) || (isNegator(u) && u.valence === 0)) continue;
    const key = u.negated ? `not ${u.term}` : u.term;
    let tally = tallies.get(key);
    if (!tally)
      tallies.set(key, (tally = { term: u.term, negated: u.negated, count: 0, weights: new Float64Array(8) }));
    tally.count++;
    const f = u.factor;
    const by = isBooster(u) ? 0 : u.boost;
    const v = graded(u.valence, by, u.negated) * f;
    if (v !== 0) {
      const warm = v > 0 && !ironic.has(u.sentence);
      const side = warm ? 0 : 1;
      const w = Math.abs(v) / VALENCE_PER_WORD;
      total[side]! += w;
      tally.weights[side]! += w;
      total[warm ? AFFECT_POSITIVE : AFFECT_NEGATIVE]! += w;
      const calm = (u.entry?.intensity ?? 0) < 0;
      if (!calm) {
        const share = v / STRONGEST_VALENCE;
        const arousal = STRENGTH_AROUSAL * share * share;
        total[4]! += arousal;
        if (Math.abs(v) >= STRENGTH_DRIVER_MIN) tally.weights[4]! += arousal;
      }
      if (u.emphasised) {
        caps[side]! += CAPS_EMPHASIS / VALENCE_PER_WORD;
        caps[warm ? AFFECT_POSITIVE : AFFECT_NEGATIVE]! += CAPS_EMPHASIS / VALENCE_PER_WORD;
      }
    }
    if (by > 0) total[4]! += by * f;
    else if (by < 0) total[5]! -= DAMPENER_CALM * by * f;
    if (u.emphasised) caps[4]! += CAPS_AROUSAL;
    const scale = Math.max(0, 1 + by) * f * (u.negated ? NEGATION_KEEP : 1);
    for (const [axis, high] of CURATED) {
      const weight = u.entry?.[axis];
      if (weight === undefined || weight === 0) continue;
      // A negated word moves to the other side of its axis ("no estoy seguro" commits less).
      const to = (weight > 0 ? high : high + 1) ^ (u.negated ? 1 : 0);
      const w = Math.abs(weight) * scale;
      total[to]! += w;
      tally.weights[to]! += w;
      if (to === 2) hedging -= w;
      else if (to === 3 && Math.abs(u.valence) < HEDGE_MAX_VALENCE) hedging += w;
    }
  }
  for (let k = 0; k < SLOTS; k++) total[k]! += caps[k]!;
  return { total, tallies, hedging, intensifiers };
}

/**
 * The positive and negative evidence of each axis (warmth, certainty, intensity, coherence), with
 * the shares of affect and of the text's ! and ? marks, as the English engine adds them.
 */
function sides(text: string, total: Float64Array): { p: number[]; n: number[] } {
  const { exclamations: bangs, questions: asks } = marks(text);
  const exclamations = Math.min(MAX_EXCLAMATIONS, bangs);
  const positiveAffect = total[AFFECT_POSITIVE]!;
  const negativeAffect = total[AFFECT_NEGATIVE]!;
  const p = [
    total[0]!,
    total[2]! + DOMINANCE_SHARE * positiveAffect,
    total[4]! + EXCLAMATION_AROUSAL * exclamations,
    total[6]! + AFFECT_SHARE * positiveAffect,
  ];
  const n = [
    total[1]!,
    total[3]! + DOMINANCE_SHARE * negativeAffect + QUESTION_OPENNESS * Math.min(MAX_QUESTIONS, asks),
    total[5]!,
    total[7]! + AFFECT_SHARE * negativeAffect + MIXED_SHARE * Math.min(positiveAffect, negativeAffect),
  ];
  if (p[0]! + n[0]! > 0) {
    const emphasis = (exclamations * EXCLAMATION_EMPHASIS) / VALENCE_PER_WORD;
    if (p[0]! >= n[0]!) p[0]! += emphasis;
    else n[0]! += emphasis;
  }
  return { p, n };
}

/** Each axis's drivers from the terms' tallies, heaviest first (then the most frequent, then by term). */
function driversOf(tallies: ReadonlyMap<string, Tally>): AxisDrivers[] {
  const drivers: AxisDrivers[] = [0, 1, 2, 3].map(() => ({ positive: [], negative: [] }));
  for (const t of tallies.values()) {
    for (let side = 0; side < 8; side++) {
      const weight = t.weights[side]!;
      if (weight <= 0) continue;
      const d: AxisDriver = {
        term: t.term,
        count: t.count,
        negated: t.negated,
        weight: Math.round(weight * 1000) / 1000,
      };
      (side & 1 ? drivers[side >> 1]!.negative : drivers[side >> 1]!.positive).push(d);
    }
  }
  const byWeight = (a: AxisDriver, b: AxisDriver) =>
    b.weight - a.weight || b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
  for (const d of drivers) {
    d.positive.sort(byWeight);
    d.negative.sort(byWeight);
  }
  return drivers;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The sentences (numbered as units number them: by the sentence breaks before them) that hold a token
 * touching one of the `spans` of `text` (UTF-16 offsets).
 */
export function sentencesIn(text: string, tokens: readonly Token[], spans: readonly TextSpan[]): ReadonlySet<number> {
  if (spans.length === 0) return NONE;
  const offsets = offsetsOf(text, tokens);
  const out = new Set<number>();
  let sentence = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind === 'break') {
      if (t.brk === BREAK_SENTENCE) sentence++;
      continue;
    }
    const start = offsets[k]!;
    const end = start + t.text.length;
    if (spans.some((s) => start < s.end && end > s.start)) out.add(sentence);
  }
  return out;
}

/** Reads `text` in the language of `reading` (see the module comment), the sentences that `ironic` touches as mock praise. */
export function readAxes(
  text: string,
  reading: LanguageReading,
  symbols: Symbols,
  ironic: readonly TextSpan[] = [],
): LanguageAxesResult {
  const tokens = tokensIn(text, reading);
  const { units: read, words } = units(tokens, reading, symbols);
  byPlace(read, reading);
  const negations = negate(
    read,
    reading.negatesBackward,
    reading.postverbal,
    reading.capitalisesNouns,
    reading.forwardNegators,
  );
  boost(read);
  contrast(read);
  const { total, tallies, hedging, intensifiers } = sumUnits(read, sentencesIn(text, tokens, ironic));
  const positiveAffect = total[AFFECT_POSITIVE]!;
  const negativeAffect = total[AFFECT_NEGATIVE]!;
  const { p, n } = sides(text, total);
  const span = Math.sqrt(EVIDENCE_SPAN_WORDS / Math.max(EVIDENCE_SPAN_WORDS, words));
  const score = (axis: number) => axisScore(p[axis]!, n[axis]!, span, intensifiers, negations);
  const drivers = driversOf(tallies);
  const affectTotal = positiveAffect + negativeAffect;
  return {
    warmthDetachment: score(0),
    certaintyAmbiguity: score(1),
    intensityRestraint: score(2),
    conflictCoherence: score(3),
    drivers: {
      warmthDetachment: drivers[0]!,
      certaintyAmbiguity: drivers[1]!,
      intensityRestraint: drivers[2]!,
      conflictCoherence: drivers[3]!,
    },
    wordCount: words,
    intensifierCount: intensifiers,
    negatorCount: negations,
    valence: affectTotal === 0 ? 0 : (positiveAffect - negativeAffect) / (affectTotal + 2 * NEUTRAL_PRIOR),
    affect: { positive: positiveAffect, negative: negativeAffect },
    hedging,
    language: reading.language,
  };
}
