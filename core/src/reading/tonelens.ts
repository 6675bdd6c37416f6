/**
 * The ToneLens reading built from the local engine alone: the four axes plus
 * summary, tension, reflection-room suggestion, resonance and a short
 * conversational response. The web app uses it when the enhanced call fails;
 * the API's local AI builds on it.
 */
import { type AxisKey, type LocalAxesResult } from '../engine/axes';
import { AXES } from '../engine/vocabulary';
import type { ResonanceLabel } from './labels';
import { readTone, type ToneReading } from './read-tone';
import { detectTension, tensionReasons, TENSION_REASON_TEXT, type AxisScores } from './tension';
import { toneClause, tonePhrasesSentence } from './tone-voice';
import type { ToneFamily } from './tones';

/** Summary wording thresholds (spec §9): at or above 0.6 leans to the positive side, at or below 0.4 to the negative. */
export const SUMMARY_HIGH = 0.6;
export const SUMMARY_LOW = 0.4;
/** Least weight (word-equivalents) of a driver the conversational response names. */
export const DRIVER_NAMED_MIN_WEIGHT = 0.25;
/** Resonance label cut-offs (0..1): above 0.66 in-tune, above 0.33 emergent, else fragmented. */
export const RESONANCE_IN_TUNE_MIN = 0.66;
export const RESONANCE_EMERGENT_MIN = 0.33;

const AXIS_WORDING: Readonly<Record<AxisKey, { high: string; low: string; mid: string; name: string }>> = {
  warmthDetachment: { high: 'warm and connected', low: 'cool and detached', mid: 'even in warmth', name: 'warmth' },
  certaintyAmbiguity: {
    high: 'certain and clear',
    low: 'uncertain and open',
    mid: 'measured in certainty',
    name: 'certainty',
  },
  intensityRestraint: {
    high: 'intense and expressive',
    low: 'restrained and quiet',
    mid: 'moderate in intensity',
    name: 'intensity',
  },
  conflictCoherence: {
    high: 'coherent and unified',
    low: 'conflicted and mixed',
    mid: 'partly settled',
    name: 'coherence',
  },
};

/** How one axis value reads in words, by the 0.6 / 0.4 thresholds. */
export function axisWording(axis: AxisKey, v: number): string {
  const w = AXIS_WORDING[axis];
  if (v >= SUMMARY_HIGH) return w.high;
  if (v <= SUMMARY_LOW) return w.low;
  return w.mid;
}

/**
 * A one-paragraph summary of the four axes. `family` is the family of the
 * tone the reading names: when it is not steady, axes near balance are not
 * told as a balanced tone, since the tone then comes from the phrasing.
 */
export function summariseAxes(axes: AxisScores, family: ToneFamily = 'steady'): string {
  const parts = AXES.map(({ key }) => axisWording(key, axes[key]));
  const leaning = AXES.filter(({ key }) => axes[key] >= SUMMARY_HIGH || axes[key] <= SUMMARY_LOW);
  // Beside a tense tone the axes tell only the surface (a sarcastic "great" is warm word by word).
  const subject = family === 'tense' ? 'Word by word, it reads as' : 'Your text reads as';
  const opening = `${subject} ${parts.slice(0, 3).join(', ')}, and ${parts[3]}.`;
  if (leaning.length === 0)
    return family === 'steady'
      ? `${opening} No dimension leans strongly: the tone sits close to balance.`
      : `${opening} No dimension leans strongly: the tone comes from how it is phrased, not from single words.`;
  const strongest = [...leaning].sort((a, b) => Math.abs(axes[b.key] - 0.5) - Math.abs(axes[a.key] - 0.5))[0]!;
  return `${opening} Its strongest lean is ${AXIS_WORDING[strongest.key].name} (${axes[strongest.key].toFixed(2)}).`;
}

/**
 * The reflection room to suggest (spec §9): Thread Return when the text is
 * conflicted or intense and cold (return to the exchange with fresh eyes),
 * Message Echo when it is detached or its named tone is tense (hear the
 * message as its reader would), Solo Echo when it is uncertain (private
 * reflection), else guided reflection. `family` is the family of the tone the
 * reading names; only a steady one is called steady.
 */
export function echoRoomSuggestion(axes: AxisScores, family: ToneFamily = 'steady'): string {
  if (axes.conflictCoherence < 0.4 || (axes.intensityRestraint > 0.7 && axes.warmthDetachment < 0.3)) {
    return 'Thread Return: step back into the conversation this text answers and look at what is pulling in different directions before you reply.';
  }
  if (family === 'tense' && axes.warmthDetachment >= 0.4) {
    return 'Message Echo: hear this message as the person receiving it would, and notice where it may sting.';
  }
  if (axes.warmthDetachment < 0.4 || Math.abs(axes.warmthDetachment - 0.5) > 0.4) {
    return 'Message Echo: hear this message as the person receiving it would, and notice where its warmth lands or goes missing.';
  }
  if (axes.certaintyAmbiguity < 0.4 || Math.abs(axes.certaintyAmbiguity - 0.5) > 0.4) {
    return 'Solo Echo: take a private moment to write what you are really unsure about, away from anyone reading.';
  }
  if (family === 'positive')
    return 'Guided reflection: a short guided reflection can help you notice what you want this text to do for the reader.';
  return 'Guided reflection: the tone is steady; a short guided reflection can help you notice what you want this text to do.';
}

