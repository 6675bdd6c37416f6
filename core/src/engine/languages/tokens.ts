/**
 * Tokens of a text in Spanish, French or German, as a tweet or a message has them: words
 * (hashtags read as their words, split at inner capitals), emoji, emoticons and the
 * punctuation that breaks clauses and sentences. Mentions (@name) and links are dropped:
 * they carry no tone. Apostrophes split words, so a French elision ("n'est", "l'amour")
 * reads as its two words.
 */

/** A clause break (",", ";", ":"), a sentence break (".", "!", "?", "…", a line break), or none. */
export const BREAK_NONE = 0;
export const BREAK_CLAUSE = 1;
export const BREAK_SENTENCE = 2;

/** One token: a word, a symbol (emoji or emoticon) or a break. */
export interface Token {
  kind: 'word' | 'symbol' | 'break';
  /** The text as written (a break holds its strength in {@link Token.brk}). */
  text: string;
  /** A word in lower case with its diacritics removed ("Café" → "cafe"); a symbol as written. */
  form: string;
  /** A word in lower case as written ("schön", which {@link Token.form} makes "schon"); a symbol as written. */
  lower: string;
  /** A word of two letters or more written in capitals. */
  caps: boolean;
  /** BREAK_CLAUSE or BREAK_SENTENCE for a break. */
  brk: number;
  /** A word from a hashtag: no capitals rule applies to it. */
  tagged: boolean;
}

/**
 * Links, mentions, hashtags, emoticons (ASCII faces, "<3", "xD"), words, numbers, emoji and
 * breaks, in that order of preference. A face of colon and mouth may follow a word without a space
 * ("nicht:/", tweets write it so) but not a digit ("10:30"); one whose mouth is a letter or digit
 * (":D", ":p", ":3") must not run on into a word ("Hinweis:Deutsch"); "<3" may follow a word
 * ("nachti<3") but not a number ("5<3"); "xD" and the level faces ("-.-", "-_-", ">_<") touch nothing.
 */
const TOKEN =
  /(?:https?:\/\/|www\.)\S+|@[\p{L}\p{N}_]+|#([\p{L}\p{N}_]+)|((?<!\p{N})[:;=][-'^o]?(?:[)(\][|/\\]+|[dDpPoO3*]+(?![\p{L}\p{N}]))|(?<!\p{N})<\/?3+|(?<![\p{L}\p{N}])(?:\^[_.-]?\^|[xX][dD]+(?![\p{L}\p{N}])|-[._]-|>[._]<))|([\p{L}\p{M}]+)|(\p{N}+)|(\p{Extended_Pictographic})|([!¡?¿.…;:,\n])/gu;

/** A hashtag's words: "#LaCafeteraFallida" → La, Cafetera, Fallida; "#ootd" stays one. */
const TAG_WORD = /\p{Lu}+(?!\p{Ll})|\p{Lu}?[\p{Ll}\p{M}]+|\p{N}+/gu;

const DIACRITICS = /[\u0300-\u036f]/g;
/** The ligatures French writes ("cœur", "ex æquo"), spelled out as sources and keyboards often write them ("coeur"). */
const LIGATURES = /[œæ]/g;
const LIGATURE_LETTERS: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae' };

/** Plain forms of the words past ASCII seen last (NFD and the replacement cost more than a lookup). */
const PLAIN_FORMS = new Map<string, string>();
/** The most plain forms kept (the cache starts over past it). */
export const PLAIN_FORM_CACHE_SIZE = 20000;

/** A word already in lower case without its diacritics and ligatures (ß stays). */
function withoutDiacritics(lower: string): string {
  // Most words have no diacritics: NFD and the replacement only when a character past ASCII may carry one.
  for (let i = 0; i < lower.length; i++) {
    if (lower.charCodeAt(i) < 0x80) continue;
    let plain = PLAIN_FORMS.get(lower);
    if (plain === undefined) {
      plain = lower
        .normalize('NFD')
        .replace(DIACRITICS, '')
        .replace(LIGATURES, (l) => LIGATURE_LETTERS[l]!);
      if (PLAIN_FORMS.size >= PLAIN_FORM_CACHE_SIZE) PLAIN_FORMS.clear();
      PLAIN_FORMS.set(lower, plain);
    }
    return plain;
  }
  return lower;
}

