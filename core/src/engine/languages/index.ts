/**
 * The local reading of Spanish, French and German text, and the detector that says which of
 * the four languages a text is in. Each language's words and lexicon live in their own module,
 * loaded on first use ({@link loadLanguage}: a dynamic import, so a bundle holds a language only
 * when it is read); a reading is synchronous once its language is loaded.
 */
import type { TextSpan } from '../axes';
import type { LanguageReading, OtherLanguage } from './language';
import { glossOf, type Gloss } from './gloss';
import { readAxes, type LanguageAxesResult } from './read';
import { SHARED_SYMBOLS } from './shared';

export { detectLanguage, type DetectedLanguage } from './detect';
export { LANGUAGES, OTHER_LANGUAGES, type Language, type OtherLanguage } from './language';
export type { LanguageAxesResult } from './read';
export type { Gloss, GlossPiece } from './gloss';

const loaded = new Map<OtherLanguage, LanguageReading>();

/** Makes a language's reading available to {@link analyseAxesInLanguage} (what loadLanguage does once its module is in). */
export function registerLanguage(reading: LanguageReading): void {
  loaded.set(reading.language, reading);
}

/** Whether {@link analyseAxesInLanguage} can read `language` now. */
export function isLanguageLoaded(language: OtherLanguage): boolean {
  return loaded.has(language);
}

/** Loads a language's words and lexicon (once; later calls resolve at once). */
export async function loadLanguage(language: OtherLanguage): Promise<void> {
  if (loaded.has(language)) return;
  const reading =
    language === 'es'
      ? (await import('./es')).SPANISH
      : language === 'fr'
        ? (await import('./fr')).FRENCH
        : (await import('./de')).GERMAN;
  registerLanguage(reading);
}

/**
 * Scores the four axes of `text` read as Spanish, French or German (read.ts), with the English
 * engine's result shape and the language read; the sentences `ironic` touches (UTF-16 offsets of
 * the text) read as mock praise. Throws when the language is not loaded yet: await
 * {@link loadLanguage} first (or import './all' to load all three at once in Node).
 */
export function analyseAxesInLanguage(
  text: string,
  language: OtherLanguage,
  ironic: readonly TextSpan[] = [],
): LanguageAxesResult {
  const reading = loaded.get(language);
  if (!reading) throw new Error(`The ${language} reading is not loaded: await loadLanguage('${language}') first`);
  return readAxes(text, reading, SHARED_SYMBOLS, ironic);
}

let lastGloss: { text: string; reading: LanguageReading; gloss: Gloss } | null = null;

/**
 * The English gloss of `text` read as Spanish, French or German (gloss.ts): its cues of feeling,
 * courtesy and irony in English, with where each came from. Throws when the language is not loaded.
 * The gloss of the text read last is kept and given again (a reading's sarcasm and its tones ask
 * for it in turn); a gloss is never changed by its readers.
 */
export function glossInLanguage(text: string, language: OtherLanguage): Gloss {
  const reading = loaded.get(language);
  if (!reading) throw new Error(`The ${language} reading is not loaded: await loadLanguage('${language}') first`);
  if (lastGloss === null || lastGloss.text !== text || lastGloss.reading !== reading)
    lastGloss = { text, reading, gloss: glossOf(text, reading) };
  return lastGloss.gloss;
}
