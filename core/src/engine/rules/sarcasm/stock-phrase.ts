import { byFirstWord, valenceOf, wordsRead, wordTable } from '../words';
import { type Context, cue, type SarcasmCue, type SarcasmRule } from './cue';
import {
  anyGood,
  anyNuisance,
  anyOf,
  badNews,
  breakAfter,
  clauseAfter,
  COMMA,
  hasChar,
  sentenceEnd,
  sentenceStart,
} from './helpers';
import { CONTRAST } from './tables';

/** Set phrases, each with where it counts. */
const STOCK_PHRASES: readonly { words: string[]; test?: (ctx: Context, i: number, last: number) => boolean }[] = [
  // Thanks for nothing, however warmly put: "thanks a lot for nothing", "thank you so much for nothing".
  ...[
    'thanks',
    'thank you',
    'thanks so much',
    'thanks a lot',
    'thanks a bunch',
    'thanks very much',
    'thank you so much',
  ].map((thanks) => ({ words: `${thanks} for nothing`.split(' ') })),
  ...[
    'said no one ever',
    'said nobody ever',
    'slow clap',
    'how convenient',
    'oh joy',
    'oh goody',
    'oh goodie',
    'living the dream',
    'yeah sure',
    'color me shocked',
    'colour me shocked',
    'color me surprised',
    'colour me surprised',
    'surprise surprise',
    'what could possibly go wrong',
    'captain obvious',
    'no kidding sherlock',
    "like that's going to happen",
    "like that's ever going to happen",
    'like that will ever happen',
    'as if that will help',
    'love that for me',
    'love this for me',
    'love that for us',
  ].map((p) => ({ words: p.split(' ') })),
  // Mock surprise, unless good news follows ("What a surprise, thank you so much!").
  ...['what a surprise', 'big surprise', 'what a shock', 'who would have thought', 'who would have guessed'].map(
    (p) => ({
      words: p.split(' '),
      test: ({ words }: Context, _i: number, last: number) => {
        const [from, to] = clauseAfter(words, last);
        // "What a surprise to see you!" is glad surprise unless what it finds is bad news.
        return words[last + 1]?.norm === 'to' ? badNews(words, from, to) : !anyGood(words, from, to);
      },
    }),
  ),
  // "Yeah right", but not "yeah, right after lunch" nor the assent "Yeah, right, I remember now".
  {
    words: ['yeah', 'right'],
    test: ({ text, words }, i, last) => {
      const next = words[last + 1];
      if (!next || next.sentence !== words[i]!.sentence) return true;
      if (hasChar(text, words[last]!.end, next.start, COMMA)) return next.norm === 'like' || next.norm === 'as';
      return !RIGHT_AS_ADVERB.has(next.norm);
    },
  },
  // "Could this day get any better?" after bad news, and no good news beside it.
  {
    words: ['get', 'any', 'better'],
    test: ({ words }, i) => {
      const sentence = sentenceStart(words, i);
      const from = sentence > 0 ? sentenceStart(words, sentence - 1) : sentence;
      return !anyOf(words, from, i, CONTRAST) && badNews(words, from, i);
    },
  },
  // "Good luck with that." closing its sentence: doubt dressed as a wish.
  {
    words: ['good', 'luck', 'with', 'that'],
    test: ({ words }, _i, last) => sentenceEnd(words, last) === last + 1,
  },
  // "Must be nice" opening a sentence, envy unless a good wish follows: "Must be nice to leave at
  // three" but "Must be nice to have time off, enjoy it!".
  {
    words: ['must', 'be', 'nice'],
    test: ({ words }, i, last) => words[i]!.first && !anyOf(words, last + 1, sentenceEnd(words, last), GOOD_WISHES),
  },
  // "Take your time" beside a deadline or a wait: "Oh sure, take your time, it's only due tomorrow."
  {
    words: ['take', 'your', 'time'],
    test: ({ words }, _i, last) => {
      const [from, to] = clauseAfter(words, last);
      const end = to < words.length && from === last + 1 ? sentenceEnd(words, to) : to;
      return anyOf(words, from, end, DEADLINE) && !anyOf(words, from, end, NEGATIONS);
    },
  },
  // "Oh wait, you didn't…": mock discovery of the reader's omission.
  {
    words: ['oh', 'wait'],
    test: ({ words }, _i, last) => {
      const end = sentenceEnd(words, last);
      return (
        last + 1 < end &&
        PEOPLE.has(words[last + 1]!.norm) &&
        anyOf(words, last + 2, Math.min(end, last + 5), NEGATIONS)
      );
    },
  },
  // "Nothing says 'we care' like a pizza party.": a virtue shown by something poor or bad, unlike
  // "Nothing says home like the smell of fresh coffee".
  {
    words: ['nothing', 'says'],
    test: ({ words }, i) => {
      const end = sentenceEnd(words, i);
      for (let k = i + 2; k < end; k++) {
        if (words[k]!.norm !== 'like') continue;
        let virtue = false;
        for (let v = i + 2; v < k; v++) virtue ||= valenceOf(words[v]!) >= 1;
        for (let y = k + 1; y < end; y++) if (valenceOf(words[y]!) >= 1) return false;
        return virtue || anyNuisance(words, k + 1, end);
      }
      return false;
    },
  },
  // "That's just great." — "just" + praise closing a sentence.
  ...['great', 'perfect', 'wonderful', 'fantastic', 'lovely', 'brilliant'].map((p) => ({
    words: ['just', p],
    test: ({ text, words }: Context, _i: number, last: number) =>
      breakAfter(text, words[last]!.end) && sentenceEnd(words, last) === last + 1,
  })),
];
const STOCK_BY_FIRST_WORD = byFirstWord(STOCK_PHRASES);
/** The stock phrases that may start at a word, looked up once per distinct word (null for none). */
const stockPhrasesAt = wordTable((norm) => STOCK_BY_FIRST_WORD.get(norm) ?? null);
/** Words of a good wish to the reader, for "must be nice". */
const GOOD_WISHES = new Set(['enjoy', 'congrats', 'congratulations', 'deserve', 'deserved', 'glad', 'happy', 'hope']);
/** Words that tell of a deadline or a wait, for "take your time". */
const DEADLINE = new Set([
  'deadline',
  'due',
  'already',
  'only',
  'waiting',
  'overdue',
  'late',
  'tomorrow',
  'today',
  'tonight',
]);
const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  "isn't",
  "aren't",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "haven't",
  "hasn't",
  'until',
]);
const PEOPLE = new Set(['you', 'they', 'he', 'she', 'we']);
const RIGHT_AS_ADVERB = new Set([
  'after',
  'before',
  'now',
  'away',
  'here',
  'there',
  'back',
  'on',
  'behind',
  'next',
  'then',
]);

/** Set phrases almost always meant ironically. */
export const stockPhrase: SarcasmRule = (ctx) => {
  const { text, words } = ctx;
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    const candidates = stockPhrasesAt(words[i]!);
    if (!candidates) continue;
    for (const p of candidates) {
      if (!wordsRead(words, i, p.words)) continue;
      const last = i + p.words.length - 1;
      if (!p.test || p.test(ctx, i, last)) found.push(cue('stockPhrase', text, words[i]!.start, words[last]!.end));
    }
  }
  return found;
};
