import { describe, expect, it } from 'vitest';
import { analyseAxesLocally } from './axes';

const valence = (text: string) => analyseAxesLocally(text).valence;
const warmth = (text: string) => analyseAxesLocally(text).warmthDetachment;

type Reading = 'warm' | 'cool' | 'flat';

/** Whether `text` reads warm (valence above 0.1), cool (below −0.1) or flat (within 0.02 of 0). */
function expectReading(text: string, reading: Reading): void {
  const v = valence(text);
  if (reading === 'warm') expect(v).toBeGreaterThan(0.1);
  else if (reading === 'cool') expect(v).toBeLessThan(-0.1);
  else expect(Math.abs(v)).toBeLessThan(0.02);
}

describe('the idioms of reviews and chat, read as people read them', () => {
  it.each<[string, Reading]>([
    ['Devastatingly funny.', 'warm'],
    ['stupidly good', 'warm'],
    ['wickedly funny', 'warm'],
    ['stupidly expensive', 'cool'],
    ['wickedly cruel', 'cool'],
    ['devastatingly sad', 'cool'],
  ])('a negative-looking adverb boosts the word after it: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it('boosts with those adverbs as with any booster', () => {
    expect(warmth('Devastatingly funny.')).toBeGreaterThan(warmth('Funny.'));
    expect(warmth('stupidly expensive')).toBeLessThan(warmth('expensive'));
  });
});
