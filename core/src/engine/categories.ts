/** Tone categories (spec analysis §4): deep 0..0.33, suspended above 0.33 to 0.66, bright above 0.66. */
export type ToneCategory = 'deep' | 'suspended' | 'bright';

/** Upper bound (inclusive) of the deep category, as a spectral value 0..1. */
export const DEEP_MAX = 0.33;
/** Upper bound (inclusive) of the suspended category, as a spectral value 0..1. */
export const SUSPENDED_MAX = 0.66;

/** The category of a spectral value 0..1. */
export function toneCategory(v: number): ToneCategory {
  if (v <= DEEP_MAX) return 'deep';
  if (v <= SUSPENDED_MAX) return 'suspended';
  return 'bright';
}
