import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseLocally } from './local';
import { BOUNDARY_CLAUSE, BOUNDARY_NONE, BOUNDARY_SENTENCE, readTokens, SCAN_PIECE, scanText } from './tokens';
import { analyseSpectral } from './spectrum';
import { characterCount } from './stats';
import {
  FLAG_EXPANDS_NOT,
  FLAG_NEGATOR,
  FLAG_PHRASE_END,
  FLAG_PHRASE_START,
  FLAG_SCOPE_NEGATOR,
  IRREGULAR_NOT_STEMS,
  lookupWord,
  vocabulary,
} from './vocabulary';

/** What a scan finds, in order: each token, then the count of every ASCII character. */
type ScanEvent =
  | { word: number; boundary: number; fromContraction: boolean; caps: boolean }
  | { symbol: number }
  | { finish: number[] };

/** What a scan finds in `text`, in order, in the shape the reference below writes. */
function scanLog(text: string): ScanEvent[] {
  const log: ScanEvent[] = readTokens(text).map((token) =>
    token.kind === 'symbol'
      ? { symbol: token.id }
      : { word: token.id, boundary: token.boundary, fromContraction: token.fromContraction, caps: token.caps },
  );
  log.push({ finish: Array.from(scanText(text, 'none', true).tokens!.asciiCounts) });
  return log;
}

/** Tokens in a long text, enough to grow the token buffer past its first size several times. */
const MANY_TOKENS = 16384;

const LETTER = /^[\p{L}\p{M}\p{N}]$/u;
const EMOTICON_CHARS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** Marks of prose that may stand around an emoticon, and mouths that may be drawn out after one. */
const PROSE_MARKS = '.,!?"\'';
const MOUTHS = '()[]';

/**
 * The emoticon in a run of punctuation (and the letter or digit that ends it, if any) as the
 * rules read: the whole if the vocabulary knows it, else the part left after cutting the fewest
 * marks of prose from the front, then the fewest from the end, where a mouth repeating the
 * character before it may be cut too; an emoticon that ends in a letter or digit must not follow
 * a letter or digit or a character past ASCII.
 */
function referenceEmoticon(run: string, letter: string, before: string | undefined): number {
  const face = run + letter.toUpperCase();
  const fronts = [0];
  while (fronts.length < face.length && PROSE_MARKS.includes(face[fronts.length - 1]!)) fronts.push(fronts.length);
  for (const from of fronts) {
    if (letter !== '' && from === 0 && before !== undefined && (before >= '\x80' || /[A-Za-z0-9]/.test(before)))
      continue;
    const ends = [face.length];
    for (let to = face.length - 1; to - from >= 2; to--) {
      const cut = face[to]!;
      if (!PROSE_MARKS.includes(cut) && !(MOUTHS.includes(cut) && face[to - 1] === cut)) break;
      ends.push(to);
    }
    for (const to of ends) {
      if (to - from < 2) continue;
      const id = lookupWord(face.slice(from, to));
      if (id >= 0) return id;
    }
  }
  return -1;
}

/** The id of the word `w` (lower case) as the rules read it: itself, drawn out (and so emphasised), or with its g dropped. */
function referenceId(w: string): { id: number; drawn: boolean } {
  const v = vocabulary();
  const id = lookupWord(w);
  if (id < 0 && w.length >= 4 && w.length <= 64 && /([a-z])\1\1/.test(w)) {
    // Drawn out: runs of a letter cut to two, else to one, and emphasised.
    for (const cut of ['$1$1', '$1']) {
      const found = lookupWord(w.replace(/([a-z])\1{2,}/g, cut));
      if (found >= 0) return { id: found, drawn: true };
    }
  }
  if (id < 0 && w.length >= 5 && w.endsWith('in')) {
    // An -ing word with its g dropped, when the -ing word moves a reading or takes part in one.
    const full = lookupWord(`${w}g`);
    const tone = full >= 0 ? v.tone[full]! : 0;
    const reads =
      full >= 0 &&
      (v.valence[tone] !== 0 ||
        v.warmth[tone] !== 0 ||
        v.modifier[tone] !== 0 ||
        (v.flags[full]! & (FLAG_NEGATOR | FLAG_SCOPE_NEGATOR | FLAG_PHRASE_START | FLAG_PHRASE_END)) !== 0);
    if (reads) return { id: full, drawn: false };
  }
  return { id, drawn: false };
}

