/**
 * The features the emotion reading weighs, found in one pass over a text without building a
 * string per word: each word is lower-cased and normalised as it is read and hashed on the fly,
 * and every feature it raises is written as a 32-bit key with the span of text that raised it.
 *
 * Normalisation: ASCII and Latin letters are lower-cased; ’ is read as '; the apostrophe of
 * n't, 'm, 's and 've is dropped ("don't" and "dont" are one word) while that of 'll, 're and 'd
 * is kept ("he'll" is not "hell"); a run of three or more of one letter is cut to two ("sooo"
 * → "soo", still apart from "so"); numbers read as `<num>`, links as `<url>`, @names as
 * `<user>`, and bracketed capitals such as GoEmotions' `[NAME]` as `<name>`.
 *
 * Features, each a kind (EMOTION_FEATURE_KINDS) and a key:
 * - word: the normalised word, outside a negation scope;
 * - stem: the first STEM_LENGTH letters of a longer word outside a negation scope, so that the forms of a word share
 *   what one of them taught ("annoyed", "annoying" → "annoy");
 * - negated: a word in the scope of a negator (up to three words after "not", "never",
 *   "don't" …, ended early by punctuation or a contrast word): "not happy" raises negated
 *   "happy", never "happy";
 * - pair: two words in a row within a clause ("so happy", "not happy");
 * - start: the first word of a sentence ("why", "thanks");
 * - symbol: an emoji (one code point, skin tones and variation selectors dropped) or a common
 *   emoticon in one spelling (":-)" and "=)" read as ":)");
 * - rule: the family of a feeling word (`#anger` for "furious", see EMOTION_WORD_FAMILIES), and
 *   the engine's rule features — `#intensifier` (so, very, really …), `#caps` (a word of
 *   two or more capitals), `#exclamation` and `#exclamations` (a run of ! and of two or more),
 *   `#question`, `#interrobang` (?! together), `#ellipsis`, `#contrast` (but, however …),
 *   `#you` (second person), `#negation` (a negator).
 * Sentences end at . ! ? … (when a space or the end follows) and at line breaks.
 */

/** The kinds of feature, in the order the weights module lists them. */
export const EMOTION_FEATURE_KINDS = ['word', 'stem', 'negated', 'pair', 'start', 'symbol', 'rule'] as const;

/** One kind of feature. */
export type EmotionFeatureKind = (typeof EMOTION_FEATURE_KINDS)[number];

/** The rule features, by key. */
export const EMOTION_RULES = [
  '#intensifier',
  '#caps',
  '#exclamation',
  '#exclamations',
  '#question',
  '#interrobang',
  '#ellipsis',
  '#contrast',
  '#you',
  '#negation',
] as const;

/**
 * Words that name or show a feeling, by family: each raises the rule feature `#<family>` (when
 * not negated) beside the word itself, so that a word too rare in the training comments to
 * earn weights of its own ("furious", "grateful", "thrilled") reads with the weights its family
 * earned together. The families are of feeling words only; the weights are learned.
 */
