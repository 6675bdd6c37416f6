/**
 * Sarcasm and mock praise: praise that means its opposite. Each cue is one named rule,
 * applied in the order of SARCASM_RULES:
 *
 * 1. ironyTag — the writer says so: "#sarcasm", "#not", "/s", or a "Not." after praise.
 * 2. eyeRoll — 🙄 😒 🙃, "*rolls eyes*".
 * 3. stockPhrase — set phrases almost always meant ironically: "thanks for nothing",
 *    "yeah right", "said no one ever", "slow clap", "must be nice", "nothing says… like",
 *    "what a surprise", "oh joy", "love that for me", a sentence ending "just great",
 *    "take your time" beside a deadline, "oh wait, you didn't…", "good luck with that.",
 *    "what could possibly go wrong", "could this day get any better?" after bad news.
 * 4. mockInterjection — a praise word thrown at the start of a sentence ("Oh great,",
 *    "Perfect.", "Brilliant…"), alone or naming its object ("Great battery life,", "Best
 *    airline ever,", "Lucky me,"), followed by a nuisance and nothing good: "Great, another
 *    meeting", "Perfect, my flight got delayed again".
 * 5. praiseOfBadSituation — a positive evaluation whose object is an annoying situation:
 *    "love waiting an hour", "love how the app crashes", "can't wait to spend four hours
 *    on hold", "nothing like a mandatory team-building day", "good to know the refund is
 *    pending", "gotta love printers that jam", "yay for another outage".
 * 6. mockThanks — thanks for a harm ("thanks for ruining…"), "gee/wow, thanks" for
 *    nothing good, or emphatic thanks before a mishap ("Thanks a lot, now I'm late").
 * 7. sureBecause — "Sure, because…", "Yeah, because that worked so well".
 * 8. scareQuotes — praise held at arm's length in quotes: your "helpful" comments.
 * 9. clearlyPraise — "clearly"/"obviously" + praise beside a complaint.
 * 10. mockCompliment — praise of the reader for a failure: "Great job breaking the build",
 *     "Five stars for losing my luggage", "Nice of you to finally show up".
 * 11. lateThanks — thanks for something late: "Thanks for calling back, only two days later",
 *     "Finally, after only six hours, the technician showed up."
 * 12. closingPraise — a short sentence or closing clause of bare praise, or of feigned surprise,
 *     right after bad news: "My phone died. Best day ever.", "The train is late again, just
 *     wonderful.", "He forgot again. Shocker."
 * 13. ellipsisTurn — praise trailing off into a complaint: "The update is brilliant… now
 *     nothing loads", "Wow, thanks for the heads up... an hour after it happened".
 *
 * A nuisance is a word from NUISANCES (waiting counts only with a duration: "waiting an
 * hour", not "waiting for the sunset") or a word rated −1 or lower in the engine's graded
 * lexicon, and lateness ("three weeks later", "an hour after"); a nuisance denied ("no
 * delays", "stopped raining") or a weekday named as a date ("on Monday") is none. Ordinary
 * praise stays praise: a praise word is only mock praise when its object is a nuisance and
 * nothing good sits beside it.
 */
import { byFirstWord, splitWords, valenceOf, wordsRead, wordTable, type RuleWord } from './words';

/** The kind of cue that showed sarcasm. */
export type SarcasmCueKind =
  | 'ironyTag'
  | 'eyeRoll'
  | 'stockPhrase'
  | 'mockInterjection'
  | 'praiseOfBadSituation'
  | 'mockThanks'
  | 'sureBecause'
  | 'scareQuotes'
  | 'clearlyPraise'
  | 'mockCompliment'
  | 'lateThanks'
  | 'closingPraise'
  | 'ellipsisTurn';

/** One place the text shows sarcasm. */
export interface SarcasmCue {
  kind: SarcasmCueKind;
  /** The words (or emoji, or tag) that show it, as written. */
  phrase: string;
  /** UTF-16 offsets of the phrase in the text, end exclusive. */
  start: number;
  end: number;
}

/** Whether a text reads as sarcastic, how strongly, and why. */
export interface SarcasmReading {
  /** True when the cues together reach SARCASM_THRESHOLD. */
  sarcastic: boolean;
  /** 0..1: 1 − Π(1 − strength of each cue); 0 with no cue. */
  strength: number;
  cues: SarcasmCue[];
}

/** How surely each kind of cue, alone, shows sarcasm (0..1). */
export const SARCASM_CUE_STRENGTH: Readonly<Record<SarcasmCueKind, number>> = {
  ironyTag: 0.95,
  eyeRoll: 0.7,
  stockPhrase: 0.8,
  mockInterjection: 0.75,
  praiseOfBadSituation: 0.75,
  mockThanks: 0.8,
  sureBecause: 0.7,
  scareQuotes: 0.6,
  clearlyPraise: 0.6,
  mockCompliment: 0.75,
  lateThanks: 0.7,
  closingPraise: 0.7,
  ellipsisTurn: 0.6,
};

/** Strength (0..1) at or above which a text is read as sarcastic: any one cue reaches it. */
export const SARCASM_THRESHOLD = 0.5;

/**
 * Situations people complain about that are not negative words in themselves, with the
 * forms they take. Words rated −1 or lower in the graded lexicon count as well.
 */
