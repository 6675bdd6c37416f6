/**
 * The reader of one text: where the rules keep what they have seen (the open negator, boosters,
 * phrase and clause) and the sums they add to, which score.ts turns into the axes.
 */
import { vocabulary, type Vocabulary } from './vocabulary';
import { plainSums } from './tone-sums';

/**
 * The word index of no word: far enough before the first word (index 0) that no window of
 * words after a negator or booster reaches past it. A small integer, unlike −Infinity, so
 * the fields that hold word indexes stay small integers, which the optimiser reads and
 * compares without unboxing.
 */
export const NO_WORD = -1000000;

/** Accumulator slots: the eight sides in SIDES order, then positive and negative affect. */
export const AFFECT_POSITIVE = 8;
export const AFFECT_NEGATIVE = 9;
export const SLOTS = 10;

/**
 * Per-text driver tallies, shared by every reader (an analysis runs to its end without
 * yielding, so one text at a time uses them): occurrences and weight per side of each slot
 * (term number × 2, + 1 when negated) the text touched, kept side by side in the order the
 * slots were first touched, so a text's tallies take little memory however large the
 * vocabulary. Each result clears what its text touched.
 */
/** The slots the current text touched, in order. */
export const touched: number[] = [];
/** Numbers per place in {@link tallies}.weights: the weight per side, then the occurrences. */
export const TALLY_SIZE = 9;
export const TALLY_COUNT = 8;
/**
 * The tally arrays, as the two fields of one object, each replaced only when it must grow.
 * `place`: each slot's place in {@link touched} + 1; 0 for a slot the text has not touched.
 * `weights`: weight per side (8) and occurrences of each touched slot, by place: one array, so
 * that counting a term reaches a single row of it. Fields of a constant object rather than
 * module variables: term() then reads each without the check the optimiser makes at every
 * read of a module variable that could still be uninitialised.
 */
export const tallies = { place: new Int32Array(0), weights: new Float64Array(256 * TALLY_SIZE) };

/** Makes room in the tallies for `slot`, the first time the text touches it; returns its place. */
export function addTally(slot: number): number {
  const added = touched.push(slot) - 1;
  tallies.place[slot] = added + 1;
  if ((added + 1) * TALLY_SIZE > tallies.weights.length) {
    const weights = new Float64Array(tallies.weights.length * 2);
    weights.set(tallies.weights);
    tallies.weights = weights;
  }
  return added;
}

/** Clears the tallies a text left behind (its result was never asked for). */
export function clearTallies(): void {
  for (const slot of touched) tallies.place[slot] = 0;
  tallies.weights.fill(0, 0, touched.length * TALLY_SIZE);
  touched.length = 0;
}

/**
 * What term() reads and adds to at every toned word, as the four fields of one constant object
 * shared by every reader (one reader at a time): the open sentence's sums and what capitals
 * add, which a new reader clears, and the tone rows of the vocabulary (plainSums, and the tone
 * of every term), replaced only when the vocabulary changes. Read from fields of a constant
 * object rather than from the reader's own fields, an analysis of 1 MiB took about 1 % fewer
 * instructions.
 */
export const counting: { sentence: Float64Array; caps: Float64Array; plain: Float64Array; tones: Uint16Array } = {
  sentence: new Float64Array(SLOTS),
  caps: new Float64Array(SLOTS),
  plain: new Float64Array(0),
  tones: new Uint16Array(0),
};

/**
 * The reader made last, kept so that a reader's full shape outlives its text. The engine
 * reaches that shape (hidden class) by adding the class's fields one by one, and such a
 * shape is held only weakly by the one before it: with no reader alive, a full garbage
 * collection frees it, the optimised code of the reader's loops, which checks for it,
 * is thrown away, and the next analysis after every full collection ran about three times
 * slower while that code was made again. One small object keeps it.
 */
const made: { latest: Reader | null } = { latest: null };

/**
 * What the rules know while they read one text, and the sums they add to: the state of the
 * engine, which every rule reads and changes (engine/rules/) and score.ts turns into the axes.
 * Sums are kept per sentence (so "but" can reweigh the sentence so far) and added to the
 * text's totals at each sentence end. One reader at a time: a new reader clears what an
 * unfinished one left in the shared driver tallies and sentence sums (see counting).
 */
