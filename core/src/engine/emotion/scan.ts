/**
 * The emotion scanner: one pass over a text that reads each word (lower-cased, normalised and
 * hashed as it is read), looks up its roles and senses, and writes every feature it raises into
 * the reused output arrays (see output.ts). The features are described in ../emotion-features.ts.
 *
 * It reads the constants and helpers of its sibling modules through constants of its own, as the
 * word scanner does (engine/tokens/loop.ts): the optimiser loads an imported binding, and checks
 * it, at every use, but builds a module's own constant in (the scan of 1 MiB measured 5–10 %
 * faster). Only what read-word.ts sets as it reads (the word just read, and whether names are
 * kept) is imported live.
 */
import * as keysModule from './keys';
import * as lettersModule from './letters';
import * as outputModule from './output';
import type { EmotionFeatures } from './output';
import { named, wordCodes, wordKey, wordLength, wordLower, wordStem, wordUpper } from './read-word';
import * as readWordModule from './read-word';
import * as rolesModule from './roles';
import * as sensesModule from './senses';
import * as wordsModule from './words';

const {
  combineKeys,
  EMOTICON_KEYS,
  FNV_OFFSET,
  FNV_PRIME,
  KIND_NEGATED,
  KIND_PAIR,
  KIND_RULE,
  KIND_START,
  KIND_STEM,
  KIND_SYMBOL,
  KIND_WORD,
  NEGATED_SALT,
  NUM_KEY,
  R_CAPS,
  R_CONTRAST,
  R_ELLIPSIS,
  R_EXCLAMATION,
  R_EXCLAMATIONS,
  R_INTENSIFIER,
  R_INTERROBANG,
  R_NEGATION,
  R_QUESTION,
  R_YOU,
  START_SALT,
  STEM_SALT,
  URL_KEY,
  USER_KEY,
} = keysModule;
const { isAbbreviation, isAlnum, isLetter, startsWithAt } = lettersModule;
const { grow, out } = outputModule;
const { clearWordCodes, nextWordRoles, readWord, setNamed } = readWordModule;
const {
  FAMILY_KEYS,
  FAMILY_NAMES,
  FAMILY_SHIFT,
  ROLE_CONTRAST,
  ROLE_INTENSIFIER,
  ROLE_NEGATION_END,
  ROLE_NEGATOR,
  ROLE_SORRY,
  ROLE_YOU,
  rolesOf,
} = rolesModule;
const { PRAISE_KEY, SENSE_ROLES, senseOf, sorrySense, SYMPATHY_KEY } = sensesModule;
const { EMOTICONS, EMOTION_FEATURE_KINDS, NEGATION_SCOPE, STEM_LENGTH } = wordsModule;

const KIND_NAMES = EMOTION_FEATURE_KINDS;
let nameParts: string[] = [];

/** Doubles the feature arrays of the output (kept apart from emit, which is inlined at its many calls). */
function growFeatures(need: number): void {
  out.keys = grow(out.keys, need);
  out.starts = grow(out.starts, need);
  out.ends = grow(out.ends, need);
}

/** Keeps a feature's readable name (kept apart from emit, as growFeatures is). */
function keepName(kind: number, name: string): void {
  nameParts.push(`${KIND_NAMES[kind]}:${name}`);
}

function emit(key: number, start: number, end: number, kind: number, name: string): void {
  const i = out.count;
  if (i === out.keys.length) growFeatures(i + 1);
  out.keys[i] = key;
  out.starts[i] = start;
  out.ends[i] = end;
  out.count = i + 1;
  if (named) keepName(kind, name);
}

