/**
 * The interface's languages: one i18next instance, initialised on import with
 * English (the source catalogue, bundled), the others loaded when first used.
 * Every component that shows text imports `useTranslation` from here, so the
 * instance is ready before the first render wherever a screen is mounted (the
 * web app, the extension's pages, the tests).
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { LanguageCode as Language } from '@tonelens/core/reading';
import en from './locales/en.json';
import { isLanguage, UI_LANGUAGES } from './languages';

export { browserLanguage, isLanguage, LANGUAGE_AUTONYMS, UI_LANGUAGES } from './languages';

export { useTranslation, Trans } from 'react-i18next';
export type { TFunction };

/** The English catalogue's shape: every other catalogue has exactly these keys. */
export type Catalogue = typeof en;

// Typed loosely: a catalogue's plural keys follow its own language (Spanish and French add _many); the
// catalogue test holds every catalogue to English's keys.
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, unknown> }>>> = {
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
};

/** The one i18next instance of the interface. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: UI_LANGUAGES,
  resources: { en: { translation: en } },
  // English is bundled, so the instance is ready synchronously, before any screen renders.
  initAsync: false,
  // React escapes what it renders; i18next escaping on top would show entities.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

/** What a language switch loads besides the catalogue. */
export interface LanguageOptions {
  /**
   * Also the local engine's reading of the language, so a text written in it is read in it (readTone
   * detects among the loaded ones); true by default. A page that reads no text itself (the extension's
   * popup asks its background) says false, and loads no engine: the engine is imported only here, on use.
   */
  reading?: boolean;
}

/** Loads a language's catalogue once (English is always there), and its reading unless told not to. */
export async function loadLanguage(language: Language, { reading = true }: LanguageOptions = {}): Promise<void> {
  if (language === 'en') return;
  const readingLoaded = reading
    ? import('@tonelens/core/engine').then((engine) => engine.loadLanguage(language))
    : undefined;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { default: catalogue } = await LOADERS[language]();
    i18n.addResourceBundle(language, 'translation', catalogue);
  }
  await readingLoaded;
}

/**
 * Switches the whole interface to `language` without a reload: loads its
 * catalogue if needed, re-renders every translated component and sets
 * `<html lang>`. A later call wins over an earlier one still loading.
 */
export async function setLanguage(language: Language, options?: LanguageOptions): Promise<void> {
  latestRequest = language;
  await loadLanguage(language, options);
  if (latestRequest !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  remember(language);
}
let latestRequest: Language = 'en';

/** Where this browser remembers the last language shown, so the next visit starts in it before sign-in answers. */
export const LANGUAGE_STORAGE_KEY = 'tonelens.language';

function remember(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the next visit starts in English, then switches.
  }
}

/** The language this browser showed last, if it remembers one. */
export function rememberedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

// Start in the language shown last; the account's (or the browser's) takes over once it is known, and with
// it the language's reading (useFollowLanguage), where the page reads text itself.
const startLanguage = rememberedLanguage();
if (startLanguage && startLanguage !== 'en') void setLanguage(startLanguage, { reading: false });

/** The interface's current language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The current language and a translate function bound to it, re-rendering when the language changes. */
export function useLanguage(): { language: Language; t: TFunction } {
  const { t, i18n: instance } = useTranslation();
  return { language: isLanguage(instance.language) ? instance.language : 'en', t };
}