export class Reader {
  readonly v: Vocabulary = vocabulary();
  /** The vocabulary's word flags, read once per word. */
  readonly flags: Int32Array = this.v.flags;
  readonly total = new Float64Array(SLOTS);
  wordCount = 0;
  intensifierCount = 0;
  negatorCount = 0;
  index = 0;
  lastNegator = NO_WORD;
  /** Word index of the last negator of the open clause, whether or not it has flipped a word yet. */
  negatorAt = NO_WORD;
  pending = -1;
  pendingIndex = 0;
  pendingCaps = false;
  pendingFlags = 0;
  /** A phrase of PHRASE_BREAKS read but not yet counted (-1 when none): the next word decides. */
  held = -1;
  heldFirst = -1;
  heldSecond = -1;
  heldIndex = 0;
  heldFirstCaps = false;
  heldSecondCaps = false;
  contrastFactor = 1;
  /**
   * True while the reader is in a stretch of mock praise (AxesOptions.ironic: sarcasm): there a toned
   * word's warmth and affect count on the cold, negative side, whichever side they would take, since the
   * praise says its opposite ("Oh great, another meeting"). score.ts addTerm reads it; the plain case
   * reads tone-sums.ts ironicSums, which axes.ts puts in place for those stretches.
   */
  ironic = false;
  /** Word index of the open sentence's first word. */
  sentenceAt = 0;
  /**
   * A concessive clause (lexicon/roles.ts ROLE_WORDS.concessive) open in the sentence: 1 when it opened
   * the sentence (the verdict follows it), 2 when it followed the verdict, 0 when none.
   */
  conceding = 0;
  /**
   * Word index of a concessive of ELLIPTICAL_CONCESSIVES that followed the verdict (NO_WORD when
   * none): a toned word or a negator right after it joins two verdicts (see elliptical()).
   */
  concededAt = NO_WORD;
  /** Whether the sentence so far has added anything to its sums. */
  sentenceToned = false;
  /** The last three boosters: word index and weight. */
  readonly boostAt = [NO_WORD, NO_WORD, NO_WORD];
  readonly boostBy = [0, 0, 0];
  boostNext = 0;
  /** Word index of the latest booster (the three-word window is checked only near one). */
  lastBoostAt = NO_WORD;
  exclamations = 0;
  questions = 0;
  hasLowerCase = true;
  hedging = 0;
  /**
   * A hyperbole of degree (see the module comment), by word index: the last negator that came
   * right after "can" or "could" (modalNegator); such a negator whose clause is open and may yet
   * hold a degree word, "enough" or "more" (hyperboleAt; NO_WORD when none); one that such a word
   * made a hyperbole before it reached a word (emphatic). The term the open one flipped (flipped; −1 when none), with its
   * capitals and boost, for degree() to count again.
   */
  modalNegator = NO_WORD;
  hyperboleAt = NO_WORD;
  emphatic = NO_WORD;
  flipped = -1;
  flippedCaps = false;
  flippedBoost = 0;
  /** The word index of a quantity negator right after a determiner, which counts rather than negates. */
  determined = NO_WORD;
  /**
   * A negator with a rated valence of its own ("lack", "failed to") whose reach is open: its
   * term (−1 when none), word index and capitals. It counts when its reach ends having flipped
   * no toned word (settleOwn), and not at all when it flips one.
   */
  ownTerm = -1;
  ownAt = 0;
  ownCaps = false;
  /**
   * The last negator that compares ("never": lexicon/roles.ts ROLE_WORDS.comparingNegator), by word index
   * (NO_WORD when the last negator was another): a comparison in its reach makes it emphasise
   * the word it reaches (term(): emphatic).
   */
  comparing = NO_WORD;
  /**
   * The word flags of the word before the one being read (0 after a break or a symbol; set for a
   * word that may start a phrase), and those of the word before the pending word: a phrase of
   * UNMET_EXPECTATIONS after a past form ("was supposed to") and a negated verb of expectation
   * after one ("didn't expect") read by them.
   */
  before = 0;
  pendingBefore = 0;
  /**
   * An unrealised evaluation, by word index: the last word of the last "should have" or "could
   * have" (perfectAt; lexicon/roles.ts PHRASE_ROLES.unrealisingPerfect), which "been" right after it makes one;
   * the word from which the last such evaluation reaches (unrealisedAt). NO_WORD when none.
   */
  perfectAt = NO_WORD;
  unrealisedAt = NO_WORD;
  /**
   * Whether the last unrealised evaluation flips only comparisons ("could be", or a modal perfect
   * without "been": lexicon/roles.ts PHRASE_ROLES.unrealisedComparison, UNREALISING_PERFECTS), and whether a comparing booster in its reach ("more") has
   * made what follows a comparison ("could be more helpful").
   */
  comparisonsOnly = false;
  compared = false;

  constructor() {
    const slots = this.v.termCount * 2;
    if (tallies.place.length < slots) {
      tallies.place = new Int32Array(slots);
      tallies.weights.fill(0);
      touched.length = 0;
    } else clearTallies();
    // The sentence's sums and what capitals add (see counting); the tone rows when the vocabulary changed.
    counting.sentence.fill(0);
    counting.caps.fill(0);
    const plain = plainSums(this.v);
    if (counting.plain !== plain) counting.plain = plain;
    if (counting.tones !== this.v.tone) counting.tones = this.v.tone;
    made.latest = this;
  }
}