/** Writes the sentence [start, end) whose features begin at `first` and that holds `words` words. */
function closeSentence(start: number, end: number, first: number, words: number): void {
  const s = out.sentenceCount;
  // Every sentence array must hold index s (and sentenceFirst s + 1), whichever grew last.
  if (s + 1 >= out.sentenceFirst.length || s + 1 >= out.sentenceStarts.length) {
    out.sentenceStarts = grow(out.sentenceStarts, s + 2);
    out.sentenceEnds = grow(out.sentenceEnds, s + 2);
    out.sentenceWords = grow(out.sentenceWords, s + 2);
    out.sentenceFirst = grow(out.sentenceFirst, s + 3);
  }
  out.sentenceStarts[s] = start;
  out.sentenceEnds[s] = end;
  out.sentenceFirst[s] = first;
  out.sentenceWords[s] = words;
  out.sentenceCount = s + 1;
}

/**
 * Scans `text` for the emotion features (see the module comment of ../emotion-features.ts).
 * This is the scanner's hot loop, longer than 80 lines on purpose: every character of the text
 * passes through it once, and cutting it into functions would pass its dozen running values
 * (sentence, previous words, negation scope) between calls for each of them. With `withNames`, each
 * feature's readable name is kept too (for training and tests; slower).
 */