/** A word in lower case without diacritics (ß stays). */
export function normaliseWord(word: string): string {
  return withoutDiacritics(word.toLowerCase());
}

/** The word tokens of the words seen last, as written (a word of a text is most often one seen before; tokens are never changed). */
const WORD_TOKENS = new Map<string, Token>();
/** The most word tokens kept (the cache starts over past it). */
export const WORD_TOKEN_CACHE_SIZE = 20000;

function word(text: string, tagged: boolean): Token {
  const known = tagged ? undefined : WORD_TOKENS.get(text);
  if (known !== undefined) return known;
  const lower = text.toLowerCase();
  const caps = text.length >= 2 && text !== lower && text === text.toUpperCase();
  // Frozen: a kept token is shared by every text that writes the word.
  const token: Token = Object.freeze({
    kind: 'word',
    text,
    form: withoutDiacritics(lower),
    lower,
    caps,
    brk: 0,
    tagged,
  });
  if (!tagged) {
    if (WORD_TOKENS.size >= WORD_TOKEN_CACHE_SIZE) WORD_TOKENS.clear();
    WORD_TOKENS.set(text, token);
  }
  return token;
}

/** The characters HTML escapes, as text copied from a web page or a tweet's feed may still carry them ("&lt;3"). */
const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'" };
const ENTITY = /&(lt|gt|amp|quot|apos|#39);/g;

/** {@link TOKEN} tried at one position only. */
const TOKEN_AT = new RegExp(TOKEN.source, 'uy');

/** A letter or mark, what TOKEN's words are made of; each character of the Basic Multilingual Plane is classified once. */
const LETTER = /^[\p{L}\p{M}]$/u;
const LETTER_CLASS = new Uint8Array(0x10000);
const IS_LETTER = 1;
const NOT_LETTER = 2;

/** The length (1, or 2 for a surrogate pair) of the letter or mark at `i`; 0 when there is none. */
export function letterAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff)
    return isLowSurrogate(text.charCodeAt(i + 1)) && LETTER.test(text.slice(i, i + 2)) ? 2 : 0;
  let k = LETTER_CLASS[c]!;
  if (k === 0) LETTER_CLASS[c] = k = LETTER.test(String.fromCharCode(c)) ? IS_LETTER : NOT_LETTER;
  return k === IS_LETTER ? 1 : 0;
}

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * Whether at `i`, a letter, TOKEN can match only a word: neither a link ("http…", "www.") nor "xD"
 * (TOKEN's other choices start with a character that is no letter).
 */
function onlyWordAt(text: string, i: number, c: number): boolean {
  if (c === 0x78 || c === 0x58) return false;
  if (c === 0x68) return !text.startsWith('http://', i) && !text.startsWith('https://', i);
  return c !== 0x77 || !text.startsWith('www.', i);
}

/** The token or tokens of one match of TOKEN. */
function pushMatch(tokens: Token[], m: RegExpExecArray): void {
  const [, tag, face, letters, digits, emoji, mark] = m;
  if (letters !== undefined) tokens.push(word(letters, false));
  else if (mark !== undefined) {
    const brk =
      mark === ',' || mark === ';' || mark === ':' ? BREAK_CLAUSE : mark === '¡' || mark === '¿' ? 0 : BREAK_SENTENCE;
    // "¡" and "¿" open a sentence: they break nothing, but are counted with "!" and "?".
    if (brk !== 0) tokens.push(breakToken(mark, brk));
  } else if (tag !== undefined) {
    for (const part of tag.match(TAG_WORD) ?? []) tokens.push(word(part, true));
  } else if (digits !== undefined)
    tokens.push({ kind: 'word', text: digits, form: digits, lower: digits, caps: false, brk: 0, tagged: false });
  else if (emoji !== undefined)
    tokens.push({ kind: 'symbol', text: emoji, form: emoji, lower: emoji, caps: false, brk: 0, tagged: false });
  else if (face !== undefined)
    tokens.push({ kind: 'symbol', text: face, form: face, lower: face, caps: false, brk: 0, tagged: false });
}

/** A break token, as TOKEN's mark makes it. */
function breakToken(mark: string, brk: number): Token {
  return Object.freeze({ kind: 'break', text: mark, form: mark, lower: mark, caps: false, brk, tagged: false });
}
/** What a character no token but a mark starts is: its break token, or none. */
const NO_TOKEN: Token = breakToken('', 0);
/**
 * The characters that start no token of TOKEN but a mark, or none at all, by code: the breaks ".", ",",
 * "!", "?", "…" and the line break, the "¡" and "¿" that open a sentence (no break), and the quotes,
 * brackets and apostrophes no token starts with. A face starts with ":", ";", "=", "<", "^", "x",
 * "-" or ">", which are not here: TOKEN reads them.
 */
const MARKS: Readonly<Record<number, Token>> = (() => {
  const marks: Record<number, Token> = {};
  for (const mark of '.!?…\n') marks[mark.charCodeAt(0)] = breakToken(mark, BREAK_SENTENCE);
  marks[','.charCodeAt(0)] = breakToken(',', BREAK_CLAUSE);
  for (const none of '¡¿\'"()[]{}*+/\\_`|~$%’‘«»“”„–—') marks[none.charCodeAt(0)] = NO_TOKEN;
  return marks;
})();

/**
 * The tokens of `text` (see the module comment): the matches of TOKEN from left to right. Most of
 * a text is spaces, words and punctuation: a space starts no token, a word (a run of letters and marks
 * that can be nothing else) is read without the regex, and so is a mark that starts no other token
 * ({@link MARKS}); elsewhere TOKEN is tried where the scan stands.
 */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  if (text.includes('&')) text = text.replace(ENTITY, (_, name: string) => ENTITIES[name]!);
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x20) {
      i++;
      continue;
    }
    let n = letterAt(text, i);
    if (n > 0 && onlyWordAt(text, i, c)) {
      let j = i + n;
      while (j < text.length && (n = letterAt(text, j)) > 0) j += n;
      tokens.push(word(text.slice(i, j), false));
      i = j;
      continue;
    }
    const mark = MARKS[c];
    if (mark !== undefined) {
      if (mark !== NO_TOKEN) tokens.push(mark);
      i++;
      continue;
    }
    TOKEN_AT.lastIndex = i;
    const m = TOKEN_AT.exec(text);
    if (m) {
      pushMatch(tokens, m);
      i = TOKEN_AT.lastIndex;
    } else i += c >= 0xd800 && c <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1)) ? 2 : 1;
  }
  return tokens;
}

