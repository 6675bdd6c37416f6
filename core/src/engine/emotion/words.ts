/** The word tables of the emotion features: the kinds and rule features, negators, intensifiers, contrasts, the words of several senses, emoticons. */
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

/**
 * Words that end a negation scope once negated, because the negation is of them and not of what
 * follows: "can't stop crying" and "can't help smiling" are crying and smiling, "can't wait to see"
 * is eagerness, "can't believe how rude" is still rude, "not only kind but…" still kind.
 */
export const NEGATION_ENDERS = Object.freeze(['stop', 'help', 'wait', 'believe', 'only', 'quit', 'deny']);

/** How many words after a negator its scope covers. */
export const NEGATION_SCOPE = 3;

/** Emoticons by spelling, each with the one spelling it is read as. Longest first where one starts another. */
export const EMOTICONS: readonly (readonly [string, string])[] = [
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