export const NUISANCES: ReadonlySet<string> = new Set(
  (
    'another again delay delays delayed late later traffic jam jammed jams stuck queue queues ' +
    'monday mondays meeting meetings overtime deadline deadlines paperwork forms cancelled canceled cancel ' +
    'broken breaks crashed crashes crashing outage outages down rain raining rained snow snowing ' +
    'spam ignored ignoring interrupted interrupting forgot forgetting lost losing missed ' +
    'bill bills taxes debt laundry chores headache migraine hangover alarm homework mandatory unpaid ' +
    'reboot restart bug bugs error errors noise construction roadworks detour layoffs audit commute ' +
    'leak leaking redo rewrite reorg restructure dies died stopped stops fails failed freezes froze ' +
    'wrong hold rent flu deleted erased wiped overwritten ' +
    'delete deleting lose break breaking snapped cracked overheat overheats overheating spoil spoiled spoiling ' +
    'ruin ruined wasted wasting flooded chewed dropped drops pending blamed forget ignore crash ' +
    'loud loudly noisy drilling spilled spilt towed overbooked fined hail stolen scratched dented burnt torn ' +
    'ripped stained clogged stranded evicted overcharged hacked postponed mistake mistakes leaked locked ' +
    'crushed soaked spoiler spoilers spilling vomit vomited puked worse slower missing empty stale soggy expired ' +
    'refused rejected denied'
  ).split(' '),
);

/** Waiting is only a nuisance with one of these near it ("an hour", "on hold", "in line"). */
const WAIT_WORDS = new Set(['wait', 'waiting', 'waited', 'waits']);
const DURATIONS = new Set(
  'hour hours minute minutes forever ages day days week weeks month months year years hold line queue traffic around'.split(
    ' ',
  ),
);

/** Spans of time, for lateness: "three weeks later", "an hour after it happened". */
const TIME_UNITS = new Set('minute minutes hour hours day days week weeks month months year years'.split(' '));

/** Words that turn a nuisance into good news ("the bug is fixed"). */
const RESOLVED = new Set(
  'fixed solved resolved sorted done finished over gone works working back safe saved won thanks thank fixing solving resolving helping beating overcoming tackling'.split(
    ' ',
  ),
);

/** Praise words that, thrown at the start of a sentence, may be mock praise. */
const INTERJECTIONS = new Set(
  'great perfect wonderful fantastic brilliant lovely awesome terrific marvelous marvellous super splendid excellent amazing nice fabulous outstanding superb impressive incredible magnificent genius stellar delightful yay bargain treat'.split(
    ' ',
  ),
);
/** Words that may come before such an interjection. */
const LEAD_INS = new Set(['oh', 'ah', 'well', 'just', 'wow', 'and', 'how', 'what', 'a', 'really', 'such']);
/** Praise words that are mock interjections only after "oh": "Oh good, another reset email." */
const OH_INTERJECTIONS = new Set(['good', 'goody', 'fun']);
/** Words that open a praise phrase naming its object before the break: "Best airline ever,", "Lucky me,", "Top-notch service:". */
const PHRASE_OPENERS = new Set(['best', 'lucky', 'top']);
/** Words that turn a complaint into a fair, mixed judgement ("Great hotel, but the wifi was down"). */
const CONTRAST = new Set(['but', 'although', 'though', 'except', 'despite', 'however', 'sorry', 'apologies']);

/** Rated valence at or above which a word is good news (−4..4). */
const GOOD = 1.5;
/** Rated valence at or below which a word is bad news (−4..4). */
const BAD = -1;

/** Everything a rule reads. */
interface Context {
  text: string;
  words: readonly RuleWord[];
}

/** A named rule: the cues it finds. */
type SarcasmRule = (ctx: Context) => SarcasmCue[];

const cue = (kind: SarcasmCueKind, text: string, start: number, end: number): SarcasmCue => ({
  kind,
  phrase: text.slice(start, end),
  start,
  end,
});

/** Index just past the last word of word i's sentence. */
const sentenceEnd = (words: readonly RuleWord[], i: number): number => words[i]!.sentenceEnd;

/** Index of the first word of word i's sentence. */
function sentenceStart(words: readonly RuleWord[], i: number): number {
  let k = i;
  while (k > 0 && words[k - 1]!.sentence === words[i]!.sentence) k--;
  return k;
}

/** The words after word i to the end of its sentence, or the next sentence when none follow. */
function clauseAfter(words: readonly RuleWord[], i: number): [number, number] {
  const end = sentenceEnd(words, i);
  if (end > i + 1) return [i + 1, end];
  return end < words.length ? [end, sentenceEnd(words, end)] : [end, end];
}

/** True when a clause break (, . ! ? … ; : dash or the end of the text) comes right after offset `end`. */
function breakAfter(text: string, end: number): boolean {
  let i = end;
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  return i === text.length || ',.!?…;:-–—\n'.includes(text[i]!);
}