export const EMOTION_WORD_FAMILIES = Object.freeze({
  anger: [
    'angry',
    'furious',
    'livid',
    'enraged',
    'outraged',
    'outrageous',
    'infuriating',
    'infuriated',
    'irate',
    'fuming',
    'seething',
    'rage',
    'raging',
    'pissed',
    'hate',
    'hated',
    'hateful',
    'hatred',
    'resent',
    'resentful',
  ],
  annoyance: [
    'annoyed',
    'annoying',
    'irritated',
    'irritating',
    'frustrated',
    'frustrating',
    'frustration',
    'bothered',
    'aggravating',
    'aggravated',
    'ugh',
    'exasperated',
    'exasperating',
  ],
  disgust: [
    'disgusted',
    'disgusting',
    'gross',
    'revolting',
    'repulsive',
    'vile',
    'sickening',
    'nauseating',
    'yuck',
    'ew',
    'eww',
    'repugnant',
    'appalling',
    'appalled',
  ],
  fear: [
    'afraid',
    'scared',
    'terrified',
    'terrifying',
    'frightened',
    'frightening',
    'fear',
    'feared',
    'horrified',
    'petrified',
    'panic',
    'panicking',
    'dread',
    'dreading',
    'scary',
    'creepy',
  ],
  nervousness: [
    'nervous',
    'anxious',
    'anxiety',
    'worried',
    'worry',
    'worrying',
    'uneasy',
    'jittery',
    'restless',
    'stressed',
    'stressful',
    'apprehensive',
    'overwhelmed',
  ],
  sadness: [
    'sad',
    'unhappy',
    'depressed',
    'depressing',
    'miserable',
    'heartbroken',
    'devastated',
    'gloomy',
    'lonely',
    'sorrow',
    'crying',
    'cried',
    'tears',
    'upset',
    'hurt',
    'heartbreaking',
  ],
  grief: ['grief', 'grieving', 'mourning', 'mourn', 'funeral', 'rip', 'condolences', 'bereaved'],
  joy: [
    'happy',
    'glad',
    'joy',
    'joyful',
    'delighted',
    'thrilled',
    'ecstatic',
    'elated',
    'overjoyed',
    'cheerful',
    'yay',
    'hooray',
    'blissful',
  ],
  excitement: ['excited', 'exciting', 'pumped', 'hyped', 'stoked', 'eager', 'thrilling'],
  gratitude: [
    'thanks',
    'thank',
    'thankful',
    'grateful',
    'appreciate',
    'appreciated',
    'appreciative',
    'gratitude',
    'thx',
    'ty',
  ],
  love: ['love', 'loved', 'loving', 'adore', 'adored', 'adoring'],
  admiration: [
    'amazing',
    'awesome',
    'impressive',
    'incredible',
    'brilliant',
    'beautiful',
    'wonderful',
    'fantastic',
    'excellent',
    'talented',
    'gorgeous',
    'stunning',
    'superb',
    'magnificent',
    'genius',
    'outstanding',
    'remarkable',
  ],
  remorse: ['sorry', 'apologize', 'apologise', 'apologies', 'apology', 'regret', 'regretting', 'regrettable', 'guilty'],
  embarrassment: [
    'embarrassed',
    'embarrassing',
    'ashamed',
    'humiliated',
    'humiliating',
    'awkward',
    'cringe',
    'mortified',
    'shameful',
  ],
  relief: ['relieved', 'relief', 'phew'],
  pride: ['proud', 'pride'],
  surprise: [
    'surprised',
    'surprising',
    'shocked',
    'shocking',
    'astonished',
    'astonishing',
    'stunned',
    'wow',
    'whoa',
    'omg',
  ],
  confusion: ['confused', 'confusing', 'puzzled', 'baffled', 'perplexed', 'puzzling', 'baffling'],
  disappointment: [
    'disappointed',
    'disappointing',
    'disappointment',
    'letdown',
    'bummed',
    'underwhelming',
    'underwhelmed',
  ],
  optimism: ['hope', 'hopeful', 'hopefully', 'optimistic', 'wish'],
  curiosity: ['curious', 'wonder', 'wondering', 'intrigued'],
} as const);

/** Words that open a negation scope (normalised: apostrophes of n't dropped). */
export const EMOTION_NEGATORS = Object.freeze([
  'not',
  'no',
  'never',
  'dont',
  'doesnt',
  'didnt',
  'cant',
  'cannot',
  'wont',
  'wouldnt',
  'shouldnt',
  'couldnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'havent',
  'hasnt',
  'hadnt',
  'aint',
  'nothing',
  'nobody',
  'none',
  'nor',
  'neither',
  'without',
  'nowhere',
]);

/** Words that strengthen what follows. */
export const EMOTION_INTENSIFIERS = Object.freeze([
  'so',
  'soo',
  'very',
  'really',
  'extremely',
  'totally',
  'absolutely',
  'super',
  'incredibly',
  'too',
  'such',
  'truly',
  'completely',
  'utterly',
  'highly',
  'deeply',
  'seriously',
  'literally',
  'fucking',
  'damn',
  'insanely',
  'terribly',
  'awfully',
]);

/** Words that turn a sentence against what came before (they also end a negation scope). */
export const EMOTION_CONTRASTS = Object.freeze(['but', 'however', 'though', 'although']);

