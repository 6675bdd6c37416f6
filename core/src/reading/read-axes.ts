/**
 * The four axes as every screen shows them: the engine's reading of the words (engine/axes.ts), with the
 * praise that sarcasm rides on (rules/sarcasm) read as its opposite, so "Oh great, another meeting…" is
 * neither warm nor positive. readTone reads its axes here; so may any caller that wants the numbers alone.
 */
import { analyseAxesLocally, type LocalAxesResult } from '../engine/axes';
import type { Language } from '../engine/languages/language';
import { detectSarcasm, type SarcasmReading } from '../engine/rules/sarcasm/index';
import { splitWords, type RuleWord } from '../engine/rules/words';
import { sarcasmInLanguage } from './read-in-language';

/** The axes of a text and the sarcasm read in it. */
export interface AxesReading {
  /** The axes as shown: sarcasm read. */
  axes: LocalAxesResult;
  /** The axes of the words as written, the praise of sarcasm as praise: the same object as `axes` when there is no sarcasm. */
  surface: LocalAxesResult;
  sarcasm: SarcasmReading;
  /**
   * The words the sarcasm rules read (rules/words.ts splitWords; none outside English), for the
   * other readings of the same text to use rather than split it again.
   */
  words: readonly RuleWord[];
}

/**
 * The axes of `text` in `language` (detected when not given), with sarcasm read: the sentences its
 * cues touch count their warmth and affect on the cold, negative side (AxesOptions.ironic). In
 * Spanish, French and German sarcasm is read from the text's English gloss (read-in-language.ts).
 */
export function readAxes(text: string, language?: Language): AxesReading {
  const surface = analyseAxesLocally(text, { language });
  const read = surface.language;
  const words = read === 'en' ? splitWords(text) : [];
  const sarcasm = read === 'en' ? detectSarcasm(text, words) : sarcasmInLanguage(text, read);
  if (!sarcasm.sarcastic) return { axes: surface, surface, sarcasm, words };
  return { axes: analyseAxesLocally(text, { language: read, ironic: sarcasm.spans }), surface, sarcasm, words };
}
