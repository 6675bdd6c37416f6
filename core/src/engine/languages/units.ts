/**
 * Rules 1 and 2 of the reading of Spanish, French and German (see read.ts): the units of a
 * text — curated phrases first, then words rated as themselves, as the word they draw out, as
 * laughter, and emoji and emoticons by the shared symbol ratings. In a language that capitalises
 * only names (LanguageReading.namesByCapitals), a word only the rated lexicon rates carries no
 * tone inside a run of capitalised words: it is part of a name or title.
 */
import { HYPERBOLE_BOOST } from '../weights';
import type { Entry, LanguageReading } from './language';
import { rate, rateByBaseForm, rateByDerivation, rateFirst } from './rating';
import { BREAK_SENTENCE, normaliseWord, type Token } from './tokens';

export { MIN_RATED_KEY, ratesWord } from './rating';

/** One rated word's worth of valence, VADER units (as the English engine counts: vocabulary.ts). */
export const VALENCE_PER_WORD = 2;
/** Booster weight of an absolute superlative ("buenísimo"): that of the strongest boosters (axes.ts HYPERBOLE_BOOST). */
export const SUPERLATIVE_BOOST = HYPERBOLE_BOOST;
/** The longest curated phrase, in words. */
export const MAX_PHRASE_WORDS = 4;

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
  /** Written with an initial capital (a phrase by its first word; never a symbol). */
  capital: boolean;
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
/**
 * Two syllables of that shape with two vowels are words, not laughter: laughter of two syllables
 * repeats its vowel ("jaja", "hehe", "juhu"), and "hija", "hijo", "hoja" do not.
 */
const TWO_VOWELS = /^[jh]([aeiou])[jh](?!\1)[aeiou]$/;

/** Whether a word (its plain form) is laughter written as a word. */
const laughs = (form: string) => LAUGHTER.test(form) && !TWO_VOWELS.test(form);
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
  capital = false,
): Unit {
  return {
    term,
    entry,
    valence,
    at,
    clause,
    sentence,
    emphasised,
    symbol,
    negated: false,
    capital,
    boost: 0,
    factor: 1,
  };
}

/** Whether a word token is written with an initial capital. */
const capitalOf = (t: Token) => t.text.charAt(0) !== t.lower.charAt(0);

export const toned = (u: Unit) =>
  u.valence !== 0 ||
  (u.entry !== undefined &&
    (u.entry.certainty !== undefined || u.entry.intensity !== undefined || u.entry.coherence !== undefined));
export const isNegator = (u: Unit) => u.entry?.negates !== undefined;
export const isBooster = (u: Unit) => u.entry?.boost !== undefined;

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

/** The words of the curated phrases as a tree from their first word: "no" → "es" → "nada" of "no es nada bueno". */
type PhraseWords = Map<string, PhraseWords>;

const phraseTrees = new WeakMap<ReadonlyMap<string, Entry>, PhraseWords>();
function phraseWordsOf(entries: ReadonlyMap<string, Entry>): PhraseWords {
  let tree = phraseTrees.get(entries);
  if (!tree) {
    tree = new Map();
    for (const key of entries.keys()) {
      if (!key.includes(' ')) continue;
      let node = tree;
      for (const word of key.split(' ')) {
        let next = node.get(word);
        if (!next) node.set(word, (next = new Map()));
        node = next;
      }
    }
    phraseTrees.set(entries, tree);
  }
  return tree;
}

/**
 * The most words a phrase starting at token `i` may have: past it, neither the words as written
 * nor their plain forms begin any phrase (each followed word by word down the tree of phrases).
 */
function phraseReach(tokens: readonly Token[], i: number, entries: ReadonlyMap<string, Entry>): number {
  const tree = phraseWordsOf(entries);
  let written = tree.get(tokens[i]!.lower);
  let plain = tree.get(tokens[i]!.form);
  let reach = 1;
  for (let j = i + 1; j < tokens.length && j < i + MAX_PHRASE_WORDS && tokens[j]!.kind === 'word'; j++) {
    written = written?.get(tokens[j]!.lower);
    plain = plain?.get(tokens[j]!.form);
    if (!written && !plain) break;
    reach = j - i + 1;
  }
  return reach;
}