/** Words that address the reader. */
export const EMOTION_SECOND_PERSON = Object.freeze([
  'you',
  'your',
  'yours',
  'yourself',
  'yourselves',
  'u',
  'ur',
  "you're",
  'youre',
  'youve',
  "you'll",
  "you'd",
  'ya',
  'yall',
]);

/**
 * Word senses the weights alone misread, each a rule that reads a word in one position as the
 * word of its sense (documented with its table test in emotions.test.ts):
 * - slang praise: "killer", "sick", "wicked", "dope", "insane" between a determiner and a
 *   following word ("a killer app", "that sick trick") are read as "awesome", unless the
 *   next word keeps the literal sense ("a sick day", "a killer whale", "a sick joke");
 * - a bargain: "steal" after "a" that follows a verdict word ("it was a steal", "what a
 *   steal", "such a steal"), at the end of a clause or before "at"/"for", is read as
 *   "awesome" (a steal in a game, "leading to a steal", keeps its sense);
 * - "sorry" as sympathy before another's loss or news ("sorry for your loss", "sorry to
 *   hear that") is read as `<sympathy>`, and as a formula before a refusal ("sorry, but") as
 *   `<sorry-but>`; the apology and regret ("sorry I forgot", "sorry I ever bought it") stay
 *   "sorry". These two tokens have weights of their own, learned from the comments in which
 *   the rule finds them;
 * - a topic, not a feeling: a genre or subject word ("horror", "war", "cancer", "crash" …)
 *   right before a noun of media or subject ("horror movie", "cancer research", "crash
 *   course") names what the text is about, and is read as `<topic>`.
 */
export const SLANG_PRAISE = Object.freeze(['killer', 'sick', 'wicked', 'dope', 'insane']);
/** Words before which a slang word of praise keeps its literal sense. */
export const LITERAL_HEADS = Object.freeze([
  'day',
  'days',
  'leave',
  'note',
  'kid',
  'kids',
  'child',
  'person',
  'people',
  'man',
  'woman',
  'dog',
  'cat',
  'patient',
  'joke',
  'jokes',
  'whale',
  'whales',
  'bees',
  'bastard',
  'bastards',
  'freak',
  'fuck',
  'of',
  'and',
  'or',
  'to',
  'with',
  'in',
  'on',
  'as',
  'but',
  'about',
]);
/** Determiners after which a slang word of praise can modify what follows. */
export const PRAISE_DETERMINERS = Object.freeze([
  'a',
  'an',
  'the',
  'this',
  'that',
  'such',
  'what',
  'one',
  'some',
  'his',
  'her',
  'my',
  'your',
  'their',
  'our',
]);
/** Words before "a steal" that make it a verdict on a price. */
export const VERDICT_WORDS = Object.freeze(['is', 'was', 'be', 'its', 'thats', 'whats', 'what', 'such', 'considered']);

/** Genre and subject words that name a topic before a TOPIC_HEADS noun. */
export const TOPIC_WORDS = Object.freeze([
  'horror',
  'thriller',
  'zombie',
  'slasher',
  'disaster',
  'crime',
  'war',
  'murder',
  'tragedy',
  'cancer',
  'death',
  'crash',
  'grief',
  'terror',
]);
/** Nouns of media and subjects. */
export const TOPIC_HEADS = Object.freeze([
  'movie',
  'movies',
  'film',
  'films',
  'flick',
  'show',
  'shows',
  'book',
  'books',
  'novel',
  'novels',
  'story',
  'stories',
  'game',
  'games',
  'documentary',
  'series',
  'genre',
  'podcast',
  'fan',
  'fans',
  'franchise',
  'comic',
  'comics',
  'research',
  'awareness',
  'survivor',
  'survivors',
  'patients',
  'report',
  'test',
  'site',
  'course',
  'counseling',
  'counselling',
]);

/** A word longer than this also raises its first this many characters as a stem. */
export const STEM_LENGTH = 5;

/** How many words after a negator its scope covers. */
export const NEGATION_SCOPE = 3;

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const NEGATED_SALT = 0x2f6b1d3a;
const START_SALT = 0x51c4e9b7;

