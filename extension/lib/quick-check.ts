/**
 * The popup's quick check: everything it shows for a text, computed on the device by the background
 * ('tone:quick'), so the popup carries none of the engine and its learned weights.
 */
// core's engine and reading entries, not its index: the worker needs none of the zod contract.
import { analyseSpectral } from '@tonelens/core/engine';
import {
  AXIS_CATALOGUE,
  type AxisName,
  emotionalBand,
  entrySpectralValue,
  levelLabel,
  percent,
  readsTense,
  SLIDER_DIMENSIONS,
  TENSION_REASON_TEXT,
  type TensionReason,
  tensionReasons,
  toneColour,
  type ReadTone,
  type ToneName,
  toneNameOf,
  readTone,
  toneToFrequency,
  type ToneVerdict,
  toneVerdict,
} from '@tonelens/core/reading';

/**
 * Short axis names, as the ToneLens Diagnostics axis buttons read (spec surroundings §2): each names
 * the axis's high end, which is where its bar grows towards.
 */
export const AXIS_SHORT_NAMES = Object.fromEntries(AXIS_CATALOGUE.map((axis) => [axis.key, axis.shortName])) as {
  readonly [K in AxisName]: Extract<(typeof AXIS_CATALOGUE)[number], { key: K }>['shortName'];
};

/** One axis as the popup draws it. */
export interface QuickAxis {
  id: keyof typeof AXIS_SHORT_NAMES;
  /** Short name, e.g. "Warmth". */
  name: string;
  /** Value 0..1. */
  value: number;
  /** Value as a whole percentage 0..100. */
  percent: number;
  /** Level label: Very Low … Very High. */
  level: string;
  colour: string;
}

/** The quick check of one text. */
export interface QuickCheck {
  /** The tone in plain words, with the words behind it: shown first. */
  tone: ToneName;
  /** Every tone the reading names (up to three, strongest first), each with its phrases. */
  tones: ReadTone[];
  /** Tension detected, May read as …, or Emotional balance: the same words as the full analyser. */
  verdict: ToneVerdict;
  /** Spectral value 0..1 (the same value the analyser, journal and signature show). */
  spectralValue: number;
  /** Frequency of the tone, in Hz. */
  frequencyHz: number;
  band: { name: string; meaning: string; colour: string };
  axes: QuickAxis[];
  /** Plain-language reasons in English, one per tension rule that holds (empty when no tension). */
  tension: string[];
  /** The tension rules that hold, in the spec's order: the ids the interface words in the reader's language. */
  reasons: TensionReason[];
}

/** Analyses `text` locally for the popup; null for blank text. */
export function quickCheck(text: string): QuickCheck | null {
  if (!text.trim()) return null;
  const v = entrySpectralValue(analyseSpectral(text));
  const band = emotionalBand(v);
  const reading = readTone(text);
  const tone = toneNameOf(reading);
  const { axes } = reading;
  const reasons = tensionReasons(axes);
  return {
    tone,
    tones: reading.tones,
    verdict: toneVerdict(tone, reasons.length, readsTense(axes, undefined, tone.family)),
    spectralValue: v,
    frequencyHz: toneToFrequency(v),
    band: { name: band.name, meaning: band.meaning, colour: toneColour(v).hsl },
    axes: SLIDER_DIMENSIONS.map((d) => {
      const value = axes[d.id];
      return {
        id: d.id,
        name: AXIS_SHORT_NAMES[d.id],
        value,
        percent: percent(value),
        level: levelLabel(value),
        colour: d.colour,
      };
    }),
    tension: reasons.map((r) => TENSION_REASON_TEXT[r]),
    reasons,
  };
}
