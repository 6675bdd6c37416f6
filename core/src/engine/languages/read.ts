/**
 * The local engine's reading of Spanish, French and German: the same four axes, scored the
 * same way as the English engine (core/src/axes.ts: P / (P + N) with a neutral prior of 1,
 * evidence by density past 15 words, 0.3 per intensifier and 0.4 per negation), from one
 * language's curated words, rated lexicon and Snowball stemmer (language.ts).
 *
 * The rules, after VADER (Hutto & Gilbert 2014) as the English engine has them, applied in
 * this order to the words of a text:
 * 1. phrases: curated phrases of two to four words ("sin embargo", "ne … pas du tout" is two
 *    rules, "un peu", "auf jeden Fall") are read before single words;
 * 2. words: a curated entry, else the rated valence of the word's form, else of its Snowball
 *    stem ("alegría", "alegres" → "alegr"); a drawn-out word ("buenooo", "siiii") reads as the
 *    word it draws out, a Spanish absolute superlative ("buenísimo") as its word boosted, a
 *    German compound by its evaluative first part ("Scheißwetter", "Traumurlaub"),
 *    and laughter ("jajaja", "hahaha", "mdr") as VADER rates "haha";
 * 3. negation ({@link negate}): a negator flips the first toned term within three words after
 *    it in the same clause and keeps 74 % of it (VADER's 0.74); a negator inside an open reach
 *    ("no es nada bueno", "ne … pas", "ne … jamais") is concord: it carries the reach on and
 *    is one negation; in German a negator whose reach ends with nothing flipped reaches back
 *    to the toned word just before it ("Ich mag das nicht");
 * 4. boosters and dampeners ({@link boost}): "muy", "très", "sehr" strengthen and "un poco",
 *    "un peu", "etwas" soften the next toned term within three words (decay 1, 0.95, 0.9);
 * 5. contrast ({@link contrast}): within a sentence, what comes before "pero" ("mais", "aber",
 *    "sin embargo" …) counts half and what follows one and a half; words of contrast that are
 *    also particles ("doch", "aber") count only when they open a clause;
 * 6. emphasis: a toned word in CAPITALS (in a text that also has lower case) or drawn out gains
 *    0.733 VADER units and 0.5 of intensity; each "!" (or "¡", whichever is more, up to 4)
 *    adds 0.292 to the leading warmth side and 1 to intensity; each "?" (or "¿", up to 3) 0.3
 *    to ambiguity.
 * Emoji and emoticons carry the English engine's ratings (emoji-emotion, VADER).
 */
import {
  AFFECT_SHARE,
  AFTER_CONTRAST,
  BEFORE_CONTRAST,
  BOOSTER_DECAY,
  CAPS_AROUSAL,
  CAPS_EMPHASIS,
  DAMPENER_CALM,
  DOMINANCE_SHARE,
  EVIDENCE_SPAN_WORDS,
  EXCLAMATION_AROUSAL,
  EXCLAMATION_EMPHASIS,
  HEDGE_MAX_VALENCE,
  HYPERBOLE_BOOST,
  INTENSIFIER_WEIGHT,
  MAX_EXCLAMATIONS,
  MAX_QUESTIONS,
  MIXED_SHARE,
  NEGATION_KEEP,
  NEGATION_SCOPE_WORDS,
  NEGATOR_WEIGHT,
  NEUTRAL_AXIS_SCORE,
  NEUTRAL_PRIOR,
  QUESTION_OPENNESS,
  STRENGTH_AROUSAL,
  STRENGTH_DRIVER_MIN,
  STRONGEST_VALENCE,
  type AxisDriver,
  type AxisDrivers,
  type LocalAxesResult,
} from '../axes';
import type { Entry, LanguageReading, OtherLanguage } from './language';
import { BREAK_SENTENCE, marks, normaliseWord, tokenise, type Token } from './tokens';

/** One rated word's worth of valence, VADER units (as the English engine counts: vocabulary.ts). */
export const VALENCE_PER_WORD = 2;
/**
 * The fewest letters of a form or stem looked up in a rated lexicon: shorter stems stand for too
 * many words to tell apart ("ir" is the stem of "ira", anger, and the verb "to go"; "cas" of
 * "casa" and "casto"). Curated entries (language modules) cover the short words that carry tone.
 */
export const MIN_RATED_KEY = 4;
/** Booster weight of an absolute superlative ("buenísimo"): that of the strongest boosters (axes.ts HYPERBOLE_BOOST). */
export const SUPERLATIVE_BOOST = HYPERBOLE_BOOST;
/** The longest curated phrase, in words. */
export const MAX_PHRASE_WORDS = 4;

