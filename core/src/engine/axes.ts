/**
 * The local four-axis engine (spec analysis §9): scores warmth↔detachment, certainty↔ambiguity,
 * intensity↔restraint and conflict↔coherence from the words of a text, with no network and no
 * model: tokens (tokens.ts) → rules (rules/, in the order rules/index.ts lists) → scores (score.ts).
 *
 * For each axis, score = P / (P + N), 0.5 when nothing in the text moved it. P and N are graded
 * sums in word-equivalents (one plain clear word ≈ 1), each with the spec's terms — P gains 0.3
 * per intensifier, N 0.4 per negator — and a neutral prior of 1 on both sides, so one mild word
 * leans a score but only strong, consistent evidence takes it near 0 or 1. Past a sentence's worth
 * of words (15) the sums count by density, scaled by √(15 / words).
 */
import {
  analyseAxesInLanguage,
  detectLanguage,
  isLanguageLoaded,
  OTHER_LANGUAGES,
  type Language,
} from './languages/index';
import { MIN_EVIDENCE } from './languages/detect';
import { counting, Reader } from './reader';
import { ironicSums, plainSums } from './tone-sums';
import { applyRules } from './rules/index';
import { flushPending } from './rules/idioms';
import { settleOwn } from './rules/negation';
import { endSentence, scoreAxes, type LocalAxesResult } from './score';
import { scanText } from './tokens';

export type { AxisDriver, AxisDrivers, AxisKey, AxisScores, LocalAxesResult } from './score';
export * from './weights';

/** What {@link analyseAxesLocally} is asked to read. */
export interface AxesOptions {
  /**
   * The language `text` is written in. Spanish, French and German are read by their own rules
   * (languages/), which must be loaded first (loadLanguage; in Node, importing languages/all
   * loads all three); a text given in one of them that is clearly English ({@link clearlyEnglish})
   * is read by the English engine, and the result says so. Without it, the text's language is
   * detected among English and the languages loaded; English when none of them is clear.
   */
  language?: Language;
  /**
   * Stretches of a text that say the opposite of their praise (rules/sarcasm: detectSarcasm's `spans`,
   * read from the English gloss in another language), in UTF-16 offsets, whole sentences: there every
   * toned word's warmth and affect count on the cold, negative side ("Oh great, another meeting…"),
   * while the rest of the text reads as usual.
   */
  ironic?: readonly TextSpan[];
}

/** A stretch of a text: UTF-16 offsets, end exclusive. */
export interface TextSpan {
  start: number;
  end: number;
}

/** The detector's confidence from which a text given in another language is read as English. */
export const CLEARLY_ENGLISH = 0.6;

/**
 * Whether a text is clearly English (the detector's answer, with {@link CLEARLY_ENGLISH} of its
 * evidence, and at least {@link MIN_EVIDENCE} of it English's own): people who write in Spanish,
 * French or German write English too, and the English engine, always at hand, reads it better
 * than another language's rules would. Words English shares ("die", "am", "me", "a") are no sign
 * that a text given in another language is English ("Die Schule beginnt am Montag").
 */
export function clearlyEnglish(text: string): boolean {
  const detected = detectLanguage(text);
  return detected.language === 'en' && detected.confidence >= CLEARLY_ENGLISH && detected.own >= MIN_EVIDENCE;
}

/** The language a text is read in when none is given: the detected one, if its reading is loaded, else English. */
export function languageToRead(text: string): Language {
  // With no other language loaded (a bundle that never loaded one) there is nothing to choose from.
  if (!OTHER_LANGUAGES.some(isLanguageLoaded)) return 'en';
  const { language } = detectLanguage(text);
  return language !== 'en' && isLanguageLoaded(language) ? language : 'en';
}

/**
 * Scores the four axes of `text` with the local lexicon engine (see the module comment), in the
 * language given or detected ({@link AxesOptions}); the result says which language was read.
 */
export function analyseAxesLocally(text: string, options: AxesOptions = {}): LocalAxesResult {
  if (options.language === undefined) {
    // A detected language other than English is, by that same detection, not clearly English: one detection serves.
    const detected = languageToRead(text);
    if (detected !== 'en') return analyseAxesInLanguage(text, detected, options.ironic);
  } else if (options.language !== 'en' && !clearlyEnglish(text))
    return analyseAxesInLanguage(text, options.language, options.ironic);
  const reader = new Reader();
  if (options.ironic && options.ironic.length > 0) readWithIrony(reader, text, options.ironic);
  else applyRules(reader, scanText(text, 'none', true).tokens!);
  return scoreAxes(reader);
}

/**
 * Reads `text` part by part, split at the edges of its ironic spans (which begin and end at sentence
 * breaks), with the reader's `ironic` set and the ironic rows of the tone sums in place in those parts
 * (the plain case of score.ts count() reads the rows, the general one the flag); each part's open phrase and sentence are
 * closed before the next, and the "!" and "?" of all parts are counted together, as for one text.
 */
function readWithIrony(reader: Reader, text: string, ironic: readonly TextSpan[]): void {
  let at = 0;
  let exclamations = 0;
  let questions = 0;
  let lowerCase = false;
  const readTo = (end: number, inIrony: boolean) => {
    if (end <= at) return;
    reader.ironic = inIrony;
    counting.plain = inIrony ? ironicSums(reader.v) : plainSums(reader.v);
    applyRules(reader, scanText(text.slice(at, end), 'none', true).tokens!);
    flushPending(reader);
    settleOwn(reader);
    endSentence(reader);
    exclamations += reader.exclamations;
    questions += reader.questions;
    lowerCase ||= reader.hasLowerCase;
    at = end;
  };
  for (const span of [...ironic].sort((a, b) => a.start - b.start)) {
    readTo(Math.min(span.start, text.length), false);
    readTo(Math.min(span.end, text.length), true);
  }
  readTo(text.length, false);
  reader.ironic = false;
  counting.plain = plainSums(reader.v);
  reader.exclamations = exclamations;
  reader.questions = questions;
  reader.hasLowerCase = lowerCase;
}
