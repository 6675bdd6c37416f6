/** The analysis overlay's words (spec analysis §2, §9): status lines per mode and five reassurance notes. */
import { OVERLAY_STEP_COUNTS, type Mode } from '@tonelens/core';

/** Status lines, one per step; each mode has the spec's step count (plain 4, ToneLens 5, spectral 5, full 6). */
export const OVERLAY_STEPS: Readonly<Record<Mode, readonly string[]>> = {
  plain: [
    'Reading your text',
    'Counting words and characters',
    'Listening for sentiment',
    'Writing empathetic feedback',
  ],
  tonelens: [
    'Reading your text',
    'Measuring warmth and detachment',
    'Weighing certainty and ambiguity',
    'Sensing intensity and restraint',
    'Checking conflict and coherence',
  ],
  spectral: [
    'Mapping characters to tones',
    'Sorting values into ten frequency bands',
    'Finding deep, suspended and bright tones',
    'Tracing the opening and the resolution',
    'Painting the emotional spectrum',
  ],
  full: [
    'Reading your text',
    'Mapping characters to tones',
    'Scoring the four emotional dimensions',
    'Looking for tension',
    'Choosing a reflection room',
    'Bringing the reading together',
  ],
};

/** Five reassurance notes, rotated every 3 s. */
export const OVERLAY_NOTES: readonly string[] = [
  'Your words stay yours: only you can see this analysis.',
  'There is no right or wrong tone, only the one you mean.',
  'Take a breath; the reading will be ready in a moment.',
  'Small changes in wording can shift how a message lands.',
  'Every text carries more feeling than it first shows.',
];

/** Steps of a mode (the spec's counts). */
export function overlayStepCount(mode: Mode): number {
  return OVERLAY_STEP_COUNTS[mode];
}
