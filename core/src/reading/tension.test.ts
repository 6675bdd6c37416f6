import { describe, expect, it } from 'vitest';
import { detectTension, tensionReasons } from './tension';

const balanced = { warmthDetachment: 0.5, certaintyAmbiguity: 0.5, intensityRestraint: 0.5, conflictCoherence: 0.5 };

describe('detectTension', () => {
  it('finds no tension at balance', () => {
    expect(detectTension(balanced)).toBe(false);
  });

  it.each([
    ['flags conflictCoherence below 0.4', { conflictCoherence: 0.39 }, true],
    ['does not flag conflictCoherence of 0.4', { conflictCoherence: 0.4 }, false],
    ['flags certaintyAmbiguity below 0.3', { certaintyAmbiguity: 0.29 }, true],
    ['does not flag certaintyAmbiguity of 0.3', { certaintyAmbiguity: 0.3 }, false],
    ['flags intensity above 0.7 with warmth below 0.3', { intensityRestraint: 0.71, warmthDetachment: 0.29 }, true],
    [
      'does not flag intensity of exactly 0.7 with warmth below 0.3',
      { intensityRestraint: 0.7, warmthDetachment: 0.29 },
      false,
    ],
    ['does not flag high intensity when warmth is 0.3', { intensityRestraint: 0.9, warmthDetachment: 0.3 }, false],
    ['flags warmth more than 0.4 above balance', { warmthDetachment: 0.91 }, true],
    ['does not flag warmth exactly 0.4 above balance', { warmthDetachment: 0.9 }, false],
    ['flags warmth more than 0.4 below balance', { warmthDetachment: 0.09 }, true],
    ['does not flag warmth exactly 0.4 below balance', { warmthDetachment: 0.1 }, false],
    ['flags certainty more than 0.4 above balance', { certaintyAmbiguity: 0.95 }, true],
  ])('%s', (_name, change, expected) => {
    expect(detectTension({ ...balanced, ...change })).toBe(expected);
  });

  it('lists every rule that holds', () => {
    expect(
      tensionReasons({
        warmthDetachment: 0.05,
        certaintyAmbiguity: 0.2,
        intensityRestraint: 0.8,
        conflictCoherence: 0.1,
      }),
    ).toEqual(['conflicted', 'uncertain', 'intense-and-cold', 'warmth-extreme']);
  });
});
