/** The politeness strategies, what a detector of one is, and the word lists the detectors share. */
import type { RuleWord } from '../words';

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
export type Place = 'start' | 'inside' | 'anywhere';

/**
 * A named detector: phrases (lower-case words, one space apart) that show the strategy
 * where `place` allows, or a test at a word that returns how many words it matched
 * (0 for none), tried at the words it names as `triggers` (every word when absent).
 */
export interface Detector {
  name: PolitenessStrategy;
  place: Place;
  phrases?: readonly string[];
  triggers?: readonly string[];
  test?: (words: readonly RuleWord[], i: number, text: string) => number;
}

export const SECOND_PERSON = [
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
export const FIRST_PERSON = ['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'll", "i'd", 'im'];
export const DEFERENCE_STARTS = [
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
export const TIMES_OF_DAY = new Set(['morning', 'afternoon', 'evening', 'night', 'day', 'luck']);
export const PLEASE = ['please', 'pls', 'plz', 'plse'];

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
