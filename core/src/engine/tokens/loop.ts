/**
 * The scanner's hot loop, tuned for speed because it runs once per character of texts up to 1 MiB.
 * It reads its helpers and tables through this module's own constants (packed on a few lines): the
 * optimiser loads an imported binding, and checks it, at every use, but builds a private constant in.
 */
import * as vocabularyModule from '../vocabulary';
import * as bytesModule from './bytes';
import * as codesModule from './codes';
import * as wordsModule from './words';

// prettier-ignore
const { FLAG_EXPANDS_NOT, HASH_STEP_MASK, keySlot, lookupCodes, MEDIUM_WORD_MAX, mediumWordCheck, SHORT_WORD_MAX,
  WORD_CODE_APOSTROPHE, WORD_ENTRY_FLAGS_SHIFT, wordEntry } = vocabularyModule;
// prettier-ignore
const { BYTE_CLASS, BYTE_CODE, CLASS_APOSTROPHE, CLASS_CLAUSE, CLASS_SENTENCE, CLASS_WORD, EMOJI_MIN, LOWER_BYTE,
  MAX_EMOTICON, MAX_WORD, piece, scanCounts, scanned, SYMBOL_CHAR, symbolBuffer, unicodeClass, wordBuffer } = bytesModule;
const { buffer, eventId, eventOf, wordEvent } = codesModule;
// prettier-ignore
const { DROPPED_G_MIN, emoji, emoticon, findEmoticon, finishWord, KEY_IN, LANE_HIGH, LANE_LOW, notId } = wordsModule;
const BREAK_NONE = codesModule.BOUNDARY_NONE;
const BREAK_CLAUSE = codesModule.BOUNDARY_CLAUSE;
const BREAK_SENTENCE = codesModule.BOUNDARY_SENTENCE;
const EVENT_BOUNDARY_SHIFT = codesModule.SCAN_EVENT_BOUNDARY_SHIFT;
const EVENT_CAPS = codesModule.SCAN_EVENT_CAPS;
const EVENT_SYMBOL = codesModule.SCAN_EVENT_SYMBOL;

/**
 * What the hot loop leaves behind: non-ASCII counts, the unfinished last word, and the
 * trailing run of punctuation (its length). Module variables rather than an object, so
 * the loop's exit stores need no type feedback: the loop is first optimised while it
 * runs (on-stack replacement), before its exit has ever run, and an exit that needed
 * feedback would send every later run back to the interpreter.
 */
export let endOtherCounts: Map<number, number> | null = null;
export let endInWord = false;
export let endWl = 0;
export let endBoundary = 0;
export let endUpper = 0;
export let endSymbols = 0;
export let endEvents = 0;
export let endPendingBoundary = 0;

/** Clears what the last scan left behind, before a scan of a new text. */
export function startScan(): void {
  [endOtherCounts, endInWord, endSymbols, endPendingBoundary, endEvents] = [null, false, 0, BREAK_SENTENCE, 0];
  scanCounts.fill(0);
}

/**
 * The hot loop over the UTF-8 bytes of a text, kept apart from everything that runs once per
 * text so the optimiser sees only per-character work: count, build words, look them up.
 *
 * An ASCII word (the common case) is read in place: a tight loop finds its end, counting its
 * bytes and hashing its lower case as it goes, and the word is then looked up by comparing the
 * vocabulary's code units with its bytes, with nothing copied. A word that goes on past ASCII
 * (an accent, ’) or ends at an apostrophe is handed, as read so far, to the general path, which
 * decodes each character and builds the word in the word buffer.
 * Longer than any other function of the engine on purpose: a step split off into a function would be
 * a call in the path of every character, where the optimiser now keeps the loop's state in registers.
 */
