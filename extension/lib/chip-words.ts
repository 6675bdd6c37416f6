/**
 * The live-tone chip's words in the four languages: only the catalogues' `chip`,
 * `tone` and `tension` sections, imported by name so the content script carries
 * them and nothing else of the catalogues (no i18next either: the chip fills
 * its few {{variables}} itself).
 */
import type { LanguageCode as Language } from '@tonelens/core/reading';
import { chip as enChip, tension as enTension, tone as enTone } from '@tonelens/web/i18n/locales/en.json';
import { chip as esChip, tension as esTension, tone as esTone } from '@tonelens/web/i18n/locales/es.json';
import { chip as frChip, tension as frTension, tone as frTone } from '@tonelens/web/i18n/locales/fr.json';
import { chip as deChip, tension as deTension, tone as deTone } from '@tonelens/web/i18n/locales/de.json';

/** One language's words for the chip. */
export interface ChipWords {
  chip: typeof enChip;
  tone: typeof enTone;
  tension: typeof enTension;
}

const WORDS: Readonly<Record<Language, ChipWords>> = {
  en: { chip: enChip, tone: enTone, tension: enTension },
  es: { chip: esChip, tone: esTone, tension: esTension },
  fr: { chip: frChip, tone: frTone, tension: frTension },
  de: { chip: deChip, tone: deTone, tension: deTension },
};

/** The chip's words in `language` (English for anything else). */
export function chipWords(language: Language = 'en'): ChipWords {
  return WORDS[language] ?? WORDS.en;
}

/** `template` with each {{name}} replaced by `values[name]` (a missing value leaves the placeholder). */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
