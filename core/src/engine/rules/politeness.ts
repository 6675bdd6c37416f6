/**
 * The politeness strategies of Danescu-Niculescu-Mizil, Sudhof, Jurafsky, Leskovec and
 * Potts ("A computational approach to politeness with application to social factors",
 * ACL 2013), read from the surface of a text: each strategy is one named detector, a
 * row of phrases (with where in a sentence they count) or a small test over the words.
 * The paper's strategies, plus "subjunctive" requests, pointed (rhetorical) questions,
 * which people rate as clearly impolite, and bare imperatives ("Send me the file.").
 *
 * The learned weight of each strategy lives in lexicon/politeness-weights.ts
 * (scripts/train-politeness.ts); this module only finds them.
 */
import { questionFollows, splitWords, valenceOf, wordsRead, wordTable, type RuleWord } from './words';

/** Every strategy, in the order the learned weights list them. */
export const POLITENESS_STRATEGIES = [
  'gratitude',
  'deference',
  'greeting',
  'apology',
  'please',
  'pleaseStart',
  'indirectRequest',
  'byTheWay',
  'hedge',
  'directQuestion',
  'directStart',
  'secondPersonStart',
  'secondPerson',
  'firstPersonStart',
  'firstPerson',
  'firstPersonPlural',
  'factuality',
  'counterfactualModal',
  'indicativeModal',
  'subjunctive',
  'positiveLexicon',
  'negativeLexicon',
  'pointedQuestion',
  'imperative',
] as const;

/** One politeness strategy's name. */
export type PolitenessStrategy = (typeof POLITENESS_STRATEGIES)[number];

/** One place a strategy shows in a text. */
export interface StrategyMatch {
  name: PolitenessStrategy;
  /** The words that show it, as written. */
  phrase: string;
  /** UTF-16 offsets of the phrase in the text, end exclusive. */
  start: number;
  end: number;
}

/** Where in its sentence a phrase counts. */
type Place = 'start' | 'inside' | 'anywhere';

/**
 * A named detector: phrases (lower-case words, one space apart) that show the strategy
 * where `place` allows, or a test at a word that returns how many words it matched
 * (0 for none), tried at the words it names as `triggers` (every word when absent).
 */
interface Detector {
  name: PolitenessStrategy;
  place: Place;
  phrases?: readonly string[];
  triggers?: readonly string[];
  test?: (words: readonly RuleWord[], i: number, text: string) => number;
}