/** An ASCII face none of the lists names: eyes, a tear or nose, and a mouth that smiles or frowns. */
const FACE = /^[:;=][-'^o]?(?:([)\]D3*Pp}>]+)|([([/\\|<{]+))$/u;
/** Faces written with carets ("^^", "^-^"): all smile. */
const CARET_FACE = /^\^[_.-]?\^$/u;
/** Symbols that are another's glyph: the suit's heart is the heart. */
const SAME_SYMBOL: Readonly<Record<string, string>> = { '♥': '❤', '♡': '❤' };

/**
 * The rating of an emoji or emoticon: as written, with its letter in capitals (":d" is ":D"),
 * with its mouth drawn once (":)))" is ":)"), or as a word the language rates ("xD", "XDDD"); else a face
 * by its mouth, rated as ":)" or ":(" (";3", ":'(", "=(" …; a tear beside a smile is of joy), and a
 * glyph as the symbol it stands for; 0 when none.
 */
function symbolValence(form: string, reading: LanguageReading, symbols: Symbols): number {
  const { valence } = symbols;
  const once = form.replace(/(.)\1+$/u, '$1');
  const listed =
    valence.get(form) ??
    valence.get(form.toUpperCase()) ??
    valence.get(once) ??
    valence.get(once.toUpperCase()) ??
    reading.entries.get(form.toLowerCase())?.valence ??
    reading.entries.get(once.toLowerCase())?.valence;
  if (listed !== undefined) return listed;
  const face = FACE.exec(form);
  if (face) return valence.get(face[1] ? ':)' : ':(') ?? 0;
  if (CARET_FACE.test(form)) return valence.get('^_^') ?? 0;
  const same = SAME_SYMBOL[form];
  return same === undefined ? 0 : (valence.get(same) ?? 0);
}

/**
 * Rule 1: the longest curated phrase that starts at token `i` (as written, "no sé", else without
 * diacritics, "que bien" for "qué bien"), its words in lower case and how many; null when none.
 */
function phraseAt(
  tokens: readonly Token[],
  i: number,
  reading: LanguageReading,
): { entry: Entry; text: string; words: number } | null {
  for (let n = phraseReach(tokens, i, reading.entries); n >= 2; n--) {
    let key = tokens[i]!.form;
    let j = i + 1;
    for (; j < tokens.length && j < i + n && tokens[j]!.kind === 'word'; j++) key += ' ' + tokens[j]!.form;
    if (j - i !== n) continue;
    // Most phrases carry no diacritics: the written form is looked up only when it differs.
    let entry: Entry | undefined;
    for (let k = i; k < j && entry === undefined; k++) {
      if (tokens[k]!.lower === tokens[k]!.form) continue;
      entry = reading.entries.get(
        tokens
          .slice(i, j)
          .map((w) => w.lower)
          .join(' '),
      );
      break;
    }
    entry ??= reading.entries.get(key);
    if (!entry) continue;
    const text = tokens
      .slice(i, j)
      .map((w) => w.text.toLowerCase())
      .join(' ');
    return { entry, text, words: n };
  }
  return null;
}

/** What rule 2 makes of a word: its rating, and whether it is drawn out, a superlative or laughter. */
interface WordReading {
  /** The plain form the reading was made for (that of the word in lower case, for a word of letters). */
  form: string;
  /** Whether the word, as written or without diacritics, is the first word of a curated phrase (rule 1). */
  startsPhrase: boolean;
  rated: { entry: Entry | undefined; valence: number } | null;
  drawn: boolean;
  superlative: boolean;
  laughs: boolean;
}

/**
 * Rule 2 for one word: rated as itself, as its superlative's plain word, as the word it draws out,
 * by its compound's first part, by its plain form, as the word its diminutive or augmentative comes
 * from, or as laughter.
 */
function readWord(reading: LanguageReading, lower: string, form: string): WordReading {
  const starts = startsOf(reading.entries);
  const startsPhrase = starts.has(form) || starts.has(lower);
  let rated = rate(reading, lower, form);
  let drawn = false;
  let superlative = false;
  if (rated === null && reading.superlative) {
    for (const plainWord of reading.superlative(lower)) {
      rated = rate(reading, plainWord, normaliseWord(plainWord));
      if (rated !== null) break;
    }
    superlative = rated !== null && rated.valence !== 0;
  }
  if (rated === null && drawnOut(form)) {
    const once = form.replace(DRAWN_RUNS, '$1');
    const twice = form.replace(DRAWN_RUNS, '$1$1');
    rated = rate(reading, once, once) ?? rate(reading, twice, twice);
    drawn = rated !== null && rated.valence !== 0;
  }
  if (rated === null && reading.compoundParts) {
    // A compound takes its first part's valence, not its part's role.
    const r = rateFirst(reading, reading.compoundParts(lower));
    if (r !== null) rated = { entry: undefined, valence: r.valence };
  }
  if (rated === null && reading.baseForms) rated = rateByBaseForm(reading, lower);
  if (rated === null && reading.derivations) rated = rateByDerivation(reading, lower);
  if (rated === null && reading.evaluative) rated = rateFirst(reading, reading.evaluative(lower));
  return { form, startsPhrase, rated, drawn, superlative, laughs: rated === null && laughs(form) };
}

/** Each reading's words as rule 2 read them, kept for the words seen last: a word read again costs one lookup. */
const wordReadings = new WeakMap<LanguageReading, Map<string, WordReading>>();
/** The most words kept per language (the cache starts over past it). */
export const WORD_CACHE_SIZE = 20000;

/** The cache of {@link wordReadings} for a language, made when first needed. */
function wordCacheOf(reading: LanguageReading): Map<string, WordReading> {
  let cache = wordReadings.get(reading);
  if (!cache) wordReadings.set(reading, (cache = new Map()));
  return cache;
}

function wordReadingOf(reading: LanguageReading, cache: Map<string, WordReading>, t: Token): WordReading {
  const known = cache.get(t.lower);
  if (known !== undefined && known.form === t.form) return known;
  const read = readWord(reading, t.lower, t.form);
  if (known === undefined) {
    if (cache.size >= WORD_CACHE_SIZE) cache.clear();
    cache.set(t.lower, read);
  }
  return read;
}

/** A word written with an initial capital (not in capitals, not from a hashtag), of two letters or more. */
function capitalised(t: Token | undefined): boolean {
  return t !== undefined && t.kind === 'word' && !t.caps && !t.tagged && t.text.length >= 2 && t.text !== t.lower;
}

/** A capitalised word after a word of its sentence: its capital is not that of a sentence or clause. */
const capitalisedWithin = (tokens: readonly Token[], i: number) =>
  i > 0 && tokens[i - 1]!.kind === 'word' && capitalised(tokens[i]);

/**
 * Whether the word at `i` stands inside a name or title: capitalised after a word of its sentence,
 * beside another such word ("Ministère du Développement Durable", "Centre Africain des Risques et
 * Catastrophes"); the first word of a sentence is no evidence ("Quel Bonheur !").
 */
function inName(tokens: readonly Token[], i: number): boolean {
  if (!capitalisedWithin(tokens, i)) return false;
  return capitalisedWithin(tokens, i - 1) || (i + 1 < tokens.length && capitalisedWithin(tokens, i + 1));
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
  const cache = wordCacheOf(reading);
  let at = 0;
  let clause = 0;
  let sentence = 0;
  // Whether the text has lower case matters only to a word in capitals: found when the first one comes.
  let hasLower: boolean | undefined;
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
    // The word's reading is kept with whether it starts a phrase: one lookup tells both.
    const word = wordReadingOf(reading, cache, t);
    const phrase = word.startsPhrase ? phraseAt(tokens, i, reading) : null;
    if (phrase) {
      out.push(
        unit(phrase.text, phrase.entry, phrase.entry.valence ?? 0, at, clause, sentence, false, false, capitalOf(t)),
      );
      at += phrase.words;
      i += phrase.words - 1;
      continue;
    }
    const { rated, drawn, superlative, laughs } = word;
    const emphasised =
      drawn ||
      (t.caps &&
        !t.tagged &&
        (hasLower ??= tokens.some((w) => w.kind === 'word' && !w.caps && w.text !== w.lower.toUpperCase())));
    const named = reading.namesByCapitals === true && rated !== null && !rated.entry && inName(tokens, i);
    const valence = laughs ? symbols.laughter : named ? 0 : (rated?.valence ?? 0);
    const u = unit(t.lower, rated?.entry, valence, at, clause, sentence, emphasised, false, capitalOf(t));
    if (superlative) u.boost = SUPERLATIVE_BOOST;
    out.push(u);
    // An elided clitic ("l'", "n'", "qu'") is one word with the word it leans on.
    if (reading.clitics === undefined || !reading.clitics.has(t.lower) || tokens[i + 1]?.kind !== 'word') at++;
  }
  return { units: out, words: at };
}