function isNuisance(words: readonly RuleWord[], k: number): boolean {
  // "on Monday", "next week's meeting": a day named as a date is no complaint.
  if (k > 0 && is(words[k]!, ROLE_WEEKDAY) && DATE_WORDS.has(words[k - 1]!.norm)) return false;
  // "we are meeting at six": a verb, not the meeting people complain of.
  if (k > 0 && words[k]!.norm === 'meeting' && AUXILIARIES.has(words[k - 1]!.norm)) return false;
  // "no delays", "never late", "it stopped raining": a nuisance denied is none.
  if (k > 0 && (NEGATORS.has(words[k - 1]!.norm) || STOPS.has(words[k - 1]!.norm))) return false;
  if (STOPS.has(words[k]!.norm) && k + 1 < words.length && is(words[k + 1]!, ROLE_NUISANCE)) return false;
  // "an hour after it happened", "the day before launch": a span of time tells of lateness or short notice.
  if (words[k]!.norm === 'after' || words[k]!.norm === 'before') return k > 0 && is(words[k - 1]!, ROLE_TIME_UNIT);
  if (is(words[k]!, ROLE_WAIT)) {
    for (let j = Math.max(0, k - 3); j < Math.min(words.length, k + 6); j++) {
      if (words[j]!.sentence === words[k]!.sentence && is(words[j]!, ROLE_DURATION)) return true;
    }
    return false;
  }
  // "nothing loads", "nothing works": the thing does not do its job.
  if (words[k]!.norm === 'nothing') return k + 1 < words.length && FAILS_TO.has(words[k + 1]!.norm);
  return is(words[k]!, ROLE_NUISANCE) || valenceOf(words[k]!) <= BAD;
}

const AUXILIARIES = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', "we're", "i'm", "they're", "you're"]);

/** Words before a weekday that make it a date. */
const DATE_WORDS = new Set(['on', 'next', 'this', 'by', 'until', 'till', 'from', 'since']);

/** Words that deny the word after them. */
const NEGATORS = new Set(
  "no not never nothing without zero isn't wasn't aren't weren't don't doesn't didn't won't hasn't haven't".split(' '),
);
/** Verbs that end what follows them: "stopped working" is bad news, "stopped raining" good. */
const STOPS = new Set(['stopped', 'stops', 'quit']);

/** Verbs that after "nothing" tell that a thing does not do its job. */
const FAILS_TO = new Set([
  'works',
  'worked',
  'loads',
  'loaded',
  'opens',
  'starts',
  'syncs',
  'prints',
  'charges',
  'fits',
]);