/** FNV-1a of the UTF-16 code units of `s` (signed 32-bit). */
export function hashText(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/** Two 32-bit keys mixed into one (a pair of words, or a word and a kind's salt). */
export function combineKeys(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** The 32-bit key of a feature from its kind and its written key ("so happy" for a pair). */
export function featureKey(kind: EmotionFeatureKind, key: string): number {
  switch (kind) {
    case 'pair': {
      const space = key.indexOf(' ');
      return combineKeys(hashText(key.slice(0, space)), hashText(key.slice(space + 1)));
    }
    case 'negated':
      return combineKeys(hashText(key), NEGATED_SALT);
    case 'start':
      return combineKeys(hashText(key), START_SALT);
    case 'stem':
      return combineKeys(hashText(key), STEM_SALT);
    default:
      return hashText(key);
  }
}

const KIND_WORD = 0;
const KIND_STEM = 1;
const KIND_NEGATED = 2;
const KIND_PAIR = 3;
const KIND_START = 4;
const KIND_SYMBOL = 5;
const KIND_RULE = 6;
const STEM_SALT = 0x1b873593;

const ROLE_NEGATOR = 1;
const ROLE_INTENSIFIER = 2;
const ROLE_CONTRAST = 4;
const ROLE_YOU = 8;
const ROLE_SLANG = 16;
const ROLE_LITERAL_HEAD = 32;
const ROLE_DETERMINER = 64;
const ROLE_TOPIC = 128;
const ROLE_TOPIC_HEAD = 256;
const ROLE_BARGAIN = 512;
const ROLE_BARGAIN_NEXT = 1024;
const ROLE_VERDICT = 2048;
const ROLE_SORRY = 4096;
const ROLE_FOR_ABOUT = 8192;
const ROLE_TO = 16384;
const ROLE_POSSESSIVE = 32768;
const ROLE_HEARING = 65536;
const SYMPATHY_KEY = hashText('<sympathy>');
const SORRY_BUT_KEY = hashText('<sorry-but>');
const SENSE_ROLES = ROLE_SLANG | ROLE_BARGAIN | ROLE_TOPIC;
const PRAISE_KEY = hashText('awesome');
const TOPIC_KEY = hashText('<topic>');

const ROLE_LIST = new Map<number, number>();
for (const [words, role] of [
  [EMOTION_NEGATORS, ROLE_NEGATOR],
  [EMOTION_INTENSIFIERS, ROLE_INTENSIFIER],
  [EMOTION_CONTRASTS, ROLE_CONTRAST],
  [EMOTION_SECOND_PERSON, ROLE_YOU],
  [SLANG_PRAISE, ROLE_SLANG],
  [LITERAL_HEADS, ROLE_LITERAL_HEAD],
  [PRAISE_DETERMINERS, ROLE_DETERMINER],
  [TOPIC_WORDS, ROLE_TOPIC],
  [TOPIC_HEADS, ROLE_TOPIC_HEAD],
  [['steal'], ROLE_BARGAIN],
  [['at', 'for'], ROLE_BARGAIN_NEXT],
  [VERDICT_WORDS, ROLE_VERDICT],
  [['sorry'], ROLE_SORRY],
  [['for', 'about'], ROLE_FOR_ABOUT],
  [['to'], ROLE_TO],
  [['your', 'his', 'her', 'their', 'our', 'ur'], ROLE_POSSESSIVE],
  [['hear', 'see', 'read', 'learn', 'know'], ROLE_HEARING],
] as const) {
  for (const w of words) ROLE_LIST.set(hashText(w), (ROLE_LIST.get(hashText(w)) ?? 0) | role);
}

/* A feeling word's family (EMOTION_WORD_FAMILIES) is kept in its roles from this bit up, as its index + 1. */
const FAMILY_SHIFT = 20;
const FAMILY_NAMES = Object.keys(EMOTION_WORD_FAMILIES).map((family) => `#${family}`);
const FAMILY_KEYS = FAMILY_NAMES.map(hashText);
Object.values(EMOTION_WORD_FAMILIES).forEach((words: readonly string[], f) => {
  for (const w of words) ROLE_LIST.set(hashText(w), (ROLE_LIST.get(hashText(w)) ?? 0) | ((f + 1) << FAMILY_SHIFT));
});

/* The roles as an open-addressing table by word key (looked up for every word; a Map measured dearer). */
const ROLE_MASK = 1023;
const ROLE_KEYS = new Int32Array(ROLE_MASK + 1);
const ROLE_VALUES = new Int32Array(ROLE_MASK + 1);
for (const [key, role] of ROLE_LIST) {
  let slot = (key ^ (key >>> 13)) & ROLE_MASK;
  while (ROLE_VALUES[slot] !== 0) slot = (slot + 1) & ROLE_MASK;
  ROLE_KEYS[slot] = key;
  ROLE_VALUES[slot] = role;
}

/** The roles of the word with this key (ROLE_* bits), 0 when it has none. */
function rolesOf(key: number): number {
  let slot = (key ^ (key >>> 13)) & ROLE_MASK;
  for (;;) {
    const role = ROLE_VALUES[slot]!;
    if (role === 0 || ROLE_KEYS[slot] === key) return role;
    slot = (slot + 1) & ROLE_MASK;
  }
}

const RULE_KEY = Object.fromEntries(EMOTION_RULES.map((r) => [r, hashText(r)])) as Record<
  (typeof EMOTION_RULES)[number],
  number
>;
const R_INTENSIFIER = RULE_KEY['#intensifier'];
const R_CAPS = RULE_KEY['#caps'];
const R_EXCLAMATION = RULE_KEY['#exclamation'];
const R_EXCLAMATIONS = RULE_KEY['#exclamations'];
const R_QUESTION = RULE_KEY['#question'];
const R_INTERROBANG = RULE_KEY['#interrobang'];
const R_ELLIPSIS = RULE_KEY['#ellipsis'];
const R_CONTRAST = RULE_KEY['#contrast'];
const R_YOU = RULE_KEY['#you'];
const R_NEGATION = RULE_KEY['#negation'];
const NUM_KEY = hashText('<num>');
const URL_KEY = hashText('<url>');
const USER_KEY = hashText('<user>');

/** Emoticons by spelling, each with the one spelling it is read as. Longest first where one starts another. */
const EMOTICONS: readonly (readonly [string, string])[] = [
  [":'(", ":'("],
  [':’(', ":'("],
  [':-)', ':)'],
  [':o)', ':)'],
  [':-(', ':('],
  [':-D', ':D'],
  [';-)', ';)'],
  [':-P', ':P'],
  [':-p', ':P'],
  [':-/', ':/'],
  [':-|', ':|'],
  [':-O', ':O'],
  ['</3', '</3'],
  ['^_^', '^^'],
  ['-_-', '-_-'],
  [':)', ':)'],
  [':]', ':)'],
  ['=)', ':)'],
  [':(', ':('],
  [':[', ':('],
  ['=(', ':('],
  [':D', ':D'],
  ['=D', ':D'],
  [';)', ';)'],
  [':P', ':P'],
  [':p', ':P'],
  [':/', ':/'],
  [':|', ':|'],
  [':O', ':O'],
  [':o', ':O'],
  [':*', ':*'],
  ['<3', '<3'],
  ['^^', '^^'],
];
const EMOTICON_KEYS = EMOTICONS.map(([, canonical]) => hashText(canonical));

/**
 * The features of one text: `count` features, each a key (see {@link featureKey}) with the
 * span [start, end) of the text (UTF-16 offsets) that raised it; and the sentences, each a span
 * with its features `sentenceFirst[s] .. sentenceFirst[s + 1]` and its count of words.
 * The arrays are reused by the next scan: read them before scanning again.
 */
export interface EmotionFeatures {
  count: number;
  keys: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
  sentenceCount: number;
  sentenceStarts: Int32Array;
  sentenceEnds: Int32Array;
  /** First feature of each sentence; entry `sentenceCount` is `count`. */
  sentenceFirst: Int32Array;
  sentenceWords: Int32Array;
  /** With {@link scanEmotionFeatures}'s `named`: each feature as "kind:key" ("pair:so happy"). */
  names: string[] | null;
}

const out: EmotionFeatures = {
  count: 0,
  keys: new Int32Array(1024),
  starts: new Int32Array(1024),
  ends: new Int32Array(1024),
  sentenceCount: 0,
  sentenceStarts: new Int32Array(128),
  sentenceEnds: new Int32Array(128),
  sentenceFirst: new Int32Array(129),
  sentenceWords: new Int32Array(128),
  names: null,
};

function grow(a: Int32Array, need: number): Int32Array {
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

const KIND_NAMES = EMOTION_FEATURE_KINDS;
let named = false;
let nameParts: string[] = [];

function emit(key: number, start: number, end: number, kind: number, name: string): void {
  const i = out.count;
  if (i === out.keys.length) {
    out.keys = grow(out.keys, i + 1);
    out.starts = grow(out.starts, i + 1);
    out.ends = grow(out.ends, i + 1);
  }
  out.keys[i] = key;
  out.starts[i] = start;
  out.ends[i] = end;
  out.count = i + 1;
  if (named) nameParts.push(`${KIND_NAMES[kind]}:${name}`);
}

/* The word just read by readWord: its key, capitals and lower-case letters seen, and (when named) its text. */
let wordKey = 0;
let wordStem = 0;
let wordLength = 0;
let wordUpper = 0;
let wordLower = 0;
let wordCodes: number[] = [];

function isLetter(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x52f) ||
    (c >= 0x5d0 && c <= 0x6ff) ||
    (c >= 0x900 && c <= 0xdff) ||
    (c >= 0x3040 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af)
  );
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || isLetter(c);
}

/** Reads the word starting at i (a letter) and returns its end; sets wordKey, wordUpper, wordLower. */
function readWord(text: string, i: number, n: number): number {
  let h = FNV_OFFSET;
  let p1 = -1;
  let p2 = -1;
  let upper = 0;
  let lower = 0;
  let length = 0;
  let stem = 0;
  let j = i;
  for (; j < n; j++) {
    let c = text.charCodeAt(j);
    if (c >= 97 && c <= 122) lower++;
    else if (c >= 65 && c <= 90) {
      upper++;
      c += 32;
    } else if (c >= 48 && c <= 57) {
      // a digit inside a word ("mp3") is part of it
    } else if (c === 39 || c === 0x2019) {
      const d = j + 1 < n ? text.charCodeAt(j + 1) | 32 : 0;
      if (d < 97 || d > 122) break;
      // 'll, 're and 'd keep their apostrophe; n't, 'm, 's and 've lose it.
      if (d === 108 || d === 114 || d === 100) c = 39;
      else continue;
    } else if (c >= 0xc0 && isLetter(c)) {
      if (c <= 0xde && c !== 0xd7) c += 32;
    } else break;
    if (c === p1 && c === p2) continue;
    p2 = p1;
    p1 = c;
    h = Math.imul(h ^ c, FNV_PRIME);
    if (++length === STEM_LENGTH) stem = h;
    if (named) wordCodes.push(c);
  }
  wordKey = h;
  wordStem = stem;
  wordLength = length;
  wordUpper = upper;
  wordLower = lower;
  return j;
}

/** Where the word nextWordRoles read ends (or where it stopped). */
let peekEnd = 0;

/**
 * The roles of the word after position j in the same clause (spaces between), 0 when there is
 * none, or -1 when a mark or the end comes first. Leaves the state of readWord as it was.
 */
function nextWordRoles(text: string, j: number, n: number): number {
  while (j < n && text.charCodeAt(j) === 32) j++;
  peekEnd = j;
  if (j >= n) return -1;
  const c = text.charCodeAt(j);
  if (!isLetter(c)) return isAlnum(c) ? 0 : -1;
  const saved = [wordKey, wordStem, wordLength, wordUpper, wordLower] as const;
  const savedCodes = wordCodes;
  const wasNamed = named;
  named = false;
  peekEnd = readWord(text, j, n);
  const roles = rolesOf(wordKey);
  named = wasNamed;
  wordCodes = savedCodes;
  [wordKey, wordStem, wordLength, wordUpper, wordLower] = saved;
  return roles;
}

function startsWithAt(text: string, i: number, s: string): boolean {
  return text.startsWith(s, i);
}

/** Abbreviations whose dot ends no sentence, by the key of their lower-case letters. */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'vs', 'st', 'jr', 'sr', 'prof', 'approx'].map(hashText));

