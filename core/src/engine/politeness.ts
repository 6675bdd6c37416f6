/**
 * How polite a text reads: the politeness strategies it uses (rules/politeness/) and
 * its common words, weighed by a logistic regression learned from requests that five
 * people each rated (lexicon/politeness-weights.ts, scripts/train-politeness.ts).
 */
import { POLITENESS_BIAS, POLITENESS_STRATEGY_WEIGHTS, POLITENESS_WORD_WEIGHTS } from './lexicon/politeness-weights';
import { findPolitenessStrategies, type PolitenessStrategy, type StrategyMatch } from './rules/politeness/index';
import { firstSighting, newStamp, splitWords, wordTable, type RuleWord } from './rules/words';

export type { PolitenessStrategy } from './rules/politeness/index';

/** One strategy found in the text, with the weight it carries. */
export interface PolitenessStrategyReading extends StrategyMatch {
  /** Log-odds of politeness the strategy adds (counted once however often it shows); negative reads rude. */
  weight: number;
}

/** A word that moved the reading. */
export interface PolitenessWordReading {
  word: string;
  /** UTF-16 offsets of its first appearance, end exclusive. */
  start: number;
  end: number;
  /** Log-odds of politeness it adds (counted once however often it appears). */
  weight: number;
}

/** How polite a text reads. */
export interface PolitenessReading {
  /** Probability that people would rate it polite rather than rude, 0..1 (0.5 when there is no text). */
  score: number;
  /** Every place a strategy shows, in text order. */
  strategies: PolitenessStrategyReading[];
  /** The learned words it holds, each once (where it first appears), in text order. */
  words: PolitenessWordReading[];
  /**
   * True when the text asks something of its reader: a question, "please", a request form
   * ("could you…") or a sentence opening with a command verb ("Send me the file.").
   */
  request: boolean;
}

/** The strategies and the distinct lower-case words of a text: the features the learned model reads. */
export function politenessFeatures(text: string): {
  strategies: Set<PolitenessStrategy>;
  words: Set<string>;
  matches: StrategyMatch[];
} {
  const words = splitWords(text);
  const matches = findPolitenessStrategies(text, words);
  return {
    strategies: new Set(matches.map((m) => m.name)),
    words: new Set(words.map((w) => w.norm)),
    matches,
  };
}

let wordWeights: Map<string, number> | null = null;

/** The learned word weights, unpacked from the generated module on first use. */
function learnedWordWeights(): Map<string, number> {
  if (wordWeights) return wordWeights;
  wordWeights = new Map();
  const parts = POLITENESS_WORD_WEIGHTS.split(' ');
  for (let i = 0; i + 1 < parts.length; i += 2) wordWeights.set(parts[i]!, Number(parts[i + 1]));
  return wordWeights;
}

const learnedWeightOf = wordTable((norm) => learnedWordWeights().get(norm) ?? null);

const strategyWeight = (name: PolitenessStrategy): number =>
  (POLITENESS_STRATEGY_WEIGHTS as Partial<Record<PolitenessStrategy, number>>)[name] ?? 0;

const REQUEST_STRATEGIES: ReadonlySet<PolitenessStrategy> = new Set([
  'please',
  'pleaseStart',
  'indirectRequest',
  'indicativeModal',
  'subjunctive',
  'pointedQuestion',
  'imperative',
]);

/**
 * How polite the text reads (0..1) and the strategies and words behind it. The model was
 * learned on requests of one to a few sentences and counts each strategy and word once:
 * over a long text, where nearly every strategy shows somewhere, the score says less.
 * `words` may be passed when the text has been split already (splitWords), to split it once
 * for several readings.
 */
export function readPoliteness(text: string, words: readonly RuleWord[] = splitWords(text)): PolitenessReading {
  if (words.length === 0) return { score: 0.5, strategies: [], words: [], request: false };
  const matches = findPolitenessStrategies(text, words);
  let z = POLITENESS_BIAS;
  const counted = new Set<PolitenessStrategy>();
  let request = text.includes('?');
  const strategies = matches.map((m) => {
    const weight = strategyWeight(m.name);
    if (!counted.has(m.name)) {
      counted.add(m.name);
      z += weight;
    }
    if (REQUEST_STRATEGIES.has(m.name)) request = true;
    return { name: m.name, phrase: m.phrase, start: m.start, end: m.end, weight };
  });
  const stamp = newStamp();
  const moved: PolitenessWordReading[] = [];
  for (const w of words) {
    const weight = learnedWeightOf(w);
    if (weight === null || !firstSighting(w, stamp)) continue;
    z += weight;
    moved.push({ word: w.norm, start: w.start, end: w.end, weight });
  }
  return { score: 1 / (1 + Math.exp(-z)), strategies, words: moved, request };
}

/** The largest shift politeness may give warmth, on warmth's 0..1 scale. */
export const POLITENESS_WARMTH_SHIFT_MAX = 0.15;

/**
 * How far politeness should move warmth (0..1 scale) for a text that asks something of
 * its reader: (score − 0.5) × 2 × POLITENESS_WARMTH_SHIFT_MAX, so a courteous request
 * reads warmer and a curt or pointed one colder, by at most ±0.15. 0 for a text that asks
 * nothing, whose warmth the axes alone should carry.
 */
export function politenessWarmthShift(reading: PolitenessReading): number {
  if (!reading.request) return 0;
  return (reading.score - 0.5) * 2 * POLITENESS_WARMTH_SHIFT_MAX;
}