/** The local reading of a text in another language: the English engine's result and the language read. */
export interface LanguageAxesResult extends LocalAxesResult {
  language: OtherLanguage;
}

/** One word, phrase or symbol of a text as the rules see it. */
export interface Unit {
  /** The word or phrase as written, in lower case; a symbol as written. */
  term: string;
  entry: Entry | undefined;
  /** Rated valence, VADER units (0 when none). */
  valence: number;
  /** Word index (symbols take the index of the word after them). */
  at: number;
  clause: number;
  sentence: number;
  /** Written in capitals (in a text with lower case) or drawn out. */
  emphasised: boolean;
  symbol: boolean;
  negated: boolean;
  /** Booster weight reaching it, VADER units. */
  boost: number;
  /** Contrast factor (VADER's 0.5 before a contrast, 1.5 after, 1 otherwise). */
  factor: number;
}

/** A shared rating of emoji and emoticons, and laughter, set once by the language modules. */
export interface Symbols {
  valence: ReadonlyMap<string, number>;
  /** VADER's rating of "haha", given to laughter in any spelling. */
  laughter: number;
}

/**
 * Laughter as tweets write it: "jajaja", "jejeje", "hahaha", "ahah", "hihi" (two syllables or
 * more, "xd" may close it: "jajaxd"), and "jsjsjs".
 */
const LAUGHTER = /^a?(?:[jh][aeiou]){2,}[jh]?(?:x+d+)?$|^(?:js){2,}j?$/;
/** Runs of a letter written three times or more. */
const DRAWN_RUNS = /(\p{L})\1{2,}/gu;

/** Whether a word has a letter written three times or more in a row ("siiii", "buenooo"). */
function drawnOut(form: string): boolean {
  for (let i = 2; i < form.length; i++) {
    const c = form.charCodeAt(i);
    if (c === form.charCodeAt(i - 1) && c === form.charCodeAt(i - 2)) return true;
  }
  return false;
}

function unit(
  term: string,
  entry: Entry | undefined,
  valence: number,
  at: number,
  clause: number,
  sentence: number,
  emphasised: boolean,
  symbol: boolean,
): Unit {
  return { term, entry, valence, at, clause, sentence, emphasised, symbol, negated: false, boost: 0, factor: 1 };
}

const toned = (u: Unit) =>
  u.valence !== 0 ||
  (u.entry !== undefined &&
    (u.entry.certainty !== undefined || u.entry.intensity !== undefined || u.entry.coherence !== undefined));
const isNegator = (u: Unit) => u.entry?.negates !== undefined;
const isBooster = (u: Unit) => u.entry?.boost !== undefined;

const phraseStarts = new WeakMap<ReadonlyMap<string, Entry>, Set<string>>();
function startsOf(entries: ReadonlyMap<string, Entry>): Set<string> {
  let starts = phraseStarts.get(entries);
  if (!starts) {
    starts = new Set();
    for (const key of entries.keys()) if (key.includes(' ')) starts.add(key.slice(0, key.indexOf(' ')));
    phraseStarts.set(entries, starts);
  }
  return starts;
}

/**
 * The rating of an emoji or emoticon: as written, with its letter in capitals (":d" is ":D"),
 * with its mouth drawn once (":)))" is ":)"), or as a word the language rates ("xD"); 0 when none.
 */
function symbolValence(form: string, reading: LanguageReading, symbols: Symbols): number {
  const { valence } = symbols;
  const once = form.replace(/(.)\1+$/u, '$1');
  return (
    valence.get(form) ??
    valence.get(form.toUpperCase()) ??
    valence.get(once) ??
    valence.get(once.toUpperCase()) ??
    reading.entries.get(form.toLowerCase())?.valence ??
    0
  );
}

/** The rating of a word: its curated entry (as written, then without diacritics), its form, its stem; null when none. */
function rate(
  reading: LanguageReading,
  lower: string,
  form: string,
): { entry: Entry | undefined; valence: number } | null {
  const entry = reading.entries.get(lower) ?? reading.entries.get(form);
  if (entry) return { entry, valence: entry.valence ?? 0 };
  let v = form.length >= MIN_RATED_KEY ? reading.lexicon.get(form) : undefined;
  if (v === undefined) {
    const stem = reading.stem(lower);
    if (stem.length >= MIN_RATED_KEY) v = reading.lexicon.get(stem);
  }
  // A word typed without its accents stems as the accented word would not ("accion"), and the other way round.
  if (v === undefined && form !== lower) {
    const stem = reading.stem(form);
    if (stem.length >= MIN_RATED_KEY) v = reading.lexicon.get(stem);
  }
  return v === undefined ? null : { entry: undefined, valence: v };
}

