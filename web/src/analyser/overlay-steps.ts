/**
 * The analysis overlay's words (spec analysis §2, §9): status lines per mode and five reassurance notes.
 * The words live in the message catalogues (`overlay.steps`, `overlay.notes`); these are the English ones.
 */
import { OVERLAY_STEP_COUNTS, type Mode } from '@tonelens/core';
import en from '../i18n/locales/en.json';

/** Status lines in English, one per step; each mode has the spec's step count (plain 4, ToneLens 5, spectral 5, full 6). */
export const OVERLAY_STEPS: Readonly<Record<Mode, readonly string[]>> = en.overlay.steps;

/** Five reassurance notes in English, rotated every 3 s. */
export const OVERLAY_NOTES: readonly string[] = en.overlay.notes;

/** Steps of a mode (the spec's counts). */
export function overlayStepCount(mode: Mode): number {
  return OVERLAY_STEP_COUNTS[mode];
}