function anyNuisance(words: readonly RuleWord[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (isNuisance(words, k)) return true;
  return false;
}

function anyGood(words: readonly RuleWord[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    // "nothing works", "stopped working", "not fixed": good news denied is none.
    if (k > 0 && (NEGATORS.has(words[k - 1]!.norm) || STOPS.has(words[k - 1]!.norm))) continue;
    if (is(words[k]!, ROLE_RESOLVED) || valenceOf(words[k]!) >= GOOD) return true;
  }
  return false;
}

/** True when a word in words[from, to) is in the set. */
function anyOf(words: readonly RuleWord[], from: number, to: number, set: ReadonlySet<string>): boolean {
  for (let k = from; k < to; k++) if (set.has(words[k]!.norm)) return true;
  return false;
}

/** A nuisance in words[from, to) and nothing good there. */
const badNews = (words: readonly RuleWord[], from: number, to: number) =>
  anyNuisance(words, from, to) && !anyGood(words, from, to);

/** True when words[from, to) hold thanks or praise. */
function anyPraise(words: readonly RuleWord[], from: number, to: number): boolean {
  for (let k = from; k < to; k++)
    if (is(words[k]!, ROLE_THANKS | ROLE_LOVE) || valenceOf(words[k]!) >= GOOD) return true;
  return false;
}

/**
 * Irony tags: #sarcasm, #not, #irony, /s, and a "Not." taking back the praise or thanks just
 * said ("Thanks for telling me. Not.", "Best service ever NOT").
 */
export const ironyTag: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  // "Not." alone as a sentence, or a shouted "NOT" closing one: only a sentence's last word.
  for (let i = words[0]?.sentenceEnd ?? 1; i <= words.length; i = words[i]?.sentenceEnd ?? words.length + 1) {
    const w = words[i - 1]!;
    if (w.norm !== 'not') continue;
    const alone = w.first;
    if (alone ? i < 2 : text.slice(w.start, w.end) !== 'NOT') continue;
    const from = alone ? sentenceStart(words, i - 2) : sentenceStart(words, i - 1);
    if (anyPraise(words, from, i - 1)) found.push(cue('ironyTag', text, w.start, w.end));
  }
  if (!text.includes('#') && !text.includes('/s')) return found;
  for (const m of text.matchAll(
    /(?<=^|[\s(])(?:#(?:sarcasm|sarcastic|not|irony|ironic|notreally)\b|\/s(?=$|[\s.!?)]))/gi,
  ))
    found.push(cue('ironyTag', text, m.index, m.index + m[0].length));
  return found;
};

/** Eye-roll emoji and written eye rolls. */
export const eyeRoll: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  // Every eye-roll emoji is a surrogate pair led by \uD83D: without one the search is skipped.
  if (text.includes('\uD83D'))
    for (const m of text.matchAll(/[\u{1F644}\u{1F612}\u{1F643}]/gu))
      found.push(cue('eyeRoll', text, m.index, m.index + m[0].length));
  words.forEach((w, i) => {
    if (!is(w, ROLE_EYE_ROLL)) return;
    const phrase =
      w.norm === 'eyeroll' ? 1 : wordsRead(words, i, ['rolls', 'eyes']) || wordsRead(words, i, ['eye', 'roll']) ? 2 : 0;
    if (phrase > 0) found.push(cue('eyeRoll', text, w.start, words[i + phrase - 1]!.end));
  });
  return found;
};

/** Set phrases, each with where it counts. */
const STOCK_PHRASES: readonly { words: string[]; test?: (ctx: Context, i: number, last: number) => boolean }[] = [
  ...[
    'thanks for nothing',
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
    if (!is(words[i]!, ROLE_STOCK)) continue;
    const candidates = STOCK_BY_FIRST_WORD.get(words[i]!.norm);
    if (!candidates) continue;
    for (const p of candidates) {
      if (!wordsRead(words, i, p.words)) continue;
      const last = i + p.words.length - 1;
      if (!p.test || p.test(ctx, i, last)) found.push(cue('stockPhrase', text, words[i]!.start, words[last]!.end));
    }
  }
  return found;
};

const PEOPLE_WORDS = new Set(['you', 'your', 'we', 'us', 'i', 'me', 'everyone', 'everybody', 'all', 'guys', 'team']);

/** Index of the last word of a praise phrase of two to five words closed by a break, from word i; −1 if none. */
function praisePhraseEnd(text: string, words: readonly RuleWord[], i: number): number {
  const end = sentenceEnd(words, i);
  for (let last = i + 1; last < Math.min(i + 5, end); last++) {
    // "Great start to the week," names an object; "Great to see you," greets a person.
    const norm = words[last]!.norm;
    if (PEOPLE_WORDS.has(norm) && !(last === i + 1 && norm === 'me')) return -1;
    if (norm === 'to' && !DETERMINERS.has(words[last + 1]?.norm ?? '')) return -1;
    if (!breakAfter(text, words[last]!.end)) continue;
    const opener = words[i]!.norm;
    if (opener === 'best' && words[last]!.norm !== 'ever') return -1;
    if ((opener === 'lucky' || opener === 'top') && words[i + 1]!.norm !== (opener === 'top' ? 'notch' : 'me'))
      return -1;
    return last;
  }
  return -1;
}

/**
 * A praise word thrown at the start of a sentence, alone or naming its object ("Great battery
 * life,", "Best airline ever,"), then a nuisance and nothing good.
 */
export const mockInterjection: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (is(w, ROLE_PHRASE_OPENER) && w.first) {
      const last = praisePhraseEnd(text, words, i);
      const [from, to] = last < 0 ? [0, 0] : clauseAfter(words, last);
      if (from < to && !anyOf(words, from, to, CONTRAST) && badNews(words, from, to))
        found.push(cue('mockInterjection', text, w.start, words[last]!.end));
      continue;
    }
    if (!is(w, ROLE_INTERJECTION) && !(OH_INTERJECTIONS.has(w.norm) && words[i - 1]?.norm === 'oh')) continue;
    let lead = i;
    while (lead > 0 && !words[lead]!.first && LEAD_INS.has(words[lead - 1]!.norm) && i - lead < 2) lead--;
    if (!words[lead]!.first) continue;
    const next = words[i + 1];
    const sameSentence = next !== undefined && next.sentence === w.sentence;
    let mock = false;
    if (sameSentence && (next.norm === 'another' || next.norm === 'more' || next.norm === 'again')) {
      mock = !anyGood(words, i + 2, sentenceEnd(words, i));
    } else if (breakAfter(text, w.end)) {
      const [from, to] = clauseAfter(words, i);
      // Alone ("Oh great." as the whole reply) it is mock praise only after "oh" or "just".
      mock = from === to ? words[i - 1]?.norm === 'oh' || words[i - 1]?.norm === 'just' : badNews(words, from, to);
    } else if (words[lead]!.first) {
      // A praise word naming its object: "Great battery life, it died in an hour."
      const last = praisePhraseEnd(text, words, i);
      if (last >= 0) {
        const [from, to] = clauseAfter(words, last);
        if (from < to && !anyOf(words, from, to, CONTRAST) && badNews(words, from, to)) {
          found.push(cue('mockInterjection', text, words[lead]!.start, words[last]!.end));
          continue;
        }
      }
    }
    if (mock) found.push(cue('mockInterjection', text, words[lead]!.start, w.end));
  }
  return found;
};

const LOVE = new Set(['love', 'loves', 'loved', 'loving', 'adore', 'enjoy', 'enjoying', 'enjoyed', 'pleasure']);
const CLAUSE_OPENERS = new Set(['how', 'when', 'that']);
const RELATIVES = new Set(['that', 'who', 'which', 'when']);
const DETERMINERS = new Set(['the', 'a', 'my', 'our', 'your', 'all', 'these', 'those', 'this', 'that']);
/**
 * Phrases that praise what follows them ("can't wait to", "nothing like"), or, closing a
 * sentence, what came just before ("The car broke down. Just what I needed.").
 */
const PRAISE_LEADS: readonly { words: string[] }[] = [
  'just what i needed',
  'just what we needed',
  'exactly what i needed',
  'exactly what we needed',
  'just what i wanted',
  'yay for',
  'hooray for',
  'hurray for',
  'three cheers for',
  ...['what a', 'what a great', 'what a wonderful', 'what a perfect', 'what a lovely', 'what a fantastic'].map(
    (p) => `${p} way to`,
  ),
  'exactly what i wanted',
  'just what i always wanted',
  'thrilled to',
  'excited to',
  "can't wait to",
  'cannot wait to',
  'delighted to',
  'so glad',
  'nothing like',
  'nothing better than',
  'the best part',
  'good to know',
  'nothing i love more than',
  'nothing i enjoy more than',
  'so happy',
  'so thrilled',
  'impressive how',
  'incredible how',
  "can't wait for",
  'if you like',
  'if you enjoy',
  'if you love',
  'my favorite',
  'my favourite',
  'amazing how',
  'funny how',
  'great how',
  'nice how',
  'wonderful how',
].map((p) => ({ words: p.split(' ') }));
const PRAISE_LEADS_BY_FIRST_WORD = byFirstWord(PRAISE_LEADS);

