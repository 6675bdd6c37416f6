/**
 * The sentences every result builds from the one reading (readTone): what the
 * strongest tone is, and the phrases behind it. Summaries, feedback and
 * suggestions start from these, so no sentence on a result names a tone of its
 * own or praises a text the reading finds tense.
 */
import type { SentimentClassification } from '../engine/stats';
import { listOf } from './english';
import type { ToneReading } from './read-tone';
import { TONES, type ToneFamily, type ToneId } from './tones';

/** The tense tones that voice the writer's own pain or fear rather than a push at the reader. */
const FELT: ReadonlySet<ToneId> = new Set<ToneId>(['hurt', 'sad', 'disappointed', 'anxious', 'worried', 'frustrated']);

/** The family of the reading's strongest tone: the one every sentence of a result agrees with. */
export function leadingFamily(reading: ToneReading): ToneFamily {
  return reading.tones[0]!.family;
}

/** True when the strongest tone voices the writer's own pain or fear (hurt, sad, anxious …), not a push at the reader. */
export function toneIsFelt(reading: ToneReading): boolean {
  return FELT.has(reading.tones[0]!.name);
}

/** How the strongest tone is said in a sentence: "may read as sarcastic" (a message) or "sounds hurt" (a journal entry). */
export function toneClause(reading: ToneReading): string {
  const adjective = TONES[reading.tones[0]!.name].adjective;
  return reading.context === 'journal' ? `sounds ${adjective}` : `may read as ${adjective}`;
}

/** The strongest tone's phrases in curly quotes ("“Oh great”"), most telling first. */
export function tonePhrases(reading: ToneReading): string[] {
  return reading.tones[0]!.phrases.map((p) => `“${p}”`);
}

/**
 * Where the reading found its strongest tone, or undefined when no phrase
 * carries it: "The reading hears it as sarcastic in “Oh great”."
 */
export function tonePhrasesSentence(reading: ToneReading): string | undefined {
  const phrases = tonePhrases(reading);
  if (phrases.length === 0) return undefined;
  const adjective = TONES[reading.tones[0]!.name].adjective;
  return `The reading hears it as ${adjective} in ${listOf(phrases)}.`;
}

/**
 * The spec's sentiment class that agrees with a tone: a tense tone is
 * concerned, a positive one positive, an unsure or curious one reflective,
 * any other steady one neutral. Screens show this beside the tone name, so
 * a sarcastic "Thanks so much!" is never counted positive.
 */
export function sentimentOfTone(tone: { id: ToneId; family: ToneFamily }): SentimentClassification {
  if (tone.family === 'tense') return 'concerned';
  if (tone.family === 'positive') return 'positive';
  return tone.id === 'unsure' || tone.id === 'curious' ? 'reflective' : 'neutral';
}
