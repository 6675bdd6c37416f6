import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from '../axes';

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

describe('capitals and drawn-out words, each against the plain reading', () => {
  it('reads a drawn-out word of six or more letters in mixed case as in lower case', () => {
    expect(score('this is gOoOoOd')).toBe(score('this is goooood'));
    expect(score('this is gOoOoOd')).toBeGreaterThan(score('this is good'));
  });

  it('reads a drawn-out booster as the booster, stressed, and names the word a drawn-out word draws out', () => {
    expect(score('sooo happy', 'intensityRestraint')).toBeGreaterThan(score('so happy', 'intensityRestraint'));
    expect(analyseAxesLocally('yesss we did it').drivers.warmthDetachment.positive.map((d) => d.term)).toContain('yes');
    expect(analyseAxesLocally('I loooove it').drivers.warmthDetachment.positive.map((d) => d.term)).toEqual(['love']);
  });
});