const isGerund = (w: string) => (w.length > 4 && w.endsWith('ing')) || w === 'being' || w === 'getting';

/** A positive evaluation whose object is an annoying situation. */
export const praiseOfBadSituation: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  const add = (i: number, to: number) =>
    found.push(cue('praiseOfBadSituation', text, words[i]!.start, words[to - 1]!.end));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const end = w.sentenceEnd;
    if (!is(w, ROLE_LOVE | ROLE_PRAISE_LEAD)) continue;
    if (is(w, ROLE_LOVE) && i + 1 < end) {
      let k = i + 1;
      if (words[k]!.norm === 'it' && words[k + 1]?.norm === 'when' && k + 1 < end) k++;
      const next = words[k]!.norm;
      if (isGerund(next)) {
        // "love waiting an hour", "love being ignored": the gerund's own clause.
        const to = Math.min(end, k + 12);
        if (badNews(words, k, to)) add(i, to);
      } else if (CLAUSE_OPENERS.has(next)) {
        if (badNews(words, k + 1, end)) add(i, end);
      } else {
        // "Gotta love Monday mornings": a nuisance as the direct object.
        const object = DETERMINERS.has(next) ? k + 1 : k;
        if (object < end && NUISANCES.has(words[object]!.norm)) add(i, object + 1);
        // "Gotta love printers that jam every time": what the object does is bad news.
        else
          for (let r = object + 1; r < Math.min(end, object + 3); r++) {
            if (!RELATIVES.has(words[r]!.norm)) continue;
            if (badNews(words, r + 1, end)) add(i, end);
            break;
          }
      }
      continue;
    }
    for (const { words: lead } of PRAISE_LEADS_BY_FIRST_WORD.get(w.norm) ?? []) {
      if (!wordsRead(words, i, lead)) continue;
      const from = i + lead.length;
      if (from < end && badNews(words, from, end)) add(i, end);
      // Closing its own short sentence ("Just what I needed today."), it praises the sentence before.
      else if (w.first && i > 0 && end - from <= (lead.includes('way') ? 4 : 2) && !anyGood(words, from, end)) {
        if (badNews(words, sentenceStart(words, i - 1), i)) add(i, end);
      }
    }
  }
  return found;
};

const THANKS = new Set(['thanks', 'thank', 'thx']);

/**
 * Thanks for a harm ("thanks for ruining my weekend"), "gee/wow, thanks" for nothing good, or
 * emphatic thanks before a mishap ("Thanks a lot, now I'm late").
 */
export const mockThanks: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!is(words[i]!, ROLE_THANKS)) continue;
    const end = sentenceEnd(words, i);
    let k = i + 1;
    if (words[i]!.norm === 'thank' && words[k]?.norm === 'you') k++;
    if (k < end && (words[k]!.norm === 'a' || words[k]!.norm === 'so') && k + 1 < end) k += 2;
    const mocking = i > 0 && (words[i - 1]!.norm === 'gee' || words[i - 1]!.norm === 'wow') && !words[i]!.first;
    const start = mocking ? i - 1 : i;
    if (k < end && words[k]!.norm === 'for' && k + 1 < end) {
      const deed = words[k + 1]!;
      // The deed thanked for is itself a harm ("ruining", "ignoring", "forgetting").
      const harm = isGerund(deed.norm) && (valenceOf(deed) <= BAD || NUISANCES.has(deed.norm));
      if (harm || (mocking && badNews(words, k + 1, end)))
        found.push(cue('mockThanks', text, words[start]!.start, words[end - 1]!.end));
    } else if (mocking && (k >= end || breakAfter(text, words[k - 1]!.end))) {
      // "Gee, thanks." alone is mock thanks; "Wow, thanks!" only when bad news follows.
      const [from, to] = clauseAfter(words, k - 1);
      const alone = from === to && words[start]!.norm === 'gee';
      if (alone || (from < to && badNews(words, from, to)))
        found.push(cue('mockThanks', text, words[start]!.start, words[k - 1]!.end));
    } else if (k > i + 2 && breakAfter(text, words[k - 1]!.end) && k < end) {
      // "Thanks a lot, now I have to redo it": emphatic thanks, then a mishap, no apology or "but".
      if (!anyOf(words, k, end, CONTRAST) && !anyGood(words, k, end) && anyMishap(words, k, end))
        found.push(cue('mockThanks', text, words[i]!.start, words[k - 1]!.end));
    }
  }
  return found;
};

/** True when words[from, to) tell of a mishap: a nuisance that is not a mere subject of daily life. */
function anyMishap(words: readonly RuleWord[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (isNuisance(words, k) && !EVERYDAY.has(words[k]!.norm)) return true;
  return false;
}

const SURE = new Set(['sure', 'yeah', 'right', 'yes', 'oh']);

/** "Sure, because…": agreement that mocks the reason it gives. */
export const sureBecause: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    if (!words[i]!.first || !is(words[i]!, ROLE_SURE)) continue;
    let k = i + 1;
    if ((words[i]!.norm === 'oh' || words[i]!.norm === 'yeah') && SURE.has(words[k]!.norm)) k++;
    const because = words[k];
    // "Yeah, because of you we made it" gives a reason; "Yeah, because that worked" mocks one.
    if (
      because &&
      because.sentence === words[i]!.sentence &&
      (because.norm === 'because' || because.norm === 'cause') &&
      words[k + 1]?.norm !== 'of'
    )
      found.push(cue('sureBecause', text, words[i]!.start, because.end));
  }
  return found;
};