/** Whether the dot at `dot` ends an abbreviation ("e.g.", "i.e.", "Mr.") rather than a sentence. */
function isAbbreviation(text: string, dot: number): boolean {
  let k = dot;
  while (k > 0 && dot - k <= 6 && isLetter(text.charCodeAt(k - 1))) k--;
  const length = dot - k;
  if (length === 1) return k > 0 && text.charCodeAt(k - 1) === 46;
  if (length < 2 || length > 6) return false;
  let h = FNV_OFFSET;
  for (let j = k; j < dot; j++) h = Math.imul(h ^ (text.charCodeAt(j) | 32), FNV_PRIME);
  return ABBREVIATIONS.has(h);
}

/**
 * The sense of "sorry" before the text at j: sympathy before another's loss or news ("sorry
 * for your loss", "sorry to hear"), a formula before a refusal ("sorry, but"), or 0 for the
 * apology and regret the word itself carries.
 */
function sorrySense(text: string, j: number, n: number): number {
  let k = j;
  while (k < n && text.charCodeAt(k) === 32) k++;
  if (k < n && text.charCodeAt(k) === 44) {
    const after = nextWordRoles(text, k + 1, n);
    return after > 0 && after & ROLE_CONTRAST ? SORRY_BUT_KEY : 0;
  }
  const next = nextWordRoles(text, j, n);
  if (next <= 0) return 0;
  if (next & ROLE_CONTRAST) return SORRY_BUT_KEY;
  if (!(next & (ROLE_FOR_ABOUT | ROLE_TO))) return 0;
  const then = nextWordRoles(text, peekEnd, n);
  if (then <= 0) return 0;
  if (next & ROLE_FOR_ABOUT && then & ROLE_POSSESSIVE) return SYMPATHY_KEY;
  if (next & ROLE_TO && then & ROLE_HEARING) return SYMPATHY_KEY;
  return 0;
}

