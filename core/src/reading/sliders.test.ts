import { describe, expect, it } from 'vitest';
import { GRADIENT_STORAGE_KEY, SLIDER_DIMENSIONS, snapSliderValue } from './sliders';

describe('SLIDER_DIMENSIONS', () => {
  it('has the four dimensions with the spec labels, in order', () => {
    expect(SLIDER_DIMENSIONS.map((d) => [d.name, d.leftLabel, d.rightLabel])).toEqual([
      ['Warmth ↔ Detachment', 'Cold/Detached', 'Warm/Connected'],
      ['Certainty ↔ Ambiguity', 'Uncertain/Vague', 'Certain/Clear'],
      ['Intensity ↔ Restraint', 'Restrained/Subdued', 'Intense/Expressive'],
      ['Conflict ↔ Coherence', 'Conflicted/Mixed', 'Coherent/Unified'],
    ]);
    expect(SLIDER_DIMENSIONS.map((d) => d.id)).toEqual([
      'warmthDetachment',
      'certaintyAmbiguity',
      'intensityRestraint',
      'conflictCoherence',
    ]);
  });
  it("stores under 'emotionalGradientState'", () => {
    expect(GRADIENT_STORAGE_KEY).toBe('emotionalGradientState');
  });
});

describe('snapSliderValue', () => {
  it('clamps to 0..1 and snaps to 0.01', () => {
    expect(snapSliderValue(0.123)).toBe(0.12);
    expect(snapSliderValue(-3)).toBe(0);
    expect(snapSliderValue(3)).toBe(1);
    expect(snapSliderValue(Number.NaN)).toBe(0.5);
  });
});