/** Quotation marks, as code units: ' " ‘ “ opening, ' " ’ ” closing. */
const OPEN_QUOTES = [39, 34, 0x2018, 0x201c];
const CLOSE_QUOTES = [39, 34, 0x2019, 0x201d];
/** Words praised in quotes that read as scare quotes even without a lexicon rating. */
const QUOTABLE_PRAISE = new Set(
  'help helpful advice feedback quick fast professional friendly expert support service improvement upgrade fix urgent smart easy simple genius reliable free best'.split(
    ' ',
  ),
);
const REPORTING = new Set([
  'said',
  'says',
  'say',
  'called',
  'word',
  'titled',
  'named',
  'wrote',
  'labelled',
  'labeled',
  'marked',
]);

/** Praise held at arm's length in quotes: your "helpful" comments. */
export const scareQuotes: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.start === 0 || !OPEN_QUOTES.includes(text.charCodeAt(w.start - 1))) continue;
    if (w.start >= 2 && /[\p{L}\p{N}]/u.test(text[w.start - 2]!)) continue;
    if (i > 0 && REPORTING.has(words[i - 1]!.norm)) continue;
    // One or two quoted words.
    for (let last = i; last < Math.min(i + 2, words.length); last++) {
      if (!CLOSE_QUOTES.includes(text.charCodeAt(words[last]!.end))) continue;
      let praise = false;
      for (let k = i; k <= last; k++) praise ||= is(words[k]!, ROLE_QUOTABLE) || valenceOf(words[k]!) >= 1;
      if (praise) found.push(cue('scareQuotes', text, w.start - 1, words[last]!.end + 1));
      break;
    }
  }
  return found;
};

const CLEARLY = new Set(['clearly', 'obviously', 'evidently']);
const PLAIN_PRAISE = new Set(['best', 'quality', 'genius', 'great', 'brilliant', 'well', 'smart']);

/** "Clearly"/"obviously" + praise beside a complaint: "…then it dies. Obviously a quality purchase." */
export const clearlyPraise: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!is(words[i]!, ROLE_CLEARLY)) continue;
    const end = sentenceEnd(words, i);
    for (let k = i + 1; k < Math.min(end, i + 6); k++) {
      if (!is(words[k]!, ROLE_PLAIN_PRAISE) && valenceOf(words[k]!) < GOOD) continue;
      // The complaint sits in this sentence before "clearly", or in the one before it.
      const from = words[i]!.first ? (i > 0 ? sentenceStart(words, i - 1) : i) : sentenceStart(words, i);
      if (anyNuisance(words, from, i) || badNews(words, k + 1, end))
        found.push(cue('clearlyPraise', text, words[i]!.start, words[k]!.end));
      break;
    }
  }
  return found;
};

/** Praise of the reader's deed; those ending in "to" name it by a verb ("nice of you to…"). */
const COMPLIMENTS: readonly { words: string[] }[] = [
  // A praise word and what it praises: "great job", "brilliant move", "awesome work".
  ...'great good nice awesome brilliant genius excellent amazing fantastic smart clever'
    .split(' ')
    .flatMap((praise) => 'job work move thinking idea plan call going'.split(' ').map((deed) => `${praise} ${deed}`)),
  'well done',
  'way to go',
  'nice going',
  'bravo',
  'five stars for',
  'nice of you to',
  'good of you to',
  'kind of you to',
  'sweet of you to',
].map((p) => ({ words: p.split(' ') }));
const COMPLIMENTS_BY_FIRST_WORD = byFirstWord(COMPLIMENTS);
/** Words that may stand between a compliment and the deed: "Well done, you managed to delete…". */
const BEFORE_DEED = new Set(['on', 'for', 'you', 'managed', 'to', 'really', 'totally', 'just', 'once', 'again']);

/**
 * Praise of the reader for a failure: "Great job breaking the build", "Five stars for losing
 * my luggage", "Nice of you to finally show up", "Nice of you to reply three weeks later".
 */
export const mockCompliment: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!is(words[i]!, ROLE_COMPLIMENT)) continue;
    for (const { words: lead } of COMPLIMENTS_BY_FIRST_WORD.get(words[i]!.norm) ?? []) {
      if (!wordsRead(words, i, lead)) continue;
      const end = sentenceEnd(words, i);
      let k = i + lead.length;
      while (k < end && BEFORE_DEED.has(words[k]!.norm)) k++;
      if (k >= end) continue;
      const byVerb = lead[lead.length - 1] === 'to';
      const deed = words[k]!;
      // The deed is itself a harm, or (for "nice of you to…") it came at last or late.
      const mock =
        isNuisance(words, k) ||
        (byVerb && (deed.norm === 'finally' || latenessAt(words, k, end) >= 0)) ||
        (isGerund(deed.norm) && !anyGood(words, k, end) && anyNuisance(words, k, Math.min(end, k + 2)));
      if (mock) {
        found.push(cue('mockCompliment', text, words[i]!.start, deed.end));
        continue;
      }
      // "Well done, team, we missed the deadline", "Five stars for the driver who threw my parcel":
      // the clause after a compliment, or a review's whole object, is bad news.
      const leadEnd = words[i + lead.length - 1]!.end;
      if (
        (breakAfter(text, leadEnd) || lead[lead.length - 1] === 'for') &&
        !anyOf(words, k, end, CONTRAST) &&
        badNews(words, k, end)
      )
        found.push(cue('mockCompliment', text, words[i]!.start, leadEnd));
    }
  }
  return found;
};