/** The tokens of one finished word `w` (lower case, `upper` letters of it in capitals, after break `boundary`) as the rules read them. */
function referenceWord(w: string, upper: number, boundary: number): ScanEvent[] {
  const v = vocabulary();
  const notId = lookupWord('not');
  let caps = upper > 1 && upper === w.length;
  if (w.length > 64) return [{ word: -1, boundary, fromContraction: false, caps: false }];
  let stem: number;
  if (w.length >= 4 && w.endsWith("n't")) {
    const irregular = IRREGULAR_NOT_STEMS[w];
    stem = irregular === undefined ? lookupWord(w.slice(0, -3)) : lookupWord(irregular);
  } else {
    const { id, drawn } = referenceId(w);
    if (drawn) caps = true;
    if (!(id >= 0 && v.flags[id]! & FLAG_EXPANDS_NOT)) return [{ word: id, boundary, fromContraction: false, caps }];
    stem = v.stems[id]!;
  }
  return [
    { word: stem, boundary, fromContraction: false, caps },
    { word: notId, boundary: BOUNDARY_NONE, fromContraction: true, caps },
  ];
}

/**
 * The word scan as its rules read, one code point at a time with strings and regular
 * expressions: a word is a run of letters, marks and numbers (lower case where that is one
 * code point), with single apostrophes (' or ’, read as ') between them; ; : , break a clause,
 * . ! ? … and line breaks a sentence; a run of 2..6 ASCII punctuation characters outside
 * words is looked up as an emoticon, and a code point from U+2190 that is no letter as an emoji.
 */
function referenceEvents(text: string): ScanEvent[] {
  const events: ScanEvent[] = [];
  const counts = new Array<number>(128).fill(0);
  let word: string | null = null;
  let upper = 0;
  let pendingApostrophe = false;
  let boundary = BOUNDARY_SENTENCE;
  let wordBoundary = 0;
  let run = '';
  let runStart = 0;
  const endRun = () => {
    const id = run.length >= 2 && run.length <= 6 ? referenceEmoticon(run, '', undefined) : -1;
    if (id >= 0) events.push({ symbol: id });
    run = '';
  };
  const endWord = () => {
    if (word === null) return;
    events.push(...referenceWord(word, upper, wordBoundary));
    word = null;
    pendingApostrophe = false;
  };
  const chars = Array.from(text);
  for (let p = 0; p < chars.length; p++) {
    const raw = chars[p]!;
    const ch = raw.length === 1 && raw >= '\ud800' && raw <= '\udfff' ? '\ufffd' : raw;
    const cp = ch.codePointAt(0)!;
    if (cp < 128) counts[cp]!++;
    const isLetter = LETTER.test(ch) && !(cp >= 0xfe00 && cp <= 0xfe0f);
    if (isLetter && word === null && run !== '' && run.length < 6 && /^[A-Za-z0-9]$/.test(ch)) {
      // An emoticon that ends in a letter or digit, alone or drawn out (":D", ":DDD", "<3").
      let end = p + 1;
      while (chars[end] === ch) end++;
      const after = chars[end];
      if (after === undefined || (after < '\x80' && !/[A-Za-z0-9']/.test(after))) {
        const id = referenceEmoticon(run, ch, chars[runStart - 1]);
        if (id >= 0) {
          events.push({ symbol: id });
          run = '';
          counts[cp]! += end - p - 1;
          p = end - 1;
          continue;
        }
      }
    }
    if (isLetter) {
      endRun();
      const lower = ch.toLowerCase();
      const letter = [...lower].length === 1 ? lower : ch;
      if (word === null) {
        word = '';
        upper = 0;
        wordBoundary = boundary;
        boundary = BOUNDARY_NONE;
      } else if (pendingApostrophe) {
        word += "'";
        pendingApostrophe = false;
      }
      word += letter;
      if (ch >= 'A' && ch <= 'Z') upper++;
      continue;
    }
    if ((ch === "'" || ch === '\u2019') && word !== null && !pendingApostrophe) {
      pendingApostrophe = true;
      continue;
    }
    endWord();
    if (!EMOTICON_CHARS.includes(ch)) endRun();
    else if (run === '') [runStart, run] = [p, ch];
    else run += ch;
    if ('.!?\n\u2026'.includes(ch)) boundary = BOUNDARY_SENTENCE;
    else if (';:,'.includes(ch) && boundary === BOUNDARY_NONE) boundary = BOUNDARY_CLAUSE;
    // An emoji the vocabulary knows.
    if (cp >= 0x2190 && lookupWord(ch) >= 0) events.push({ symbol: lookupWord(ch) });
  }
  endRun();
  endWord();
  events.push({ finish: counts });
  return events;
}

/** Pieces of varied text: words the vocabulary knows and does not, in every case, contractions, accents, emoji, CJK, punctuation. */
// prettier-ignore
const PIECES = [
  'love', 'loooove', 'sooo', 'Yesss', 'goooood', 'lovin', "lovin'", 'LOVIN', 'Amazin', 'nothin', 'mornin',
  'robin', 'begin', 'dooont', 'brrrr', 'LOVE', 'Love', 'hate', 'HATE', 'I', 'OK', 'ok', 'not', 'no', 'never',
  'could', 'should have', 'could have been', 'been', "should've been", 'was', 'supposed to', 'hoping for',
  "didn't expect", 'expected', "don't think", 'great', 'better', 'enough', 'more', 'any more', 'of', 'the',
  'few', 'a few', 'less', 'lack', 'without', 'failed to', 'anything but', 'far from', 'though', 'although',
  'even though', 'despite', 'however', 'least', 'no one', 'so', 'happier', 'very', 'really', 'thank you',
  'Thank You', 'kind of you', 'kind of', 'but', "don't", "DON'T", 'don’t', "won't", "Can't", 'can’t', "shan't",
  "isn't", 'dont', 'cant', 'cannot', "it's", "dogs'", "rock'n'roll", "o''clock", "''", "n't", "'n't",
  'well-being', 'e-mail', '--', 'café', 'CAFÉ', 'naïve', 'Ünïcödé', 'straße', 'STRASSE', 'İstanbul', 'ΣΊΣΥΦΟΣ',
  'KELVIN\u212a', '日本語', '你好世界', '한국어', '😀', '😢', '❤️', '❤', '👍🏽', '👨‍👩‍👧', '🙂🙂', ':)', ':-(', ':D', ':d',
  ':DDD', ':-P', ';)', '<3', '<333', '</3', '2:3', '!:)', ':).', ':((', '^_^', 'http://', ':))))))))', '(-:|>*',
  '*<|:-)', '..###:', ':-###..', '>:-(', '}:-)', ':-))', '@>-->--', '!!', '!!!', '?!', '...', '…', '’',
  '"quoted"', "'single'", '(aside)', 'a1b2', '2024', '3rd', 'x'.repeat(65), 'y'.repeat(64),
  'Supercalifragilistic', 'extraordinarily', 'HAPPINESS', 'Wonderful', '\ud83d', '\ude00', '\u0301', 'e\u0301',
  '\ufe0f', '\u2190', '\u2192', '\n', '\t', ',', ';', ':', '.', '!', '?',
];
const SEPARATORS = [' ', ' ', ' ', '', ', ', '. ', '! ', '\n', '  ', "'", '’', '-', '…'];

const variedText = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)) },
      { weight: 1, arbitrary: fc.tuple(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom(...SEPARATORS)) },
      { weight: 1, arbitrary: fc.tuple(fc.string({ unit: 'binary', maxLength: 4 }), fc.constant('')) },
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.map(([piece, separator]) => piece + separator).join(''));

