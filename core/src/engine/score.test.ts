import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from './axes';
import { plainStats } from './stats';

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

describe('what the result adds for its readers', () => {
  it('reports positive and negative affect and their balance', () => {
    const r = analyseAxesLocally('The staff were lovely but the room was dirty.');
    expect(r.affect.positive).toBeGreaterThan(0);
    expect(r.affect.negative).toBeGreaterThan(0);
    expect(r.valence).toBeLessThan(0);
    expect(analyseAxesLocally('The table has four legs.')).toMatchObject({
      valence: 0,
      affect: { positive: 0, negative: 0 },
    });
  });
  it('counts epistemic hedges, not worry, as hedging', () => {
    expect(analyseAxesLocally('Maybe we could try, I guess.').hedging).toBeGreaterThan(0);
    expect(analyseAxesLocally('I am worried.').hedging).toBe(0);
    expect(analyseAxesLocally('I know we will definitely do it.').hedging).toBeLessThan(0);
  });
  it('gives every driver its weight in word-equivalents', () => {
    const [driver] = analyseAxesLocally('This is good.').drivers.warmthDetachment.positive;
    expect(driver).toEqual({ term: 'good', count: 1, negated: false, weight: 0.95 });
  });
});

describe('calibration', () => {
  it('does not give one mild word the maximum', () => {
    expect(score('good')).toBeLessThan(0.75);
  });
  it('keeps "So happy for you!" inside the spec’s warmth tension line (0.9)', () => {
    expect(score('So happy for you!')).toBeLessThanOrEqual(0.9);
  });
  it.each(["I'm a little sad today.", 'That was a bit hurtful.', "I'm hurt that you forgot."])(
    'does not read the hurt message %j as restrained and quiet (intensity above 0.4)',
    (text) => {
      expect(score(text, 'intensityRestraint')).toBeGreaterThan(0.4);
    },
  );
  it('reads a hurt message as low warmth', () => {
    expect(score("I'm really disappointed that you didn't show up.")).toBeLessThan(0.4);
  });

  it.each([
    ['a mild word', 'That sounds good.', 0.5, 0.58],
    ['a strong word', 'That was horrific.', 0.62, 0.85],
  ])('grows intensity with the square of strength: %s (%j)', (_what, text, low, high) => {
    expect(score(text, 'intensityRestraint')).toBeGreaterThanOrEqual(low);
    expect(score(text, 'intensityRestraint')).toBeLessThanOrEqual(high);
  });

  it('reads evidence by density past a sentence of words: the same toned words weigh less in a longer text', () => {
    const short = 'Thank you, this is wonderful.';
    const plain = ' We met on Tuesday at the office near the station and went over the plans for the spring.';
    const long = short + plain.repeat(3);
    expect(score(long)).toBeGreaterThan(0.5);
    expect(score(long)).toBeLessThan(score(short));
    // Below a sentence's worth of words, length alone changes nothing.
    expect(score('Thank you, this is wonderful. See you then.')).toBeCloseTo(score(short), 10);
  });

  it('keeps a long, consistently warm letter clearly warm', () => {
    const letter = 'Thank you so much for everything, you are wonderful and I love you dearly. '.repeat(10);
    expect(score(letter)).toBeGreaterThan(0.85);
  });
});

describe('the sentiment class of the messages a person reads plainly', () => {
  it.each([
    ['The food was excellent and the staff were amazing.', 'positive'],
    ['This is a great product, works perfectly.', 'positive'],
    ["Terrible service, the worst experience I've had.", 'concerned'],
    ["I'm really disappointed that you didn't show up.", 'concerned'],
    ['Please find attached the invoice for October.', 'neutral'],
    ["Can't wait to see you!!", 'positive'],
  ])('classifies %j as %s', (text, expected) => {
    expect(plainStats(text).sentimentClassification).toBe(expected);
  });
});
