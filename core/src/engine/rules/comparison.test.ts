import { describe, expect, it } from 'vitest';
import { analyseAxesLocally } from '../axes';
import { plainStats } from '../stats';

/** `text` reads with warmth between `low` and `high` and in class `sentiment`. */
function expectWarmth(text: string, low: number, high: number, sentiment: string): void {
  expect(analyseAxesLocally(text).warmthDetachment).toBeGreaterThanOrEqual(low);
  expect(analyseAxesLocally(text).warmthDetachment).toBeLessThanOrEqual(high);
  expect(plainStats(text).sentimentClassification).toBe(sentiment);
}

/** `text` reads in class `sentiment`, its warmth leaning that way, with no warmth driver flipped. */
function expectUnflipped(text: string, sentiment: 'positive' | 'concerned'): void {
  const r = analyseAxesLocally(text);
  expect(plainStats(text).sentimentClassification).toBe(sentiment);
  if (sentiment === 'positive') expect(r.warmthDetachment).toBeGreaterThan(0.55);
  else expect(r.warmthDetachment).toBeLessThan(0.45);
  const drivers = r.drivers.warmthDetachment;
  expect([...drivers.positive, ...drivers.negative].filter((d) => d.negated)).toEqual([]);
}

describe('comparisons, each against the plain reading', () => {
  it.each([
    ['I have never been so happy.', 'positive'],
    ["I've never been happier.", 'positive'],
    ['Never felt better.', 'positive'],
    ['Never been more proud of you!', 'positive'],
    ['It has never been easier.', 'positive'],
    ["I've never had such bad service.", 'concerned'],
    ['I have never been so disappointed in my life.', 'concerned'],
    ["I've never seen a worse film.", 'concerned'],
    ['No one could be happier.', 'positive'],
    ['No one is happier than me.', 'positive'],
    ['Nobody does it better.', 'positive'],
    ['No one is worse at this than me.', 'concerned'],
  ] as const)('reads "never" with a comparison, %j, as the superlative it says, not flipped', (text, sentiment) =>
    expectUnflipped(text, sentiment),
  );

  it.each([
    ["I've never been happy here.", 0, 0.4, 'concerned'],
    ['I never liked it.', 0, 0.4, 'concerned'],
    ['It never got better.', 0, 0.4, 'concerned'],
    ["It's not so bad.", 0.5, 0.7, 'positive'],
    ['This is not better than the old one.', 0, 0.45, 'concerned'],
    ['Things are getting worse.', 0, 0.4, 'concerned'],
  ] as const)(
    'reads %j, with no comparison in the reach of "never", as an ordinary negation',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it('emphasises a word after "never … so" more than the plain word, as a strong booster does', () => {
    const plain = analyseAxesLocally('I have been happy.').drivers.warmthDetachment.positive[0]!;
    const never = analyseAxesLocally('I have never been so happy.').drivers.warmthDetachment.positive[0]!;
    expect(never).toEqual(expect.objectContaining({ term: 'happy', negated: false }));
    expect(never.weight).toBeGreaterThan(plain.weight);
  });
});