describe('word scan', () => {
  it('finds the tokens that a straightforward reading of the rules finds, on varied text', () => {
    fc.assert(
      fc.property(variedText, (text) => {
        expect(scanLog(text)).toEqual(referenceEvents(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the same as the reference on long runs of everyday prose', () => {
    const prose =
      "Thank you SO much for yesterday!! I can't believe how kind everyone was :) " +
      "It wasn't perfect, but honestly it's the best day we've had in months… " +
      'Maybe next time we try the café by the river; the naïve idea of a picnic failed. ' +
      'Sent from my phone 📱 — talk soon ❤️\n';
    for (const text of [prose.repeat(50), prose.toUpperCase().repeat(20), prose.replaceAll("'", '’').repeat(20)]) {
      expect(scanLog(text)).toEqual(referenceEvents(text));
    }
  });

  it('reads long texts whole, whatever falls where (the scan reads a text in pieces into a token buffer that grows)', () => {
    // Every unit makes at least one event, so each text crosses a batch and several pieces.
    for (const unit of ["don't :) ", 'a ', 'x:) 😀 ', 'dont!! ', 'I ', 'xx ', 'é😀 ', 'b…c ']) {
      for (const tail of ['', 'won’t', ':)', "can't"]) {
        const text = unit.repeat(MANY_TOKENS + 50) + tail;
        expect(scanLog(text)).toEqual(referenceEvents(text));
      }
    }
    // Long stretches with no space to cut at, and spaces right at the cuts.
    for (const text of [
      'x'.repeat(SCAN_PIECE * 2 + 3),
      'a,'.repeat(SCAN_PIECE) + ' ' + 'b.'.repeat(SCAN_PIECE),
      'y'.repeat(SCAN_PIECE - 1) + ' ' + 'LOVE '.repeat(10),
      ('z'.repeat(SCAN_PIECE - 2) + ' :) ').repeat(3),
      ('😀'.repeat(SCAN_PIECE / 2 - 1) + ' ').repeat(3),
    ]) {
      expect(scanLog(text)).toEqual(referenceEvents(text));
    }
    // Some forty texts of many thousand tokens each, read twice: seconds on a busy machine.
  }, 30_000);

  it('counts the same characters with and without the word scan', () => {
    fc.assert(
      fc.property(variedText, (text) => {
        const local = analyseLocally(text);
        expect(local.spectral).toEqual(analyseSpectral(text));
        expect(local.stats.characterCount).toBe(characterCount(text));
      }),
      { numRuns: 1000 },
    );
  });
});
