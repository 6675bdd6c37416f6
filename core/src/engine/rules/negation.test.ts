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

describe('negation, each against the plain reading', () => {
  it.each([
    ['negation flips and dampens: "not bad" reads mildly positive', 'not bad', 0.5, 0.65],
    ['negation flips: "not happy" reads cool', 'I am not happy', 0, 0.4],
    ['a scope negator flips too: "nothing wrong" is not negative', 'There is nothing wrong', 0.45, 1],
  ])('%s', (_rule, text, low, high) => {
    expect(score(text)).toBeGreaterThanOrEqual(low);
    expect(score(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['This is the least helpful answer.', 0, 0.4, 'concerned'],
    ['My least favourite part was the ending.', 0, 0.45, 'concerned'],
    ['No one was happy.', 0, 0.4, 'concerned'],
    ['No one cares.', 0, 0.45, 'concerned'],
    ['None of them were helpful.', 0, 0.4, 'concerned'],
    ['Neither of them was friendly.', 0, 0.4, 'concerned'],
    ['At least it works.', 0.5, 0.5, 'neutral'],
    ['Last but not least, thanks to Sam.', 0.6, 1, 'positive'],
    ['At the very least, thank you.', 0.6, 1, 'positive'],
    ['No one could have done it better.', 0.5, 1, 'positive'],
  ] as const)(
    'reads the negative superlative "least" and the two-word negators in %j as people do',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it.each([
    ['Far from perfect.', 'concerned'],
    ['The service was anything but friendly.', 'concerned'],
    ['The film lacks charm and wit.', 'concerned'],
    ['It showed a lack of care.', 'concerned'],
    ['The food was lacking in flavour.', 'concerned'],
    ['Failed to impress.', 'concerned'],
    ['The sequel fails to impress.', 'concerned'],
    ['Less than impressed with the build quality.', 'concerned'],
    ['The game was less fun than the first one.', 'concerned'],
    ['The new process is less stressful.', 'positive'],
    ["It's far from the worst I've seen.", 'positive'],
    ['There is little reason for optimism.', 'concerned'],
    ['Few redeeming qualities.', 'concerned'],
  ] as const)('reads the negator %j as people do: it flips the word it reaches', (text, sentiment) => {
    expect(plainStats(text).sentimentClassification).toBe(sentiment);
    const valence = analyseAxesLocally(text).valence;
    if (sentiment === 'positive') expect(valence).toBeGreaterThan(0.15);
    else expect(valence).toBeLessThan(-0.15);
  });

  it.each([
    ['A few good songs saved the album.', 'positive'],
    ['The few good songs saved the album.', 'positive'],
    ['Her few kind words meant a lot.', 'positive'],
    ['A little gem of a film.', 'positive'],
    ['My little brother is amazing.', 'positive'],
    ['Lack of sleep is killing me.', 'concerned'],
    ['The upload failed to complete.', 'concerned'],
    ["It's more or less fine.", 'reflective'],
    ['It took less than an hour, thanks for the quick help.', 'positive'],
    ["I don't want anything but the best for you.", 'positive'],
    ['Let me know if you need anything.', 'neutral'],
    ['The office is not far from the station.', 'neutral'],
    ['So far so good!', 'positive'],
    ['I have a few questions about the invoice.', 'neutral'],
    ['Every few days the server crashes, which is frustrating.', 'concerned'],
  ] as const)('reads %j, where no negator reaches a toned word, as people do', (text, sentiment) => {
    expect(plainStats(text).sentimentClassification).toBe(sentiment);
  });

  it('counts the valence of a negator of its own only when it flips nothing: "lacks charm" is no worse than "not charming"', () => {
    const lacks = analyseAxesLocally('It lacks charm.').drivers.warmthDetachment;
    expect(lacks.positive).toEqual([]);
    expect(lacks.negative).toEqual([expect.objectContaining({ term: 'charm', negated: true })]);
    expect(analyseAxesLocally('The upload failed to complete.').drivers.warmthDetachment.negative).toEqual([
      expect.objectContaining({ term: 'failed to', negated: false }),
    ]);
  });

  it.each([
    ['Never fails to impress.', 'positive'],
    ['You never fail to make me smile.', 'positive'],
    ['The book is not without merit.', 'positive'],
    ['No lack of charm in this one.', 'positive'],
    ['The finale was nothing less than stunning.', 'positive'],
    ['Nothing less than perfect will do.', 'positive'],
    ['Nobody leaves without a smile.', 'positive'],
    ['No less than three people complained.', 'concerned'],
    ['Not without some difficulty, but we got it done.', 'concerned'],
    ['No, not good.', 'concerned'],
    ["I didn't enjoy the lack of care.", 'concerned'],
  ] as const)(
    'reads the double negation in %j as people do: a scope negator in the reach of another cancels both',
    (text, sentiment) => {
      expect(plainStats(text).sentimentClassification).toBe(sentiment);
    },
  );
});