// eslint-disable-next-line max-lines-per-function -- the hot loop over every byte: a step split off would be a call per character (see above).
export function scanLoop(length: number, counted: Map<number, number> | null, breakBefore: number, at: number): void {
  const v = scanned.vocabulary!;
  const bytes = piece.bytes;
  const asciiCounts = scanCounts;
  const buf = wordBuffer;
  const classes = BYTE_CLASS;
  const codes = BYTE_CODE;
  const lowerOf = LOWER_BYTE;
  // The vocabulary's arrays in locals: the word lookup below runs once per word.
  const table = v.table;
  const mask = v.mask;
  const shortTable = v.shortTable;
  const shortMask = v.shortMask;
  const shortShift = v.shortShift;
  const mediumTable = v.mediumTable;
  const mediumMask = v.mediumMask;
  const mediumShift = v.mediumShift;
  const offsets = v.offsets;
  const units = v.units;
  const flags = v.flags;
  // Where earlier pieces left off (see scanText): a piece starts after a space, outside any word.
  let otherCounts = counted;
  let inWord = false;
  let wl = 0;
  let upper = 0;
  let apostrophe = false;
  let pendingBoundary = breakBefore | 0;
  let boundary = 0;
  // The run of ASCII punctuation being read (an emoticon candidate): its length.
  let sl = 0;
  // Tokens written. This count, the break above and finishWord's count go through `| 0`: the
  // optimiser then keeps them as small integers, where it checked a value of unknown kind at every use.
  let ne = at | 0;
  const out = buffer.codes;

  let i = 0;
  while (i < length) {
    const b = bytes[i]!;
    let code = codes[b]!;

    if (code !== 0 && !inWord) {
      // An ASCII letter or digit starts a word.
      if (sl > 0) {
        // Right after punctuation, a letter or digit alone (or drawn out: ":DDD", "<333") may
        // end an emoticon (":D", ":-P", "<3"): the vocabulary keeps these with the letter in
        // capitals.
        let found = -1;
        let end = i + 1;
        if (sl < MAX_EMOTICON) {
          while (bytes[end] === b) end++;
          const after = bytes[end]!;
          if (codes[after] === 0 && after < 0x80 && after !== 39) {
            symbolBuffer[sl] = b >= 97 ? b - 32 : b;
            found = findEmoticon(v, sl + 1, true, i - sl > 0 ? bytes[i - sl - 1]! : 32);
          }
        }
        if (found >= 0) {
          out[ne++] = EVENT_SYMBOL | (found + 1);
          for (; i < end; i++) asciiCounts[b]!++;
          sl = 0;
          continue;
        }
        if (sl > 1) ne = emoticon(v, sl, ne);
        sl = 0;
      }
      boundary = pendingBoundary;
      pendingBoundary = 0;
      let c = b;
      // Words one space apart are read here one after another.
      for (;;) {
        const start = i;
        // The word's key as it is read (word-classes.ts SHORT_WORD_MAX): the word is not read again for it.
        let h = 0;
        // To the word's end: letters and digits, and an apostrophe between two of them. The 0 byte after the text ends it.
        for (;;) {
          // Two letters per turn of the loop, which halves the loop's own steps per letter: an analysis of
          // 1 MiB took about 1.8 % fewer instructions than with one (four saved 0.2 % more).
          for (;;) {
            asciiCounts[c]!++;
            h = ((h << 6) | (h >>> 26)) ^ code;
            c = bytes[++i]!;
            code = codes[c]!;
            if (code === 0) break;
            asciiCounts[c]!++;
            h = ((h << 6) | (h >>> 26)) ^ code;
            c = bytes[++i]!;
            code = codes[c]!;
            if (code === 0) break;
          }
          if (c !== 39 || codes[bytes[i + 1]!] === 0) break;
          code = WORD_CODE_APOSTROPHE;
        }
        const n = i - start;
        if (c >= 0x80 || c === 39) {
          // The word may go on past ASCII, or end at an apostrophe that is not a symbol: the general path reads on.
          inWord = true;
          wl = n;
          upper = 0;
          for (let k = 0; k < n; k++) {
            const x = bytes[start + k]!;
            if (k < MAX_WORD) buf[k] = lowerOf[x]!;
            if (x >= 65 && x <= 90) upper++;
          }
          break;
        }
        const first = bytes[start]!;
        if (n > MAX_WORD) out[ne++] = wordEvent(-1, 0, boundary, false, false);
        else {
          // In capitals: two or more ASCII letters, all upper case.
          let caps = false;
          if (n > 1 && first >= 65 && first <= 90) {
            let k = start + 1;
            while (k < i && bytes[k]! >= 65 && bytes[k]! <= 90) k++;
            caps = k === i;
          }
          if (n >= 4 && bytes[i - 2] === 39 && lowerOf[bytes[i - 1]!] === 116 && lowerOf[bytes[i - 3]!] === 110) {
            // An n't contraction: the stem and "not".
            for (let k = 0; k < n; k++) buf[k] = lowerOf[bytes[start + k]!]!;
            ne = finishWord(v, buf, n, boundary, caps, ne) | 0;
          } else {
            // The word's entry (vocabulary.ts wordEntry; 0 while unknown), the scan event of it bar the break and capitals.
            let entry = 0;
            if (n <= SHORT_WORD_MAX) {
              // A short word's key is the word: its slot in the short table says all, with no word to compare.
              // The probe ends at the word or at an empty slot, whose entry is 0 (unknown): one test, which
              // fails only on a collision, so found and unknown words take the same way through.
              // The mask leaves the slot as it is, but makes it a value the optimiser keeps as a small
              // integer, not a number it converts at every step of the probe (keySlot's >>> can give
              // one past 2^31 as far as it knows).
              let slot = keySlot(h, shortShift) & shortMask;
              let stored = shortTable[slot << 1]!;
              while ((+(stored === h) | +(stored === 0)) === 0) {
                slot = (slot + 1) & shortMask;
                stored = shortTable[slot << 1]!;
              }
              entry = shortTable[(slot << 1) + 1]!;
            } else if (n <= MEDIUM_WORD_MAX) {
              // A medium word is named by its key, its length and its one or two codes before the last
              // five (the first code alone for six code units): no word to compare either.
              const prefix = (codes[first]! << 6) | (codes[bytes[start + 1]!] || WORD_CODE_APOSTROPHE);
              const check = mediumWordCheck(n, n === MEDIUM_WORD_MAX ? prefix : prefix >>> 6);
              // The same probe: the word or an empty slot ends it.
              let slot = keySlot(h, mediumShift) & mediumMask;
              let stored = mediumTable[slot * 3 + 1]!;
              while ((+(stored === check) & +(mediumTable[slot * 3] === h)) + +(stored === 0) === 0) {
                slot = (slot + 1) & mediumMask;
                stored = mediumTable[slot * 3 + 1]!;
              }
              entry = mediumTable[slot * 3 + 2]!;
            } else {
              // A long word is looked up by its hash (vocabulary.ts hashWord: seven of its code units, read in place).
              let hash = n;
              hash = ((hash << 5) + hash + lowerOf[first]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[start + 1]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[start + 2]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[start + (n >> 1)]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[i - 3]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[i - 2]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[i - 1]!]!) & HASH_STEP_MASK;
              hash ^= hash >>> 13;
              let slot = hash & mask;
              for (;;) {
                const stored = table[slot << 1]!;
                if (stored === 0) break;
                // The hash first: most probes end there, without reading the word.
                if (table[(slot << 1) + 1] === hash && offsets[stored]! - offsets[stored - 1]! === n) {
                  const from = offsets[stored - 1]! - start;
                  let k = start;
                  while (k < i && units[from + k] === lowerOf[bytes[k]!]) k++;
                  if (k === i) {
                    entry = wordEntry(stored - 1, flags[stored - 1]!);
                    break;
                  }
                }
                slot = (slot + 1) & mask;
              }
            }
            // An unknown word may be drawn out ("sooo"; see drawnOut) or an -ing word with its g dropped
            // ("lovin"; see droppedG): finishWord reads such a word. Both tests live in the branch of
            // unknown words, where they cost the known words nothing.
            let unusual = false;
            if (entry === 0 && n >= 4) {
              if (n <= SHORT_WORD_MAX) {
                // A short word's key holds its codes six bits each, last code lowest: two
                // neighbouring codes equal twice over, one after the other, is such a run. Each
                // 6-bit lane of `same` is 0 where a code equals the one before it (a lane past the
                // word's first code is 0 too, but the first code's own lane, never 0, parts them).
                const same = h ^ (h >>> 6);
                const equal = ~(((same & LANE_LOW) + LANE_LOW) | same) & LANE_HIGH;
                // Five letters ending in "in": the key's two lowest codes.
                unusual = (equal & (equal >>> 6)) !== 0 || (n === DROPPED_G_MIN && (h & 0xfff) === KEY_IN);
              } else {
                for (let k = start; k + 1 < i; k += 2) {
                  // A longer word: such a run holds two equal letters from an even place in the
                  // word, so test only those pairs, then the letter either side of a pair that matches.
                  // In lower case, as the word is looked up ("sOoOoon" is drawn out too).
                  const c = lowerOf[bytes[k]!]!;
                  if (
                    c === lowerOf[bytes[k + 1]!] &&
                    ((k > start && lowerOf[bytes[k - 1]!] === c) || lowerOf[bytes[k + 2]!] === c)
                  ) {
                    unusual = true;
                    break;
                  }
                }
                if (lowerOf[bytes[i - 1]!] === 110 && lowerOf[bytes[i - 2]!] === 105) unusual = true;
              }
            }
            if (unusual) {
              for (let k = 0; k < n; k++) buf[k] = lowerOf[bytes[start + k]!]!;
              ne = finishWord(v, buf, n, boundary, caps, ne) | 0;
            } else if (entry & (FLAG_EXPANDS_NOT << WORD_ENTRY_FLAGS_SHIFT)) {
              // A contraction without its apostrophe ("dont"): the stem and "not".
              out[ne++] = eventOf(v, v.stems[eventId(entry)]!, boundary, false, caps);
              out[ne++] = eventOf(v, notId(), BREAK_NONE, true, caps);
            } else out[ne++] = entry | (boundary << EVENT_BOUNDARY_SHIFT) | (caps ? EVENT_CAPS : 0);
          }
        }
        // Another ASCII word after a space, or after a mark that breaks a clause or a sentence (and
        // maybe a space): read it here, with the break before it. Anything else is read by the loop.
        let step = 1;
        let next = 0;
        if (c !== 32) {
          const markClass = classes[c]!;
          if (markClass === CLASS_SENTENCE) next = BREAK_SENTENCE;
          else if (markClass === CLASS_CLAUSE) next = BREAK_CLAUSE;
          else break;
          if (bytes[i + 1] === 32) step = 2;
        }
        code = codes[bytes[i + step]!]!;
        if (code === 0) break;
        asciiCounts[c]!++;
        if (step === 2) asciiCounts[32]!++;
        i += step;
        c = bytes[i]!;
        boundary = next;
      }
      continue;
    }

    // Any other character, or a word character of a word the general path is building.
    let cls = classes[b]!;
    let cp = 0;
    i++;
    if (b < 0x80) {
      asciiCounts[b]!++;
    } else {
      if (b < 0xe0) {
        cp = ((b & 0x1f) << 6) | (bytes[i]! & 0x3f);
        i += 1;
      } else if (b < 0xf0) {
        cp = ((b & 0x0f) << 12) | ((bytes[i]! & 0x3f) << 6) | (bytes[i + 1]! & 0x3f);
        i += 2;
      } else {
        cp = ((b & 0x07) << 18) | ((bytes[i]! & 0x3f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f);
        i += 3;
      }
      otherCounts ??= new Map();
      otherCounts.set(cp, (otherCounts.get(cp) ?? 0) + 1);
      cls = unicodeClass(cp);
    }

    if (cls >= CLASS_WORD) {
      if (sl > 0) {
        if (sl > 1) ne = emoticon(v, sl, ne);
        sl = 0;
      }
      if (cls !== b && b < 0x80) upper++;
      if (!inWord) {
        inWord = true;
        wl = 0;
        upper = cls !== b && b < 0x80 ? 1 : 0;
        boundary = pendingBoundary;
        pendingBoundary = 0;
      } else if (apostrophe) {
        apostrophe = false;
        if (wl < MAX_WORD) buf[wl] = 39;
        wl++;
      }
      let lower = cls;
      if (lower > 0xffff) {
        const high = 0xd800 + ((lower - 0x10000) >> 10);
        if (wl < MAX_WORD) buf[wl] = high;
        wl++;
        lower = 0xdc00 + ((lower - 0x10000) & 0x3ff);
      }
      if (wl < MAX_WORD) buf[wl] = lower;
      wl++;
      // The rest of an ASCII stretch of the word in a tight loop: the same steps as above.
      for (;;) {
        const next = bytes[i]!;
        const nextClass = classes[next]!;
        if (nextClass < CLASS_WORD) break;
        i++;
        asciiCounts[next]!++;
        if (nextClass !== next) upper++;
        if (wl < MAX_WORD) buf[wl] = nextClass;
        wl++;
      }
    } else if (cls === CLASS_APOSTROPHE && inWord && !apostrophe) {
      apostrophe = true;
    } else {
      if (inWord) {
        inWord = false;
        apostrophe = false;
        const caps = upper > 1 && upper === wl;
        if (wl > MAX_WORD || (wl >= 4 && buf[wl - 1] === 116 && buf[wl - 2] === 39 && buf[wl - 3] === 110)) {
          ne = finishWord(v, buf, wl, boundary, caps, ne) | 0;
        } else {
          const id = lookupCodes(v, buf, wl);
          // A contraction without its apostrophe, or an unknown word that may be drawn out.
          if (id >= 0 ? flags[id]! & FLAG_EXPANDS_NOT : wl >= 4) ne = finishWord(v, buf, wl, boundary, caps, ne) | 0;
          else out[ne++] = eventOf(v, id, boundary, false, caps);
        }
      }
      if (b < 0x80 && SYMBOL_CHAR[b] === 1) {
        if (sl < MAX_EMOTICON) symbolBuffer[sl] = b;
        sl++;
      } else if (sl > 0) {
        if (sl > 1) ne = emoticon(v, sl, ne);
        sl = 0;
      }
      if (cls === CLASS_SENTENCE) pendingBoundary = BREAK_SENTENCE;
      else if (cls === CLASS_CLAUSE && pendingBoundary === 0) pendingBoundary = BREAK_CLAUSE;
      if (cp >= EMOJI_MIN) ne = emoji(v, cp, ne);
    }
  }
  endOtherCounts = otherCounts;
  endInWord = inWord;
  endWl = wl;
  endBoundary = boundary;
  endUpper = upper;
  endSymbols = sl;
  endEvents = ne;
  endPendingBoundary = pendingBoundary;
}
