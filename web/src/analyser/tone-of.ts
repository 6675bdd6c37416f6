/**
 * The one reading every screen tells: the tones core's readTone names (from
 * the learned emotions, politeness, sarcasm, the tone rules and the axes),
 * whether it reads tense and why, with the four axes of a result (or of the
 * local engine when the result has none, as in plain and spectral modes).
 */
import {
  readsTense,
  readTone,
  tensionReasons,
  toneNameOf,
  type AxisScores,
  type Language,
  type ReadingContext,
  type ReadTone,
  type TensionReason,
  type ToneName,
} from '@tonelens/core';

/** What a screen shows of one text's tone. */
export interface ToneView {
  name: ToneName;
  /** Every tone the reading names (up to three, strongest first, the first being `name`), each with its strength and phrases. */
  tones: ReadTone[];
  /** The four axes the name was read from (each 0..1, 0.5 is balance). */
  axes: AxisScores;
  /** True when the screens tell the text as tense (see core's readsTense). */
  tense: boolean;
  /** The spec's tension rules that hold, in its order. */
  reasons: TensionReason[];
  /** True when the axes came from the local engine because the result had no reading of its own. */
  local: boolean;
  /** The language the text was read in (given by the reader's language, or detected among the loaded ones). */
  language: Language;
}

/** A reading's axes and, when it has one, its own tension verdict. */
export type AxisReading = AxisScores & { tensionDetected?: boolean };

/**
 * The tone of `text`, as core's readTone names it (a message as the reader may
 * take it, a journal entry as the writer feels it), with the axes of `reading`
 * when there is one (a model's reading), else the local engine's.
 */
export function toneOf(text: string, reading?: AxisReading | null, context: ReadingContext = 'message'): ToneView {
  const whole = readTone(text, { context });
  const name = toneNameOf(whole);
  const source: AxisReading = reading ?? whole.axes;
  const axes: AxisScores = {
    warmthDetachment: source.warmthDetachment,
    certaintyAmbiguity: source.certaintyAmbiguity,
    intensityRestraint: source.intensityRestraint,
    conflictCoherence: source.conflictCoherence,
  };
  return {
    name,
    tones: whole.tones,
    axes,
    tense: readsTense(axes, reading?.tensionDetected, name.family),
    reasons: tensionReasons(axes),
    local: !reading,
    language: whole.language,
  };
}
