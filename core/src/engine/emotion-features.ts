/**
 * The features the emotion reading weighs, found in one pass over a text without building a
 * string per word: each word is lower-cased and normalised as it is read and hashed on the fly,
 * and every feature it raises is written as a 32-bit key with the span of text that raised it.
 *
 * Normalisation: ASCII and Latin letters are lower-cased; ’ is read as '; the apostrophe of
 * n't, 'm, 's and 've is dropped ("don't" and "dont" are one word) while that of 'll, 're and 'd
 * is kept ("he'll" is not "hell"); a run of three or more of one letter is cut to two ("sooo"
 * → "soo", still apart from "so"); numbers read as `<num>`, links as `<url>`, @names as
 * `<user>`, and bracketed capitals such as GoEmotions' `[NAME]` as `<name>`.
 *
 * Features, each a kind (EMOTION_FEATURE_KINDS) and a key:
 * - word: the normalised word, outside a negation scope;
 * - stem: the first STEM_LENGTH letters of a longer word outside a negation scope, so that the forms of a word share
 *   what one of them taught ("annoyed", "annoying" → "annoy");
 * - negated: a word in the scope of a negator (up to three words after "not", "never",
 *   "don't" …, ended early by punctuation or a contrast word): "not happy" raises negated
 *   "happy", never "happy"; a negated word of NEGATION_ENDERS ends the scope ("can't stop crying"
 *   raises negated "stop" and the word "crying");
 * - pair: two words in a row within a clause ("so happy", "not happy");
 * - start: the first word of a sentence ("why", "thanks");
 * - symbol: an emoji (one code point, skin tones and variation selectors dropped) or a common
 *   emoticon in one spelling (":-)" and "=)" read as ":)");
 * - rule: the family of a feeling word (`#anger` for "furious", see EMOTION_WORD_FAMILIES), and
 *   the engine's rule features — `#intensifier` (so, very, really …), `#caps` (a word of
 *   two or more capitals), `#exclamation` and `#exclamations` (a run of ! and of two or more),
 *   `#question`, `#interrobang` (?! together), `#ellipsis`, `#contrast` (but, however …),
 *   `#you` (second person), `#negation` (a negator).
 * Sentences end at . ! ? … (when a space or the end follows) and at line breaks.
 *
 * The parts live in emotion/: the word tables (words.ts, families.ts), the keys (keys.ts), the
 * word roles (roles.ts), the senses of ambiguous words (senses.ts), character tests (letters.ts), the
 * output arrays (output.ts) and the scanner (scan.ts).
 */
export { EMOTION_WORD_FAMILIES } from './emotion/families';
export { hashText, combineKeys, featureKey } from './emotion/keys';
export { type EmotionFeatures } from './emotion/output';
export { scanEmotionFeatures } from './emotion/scan';
export {
  EMOTION_FEATURE_KINDS,
  type EmotionFeatureKind,
  EMOTION_RULES,
  EMOTION_NEGATORS,
  EMOTION_INTENSIFIERS,
  EMOTION_CONTRASTS,
  EMOTION_SECOND_PERSON,
  SLANG_PRAISE,
  LITERAL_HEADS,
  PRAISE_DETERMINERS,
  VERDICT_WORDS,
  TOPIC_WORDS,
  TOPIC_HEADS,
  STEM_LENGTH,
  NEGATION_SCOPE,
  NEGATION_ENDERS,
} from './emotion/words';