/** Counts of "!" and "?" the way a reader takes them: "¡Qué bien!" exclaims once, not twice. */
export function marks(text: string): { exclamations: number; questions: number } {
  let bang = 0;
  let openBang = 0;
  let ask = 0;
  let openAsk = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 33) bang++;
    else if (c === 0xa1) openBang++;
    else if (c === 63) ask++;
    else if (c === 0xbf) openAsk++;
  }
  return { exclamations: Math.max(bang, openBang), questions: Math.max(ask, openAsk) };
}

/** Where each token stands in the text: the offset of its first code unit (tokens keep no offsets). */
export function offsetsOf(text: string, tokens: readonly Token[]): Uint32Array {
  const out = new Uint32Array(tokens.length);
  let at = 0;
  for (let k = 0; k < tokens.length; k++) {
    const written = tokens[k]!.text;
    const i = text.indexOf(written, at);
    out[k] = i < 0 ? at : i;
    if (i >= 0) at = i + written.length;
  }
  return out;
}

let lastText: string | null = null;
let lastTokens: readonly Token[] = [];

/**
 * The tokens of `text`, shared by the readings of one text (its axes and its gloss read the same
 * tokens, which neither changes): the tokens of the text read last are kept and given again.
 */
export function tokensOf(text: string): readonly Token[] {
  if (text !== lastText) {
    lastTokens = tokenise(text);
    lastText = text;
  }
  return lastTokens;
}
