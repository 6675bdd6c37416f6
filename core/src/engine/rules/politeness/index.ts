/**
 * The politeness strategies of Danescu-Niculescu-Mizil, Sudhof, Jurafsky, Leskovec and
 * Potts ("A computational approach to politeness with application to social factors",
 * ACL 2013), read from the surface of a text: each strategy is one named detector, a
 * row of phrases (with where in a sentence they count) or a small test over the words.
 * The paper's strategies, plus "subjunctive" requests, pointed (rhetorical) questions,
 * which people rate as clearly impolite, and bare imperatives ("Send me the file.").
 *
 * The learned weight of each strategy lives in lexicon/politeness-weights.ts
 * (scripts/train-politeness.ts); this module only finds them. The strategies and the word
 * lists they share are in strategies.ts, the detectors in detectors.ts.
 */
import { splitWords, wordsRead, wordTable, type RuleWord } from '../words';
import { POLITENESS_DETECTORS } from './detectors';
import type { Detector, Place, PolitenessStrategy, StrategyMatch } from './strategies';

export { POLITENESS_DETECTORS } from './detectors';
export {
  LEXICON_THRESHOLD,
  POLITENESS_STRATEGIES,
  REQUEST_VERBS,
  type PolitenessStrategy,
  type StrategyMatch,
} from './strategies';

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