/**
 * Resonance 0..1: how much the text's feeling holds together.
 * 0.6 × coherence + 0.4 × closeness to balance (1 − 2·mean |axis − 0.5|).
 */
export function resonanceScore(axes: AxisScores): number {
  const values = AXES.map(({ key }) => axes[key]);
  const closeness = 1 - 2 * (values.reduce((s, v) => s + Math.abs(v - 0.5), 0) / values.length);
  return Math.max(0, Math.min(1, 0.6 * axes.conflictCoherence + 0.4 * closeness));
}

/** Resonance label of a score: above 0.66 in-tune, above 0.33 emergent, else fragmented. */
export function resonanceLabel(score: number): ResonanceLabel {
  if (score > RESONANCE_IN_TUNE_MIN) return 'in-tune';
  if (score > RESONANCE_EMERGENT_MIN) return 'emergent';
  return 'fragmented';
}

function quoteTerms(terms: readonly { term: string; negated: boolean }[], limit = 3): string {
  return terms
    .slice(0, limit)
    .map((t) => `“${t.negated ? `not … ${t.term}` : t.term}”`)
    .join(', ');
}

/**
 * A short, specific response: the tone the reading names and the phrases
 * behind it (when that tone is not steady), the words that moved the
 * strongest axes, and the tension. Without a `reading`, the axes alone.
 */
export function conversationalResponseFor(axes: LocalAxesResult, reading?: ToneReading): string {
  const sentences: string[] = [];
  const family = reading?.tones[0]!.family ?? 'steady';
  if (reading && family !== 'steady') {
    const where = tonePhrasesSentence(reading);
    sentences.push(where ?? `It ${toneClause(reading)}.`);
  }
  const ranked = [...AXES].sort((a, b) => Math.abs(axes[b.key] - 0.5) - Math.abs(axes[a.key] - 0.5));
  for (const { key } of ranked.slice(0, 2)) {
    const v = axes[key];
    if (v === 0.5) continue;
    // Name only the words that carried real weight (a quarter of a plain word or more).
    const side = (v > 0.5 ? axes.drivers[key].positive : axes.drivers[key].negative).filter(
      (d) => d.weight >= DRIVER_NAMED_MIN_WEIGHT,
    );
    if (side.length === 0) continue;
    const verb = family === 'tense' ? 'make its words read as' : 'make it read as';
    sentences.push(`Words like ${quoteTerms(side)} ${verb} ${axisWording(key, v)} (${v.toFixed(2)}).`);
  }
  const reasons = tensionReasons(axes);
  if (reasons.length > 0) sentences.push(`There is tension here: ${TENSION_REASON_TEXT[reasons[0]!].toLowerCase()}`);
  if (sentences.length === 0) {
    return 'I did not find strongly toned words here, so the reading stays close to balance. Add a sentence about how you feel and I can say more.';
  }
  sentences.push(
    reasons.length > 0
      ? 'Would you like to look at which sentence carries that tension?'
      : family === 'tense'
        ? 'Is that how you want it to land?'
        : 'Does that match what you want the reader to feel?',
  );
  return sentences.join(' ');
}

/** The emotional-axis result of spec analysis §3, from the local engine. */
export interface LocalToneLensResult extends AxisScores {
  toneLensSummary: string;
  tensionDetected: boolean;
  echoRoomSuggestion: string;
  conversationalResponse: string;
  resonanceScore: number;
  resonanceLabel: ResonanceLabel;
}

/**
 * The full ToneLens reading of `text`, computed locally (no network), from the axes
 * `reading` carries unless others are given. Its summary opens with the tone `reading` names (readTone of the text unless
 * given), and its suggestion and response agree with that tone.
 */
export function toneLensLocally(
  text: string,
  given?: LocalAxesResult,
  reading: ToneReading = readTone(text),
): LocalToneLensResult {
  // The reading's own axes unless others are given: sarcasm read, as every screen shows them.
  const axes = given ?? reading.axes;
  const family = reading.tones[0]!.family;
  const scores: AxisScores = {
    warmthDetachment: axes.warmthDetachment,
    certaintyAmbiguity: axes.certaintyAmbiguity,
    intensityRestraint: axes.intensityRestraint,
    conflictCoherence: axes.conflictCoherence,
  };
  const resonance = resonanceScore(scores);
  return {
    ...scores,
    toneLensSummary: `It ${toneClause(reading)}. ${summariseAxes(scores, family)}`,
    tensionDetected: detectTension(scores),
    echoRoomSuggestion: echoRoomSuggestion(scores, family),
    conversationalResponse: conversationalResponseFor(axes, reading),
    resonanceScore: resonance,
    resonanceLabel: resonanceLabel(resonance),
  };
}
