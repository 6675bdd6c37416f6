/**
 * The one reading every screen tells: the tone name, whether it reads tense
 * and why, from the four axes of a result (or of core's local engine when the
 * result has none, as in plain and spectral modes).
 */
import {
  analyseAxesLocally,
  readsTense,
  tensionReasons,
  toneName,
  type AxisScores,
  type TensionReason,
  type ToneName,
} from '@tonelens/core';

/** What a screen shows of one text's tone. */
export interface ToneView {
  name: ToneName;
  /** The four axes the name was read from (each 0..1, 0.5 is balance). */
  axes: AxisScores;
  /** True when the screens tell the text as tense (see core's readsTense). */
  tense: boolean;
  /** The spec's tension rules that hold, in its order. */
  reasons: TensionReason[];
  /** True when the axes came from the local engine because the result had no reading of its own. */
  local: boolean;
}

/** A reading's axes and, when it has one, its own tension verdict. */
export type AxisReading = AxisScores & { tensionDetected?: boolean };

/**
 * The tone of `text`: from `reading` when there is one, else from core's local
 * engine. The driving phrases always come from the local engine's words, kept
 * to the axes that explain the name.
 */
export function toneOf(text: string, reading?: AxisReading | null): ToneView {
  const local = analyseAxesLocally(text);
  const source: AxisReading = reading ?? local;
  const axes: AxisScores = {
    warmthDetachment: source.warmthDetachment,
    certaintyAmbiguity: source.certaintyAmbiguity,
    intensityRestraint: source.intensityRestraint,
    conflictCoherence: source.conflictCoherence,
  };
  return {
    name: toneName(axes, local.drivers),
    axes,
    tense: readsTense(axes, reading?.tensionDetected),
    reasons: tensionReasons(axes),
    local: !reading,
  };
}