const SECOND_PERSON = [
  'you',
  'your',
  'yours',
  'yourself',
  'yourselves',
  "you're",
  "you've",
  "you'll",
  "you'd",
  'u',
  'ur',
];
const FIRST_PERSON = ['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'll", "i'd", 'im'];
const DEFERENCE_STARTS = [
  'great',
  'good',
  'nice',
  'interesting',
  'cool',
  'excellent',
  'awesome',
  'impressive',
  'brilliant',
  'wonderful',
];
const TIMES_OF_DAY = new Set(['morning', 'afternoon', 'evening', 'night', 'day', 'luck']);
const PLEASE = ['please', 'pls', 'plz', 'plse'];

/** Verbs that, opening a sentence, make it a command ("Send me the file.", "Fix it."). */
export const REQUEST_VERBS: ReadonlySet<string> = new Set(
  (
    'send fix give tell check let make call stop read look update change add remove delete reply answer explain ' +
    'get take bring show help move try finish review sign submit confirm provide share email ping forward ' +
    'note keep put use stay wait come go leave write ask contact schedule book cancel return pay'
  ).split(' '),
);

/** Rating on −4..4 at or beyond which a word counts in the positive or negative lexicon. */
export const LEXICON_THRESHOLD = 1;

/** The detectors, one per strategy, applied in this order. */
export const POLITENESS_DETECTORS: readonly Detector[] = [
  {
    name: 'gratitude',
    place: 'anywhere',
    phrases: ['thank', 'thanks', 'thankyou', 'thx', 'appreciate', 'appreciated', 'grateful', 'much obliged'],
  },
  {
    name: 'deference',
    place: 'anywhere',
    phrases: [
      'great question',
      'good question',
      'great point',
      'good point',
      'fair point',
      'nice work',
      'great work',
      'good work',
      'nice job',
      'great job',
      'good job',
      'well done',
      'excellent work',
      'good catch',
      'nice catch',
      'great catch',
    ],
  },
  {
    // Praise that opens a sentence ("Nice. Could you…"), unless it opens a greeting or a wish.
    name: 'deference',
    place: 'start',
    triggers: DEFERENCE_STARTS,
    test: (words, i) => (TIMES_OF_DAY.has(words[i + 1]?.norm ?? '') ? 0 : 1),
  },
  {
    name: 'greeting',
    place: 'start',
    phrases: [
      'hi',
      'hello',
      'hey',
      'hiya',
      'howdy',
      'greetings',
      'dear',
      'good morning',
      'good afternoon',
      'good evening',
    ],
  },
  {
    name: 'apology',
    place: 'anywhere',
    phrases: [
      'sorry',
      'apologize',
      'apologise',
      'apologies',
      'apology',
      'oops',
      'whoops',
      'excuse me',
      'forgive me',
      'pardon me',
      'my bad',
      'my mistake',
      'i regret',
    ],
  },
  { name: 'please', place: 'inside', phrases: PLEASE },
  { name: 'pleaseStart', place: 'start', phrases: PLEASE },
  {
    name: 'indirectRequest',
    place: 'anywhere',
    phrases: [
      'could you',
      'would you',
      'could u',
      'would u',
      'do you mind',
      'would it be possible',
      'is it possible',
      'could i ask',
      'may i ask',
      'might you',
    ],
  },
  { name: 'byTheWay', place: 'anywhere', phrases: ['by the way', 'btw', 'incidentally', 'as an aside'] },
  {
    name: 'hedge',
    place: 'anywhere',
    phrases: [
      'think',
      'believe',
      'suggest',
      'suggestion',
      'perhaps',
      'maybe',
      'possibly',
      'probably',
      'might',
      'seems',
      'seem',
      'seemed',
      'apparently',
      'guess',
      'suppose',
      'somewhat',
      'presumably',
      'likely',
      'sort of',
      'kind of',
      'not sure',
      'unsure',
      'in my opinion',
      'imho',
      'imo',
      'assume',
    ],
  },
  {
    name: 'directQuestion',
    place: 'start',
    phrases: ['what', 'why', 'who', 'how', "what's", "why's", "who's", "how's", 'whats'],
  },
  { name: 'directStart', place: 'start', phrases: ['so', 'then', 'and', 'but', 'or'] },
  { name: 'secondPersonStart', place: 'start', phrases: SECOND_PERSON },
  { name: 'secondPerson', place: 'inside', phrases: SECOND_PERSON },
  { name: 'firstPersonStart', place: 'start', phrases: FIRST_PERSON },
  { name: 'firstPerson', place: 'inside', phrases: FIRST_PERSON },
  {
    name: 'firstPersonPlural',
    place: 'anywhere',
    phrases: ['we', 'us', 'our', 'ours', 'ourselves', "we're", "we've", "we'll", "we'd", "let's"],
  },
  {
    name: 'factuality',
    place: 'anywhere',
    phrases: [
      'actually',
      'in fact',
      'the point is',
      'the fact is',
      'the truth is',
      'the reality is',
      'as a matter of fact',
      'in reality',
      'honestly',
      'surely',
    ],
  },
  {
    // A could or would that does not ask "you" (that is an indirect request): "it would help", "I could".
    name: 'counterfactualModal',
    place: 'anywhere',
    triggers: ['could', 'would', "could've", "would've", "wouldn't", "couldn't"],
    test: (words, i) => {
      const next = words[i + 1];
      return next && next.sentence === words[i]!.sentence && (next.norm === 'you' || next.norm === 'u') ? 0 : 1;
    },
  },
  {
    name: 'indicativeModal',
    place: 'anywhere',
    phrases: ['can you', 'will you', "can't you", "won't you", 'can u', 'will u'],
  },
  {
    name: 'subjunctive',
    place: 'anywhere',
    phrases: [
      'was wondering',
      'were wondering',
      'wonder if',
      'wonder whether',
      'wondering if',
      'wondering whether',
      'if you could',
      'if you would',
      'if you can',
      "if you don't mind",
      'would appreciate',
      'would be grateful',
    ],
  },
  {
    name: 'positiveLexicon',
    place: 'anywhere',
    test: (words, i) => (valenceOf(words[i]!) >= LEXICON_THRESHOLD ? 1 : 0),
  },
  {
    name: 'negativeLexicon',
    place: 'anywhere',
    test: (words, i) => (valenceOf(words[i]!) <= -LEXICON_THRESHOLD ? 1 : 0),
  },
  {
    name: 'pointedQuestion',
    place: 'anywhere',
    phrases: [
      'care to explain',
      'care to tell',
      'did you really',
      'do you really',
      'what were you thinking',
      'are you kidding',
      'are you serious',
      'are you joking',
      "you can't be serious",
      'is it too much to ask',
      'is that too much to ask',
      'how hard is it',
      'how hard can it be',
      'how many times',
      'why on earth',
      'what on earth',
      'what the hell',
      'what the heck',
      'do you even',
      'did you even',
      'have you even',
      'did you not',
      "didn't you",
      "why didn't you",
      'why would you',
      "why can't you",
      "why won't you",
      "why haven't you",
    ],
  },
  {
    // A bare "Seriously?" or "Really?" asked back at someone.
    name: 'pointedQuestion',
    place: 'anywhere',
    triggers: ['seriously', 'really'],
    test: (words, i, text) => {
      const w = words[i]!;
      const next = words[i + 1];
      return (!next || next.sentence !== w.sentence) && questionFollows(text, w.end) ? 1 : 0;
    },
  },
  {
    // A bare command opening a sentence: "Send me the file.", "Fix it."
    name: 'imperative',
    place: 'start',
    phrases: [...REQUEST_VERBS],
  },
];

/** A detector's entry under the first word it is tried at. */
interface Entry {
  detector: Detector;
  phrase: readonly string[] | null;
}

const BY_FIRST_WORD = new Map<string, Entry[]>();
const EVERY_WORD: Detector[] = [];
for (const detector of POLITENESS_DETECTORS) {
  const add = (word: string, phrase: readonly string[] | null) => {
    const list = BY_FIRST_WORD.get(word);
    if (list) list.push({ detector, phrase });
    else BY_FIRST_WORD.set(word, [{ detector, phrase }]);
  };
  if (detector.phrases) for (const p of detector.phrases) add(p.split(' ')[0]!, p.split(' '));
  else if (detector.triggers) for (const t of detector.triggers) add(t, null);
  else EVERY_WORD.push(detector);
}

const entriesOf = wordTable((norm) => BY_FIRST_WORD.get(norm) ?? null);

function placeHolds(place: Place, word: RuleWord): boolean {
  return place === 'anywhere' || (place === 'start') === word.first;
}

/**
 * Every place a politeness strategy shows in the text, in text order (a strategy may
 * show several times). `words` may be passed when the caller has split the text already.
 */
export function findPolitenessStrategies(text: string, words: readonly RuleWord[] = splitWords(text)): StrategyMatch[] {
  const found: StrategyMatch[] = [];
  const push = (name: PolitenessStrategy, i: number, count: number) => {
    const start = words[i]!.start;
    const end = words[i + count - 1]!.end;
    // One strategy found twice at one place ("Great question" as a phrase and as praise opening a sentence) is listed once.
    const previous = found[found.length - 1];
    if (previous && previous.name === name && previous.start === start) return;
    found.push({ name, phrase: text.slice(start, end), start, end });
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const entries = entriesOf(word);
    if (entries) {
      for (const { detector, phrase } of entries) {
        if (!placeHolds(detector.place, word)) continue;
        if (phrase) {
          if (wordsRead(words, i, phrase)) push(detector.name, i, phrase.length);
        } else {
          const count = detector.test!(words, i, text);
          if (count > 0) push(detector.name, i, count);
        }
      }
    }
    for (const detector of EVERY_WORD) {
      if (!placeHolds(detector.place, word)) continue;
      const count = detector.test!(words, i, text);
      if (count > 0) push(detector.name, i, count);
    }
  }
  return found;
}
