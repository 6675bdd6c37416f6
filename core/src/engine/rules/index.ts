/**
 * The rules of the local engine, applied to a text's tokens in this order (each in its own file
 * here, with its table test beside it):
 *
 * 1. idioms.ts — two-word phrases are matched before single words, and read by their role.
 * 2. contrast.ts — a clause or sentence break ends what it must; "but" reweighs the sentence, a
 *    concessive concedes ("Although it's bright, the battery is terrible").
 * 3. negation.ts — a negator flips the next toned term within three words ("not bad").
 * 4. unrealised.ts — "should have been great" flips what did not happen.
 * 5. expectation.ts — "I don't think it's good": the negation goes to what is thought.
 * 6. hyperbole.ts — "I can't thank you enough": no amount would do, so the word is emphasised.
 * 7. comparison.ts — "I've never been so happy": the superlative, emphasised, not flipped.
 * 8. boosters.ts — "extremely good", "slightly annoying": strength added or taken away.
 * 9. emoji.ts — ":)" and "😀" count as toned terms of their own.
 * 10. term.ts — each toned term through the rules that act on it, then counted (score.ts).
 * 11. capitals.ts and punctuation.ts — "GREAT", "!" and "?", over the whole text, when it is scored.
 *
 * The reading goes token by token (engine/tokens.ts), through readWord below, which calls each rule
 * where it applies; most words carry nothing a rule reads and are only counted.
 */
import * as tokensModule from '../tokens';
import type { Tokens } from '../tokens';
import * as vocabularyModule from '../vocabulary';
import * as readerModule from '../reader';
import type { Reader } from '../reader';
import { endSentence } from '../score';
import { breaker, contrast, endConcession } from './contrast';
import { readSymbol } from './emoji';
import { degree } from './hyperbole';
import { closePhrase, flushPending, makesPhrase, resolveHeld } from './idioms';
import { endReach, negatorWord } from './negation';
import { readPunctuation } from './punctuation';
import { term } from './term';
import { beenAfterPerfect } from './unrealised';

/**
 * The scan-event bits and word flags read for every token, as this module's own constants: the
 * optimiser loads an imported binding, and checks it, at every use, but builds a private constant in.
 */
// prettier-ignore
const { BOUNDARY_SENTENCE, eventBoundary, eventFlags, eventId, SCAN_EVENT_BOUNDARY_MASK, SCAN_EVENT_CAPS,
  SCAN_EVENT_CONTRACTION, SCAN_EVENT_FLAGS_SHIFT, SCAN_EVENT_SYMBOL } = tokensModule;
const { NO_WORD } = readerModule;
// prettier-ignore
const { FLAG_BREAKER, FLAG_CONTRAST, FLAG_DEGREE, FLAG_DETERMINER, FLAG_INTENSIFIER, FLAG_MODAL, FLAG_NEGATOR,
  FLAG_PHRASE_BREAK, FLAG_PHRASE_START, FLAG_SCOPE_NEGATOR, FLAG_TONED, FLAG_TRANSPARENT, FLAGS_READ } = vocabularyModule;

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

/** A negator, and a scope negator, with no break before it, where a scan event holds them. */
const NEGATOR_WORD = (FLAG_NEGATOR << SCAN_EVENT_FLAGS_SHIFT) | SCAN_EVENT_BOUNDARY_MASK;
const NEGATOR = FLAG_NEGATOR << SCAN_EVENT_FLAGS_SHIFT;
const SCOPE_NEGATOR_WORD = (FLAG_SCOPE_NEGATOR << SCAN_EVENT_FLAGS_SHIFT) | SCAN_EVENT_BOUNDARY_MASK;
const SCOPE_NEGATOR = FLAG_SCOPE_NEGATOR << SCAN_EVENT_FLAGS_SHIFT;

/** Reads the tokens of a text (engine/tokens.ts scanText) in order, then its punctuation. */
export function applyRules(r: Reader, tokens: Tokens): void {
  readEvents(r, tokens.codes, tokens.count);
  readPunctuation(r, tokens.asciiCounts);
}

/**
 * The tokens of a text as scan events, in one loop, with each word's flags read from its
 * event, and the next event at hand for a word that may start a phrase. The word index, the
 * word count and the open phrase (pending, held) live in locals for the loop: they are written
 * back before, and read again after, every step that reads or changes them (readWord, symbol).
 */
