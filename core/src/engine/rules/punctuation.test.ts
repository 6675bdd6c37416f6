import { describe, expect, it } from 'vitest';
import { analyseAxesLocally } from '../axes';

const read = (text: string) => analyseAxesLocally(text);

describe('punctuation, each against the plain reading', () => {
  it.each([
    ['"!" adds to the leading warmth side', 'this is great!', 'this is great', 'warmthDetachment'],
    ['"!" adds to the leading cold side', 'this is awful!', 'this is awful', 'warmthDetachment'],
    ['"!" adds intensity', 'this is great!', 'this is great', 'intensityRestraint'],
  ] as const)('%s: %j reads further from balance than %j', (_rule, marked, plain, axis) => {
    expect(Math.abs(read(marked)[axis] - 0.5)).toBeGreaterThan(Math.abs(read(plain)[axis] - 0.5));
  });

  it('reads "?" as ambiguity: asking is not asserting', () => {
    expect(read('is this great?').certaintyAmbiguity).toBeLessThan(read('this is great').certaintyAmbiguity);
  });

  it('counts at most four "!" and three "?"', () => {
    expect(read('this is great!!!!!!!!')).toEqual(read('this is great!!!!'));
    expect(read('is this great??????')).toEqual(read('is this great???'));
  });
});
