/**
 * The emotion reading: a calibrated probability for each of the 28 GoEmotions labels, for the
 * whole text and for each sentence, with the words that raised the strongest ones.
 *
 * The model is linear and so can name its reasons: each feature of emotion-features.ts carries
 * a learned weight per label (core/scripts/train-emotions.ts fits them on GoEmotions' train
 * split and writes lexicon/emotion-weights.ts), and a label's probability is σ(bias + the sum
 * of the weights of the features found). A sentence is read alone. The whole text is read as
 * GoEmotions' comments were: a text of up to WINDOW_WORDS words at once, a longer one in
 * windows of whole sentences of about that many words, its score the mean of its windows'
 * scores weighted by their words — so a long text scores the share of it that reads so.
 */
import { scanEmotionFeatures, type EmotionFeatures } from './emotion-features';
import { emptyTally, featureTally, findDrivers, type FeatureTally } from './emotion/drivers';
import { emotionModel, type EmotionModel } from './emotion/model';
import type { EmotionReading, EmotionSentence } from './emotion/results';
import { readWindows, scoresFrom, SentenceLogits, SentenceReading, sumSentences } from './emotion/scores';
import { EMOTION_COUNT } from './emotion-labels';

export { emotionModel, type EmotionModel } from './emotion/model';
export {
  DRIVER_LABELS,
  DRIVER_MIN_SCORE,
  DRIVER_TERMS,
  WINDOW_WORDS,
  type EmotionDriver,
  type EmotionDriverTerm,
  type EmotionReading,
  type EmotionScores,
  type EmotionSentence,
} from './emotion/results';
export { sigmoid } from './emotion/scores';

/** The tally of the features found, kept empty between readings. */
let kept: FeatureTally | null = null;

/**
 * Reads the emotions of `text`: a calibrated probability (0..1) for each of the 28 GoEmotions
 * labels for the whole text and for each sentence, and the terms that raised the strongest
 * labels. An empty text reads as the model's prior (mostly neutral).
 */
export function readEmotions(text: string): EmotionReading {
  const m = emotionModel();
  const found = scanEmotionFeatures(text);
  // One tally serves every reading (three arrays of the model's size, not made per text): emptied after each.
  if (kept?.occurrences.length !== m.names.length) kept = featureTally(m.names.length);
  const tally = kept;
  try {
    return readFeatures(text, m, found, tally);
  } finally {
    emptyTally(tally);
  }
}

/** The reading of the features found in `text`, tallied into the empty `tally`. */
function readFeatures(text: string, m: EmotionModel, found: EmotionFeatures, tally: FeatureTally): EmotionReading {
  const L = EMOTION_COUNT;
  const sentenceCount = found.sentenceCount;
  // Kept by the sentences, whose scores are worked out from it when first read.
  const sums = new Float32Array(sentenceCount * L);
  sumSentences(m, found.keys, found.sentenceFirst, sentenceCount, sums, tally);
  const bias = m.bias;
  const sentences: EmotionSentence[] = new Array<EmotionSentence>(sentenceCount);
  const logitsOf = new SentenceLogits(bias, sums);
  for (let s = 0; s < sentenceCount; s++) {
    const start = found.sentenceStarts[s]!;
    const end = found.sentenceEnds[s]!;
    sentences[s] = new SentenceReading(start, end, text.slice(start, end), logitsOf, s);
  }

  const logits = new Float64Array(L);
  readWindows(bias, sums, found.sentenceWords, sentenceCount, logits);
  const scores = scoresFrom(logits, 0);
  return { scores, sentences, drivers: findDrivers(text, m, scores, found, tally) };
}