/**
 * Rules 1 and 2: the units of a text. Phrases are matched first; each word is then rated as
 * itself, as the word it draws out, or as laughter.
 */
export function units(
  tokens: readonly Token[],
  reading: LanguageReading,
  symbols: Symbols,
): { units: Unit[]; words: number } {
  const out: Unit[] = [];
  const starts = startsOf(reading.entries);
  let at = 0;
  let clause = 0;
  let sentence = 0;
  const hasLower = tokens.some((t) => t.kind === 'word' && !t.caps && t.text !== t.lower.toUpperCase());
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'break') {
      clause++;
      if (t.brk === BREAK_SENTENCE) sentence++;
      continue;
    }
    if (t.kind === 'symbol') {
      const valence = symbolValence(t.form, reading, symbols);
      out.push(unit(t.text, undefined, valence, at, clause, sentence, false, true));
      continue;
    }
    if (starts.has(t.form)) {
      let matched = false;
      for (let n = MAX_PHRASE_WORDS; n >= 2 && !matched; n--) {
        let key = t.form;
        let j = i + 1;
        for (; j < tokens.length && j < i + n && tokens[j]!.kind === 'word'; j++) key += ' ' + tokens[j]!.form;
        if (j - i !== n) continue;
        const entry = reading.entries.get(key);
        if (!entry) continue;
        const text = tokens
          .slice(i, j)
          .map((w) => w.text.toLowerCase())
          .join(' ');
        out.push(unit(text, entry, entry.valence ?? 0, at, clause, sentence, false, false));
        at += n;
        i = j - 1;
        matched = true;
      }
      if (matched) continue;
    }
    let rated = rate(reading, t.lower, t.form);
    let drawn = false;
    let superlative = false;
    if (rated === null && reading.superlative) {
      for (const plainWord of reading.superlative(t.lower)) {
        rated = rate(reading, plainWord, normaliseWord(plainWord));
        if (rated !== null) break;
      }
      superlative = rated !== null && rated.valence !== 0;
    }
    if (rated === null && drawnOut(t.form)) {
      const once = t.form.replace(DRAWN_RUNS, '$1');
      const twice = t.form.replace(DRAWN_RUNS, '$1$1');
      rated = rate(reading, once, once) ?? rate(reading, twice, twice);
      drawn = rated !== null && rated.valence !== 0;
    }
    if (rated === null && reading.compoundParts) {
      for (const part of reading.compoundParts(t.lower)) {
        const r = rate(reading, part, normaliseWord(part));
        if (r !== null && r.valence !== 0) {
          rated = { entry: undefined, valence: r.valence };
          break;
        }
      }
    }
    if (rated === null && LAUGHTER.test(t.form)) rated = { entry: undefined, valence: symbols.laughter };
    const emphasised = drawn || (t.caps && hasLower && !t.tagged);
    const u = unit(t.lower, rated?.entry, rated?.valence ?? 0, at, clause, sentence, emphasised, false);
    if (superlative) u.boost = SUPERLATIVE_BOOST;
    out.push(u);
    at++;
  }
  return { units: out, words: at };
}

/**
 * Rule 3, negation: flips the first toned word within three words after a negator, in its
 * clause; concord carries a reach on; in a language that negates backward, a reach that ends
 * with nothing flipped takes the toned word just before its negator. Returns how many of the
 * spec's negators opened a reach (concord not counted again).
 */
export function negate(units: readonly Unit[], backward: boolean): number {
  let negations = 0;
  let reachAt = -1;
  let reachFrom = -1;
  let reachClause = -1;
  let openerAt = -1;
  let openerClause = -1;
  const closeReach = () => {
    if (reachAt >= 0 && backward) {
      for (let k = reachFrom - 1; k >= 0; k--) {
        const u = units[k]!;
        if (u.clause !== reachClause || reachAt - u.at > NEGATION_SCOPE_WORDS) break;
        if (toned(u) && !u.symbol && !isNegator(u) && !isBooster(u)) {
          u.negated = true;
          break;
        }
      }
    }
    reachAt = -1;
  };
  for (let k = 0; k < units.length; k++) {
    const u = units[k]!;
    if (reachAt >= 0 && (u.clause !== reachClause || u.at - reachAt > NEGATION_SCOPE_WORDS || u.entry?.contrast))
      closeReach();
    if (isNegator(u)) {
      const open = reachAt >= 0;
      const role = u.entry!.negates;
      // The second half of "ne … pas" after the first has flipped its word: the same negation, done.
      const closing = role !== 'opener' && openerClause === u.clause && u.at - openerAt <= NEGATION_SCOPE_WORDS;
      if (closing && !open) continue;
      // A closer with no reach open is a word of its own ("plus" is "more").
      if (role === 'closer' && !open) continue;
      if (!open && u.entry!.spec) negations++;
      if (role === 'opener') {
        openerAt = u.at;
        openerClause = u.clause;
      }
      reachAt = u.at;
      reachFrom = k;
      reachClause = u.clause;
      continue;
    }
    if (reachAt >= 0 && !u.symbol && !isBooster(u) && toned(u)) {
      u.negated = true;
      reachAt = -1;
    }
  }
  closeReach();
  return negations;
}

