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

describe('unrealised evaluations, each against the plain reading', () => {
  it.each([
    ['It should have been great.'],
    ["It should've been great."],
    ['It could have been a great film.'],
    ['It could have been much more fun.'],
    ['It was supposed to be fun.'],
    ['The trip was supposed to be relaxing.'],
    ['I was hoping for better.'],
  ] as const)('reads the unrealised evaluation %j as a disappointment: its toned word flipped, as negated', (text) => {
    const r = analyseAxesLocally(text);
    expect(r.warmthDetachment).toBeLessThan(0.45);
    expect(plainStats(text).sentimentClassification).toBe('concerned');
    expect(r.drivers.warmthDetachment.negative).toEqual([expect.objectContaining({ negated: true })]);
    expect(r.drivers.warmthDetachment.positive).toEqual([]);
  });

  it.each([
    ['It should be great.', 0.55, 1, 'positive'],
    ["It's supposed to be great.", 0.55, 1, 'reflective'],
    ["I'm hoping for good news.", 0.55, 1, 'positive'],
    ['You should have been there, it was amazing.', 0.55, 1, 'positive'],
    ['I would have been happy to help.', 0.55, 1, 'positive'],
    ['I would have loved to come.', 0.55, 1, 'positive'],
    ['No one could have been kinder.', 0.55, 1, 'positive'],
    ['Could have been better.', 0, 0.45, 'concerned'],
    ['Could have been worse.', 0.5, 1, 'positive'],
    ["Could've been worse.", 0.5, 1, 'positive'],
    ['It could have been much worse.', 0.5, 1, 'positive'],
    ['Someone could have been hurt.', 0, 0.45, 'concerned'],
    ['He should have been fired.', 0, 0.45, 'concerned'],
    ['It should have been better, but the staff were lovely.', 0.55, 1, 'positive'],
    ['It was meant to be.', 0.5, 0.5, 'neutral'],
  ] as const)(
    'reads %j, no unrealised evaluation, one whose idiom says it already or an unrealised harm, as people do',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it('reads "been better" after "could have" as the idiom, not flipped again', () => {
    expect(analyseAxesLocally('Could have been better.').drivers.warmthDetachment.negative).toEqual([
      expect.objectContaining({ term: 'been better', negated: false }),
    ]);
  });

  it('leaves a modal perfect in the reach of a negator to the negator: "No one could have been better" compares', () => {
    expect(analyseAxesLocally('No one could have been better.').drivers.warmthDetachment.positive).toEqual([
      expect.objectContaining({ term: 'been better', negated: true }),
    ]);
  });

  it.each([
    ['Could be better.', 'below'],
    ['Things could be better.', 'below'],
    ['The staff could be more helpful.', 'below'],
    ['It could be worse.', 'above'],
    ['It could be great!', 'above'],
    ['This could be the best day ever.', 'above'],
    ['No one was happy.', 'below'],
    ['Nobody likes him.', 'below'],
    // A modal perfect without "been" falls short of a comparison too, and leaves anything else.
    ['The director could have done better.', 'below'],
    ['I should have known better.', 'below'],
    ['It could have gone worse.', 'above'],
    ['You should have seen how happy she was!', 'above'],
    ['No one could have done better.', 'above'],
  ] as const)(
    'reads "could be" or a modal perfect before a comparison as falling short, and before anything else as it reads: %j',
    (text, side) => {
      if (side === 'above') expect(score(text)).toBeGreaterThan(0.55);
      else expect(score(text)).toBeLessThan(0.45);
    },
  );

  it('keeps the hedge of "could be": a possibility commits less than a fact', () => {
    expect(score('It could be great!', 'certaintyAmbiguity')).toBeLessThan(score('It is great!', 'certaintyAmbiguity'));
    expect(score('Could be better.', 'certaintyAmbiguity')).toBeLessThan(0.5);
  });

  it('leaves "could be" before a word of no comparison as it reads ("You could be right")', () => {
    expect(score('You could be right.', 'warmthDetachment')).toBe(score('You may be right.', 'warmthDetachment'));
  });

  it('leaves a word of no valence in the reach of an unrealised evaluation as it reads: a demand, not a doubt', () => {
    const text = 'The report should have been finished last week.';
    expect(score(text, 'certaintyAmbiguity')).toBeCloseTo(
      score('The report was finished last week.', 'certaintyAmbiguity'),
      6,
    );
    expect(analyseAxesLocally(text).drivers.certaintyAmbiguity.positive).toEqual([
      expect.objectContaining({ term: 'finished', negated: false }),
    ]);
    // A good word after it is still flipped.
    expect(score('It should have been finished and great.')).toBeLessThan(0.45);
  });

  it('reads "were meant to be" as fate, not as an unmet plan', () => {
    expect(score('We were meant to be together.', 'conflictCoherence')).toBeGreaterThan(0.5);
  });

  it('counts the hope of "was hoping for" only when it flips nothing', () => {
    const reply = analyseAxesLocally('I was hoping for a reply.').drivers.warmthDetachment.positive;
    expect(reply).toEqual([expect.objectContaining({ term: 'hoping for', negated: false })]);
    const better = analyseAxesLocally('I was hoping for better.').drivers.warmthDetachment;
    expect([...better.positive, ...better.negative].map((d) => d.term)).toEqual(['better']);
  });
});
