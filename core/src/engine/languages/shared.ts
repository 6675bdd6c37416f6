/**
 * What the three language modules share: the rating of emoji, emoticons, laughter and
 * borrowed English words, and the helpers that turn a language's tables into its reading.
 */
import { ROLES, type Entry, type LanguageDefinition, type LanguageReading, type Role } from './language';
import { glossTableOf, type GlossTable } from './gloss';
import type { Symbols } from './units';
import { LAUGHTER_VALENCE, LOANWORDS, SYMBOLS } from './symbols.generated';
import { normaliseWord } from './tokens';

/** Parses lines of "valence<TAB>keys separated by spaces" (the generated modules' packing) into key → valence. */
export function unpack(packed: string, into: Map<string, number> = new Map()): Map<string, number> {
  for (const line of packed.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const value = Number(line.slice(0, tab));
    for (const key of line.slice(tab + 1).split(' ')) into.set(key, value);
  }
  return into;
}

/** Emoji, emoticons and laughter, rated as the English engine rates them. */
export const SHARED_SYMBOLS: Symbols = { valence: unpack(SYMBOLS), laughter: LAUGHTER_VALENCE };

/**
 * A language's curated table as its reader looks entries up: each key as written (lower case)
 * and without diacritics, where that differs and names no entry of its own ("schon" keeps its
 * own entry beside "schön") and the key is not one of `accented` (read only with its accents);
 * borrowed English words come first, so the language's own entries win.
 */
export function entriesOf(
  table: Readonly<Record<string, Entry>>,
  accented: ReadonlySet<string> = new Set(),
): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const [word, valence] of unpack(LOANWORDS)) entries.set(word, { valence });
  for (const [key, entry] of Object.entries(table)) entries.set(key.toLowerCase(), entry);
  for (const [key, entry] of Object.entries(table)) {
    const plain = key
      .toLowerCase()
      .split(' ')
      .map((w) => normaliseWord(w))
      .join(' ');
    if (!Object.hasOwn(table, plain) && !accented.has(key)) entries.set(plain, entry);
  }
  return entries;
}

/** Most distinct words a language's stem cache holds before it starts again. */
export const STEM_CACHE_SIZE = 20000;

/** A stemmer that remembers the stems it made: a text repeats its words, and stemming is the dearest step. */
export function cachedStem(stem: (word: string) => string): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let s = cache.get(word);
    if (s === undefined) {
      if (cache.size >= STEM_CACHE_SIZE) cache.clear();
      s = stem(word);
      cache.set(word, s);
    }
    return s;
  };
}

/** The entry each role's words take (language.ts Role). */
export const ROLE_ENTRIES: Readonly<Record<Role, Entry>> = {
  negator: { negates: 'word' },
  specNegator: { negates: 'word', spec: true },
  shifter: { negates: 'shifter' },
  restrictive: { restricts: true },
  specOpener: { negates: 'opener', spec: true },
  contrast: { contrast: 'word' },
  contrastOpening: { contrast: 'opening' },
  concessive: { contrast: 'concessive' },
  plain: {},
  laughs: { valence: LAUGHTER_VALENCE },
  hedge: { certainty: -1 },
  commits: { certainty: 1 },
  calm: { intensity: -1 },
  aroused: { intensity: 1 },
  agrees: { coherence: 1 },
  opposes: { coherence: -1 },
};

/** The words of a comma-separated list. */
const wordsOf = (list: string) =>
  list
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');

/** The [weight, words] of each line of "weight  words" (a weighted list of a definition). */
function weighted(lines: string): [number, string[]][] {
  const out: [number, string[]][] = [];
  for (const line of lines.split('\n')) {
    const m = /^\s*(-?[\d.]+)\s+(.+)$/.exec(line);
    if (m) out.push([Number(m[1]), wordsOf(m[2]!)]);
  }
  return out;
}

/** The words of a weighted list, each with the entry its weight makes. */
function entriesBy(lines: string, entry: (weight: number) => Entry): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const [weight, words] of weighted(lines)) for (const word of words) out.set(word, entry(weight));
  return out;
}

/**
 * A language's curated table from its definition: each role's words, the boosters, the spec's
 * intensifiers, the rated words and the entries of more than one role. A word defined twice is an
 * error of the definition.
 */
