/**
 * The interface's four languages and how a browser's preference picks one. No
 * i18next here: the extension's settings and background read it too.
 */
import { LANGUAGE_CODES, type LanguageCode as Language } from '@tonelens/core/reading';

/** The interface's languages, in the order a picker lists them (the same four as the account setting). */
export const UI_LANGUAGES: readonly Language[] = LANGUAGE_CODES;

/** Each language named in itself, as a language picker shows it. */
export const LANGUAGE_AUTONYMS: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** True for one of the four interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's preferred languages (navigator.languages, e.g.
 * ['de-AT', 'en']) that the interface speaks, by its primary subtag; English
 * when none is.
 */
export function browserLanguage(preferred: readonly string[] | undefined = globalThis.navigator?.languages): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