// eslint-disable-next-line max-lines-per-function -- the hot loop over every character: a step split off would be a call per character (see above).
export function scanEmotionFeatures(text: string, withNames = false): EmotionFeatures {
  setNamed(withNames);
  nameParts = [];
  out.names = withNames ? nameParts : null;
  out.count = 0;
  out.sentenceCount = 0;
  const n = text.length;
  let sentStart = -1;
  let lastEnd = 0;
  let sentFirst = 0;
  let sentWords = 0;
  let prevKey = 0;
  let prevStart = -1;
  let prevPrevKey = 0;
  let prevPrevStart = -1;
  let prevName = '';
  let negLeft = 0;

  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 13) {
      i++;
      continue;
    }
    // A word-like token (a word, number, link, @name or placeholder) leaves the `token` block with its key, end,
    // name and roles; a sentence's end leaves the `sentence` block; anything else goes on to the next character.
    let key = 0;
    let end = 0;
    let name = '';
    let role = 0;
    let word = false;
    let sensed = false;
    sentence: {
      token: {
        if (c === 10) {
          i++;
          break sentence;
        }
        if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && isLetter(c))) {
          // A link: http(s):// or www.
          if (
            ((c === 104 && text.charCodeAt(i + 1) === 116 && text.charCodeAt(i + 2) === 116) ||
              (c === 119 && text.charCodeAt(i + 1) === 119 && text.charCodeAt(i + 2) === 119)) &&
            (startsWithAt(text, i, 'http://') || startsWithAt(text, i, 'https://') || startsWithAt(text, i, 'www.'))
          ) {
            end = i;
            while (end < n && text.charCodeAt(end) > 32) end++;
            key = URL_KEY;
            name = '<url>';
            break token;
          }
          if (named) clearWordCodes();
          const j = readWord(text, i, n);
          end = j;
          word = true;
          if (named) name = String.fromCharCode(...wordCodes);
          key = wordKey;
          role = rolesOf(key);
          if (role & ROLE_SORRY) {
            const sense = sorrySense(text, j, n);
            if (sense !== 0) {
              sensed = true;
              key = sense;
              role = 0;
              if (named) name = sense === SYMPATHY_KEY ? '<sympathy>' : '<sorry-but>';
            }
          } else if (role & SENSE_ROLES) {
            const sense = senseOf(
              role,
              prevStart >= 0 && prevPrevStart >= 0 ? rolesOf(prevPrevKey) : -1,
              prevStart >= 0 ? rolesOf(prevKey) : -1,
              nextWordRoles(text, j, n),
            );
            if (sense !== 0) {
              sensed = true;
              key = sense;
              role = 0;
              if (named) name = sense === PRAISE_KEY ? 'awesome' : '<topic>';
            }
          }
          break token;
        }
        if (c >= 48 && c <= 57) {
          let j = i + 1;
          while (j < n) {
            const d = text.charCodeAt(j);
            if (isAlnum(d) || ((d === 46 || d === 44 || d === 58) && j + 1 < n && isAlnum(text.charCodeAt(j + 1)))) j++;
            else break;
          }
          key = NUM_KEY;
          end = j;
          name = '<num>';
          break token;
        }
        if (c === 64 && i + 1 < n && (isAlnum(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 95)) {
          let j = i + 1;
          while (j < n && (isAlnum(text.charCodeAt(j)) || text.charCodeAt(j) === 95)) j++;
          key = USER_KEY;
          end = j;
          name = '<user>';
          break token;
        }
        if (c === 91) {
          // A bracketed placeholder of capitals: [NAME], [RELIGION].
          let j = i + 1;
          while (j < n && text.charCodeAt(j) >= 65 && text.charCodeAt(j) <= 90) j++;
          if (j > i + 1 && j < n && text.charCodeAt(j) === 93) {
            let h = Math.imul(FNV_OFFSET ^ 60, FNV_PRIME);
            for (let k = i + 1; k < j; k++) h = Math.imul(h ^ (text.charCodeAt(k) + 32), FNV_PRIME);
            h = Math.imul(h ^ 62, FNV_PRIME);
            key = h;
            end = j + 1;
            if (named) name = `<${text.slice(i + 1, j).toLowerCase()}>`;
            break token;
          }
        }
        if (c === 33 || c === 63) {
          let j = i;
          let bangs = 0;
          let marks = 0;
          for (; j < n; j++) {
            const d = text.charCodeAt(j);
            if (d === 33) bangs++;
            else if (d === 63) marks++;
            else break;
          }
          if (sentStart < 0) sentStart = i;
          if (bangs > 0) emit(R_EXCLAMATION, i, j, KIND_RULE, '#exclamation');
          if (bangs > 1) emit(R_EXCLAMATIONS, i, j, KIND_RULE, '#exclamations');
          if (marks > 0) emit(R_QUESTION, i, j, KIND_RULE, '#question');
          if (bangs > 0 && marks > 0) emit(R_INTERROBANG, i, j, KIND_RULE, '#interrobang');
          lastEnd = j;
          i = j;
          if (j >= n || !isAlnum(text.charCodeAt(j))) break sentence;
          continue;
        }
        if (c === 46 || c === 0x2026) {
          const from = i;
          let j = i;
          let dots = 0;
          for (; j < n; j++) {
            const d = text.charCodeAt(j);
            if (d === 46) dots++;
            else if (d === 0x2026) dots += 3;
            else break;
          }
          lastEnd = j;
          i = j;
          if (dots >= 2) {
            if (sentStart < 0) sentStart = from;
            emit(R_ELLIPSIS, from, j, KIND_RULE, '#ellipsis');
            // An ellipsis ends a sentence only before a capital; elsewhere it is a pause.
            let k = j;
            while (k < n && text.charCodeAt(k) === 32) k++;
            const d = k < n ? text.charCodeAt(k) : 0;
            if (k > j && d >= 65 && d <= 90) break sentence;
            else {
              prevStart = -1;
              negLeft = 0;
            }
          } else if ((j >= n || !isAlnum(text.charCodeAt(j))) && !isAbbreviation(text, from)) break sentence;
          continue;
        }
        // Emoji: astral pictographs by surrogate pair, and the BMP symbol blocks.
        if (c >= 0xd83c && c <= 0xd83e && i + 1 < n) {
          const cp = text.codePointAt(i)!;
          if (cp < 0x1f3fb || cp > 0x1f3ff) {
            if (sentStart < 0) sentStart = i;
            const key = Math.imul(Math.imul(FNV_OFFSET ^ c, FNV_PRIME) ^ text.charCodeAt(i + 1), FNV_PRIME);
            emit(key, i, i + 2, KIND_SYMBOL, named ? text.slice(i, i + 2) : '');
            lastEnd = i + 2;
          }
          i += 2;
          continue;
        }
        if ((c >= 0x2600 && c <= 0x27bf) || (c >= 0x2b00 && c <= 0x2bff) || (c >= 0x2300 && c <= 0x23ff)) {
          if (sentStart < 0) sentStart = i;
          emit(Math.imul(FNV_OFFSET ^ c, FNV_PRIME), i, i + 1, KIND_SYMBOL, named ? text[i]! : '');
          lastEnd = i + 1;
          i++;
          continue;
        }
        if (c === 58 || c === 59 || c === 61 || c === 60 || c === 94 || c === 45) {
          let matched = -1;
          for (let e = 0; e < EMOTICONS.length; e++) {
            const spelling = EMOTICONS[e]![0];
            if (spelling.charCodeAt(0) === c && startsWithAt(text, i, spelling)) {
              const after = i + spelling.length;
              if (after >= n || !isAlnum(text.charCodeAt(after))) matched = e;
              break;
            }
          }
          if (matched >= 0) {
            const [spelling, canonical] = EMOTICONS[matched]!;
            if (sentStart < 0) sentStart = i;
            emit(EMOTICON_KEYS[matched]!, i, i + spelling.length, KIND_SYMBOL, canonical);
            lastEnd = i + spelling.length;
            i += spelling.length;
            continue;
          }
        }
        if (c === 44 || c === 59 || c === 58 || c === 0x2014 || c === 40 || c === 41) {
          // A clause break: pairs and negation scopes do not cross it.
          prevStart = -1;
          negLeft = 0;
        }
        if (c !== 0xfe0f && c !== 0x200d && c > 32) {
          if (sentStart >= 0) lastEnd = i + 1;
        }
        i++;
        continue;
      }
      // The token [i, end).
      const start = i;
      if (sentStart < 0) sentStart = start;
      if (sentWords === 0) emit(combineKeys(key, START_SALT), start, end, KIND_START, name);
      const negated = negLeft > 0 && (role & ROLE_NEGATOR) === 0;
      if (negated) {
        emit(combineKeys(key, NEGATED_SALT), start, end, KIND_NEGATED, name);
        // "can't stop crying": the negation is of "stop", not of what follows it.
        negLeft = role & ROLE_NEGATION_END ? 0 : negLeft - 1;
      } else emit(key, start, end, KIND_WORD, name);
      if (prevStart >= 0)
        emit(combineKeys(prevKey, key), prevStart, end, KIND_PAIR, named ? `${prevName} ${name}` : '');
      if (role !== 0) {
        if (role & ROLE_NEGATOR) {
          emit(R_NEGATION, start, end, KIND_RULE, '#negation');
          negLeft = NEGATION_SCOPE;
        }
        if (role & ROLE_INTENSIFIER) emit(R_INTENSIFIER, start, end, KIND_RULE, '#intensifier');
        if (role & ROLE_CONTRAST) {
          emit(R_CONTRAST, start, end, KIND_RULE, '#contrast');
          negLeft = 0;
        }
        if (role & ROLE_YOU) emit(R_YOU, start, end, KIND_RULE, '#you');
      }
      prevPrevKey = prevKey;
      prevPrevStart = prevStart;
      prevKey = key;
      prevStart = start;
      if (named) prevName = name;
      sentWords++;
      lastEnd = end;
      if (word) {
        const family = (role >>> FAMILY_SHIFT) - 1;
        if (family >= 0 && !negated && !sensed)
          emit(FAMILY_KEYS[family]!, start, end, KIND_RULE, FAMILY_NAMES[family]!);
        if (wordLength > STEM_LENGTH && !negated && !sensed)
          emit(combineKeys(wordStem, STEM_SALT), start, end, KIND_STEM, named ? name.slice(0, STEM_LENGTH) : '');
        if (wordUpper >= 2 && wordLower === 0) emit(R_CAPS, start, end, KIND_RULE, '#caps');
      }
      i = end;
      continue;
    }
    // The end of a sentence.
    if (sentStart >= 0) closeSentence(sentStart, lastEnd, sentFirst, sentWords);
    sentStart = -1;
    sentFirst = out.count;
    sentWords = 0;
    prevStart = -1;
    negLeft = 0;
  }
  if (sentStart >= 0) closeSentence(sentStart, lastEnd, sentFirst, sentWords);
  out.sentenceFirst[out.sentenceCount] = out.count;
  return out;
}