export function tableOf(definition: LanguageDefinition): Record<string, Entry> {
  const table: Record<string, Entry> = {};
  const add = (word: string, entry: Entry) => {
    if (Object.hasOwn(table, word)) throw new Error(`${definition.language}: "${word}" is defined twice`);
    table[word] = entry;
  };
  for (const role of ROLES) for (const word of wordsOf(definition.roles[role] ?? '')) add(word, ROLE_ENTRIES[role]);
  for (const [boost, words] of weighted(definition.boosters)) for (const word of words) add(word, { boost });
  for (const [boost, words] of weighted(definition.intensifiers))
    for (const word of words) add(word, { boost, spec: true });
  for (const [valence, words] of weighted(definition.rated)) for (const word of words) add(word, { valence });
  for (const [word, entry] of Object.entries(definition.entries)) add(word, entry);
  return table;
}

/** The reading of a language's definition: one reader (read.ts) reads every language from this. */
export function readingOf(definition: LanguageDefinition): LanguageReading {
  const {
    language,
    lexicon,
    stem,
    negatesBackward,
    forwardNegators,
    postverbal,
    namesByCapitals,
    capitalisesNouns,
    clitics,
    stemEndings,
    unstemmedEndings,
    superlative,
    evaluative,
    compoundParts,
    derivations,
    endings,
    verbForms,
    gloss,
    spellings,
    degree,
    discourse,
    separableParticles,
  } = definition;
  const stemmer = cachedStem(stem);
  const entries = entriesOf(tableOf(definition), new Set(wordsOf(definition.accented ?? '')));
  const reading: LanguageReading = {
    language,
    entries,
    lexicon: unpack(lexicon),
    stem: stemmer,
    negatesBackward,
    ...(forwardNegators && { forwardNegators: new Set(wordsOf(forwardNegators)) }),
    ...(postverbal && { postverbal: new Set(wordsOf(postverbal)) }),
    ...(namesByCapitals && { namesByCapitals }),
    ...(capitalisesNouns && { capitalisesNouns }),
    ...(clitics && { clitics: new Set(wordsOf(clitics)) }),
    ...(stemEndings !== undefined && { stemEndings: new Set(stemEndings.split(',').map((e) => e.trim())) }),
    ...(unstemmedEndings !== undefined && { unstemmedEndings: wordsOf(unstemmedEndings) }),
    ...(superlative && { superlative }),
    ...(evaluative && { evaluative }),
    ...(compoundParts && { compoundParts }),
    ...(derivations && { derivations }),
    ...(endings && { baseForms: baseFormsBy(endings, new Set(wordsOf(verbForms ?? ''))) }),
    ...(separableParticles && { separableParticles: new Set(wordsOf(separableParticles)) }),
    ...(spellings && { spellings: spellingsOf(spellings) }),
    ...(degree && { degree: entriesBy(degree, (boost) => ({ boost })) }),
    ...(discourse && {
      discourse: {
        markers: entriesBy(discourse.markers, (valence) => ({ valence })),
        openers: new Set(wordsOf(discourse.openers)),
        ...(discourse.closing !== undefined && { closing: new Set(wordsOf(discourse.closing)) }),
      },
    }),
  };
  if (gloss !== undefined) {
    // The gloss table is built when first read: the axes alone, read first, never need it.
    let table: GlossTable | undefined;
    Object.defineProperty(reading, 'gloss', {
      enumerable: true,
      get: () => (table ??= glossTableOf(gloss, stemmer, entries)),
    });
  }
  return reading;
}

/** Each chat spelling of lines of "word = spelling, spelling, …" with the word it stands for. A spelling listed twice is an error. */
export function spellingsOf(lines: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of lines.split('\n')) {
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    const word = line.slice(0, eq).trim();
    for (const spelling of wordsOf(line.slice(eq + 1))) {
      if (out.has(spelling)) throw new Error(`spelling "${spelling}" is listed twice`);
      out.set(spelling, word);
    }
  }
  return out;
}

/** The shortest plain form read for an inflected word, in letters. */
export const MIN_BASE_FORM = 3;

/**
 * The plain forms of a word by a language's endings (LanguageDefinition.endings), in the order the
 * endings are listed; never one of `verbForms` (LanguageDefinition.verbForms), which take no ending.
 */
export function baseFormsBy(
  endings: readonly (readonly [string, string])[],
  verbForms: ReadonlySet<string> = new Set(),
): (word: string) => string[] {
  return (word) => {
    const out: string[] = [];
    for (const [ending, plain] of endings) {
      if (!word.endsWith(ending)) continue;
      const form = word.slice(0, word.length - ending.length) + plain;
      if (form.length >= MIN_BASE_FORM && form !== word && !out.includes(form) && !verbForms.has(form)) out.push(form);
    }
    return out;
  };
}