/**
 * Index of the last word where words[from, to) tell of lateness — a span of time then "later"
 * ("two days later"), or "after only" and its span ("after only six hours") — or −1.
 */
function latenessAt(words: readonly RuleWord[], from: number, to: number): number {
  for (let k = from; k + 1 < to; k++) {
    const next = words[k + 1]!.norm;
    if (is(words[k]!, ROLE_TIME_UNIT) && (next === 'later' || next === 'after' || next === 'late')) return k + 1;
    if (words[k]!.norm === 'after' && next === 'only') {
      for (let u = k + 2; u < Math.min(to, k + 5); u++) if (is(words[u]!, ROLE_TIME_UNIT)) return u;
      return k + 1;
    }
  }
  return -1;
}

/**
 * Thanks, or a sentence opened by "finally", for something late: "Thanks for calling back,
 * only two days later", "Finally, after only six hours, the technician showed up".
 */
export const lateThanks: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!(is(w, ROLE_THANKS) || (w.norm === 'finally' && w.first))) continue;
    const end = sentenceEnd(words, i);
    // The lateness is told in the same sentence or in a short one after it ("…thanks. Two days later.").
    const to = end < words.length && sentenceEnd(words, end) - end <= 6 ? sentenceEnd(words, end) : end;
    const late = latenessAt(words, i + 1, to);
    if (late >= 0) found.push(cue('lateThanks', text, w.start, words[late]!.end));
  }
  return found;
};

/** Words that may fill a short closing praise without naming anything new: "Just perfect.", "Best day ever.". */
const CLOSING_FILLERS = new Set(
  "just so really truly absolutely simply very this is that that's it's what a an day ever my me for going how oh yes yeah all such it real who go personal record new product service job work move idea plan choice stuff".split(
    ' ',
  ),
);
/** Praise of a manner, read as praise in a closing clause although the lexicon leaves it unrated: "very professional". */
const MANNER_PRAISE = new Set(
  'professional mature classy considerate thoughtful helpful smooth fun favourite favorite quality genius'.split(' '),
);
/** Surprise feigned at what was bound to happen, closing a complaint: "Shocker.", "Go figure.", "Who knew?". */
const MOCK_SURPRISE = new Set(['shocker', 'shocking', 'figures', 'figure', 'knew', 'imagine']);
/** Good wishes and thanks that close a message sincerely after bad news ("Hope all is well."): never mock praise here. */
const WISHES = new Set(['hope', 'hoping', 'wish', 'wishes', 'thanks', 'thank', 'please', 'glad', 'congrats']);

/** True when words[from, to) is bare praise: one to four words, each a filler or praise, one at least praise. */
function barePraise(words: readonly RuleWord[], from: number, to: number): boolean {
  if (to - from < 1 || to - from > 4) return false;
  let praise = false;
  for (let k = from; k < to; k++) {
    const w = words[k]!;
    if (WISHES.has(w.norm)) return false;
    if (is(w, ROLE_INTERJECTION | ROLE_MANNER) || valenceOf(w) >= GOOD || MOCK_SURPRISE.has(w.norm)) praise = true;
    else if (!is(w, ROLE_FILLER)) return false;
  }
  return praise;
}

/**
 * A short sentence, or the last clause after a comma, of bare praise right after bad news with
 * nothing good and no apology or "but": "My phone died. Best day ever.", "Late again, just wonderful."
 */
export const closingPraise: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const end = w.sentenceEnd;
    // Only the last four words of a sentence may close it.
    if (end - i > 4) {
      i = end - 5;
      continue;
    }
    if (!w.first && !hasChar(text, words[i - 1]!.end, w.start, COMMA)) continue;
    if (!barePraise(words, i, end) || hasChar(text, w.start, words[end - 1]!.end, COMMA)) continue;
    // Where the bad news must be: the sentence before, or this sentence before the comma.
    let from = w.first ? sentenceStart(words, i - 1) : sentenceStart(words, i);
    // An opening "Oh good," or "Wow," is part of the act, not good news: "Oh good, it's raining. Perfect."
    for (let k = from; k < Math.min(i - 1, from + 2); k++) {
      if (!breakAfter(text, words[k]!.end)) continue;
      let act = true;
      for (let o = from; o <= k; o++) act &&= LEAD_INS.has(words[o]!.norm) || valenceOf(words[o]!) >= GOOD;
      if (act) from = k + 1;
      break;
    }
    if (anyOf(words, from, i, CONTRAST) || !badNews(words, from, i)) continue;
    found.push(cue('closingPraise', text, w.start, words[end - 1]!.end));
    i = end - 1;
  }
  return found;
};

/** Nuisances of daily life that name a subject rather than complain of it. */
const EVERYDAY = new Set(
  'monday mondays meeting meetings deadline deadlines paperwork forms bill bills taxes laundry chores homework alarm rent commute hold traffic rain snow'.split(
    ' ',
  ),
);

const COMMA = 44;
const PERIOD = 46;
const ELLIPSIS = 0x2026;