/** Rule 4, boosters: each toned unit takes the weight of the boosters within three words before it in its sentence. */
export function boost(units: readonly Unit[]): void {
  for (let k = 0; k < units.length; k++) {
    const u = units[k]!;
    if (!toned(u) || isBooster(u)) continue;
    // An absolute superlative came with its own boost (units); the boosters before it add to it.
    for (let j = k - 1; j >= 0; j--) {
      const b = units[j]!;
      const distance = u.at - b.at;
      if (b.sentence !== u.sentence || distance > 3) break;
      if (distance >= 1 && isBooster(b)) u.boost += b.entry!.boost! * BOOSTER_DECAY[distance]!;
    }
  }
}

/**
 * Rule 5, contrast: in each sentence, what precedes its first word of contrast weighs half and
 * what follows one and a half; a concessive's clause weighs half and the rest of the sentence one
 * and a half, whether the concession comes first ("Aunque es caro, es precioso") or last.
 */
export function contrast(units: readonly Unit[]): void {
  let k = 0;
  while (k < units.length) {
    const sentence = units[k]!.sentence;
    let end = k;
    while (end < units.length && units[end]!.sentence === sentence) end++;
    for (let j = k; j < end; j++) {
      const c = units[j]!.entry?.contrast;
      if (!c) continue;
      if (c === 'opening' && j > k && units[j - 1]!.clause === units[j]!.clause) continue;
      if (c === 'concessive') {
        const clause = units[j]!.clause;
        for (let u = k; u < end; u++)
          units[u]!.factor = u > j && units[u]!.clause === clause ? BEFORE_CONTRAST : AFTER_CONTRAST;
        units[j]!.factor = 1;
      } else {
        for (let b = k; b < j; b++) units[b]!.factor = BEFORE_CONTRAST;
        for (let a = j + 1; a < end; a++) units[a]!.factor = AFTER_CONTRAST;
      }
      break;
    }
    k = end;
  }
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

/** Reads `text` in the language of `reading` (see the module comment). */
export function readAxes(text: string, reading: LanguageReading, symbols: Symbols): LanguageAxesResult {
  const tokens = tokenise(text);
  const { units: read, words } = units(tokens, reading, symbols);
  const negations = negate(read, reading.negatesBackward);
  boost(read);
  contrast(read);
  const total = new Float64Array(SLOTS);
  const caps = new Float64Array(SLOTS);
  const tallies = new Map<string, { term: string; negated: boolean; count: number; weights: Float64Array }>();
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
      const side = v > 0 ? 0 : 1;
      const w = Math.abs(v) / VALENCE_PER_WORD;
      total[side]! += w;
      tally.weights[side]! += w;
      total[v > 0 ? AFFECT_POSITIVE : AFFECT_NEGATIVE]! += w;
      const calm = (u.entry?.intensity ?? 0) < 0;
      if (!calm) {
        const share = v / STRONGEST_VALENCE;
        const arousal = STRENGTH_AROUSAL * share * share;
        total[4]! += arousal;
        if (Math.abs(v) >= STRENGTH_DRIVER_MIN) tally.weights[4]! += arousal;
      }
      if (u.emphasised) {
        caps[side]! += CAPS_EMPHASIS / VALENCE_PER_WORD;
        caps[v > 0 ? AFFECT_POSITIVE : AFFECT_NEGATIVE]! += CAPS_EMPHASIS / VALENCE_PER_WORD;
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
  const span = Math.sqrt(EVIDENCE_SPAN_WORDS / Math.max(EVIDENCE_SPAN_WORDS, words));
  const score = (axis: number) => {
    if (p[axis]! + n[axis]! <= 0) return NEUTRAL_AXIS_SCORE;
    const positive = p[axis]! * span + INTENSIFIER_WEIGHT * intensifiers + NEUTRAL_PRIOR;
    const negative = n[axis]! * span + NEGATOR_WEIGHT * negations + NEUTRAL_PRIOR;
    return positive / (positive + negative);
  };
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
