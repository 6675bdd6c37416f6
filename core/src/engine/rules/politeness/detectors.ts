/** The politeness detectors, one per strategy, as phrases where they count or a small test over the words. */
import { questionFollows, valenceOf, type RuleWord } from '../words';
import {
  DEFERENCE_STARTS,
  FIRST_PERSON,
  LEXICON_THRESHOLD,
  PLEASE,
  REQUEST_VERBS,
  SECOND_PERSON,
  TIMES_OF_DAY,
  type Detector,
} from './strategies';

/** Words that turn a rated word up to {@link NEGATION_REACH} words after them in its sentence. */
const NEGATORS: ReadonlySet<string> = new Set(['not', 'no', 'never', 'nothing', 'without', 'hardly', 'barely']);
const NEGATION_REACH = 3;
/** True when a negator stands up to three words before word `i` in its sentence ("not too much trouble"). */
function negated(words: readonly RuleWord[], i: number): boolean {
  const sentence = words[i]!.sentence;
  for (let k = i - 1; k >= 0 && k >= i - NEGATION_REACH && words[k]!.sentence === sentence; k--) {
    const norm = words[k]!.norm;
    if (NEGATORS.has(norm) || norm.endsWith("n't")) return true;
  }
  return false;
}

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
    test: (words, i) => (valenceOf(words[i]!) >= LEXICON_THRESHOLD && !negated(words, i) ? 1 : 0),
  },
  {
    // "If it's not too much trouble", "no problem": a negated word of complaint is no complaint.
    name: 'negativeLexicon',
    place: 'anywhere',
    test: (words, i) => (valenceOf(words[i]!) <= -LEXICON_THRESHOLD && !negated(words, i) ? 1 : 0),
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