/** True when text[from, to) holds the code unit `c`. */
function hasChar(text: string, from: number, to: number, c: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === c) return true;
  return false;
}

/** True when an ellipsis (... or …) stands between offset `from` and offset `to`. */
function ellipsisBetween(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === ELLIPSIS || (c === PERIOD && text.charCodeAt(k + 1) === PERIOD)) return true;
  }
  return false;
}

/**
 * Praise trailing off into a complaint: praise or thanks within the five words before an
 * ellipsis, then bad news with nothing good and no "but": "The update is brilliant… now
 * nothing loads".
 */
export const ellipsisTurn: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  if (!text.includes('..') && !text.includes('…')) return found;
  for (let i = 0; i + 1 < words.length; i++) {
    if (!ellipsisBetween(text, words[i]!.end, words[i + 1]!.start)) continue;
    let praise = Math.max(sentenceStart(words, i), i - 4);
    while (praise <= i && !anyPraise(words, praise, praise + 1)) praise++;
    if (praise > i) continue;
    const start = i + 1;
    const end = sentenceEnd(words, start);
    if (anyOf(words, start, end, CONTRAST) || anyGood(words, start, end)) continue;
    // Everyday nouns ("meeting", "Monday") are no complaint after a pause: "Thanks... the meeting is at 3."
    if (anyMishap(words, start, end)) found.push(cue('ellipsisTurn', text, words[praise]!.start, words[end - 1]!.end));
  }
  return found;
};

/** What a word may do in the rules above, as bits: one lookup per distinct word instead of one per rule. */
const ROLE_INTERJECTION = 1;
const ROLE_LOVE = 2;
const ROLE_THANKS = 4;
const ROLE_SURE = 8;
const ROLE_CLEARLY = 16;
const ROLE_STOCK = 32;
const ROLE_PRAISE_LEAD = 64;
const ROLE_NUISANCE = 128;
const ROLE_RESOLVED = 256;
const ROLE_WAIT = 512;
const ROLE_DURATION = 1024;
const ROLE_QUOTABLE = 2048;
const ROLE_PLAIN_PRAISE = 4096;
const ROLE_EYE_ROLL = 8192;
const ROLE_PHRASE_OPENER = 16384;
const ROLE_TIME_UNIT = 32768;
const ROLE_COMPLIMENT = 65536;
const ROLE_MANNER = 131072;
const ROLE_FILLER = 262144;
const ROLE_WEEKDAY = 524288;
const ROLE_SETS: readonly [number, ReadonlySet<string> | ReadonlyMap<string, unknown>][] = [
  [ROLE_INTERJECTION, INTERJECTIONS],
  [ROLE_LOVE, LOVE],
  [ROLE_THANKS, THANKS],
  [ROLE_SURE, SURE],
  [ROLE_CLEARLY, CLEARLY],
  [ROLE_STOCK, STOCK_BY_FIRST_WORD],
  [ROLE_PRAISE_LEAD, PRAISE_LEADS_BY_FIRST_WORD],
  [ROLE_NUISANCE, NUISANCES],
  [ROLE_RESOLVED, RESOLVED],
  [ROLE_WAIT, WAIT_WORDS],
  [ROLE_DURATION, DURATIONS],
  [ROLE_QUOTABLE, QUOTABLE_PRAISE],
  [ROLE_PLAIN_PRAISE, PLAIN_PRAISE],
  [ROLE_EYE_ROLL, new Set(['eyeroll', 'rolls', 'eye'])],
  [ROLE_PHRASE_OPENER, PHRASE_OPENERS],
  [ROLE_TIME_UNIT, TIME_UNITS],
  [ROLE_COMPLIMENT, COMPLIMENTS_BY_FIRST_WORD],
  [ROLE_MANNER, MANNER_PRAISE],
  [ROLE_FILLER, CLOSING_FILLERS],
  [ROLE_WEEKDAY, new Set(['monday', 'mondays'])],
];
const rolesOf = wordTable((norm) => {
  let roles = 0;
  for (const [role, set] of ROLE_SETS) if (set.has(norm)) roles |= role;
  return roles;
});
/** True when the word has any of the roles. */
function is(word: RuleWord, roles: number): boolean {
  return (rolesOf(word) & roles) !== 0;
}

/** The rules, in the order they are applied. */
export const SARCASM_RULES: readonly SarcasmRule[] = [
  ironyTag,
  eyeRoll,
  stockPhrase,
  mockInterjection,
  praiseOfBadSituation,
  mockThanks,
  sureBecause,
  scareQuotes,
  clearlyPraise,
  mockCompliment,
  lateThanks,
  closingPraise,
  ellipsisTurn,
];

/**
 * Whether the text reads as sarcastic (mock praise, irony tags, eye rolls), how strongly
 * (0..1), and the cues. `words` may be passed when the text has been split already.
 */
export function detectSarcasm(text: string, words: readonly RuleWord[] = splitWords(text)): SarcasmReading {
  const ctx: Context = { text, words };
  const cues: SarcasmCue[] = [];
  for (const rule of SARCASM_RULES) for (const c of rule(ctx)) cues.push(c);
  cues.sort((a, b) => a.start - b.start);
  let doubt = 1;
  for (const c of cues) doubt *= 1 - SARCASM_CUE_STRENGTH[c.kind];
  const strength = 1 - doubt;
  return { sarcastic: strength >= SARCASM_THRESHOLD, strength, cues };
}
