import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from '../axes';
import { plainStats } from '../stats';

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

/** `text` reads with warmth between `low` and `high` and in class `sentiment`. */
function expectWarmth(text: string, low: number, high: number, sentiment: string): void {
  expect(analyseAxesLocally(text).warmthDetachment).toBeGreaterThanOrEqual(low);
  expect(analyseAxesLocally(text).warmthDetachment).toBeLessThanOrEqual(high);
  expect(plainStats(text).sentimentClassification).toBe(sentiment);
}

describe('a hyperbole of degree, each against the plain reading', () => {
  it.each([
    "I can't thank you enough.",
    "I can't thank you enough for all your help.",
    "I couldn't thank you enough.",
    'I can never thank you enough.',
    "I can't recommend this place enough!",
    'I cannot recommend them enough.',
    "Can't say enough good things about them.",
    "I can't praise them enough",
    "I can't get enough of this song.",
  ])('reads the hyperbole of degree %j ("can\'t … enough") as praise, its words not negated', (text) => {
    const r = analyseAxesLocally(text);
    expect(r.warmthDetachment).toBeGreaterThanOrEqual(0.55);
    expect(r.valence).toBeGreaterThan(0);
    expect(plainStats(text).sentimentClassification).toBe('positive');
    const drivers = Object.values(r.drivers).flatMap((d) => [...d.positive, ...d.negative]);
    expect(drivers.length).toBeGreaterThan(0);
    expect(drivers.filter((d) => d.negated)).toEqual([]);
  });

  it.each([
    ["It's not good enough.", 0, 0.4, 'concerned'],
    ["They didn't do enough.", 0.5, 0.5, 'neutral'],
    ['There is not enough time.', 0.5, 0.5, 'neutral'],
    ["I don't earn enough.", 0.5, 0.5, 'neutral'],
    ['You will never be good enough.', 0, 0.4, 'concerned'],
    ["I can't recommend this place.", 0, 0.4, 'concerned'],
    ["I can't recommend it, the portions are not big enough.", 0, 0.45, 'concerned'],
    ["I can't get enough sleep.", 0.5, 0.5, 'neutral'],
    ["I've had enough of this.", 0.5, 0.5, 'neutral'],
    ['There is not enough of it.', 0.5, 0.5, 'neutral'],
  ] as const)(
    'reads %j, with no negated "can" or "could" before its "enough" in one clause, as an ordinary negation',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it.each([
    ["I couldn't be more pleased.", 'positive'],
    ["Couldn't be more disappointed.", 'concerned'],
    ["You couldn't be more wrong.", 'concerned'],
    ["I couldn't thank you more for your help.", 'positive'],
    ["I couldn't agree more.", 'positive'],
    ["I can't eat more.", 'neutral'],
    ["It can't be more than five minutes.", 'neutral'],
    ["I can't stand it any more.", 'concerned'],
    ["I can't be happy any more.", 'concerned'],
  ] as const)(
    'reads "more" after a negated "can" or "could" in %j as a hyperbole of degree, not "any more"',
    (text, sentiment) => {
      expect(plainStats(text).sentimentClassification).toBe(sentiment);
    },
  );

  it('emphasises the word of "couldn\'t be more", not negated, more than the plain word', () => {
    const plain = analyseAxesLocally('I am pleased.').drivers.warmthDetachment.positive[0]!;
    const more = analyseAxesLocally("I couldn't be more pleased.").drivers.warmthDetachment.positive[0]!;
    expect(more).toEqual(expect.objectContaining({ term: 'pleased', negated: false }));
    expect(more.weight).toBeGreaterThan(plain.weight);
  });

  it('takes back the whole flipped reading of a word that "enough" shows was emphasised', () => {
    const thanks = analyseAxesLocally("I can't thank you enough.").drivers.warmthDetachment;
    expect(thanks.negative).toEqual([]);
    expect(thanks.positive).toEqual([expect.objectContaining({ term: 'thank you', count: 1, negated: false })]);
    // Emphasised, it weighs more than it does plainly, and adds intensity as a booster does.
    expect(thanks.positive[0]!.weight).toBeGreaterThan(
      analyseAxesLocally('Thank you.').drivers.warmthDetachment.positive[0]!.weight,
    );
    expect(score("I can't thank you enough.", 'intensityRestraint')).toBeGreaterThan(0.5);
  });
});
