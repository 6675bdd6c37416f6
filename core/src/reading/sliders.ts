/** The four slider dimensions of the emotion gradient (spec analysis §3). */
import { AXIS_CATALOGUE } from '../contract/catalogue';
import type { AxisKey } from '../engine/axes';
import type { AxisScores } from './tension';

/** One slider dimension: its axis id, names, labels of both ends and colour. Values are 0..1. */
export interface SliderDimension {
  id: keyof AxisScores;
  name: string;
  description: string;
  min: 0;
  max: 1;
  leftLabel: string;
  rightLabel: string;
  colour: string;
}

/** Slider bounds and step (spec §9). */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 1;
export const SLIDER_STEP = 0.01;
/** Slider default and reset value: balance. */
export const SLIDER_DEFAULT = 0.5;
/** Browser storage key of the saved gradient (spec §3). */
export const GRADIENT_STORAGE_KEY = 'emotionalGradientState';

/** What each dimension says, and its colour, beside its name and labels in contract/catalogue.ts. */
const SLIDER_LOOKS: Readonly<Record<AxisKey, { description: string; colour: string }>> = {
  warmthDetachment: {
    description: 'How close and caring the text feels, against distant and impersonal.',
    colour: '#f97316',
  },
  certaintyAmbiguity: { description: 'How sure and clear the text is, against hedged and open.', colour: '#0ea5e9' },
  intensityRestraint: { description: 'How strongly feeling is expressed, against held back.', colour: '#d946ef' },
  conflictCoherence: { description: 'How unified the text feels, against torn or contradictory.', colour: '#22c55e' },
};

/** The four dimensions, in the spec's order, with the labels of its table. */
export const SLIDER_DIMENSIONS: readonly SliderDimension[] = AXIS_CATALOGUE.map((axis) => ({
  id: axis.key,
  name: axis.name,
  description: SLIDER_LOOKS[axis.key].description,
  min: 0,
  max: 1,
  leftLabel: axis.lowLabel,
  rightLabel: axis.highLabel,
  colour: SLIDER_LOOKS[axis.key].colour,
}));

/** Four values at balance (0.5 each). */
export function neutralAxes(): AxisScores {
  return { warmthDetachment: 0.5, certaintyAmbiguity: 0.5, intensityRestraint: 0.5, conflictCoherence: 0.5 };
}

/** Clamps a slider value to 0..1 and snaps it to the 0.01 step. */
export function snapSliderValue(v: number): number {
  if (!Number.isFinite(v)) return SLIDER_DEFAULT;
  return Math.round(Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, v)) / SLIDER_STEP) / Math.round(1 / SLIDER_STEP);
}