/** The key a word of several senses is read as here (see SLANG_PRAISE), or 0 to read it as itself. */
function senseOf(role: number, twoBefore: number, before: number, after: number): number {
  if (role & ROLE_SLANG && before > 0 && before & ROLE_DETERMINER && after >= 0 && !(after & ROLE_LITERAL_HEAD))
    return PRAISE_KEY;
  if (
    role & ROLE_BARGAIN &&
    before > 0 &&
    before & ROLE_DETERMINER &&
    twoBefore > 0 &&
    twoBefore & ROLE_VERDICT &&
    (after < 0 || after & ROLE_BARGAIN_NEXT)
  )
    return PRAISE_KEY;
  if (role & ROLE_TOPIC && after > 0 && after & ROLE_TOPIC_HEAD) return TOPIC_KEY;
  return 0;
}

/**
 * Scans `text` for the emotion features (see the module comment). With `withNames`, each
 * feature's readable name is kept too (for training and tests; slower).
 */
export function scanEmotionFeatures(text: string, withNames = false): EmotionFeatures {
  named = withNames;
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
  let negated = false;

  const endSentence = () => {
    if (sentStart >= 0) {
      const s = out.sentenceCount;
      if (s + 1 >= out.sentenceFirst.length) {
        out.sentenceStarts = grow(out.sentenceStarts, s + 2);
        out.sentenceEnds = grow(out.sentenceEnds, s + 2);
        out.sentenceWords = grow(out.sentenceWords, s + 2);
        out.sentenceFirst = grow(out.sentenceFirst, s + 3);
      }
      out.sentenceStarts[s] = sentStart;
      out.sentenceEnds[s] = lastEnd;
      out.sentenceFirst[s] = sentFirst;
      out.sentenceWords[s] = sentWords;
      out.sentenceCount = s + 1;
    }
    sentStart = -1;
    sentFirst = out.count;
    sentWords = 0;
    prevStart = -1;
    negLeft = 0;
  };

  /** One word-like token (a word, number, link, @name or placeholder) with its key and span. */
  const token = (key: number, start: number, end: number, name: string, role: number) => {
    if (sentStart < 0) sentStart = start;
    if (sentWords === 0) emit(combineKeys(key, START_SALT), start, end, KIND_START, name);
    negated = negLeft > 0 && (role & ROLE_NEGATOR) === 0;
    if (negated) {
      emit(combineKeys(key, NEGATED_SALT), start, end, KIND_NEGATED, name);
      negLeft--;
    } else emit(key, start, end, KIND_WORD, name);
    if (prevStart >= 0) emit(combineKeys(prevKey, key), prevStart, end, KIND_PAIR, `${prevName} ${name}`);
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
  };

  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 13) {
      i++;
      continue;
    }
    if (c === 10) {
      endSentence();
      i++;
      continue;
    }
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && isLetter(c))) {
      // A link: http(s):// or www.
      if (
        ((c === 104 && text.charCodeAt(i + 1) === 116 && text.charCodeAt(i + 2) === 116) ||
          (c === 119 && text.charCodeAt(i + 1) === 119 && text.charCodeAt(i + 2) === 119)) &&
        (startsWithAt(text, i, 'http://') || startsWithAt(text, i, 'https://') || startsWithAt(text, i, 'www.'))
      ) {
        let j = i;
        while (j < n && text.charCodeAt(j) > 32) j++;
        token(URL_KEY, i, j, '<url>', 0);
        i = j;
        continue;
      }
      if (named) wordCodes = [];
      const j = readWord(text, i, n);
      let name = named ? String.fromCharCode(...wordCodes) : '';
      let key = wordKey;
      let role = rolesOf(key);
      let sensed = false;
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
      token(key, i, j, name, role);
      const family = (role >>> FAMILY_SHIFT) - 1;
      if (family >= 0 && !negated && !sensed) emit(FAMILY_KEYS[family]!, i, j, KIND_RULE, FAMILY_NAMES[family]!);
      if (wordLength > STEM_LENGTH && !negated && !sensed)
        emit(combineKeys(wordStem, STEM_SALT), i, j, KIND_STEM, named ? name.slice(0, STEM_LENGTH) : '');
      if (wordUpper >= 2 && wordLower === 0) emit(R_CAPS, i, j, KIND_RULE, '#caps');
      i = j;
      continue;
    }
    if (c >= 48 && c <= 57) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (isAlnum(d) || ((d === 46 || d === 44 || d === 58) && j + 1 < n && isAlnum(text.charCodeAt(j + 1)))) j++;
        else break;
      }
      token(NUM_KEY, i, j, '<num>', 0);
      i = j;
      continue;
    }
    if (c === 64 && i + 1 < n && (isAlnum(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 95)) {
      let j = i + 1;
      while (j < n && (isAlnum(text.charCodeAt(j)) || text.charCodeAt(j) === 95)) j++;
      token(USER_KEY, i, j, '<user>', 0);
      i = j;
      continue;
    }
    if (c === 91) {
      // A bracketed placeholder of capitals: [NAME], [RELIGION].
      let j = i + 1;
      while (j < n && text.charCodeAt(j) >= 65 && text.charCodeAt(j) <= 90) j++;
      if (j > i + 1 && j < n && text.charCodeAt(j) === 93) {
        let h = Math.imul(FNV_OFFSET ^ 60, FNV_PRIME);
        for (let k = i + 1; k < j; k++) h = Math.imul(h ^ (text.charCodeAt(k) + 32), FNV_PRIME);
        h = Math.imul(h ^ 62, FNV_PRIME);
        token(h, i, j + 1, named ? `<${text.slice(i + 1, j).toLowerCase()}>` : '', 0);
        i = j + 1;
        continue;
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
      if (j >= n || !isAlnum(text.charCodeAt(j))) endSentence();
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
        if (k > j && d >= 65 && d <= 90) endSentence();
        else {
          prevStart = -1;
          negLeft = 0;
        }
      } else if ((j >= n || !isAlnum(text.charCodeAt(j))) && !isAbbreviation(text, from)) endSentence();
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
  }
  endSentence();
  out.sentenceFirst[out.sentenceCount] = out.count;
  return out;
}
