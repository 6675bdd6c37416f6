/**
 * The live-tone chip's words in the four languages: only the catalogues' `chip`,
 * `tone`, `tension`, `feedback` and `common` sections, imported by name so the content script carries
 * them and nothing else of the catalogues (no i18next either: the chip fills
 * its few {{variables}} itself).
 */
import type { LanguageCode as Language } from '@tonelens/core/reading';
import {
  chip as enChip,
  common as enCommon,
  feedback as enFeedback,
  tension as enTension,
  tone as enTone,
} from '@tonelens/web/i18n/locales/en.json';
import {
  chip as esChip,
  common as esCommon,
  feedback as esFeedback,
  tension as esTension,
  tone as esTone,
} from '@tonelens/web/i18n/locales/es.json';
import {
  chip as frChip,
  common as frCommon,
  feedback as frFeedback,
  tension as frTension,
  tone as frTone,
} from '@tonelens/web/i18n/locales/fr.json';
import {
  chip as deChip,
  common as deCommon,
  feedback as deFeedback,
  tension as deTension,
  tone as deTone,
} from '@tonelens/web/i18n/locales/de.json';

/** One language's words for the chip. */
export interface ChipWords {
  chip: typeof enChip;
  tone: typeof enTone;
  tension: typeof enTension;
  /** For the phrase lines, in the result card's words ("“Oh great” — reads as sarcastic"). */
  feedback: Pick<typeof enFeedback, 'phraseReads'>;
  common: Pick<typeof enCommon, 'quoted'>;
}

const WORDS: Readonly<Record<Language, ChipWords>> = {
  en: { chip: enChip, tone: enTone, tension: enTension, feedback: enFeedback, common: enCommon },
  es: { chip: esChip, tone: esTone, tension: esTension, feedback: esFeedback, common: esCommon },
  fr: { chip: frChip, tone: frTone, tension: frTension, feedback: frFeedback, common: frCommon },
  de: { chip: deChip, tone: deTone, tension: deTension, feedback: deFeedback, common: deCommon },
};

/** The chip's words in `language` (English for anything else). */
export function chipWords(language: Language = 'en'): ChipWords {
  return WORDS[language] ?? WORDS.en;
}

/** `template` with each {{name}} replaced by `values[name]` (a missing value leaves the placeholder). */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