function readEvents(r: Reader, events: Int32Array, count: number): void {
  // The bits the loop tests, and the scan event's helpers, as locals: they are made from
  // other modules' values, so the optimiser cannot build them into the code as it does a
  // literal constant, and the loop would load each from the module's scope, and check it,
  // at every use.
  const passing = EVENT_PASSING;
  const quiet = EVENT_PASSING | EVENT_PHRASE_FLAGS;
  const phraseFlags = EVENT_PHRASE_FLAGS;
  const phraseStart = EVENT_PHRASE_START;
  const tonedOnly = EVENT_TONED_ONLY;
  const toned = EVENT_TONED;
  const transparent = EVENT_TRANSPARENT;
  const contraction = SCAN_EVENT_CONTRACTION;
  const capitals = SCAN_EVENT_CAPS;
  const idOf = eventId;
  // Each through `| 0`, here and where they are read again after a step, as is addTally's
  // place in term(): the optimiser then keeps them as small integers, where it checked and
  // retagged a value of a kind it did not know. Together about 0.3 % fewer instructions per 1 MiB.
  const n = count | 0;
  let index = r.index | 0;
  let wordCount = r.wordCount | 0;
  let pending = r.pending | 0;
  let held = r.held | 0;
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
      // looks for (every degree word may start a phrase: lexicon/roles.ts ROLE_WORDS.degree).
      ((event & phraseFlags) === 0 ||
        (held < 0 &&
          ((event & phraseStart) === 0 ||
            (k + 1 < n &&
              !makesPhrase(r, idOf(event), events[k + 1]!) &&
              (r.hyperboleAt === NO_WORD || (r.flags[idOf(event)]! & FLAG_DEGREE) === 0) &&
              // Nor "been" right after "should have" or "could have", which readWord looks for
              // (lexicon/roles.ts ROLE_WORDS.been may start a phrase for this).
              index !== r.perfectAt + 1))))
    ) {
      if ((event & contraction) === 0) wordCount++;
      index++;
      continue;
    }
    if ((event & tonedOnly) === toned && pending < 0 && held < 0) {
      // A toned word that does nothing else, with no break before it and no phrase open:
      // the steps readWord takes for it, without the call.
      wordCount++;
      term(r, idOf(event), index, (event & capitals) !== 0, (event & transparent) === 0);
      index++;
      continue;
    }
    r.index = index;
    r.wordCount = wordCount;
    readWord(r, events, k, n);
    index = r.index | 0;
    wordCount = r.wordCount | 0;
    pending = r.pending | 0;
    held = r.held | 0;
  }
  r.index = index;
  r.wordCount = wordCount;
}

/** All the word flags of the word of scan event `event`; 0 for a symbol or an unknown word. */
function wordFlags(r: Reader, event: number): number {
  const id = eventId(event);
  return (event & SCAN_EVENT_SYMBOL) === 0 && id >= 0 ? r.flags[id]! : 0;
}

/**
 * Token `k` of `events` (of `n`), which a rule reads: a symbol, or a word (or a word that ends a
 * clause, or follows a phrase's first word) with what the word before it says of it ("can" or
 * "could" before a negator, a determiner before "few", the flags of the word before a word that
 * may start a phrase). A word that may start a phrase is held back until the next word shows
 * whether they make one; when the next token is at hand and makes no phrase with it, the word is
 * read alone at once: the same reading, sooner.
 */
function readWord(r: Reader, events: Int32Array, k: number, n: number): void {
  const event = events[k]!;
  if (event & SCAN_EVENT_SYMBOL) return readSymbol(r, eventId(event));
  // The word before it matters to a negator or scope negator with no break before it, and to a
  // word that may start a phrase: its flags are read only then (most words read here are neither).
  if ((event & (NEGATOR | SCOPE_NEGATOR | EVENT_PHRASE_START)) !== 0) {
    const before = k > 0 ? wordFlags(r, events[k - 1]!) : 0;
    // A negator right after "can" or "could": see modalNegator. A scope negator right after a determiner: see determined.
    if ((event & NEGATOR_WORD) === NEGATOR && (before & FLAG_MODAL) !== 0) r.modalNegator = r.index;
    if ((event & SCOPE_NEGATOR_WORD) === SCOPE_NEGATOR && (before & FLAG_DETERMINER) !== 0) r.determined = r.index;
    // The flags of the word before a word that may start a phrase: see before.
    if ((event & EVENT_PHRASE_START) !== 0) r.before = before;
  }
  const id = eventId(event);
  const flags = eventFlags(event);
  const boundary = eventBoundary(event);
  const caps = (event & SCAN_EVENT_CAPS) !== 0;
  if (r.held >= 0) resolveHeld(r, id);
  if (boundary !== 0) {
    flushPending(r);
    endReach(r);
    if (boundary === BOUNDARY_SENTENCE) {
      endSentence(r);
      r.sentenceAt = r.index;
    } else if (r.conceding !== 0) endConcession(r);
  }
  if ((event & SCAN_EVENT_CONTRACTION) === 0) r.wordCount++;
  if (flags & FLAG_INTENSIFIER) r.intensifierCount++;
  else if (flags & FLAG_NEGATOR) r.negatorCount++;
  if (r.pending >= 0 && closePhrase(r, id, flags, caps)) return;
  // "been" right after "should have" or "could have": an unrealised evaluation reaches from it.
  if (r.index === r.perfectAt + 1) beenAfterPerfect(r, id, boundary, caps);
  if (flags & FLAG_BREAKER) breaker(r, id);
  if (r.hyperboleAt !== NO_WORD && id >= 0 && (r.flags[id]! & FLAG_DEGREE) !== 0) degree(r);
  if (flags & FLAG_PHRASE_START && !(k + 1 < n && !makesPhrase(r, id, events[k + 1]!))) {
    r.pending = id;
    r.pendingIndex = r.index;
    r.pendingCaps = caps;
    r.pendingFlags = flags;
    r.pendingBefore = boundary === 0 ? r.before : 0;
  } else if (id >= 0) single(r, id, flags, r.index, caps);
  r.index++;
}

/** A word read alone (`flags`, at word index `at`, with `caps`): a negator, a contrast, or a toned term. */
export function single(r: Reader, id: number, flags: number, at: number, caps: boolean): void {
  // The word's own flags: a scan event holds only those below FLAG_NEGATED_ONLY.
  if (flags & (FLAG_NEGATOR | FLAG_SCOPE_NEGATOR)) return negatorWord(r, id, r.flags[id]!, at, caps);
  if (flags & FLAG_CONTRAST) contrast(r);
  // A negation passes through a transparent word: it is not negated itself.
  if (flags & FLAG_TONED) term(r, id, at, caps, (flags & FLAG_TRANSPARENT) === 0);
}
