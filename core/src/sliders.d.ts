/** The four slider dimensions of the emotion gradient (spec analysis §3). */
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
export declare const SLIDER_MIN = 0;
export declare const SLIDER_MAX = 1;
export declare const SLIDER_STEP = 0.01;
/** Slider default and reset value: balance. */
export declare const SLIDER_DEFAULT = 0.5;
/** Browser storage key of the saved gradient (spec §3). */
export declare const GRADIENT_STORAGE_KEY = 'emotionalGradientState';
/** The four dimensions, in the spec's order, with the labels of its table. */
export declare const SLIDER_DIMENSIONS: readonly SliderDimension[];
/** Four values at balance (0.5 each). */
export declare function neutralAxes(): AxisScores;
/** Clamps a slider value to 0..1 and snaps it to the 0.01 step. */
export declare function snapSliderValue(v: number): number;
