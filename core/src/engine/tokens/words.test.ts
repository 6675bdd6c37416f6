import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from '../axes';

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

describe('the forms of a word, each against the plain reading', () => {
  it.each([
    ["I'm lovin' it", "I'm loving it"],
    ['lovin it', 'loving it'],
    ['She is amazin', 'She is amazing'],
    ['This is so ANNOYIN', 'This is so ANNOYING'],
    ["Nothin' good about it.", 'Nothing good about it.'],
    ["Good mornin' everyone", 'Good morning everyone'],
  ])('reads a word with its g dropped as the -ing word: %j as %j', (dropped, full) => {
    const a = analyseAxesLocally(dropped);
    const b = analyseAxesLocally(full);
    expect(a.warmthDetachment).toBe(b.warmthDetachment);
    expect(a.intensityRestraint).toBe(b.intensityRestraint);
    expect(a.drivers.warmthDetachment).toEqual(b.drivers.warmthDetachment);
    expect(a.warmthDetachment).not.toBe(0.5);
  });

  it.each([
    // Words of their own that end in "in": none is an -ing word with its g dropped.
    'Robin was here.',
    "Let's begin the meeting.",
    'My cousin has a cabin and a violin.',
    'No pain, no gain, and my skin is fine.',
  ])('reads no dropped g into %j', (text) => {
    const drivers = analyseAxesLocally(text).drivers.warmthDetachment;
    expect([...drivers.positive, ...drivers.negative].map((d) => d.term).filter((t) => t.endsWith('ing'))).toEqual([]);
  });

  it('leaves a word with a tripled letter unknown when no shorter spelling is a word', () => {
    expect(analyseAxesLocally('brrrr').drivers).toEqual(analyseAxesLocally('qzxv').drivers);
    expect(score('brrrr')).toBe(0.5);
  });
});
