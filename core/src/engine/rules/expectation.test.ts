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

describe('negated expectations, each against the plain reading', () => {
  it.each([
    ["I didn't expect to enjoy it so much.", 'positive'],
    ['I never expected it to be so good.', 'positive'],
    ["I wasn't expecting it to be this good.", 'positive'],
    ["I hadn't expected to love it.", 'positive'],
    ["I didn't expect the staff to be so rude.", 'concerned'],
  ] as const)(
    'reads the past negated expectation in %j as a surprise: the word it governs keeps its polarity',
    (text, sentiment) => expectUnflipped(text, sentiment),
  );

  it.each([
    ["I don't expect you to be happy about it.", 0, 0.45, 'concerned'],
    ["I don't expect to be disappointed.", 0.5, 1, 'positive'],
    ["We don't expect any delays.", 0.5, 0.5, 'neutral'],
    ["I didn't expect much.", 0.5, 0.5, 'neutral'],
    ["I didn't enjoy it.", 0, 0.4, 'concerned'],
    ["I don't think it's a good idea.", 0, 0.4, 'concerned'],
    ["I don't think you'll be disappointed.", 0.5, 1, 'positive'],
    ["I don't think I'll ever be happy again.", 0, 0.4, 'concerned'],
    ["I don't think so.", 0.5, 0.5, 'neutral'],
  ] as const)(
    'reads %j, a present negated expectation (the negation raised to what is expected) or none, as people do',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );
});
