import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from '../axes';

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

describe('boosters and dampeners, each against the plain reading', () => {
  it.each([
    ['a booster strengthens', 'extremely good', 'good'],
    ['capitals among lower case strengthen', 'this is GREAT', 'this is great'],
    ['"!" strengthens', 'this is great!', 'this is great'],
    ['a drawn-out word reads as the word, stressed', 'this is goooood', 'this is good'],
    ['a drawn-out word reads as the word, stressed ("loooove")', 'I loooove it', 'I love it'],
  ])('%s: %j reads further from balance than %j', (_rule, stronger, plain) => {
    expect(score(stronger)).toBeGreaterThan(score(plain));
  });

  it.each([
    ['a dampener softens', 'slightly annoyed', 'annoyed'],
    ['"kind of" softens', 'kind of sad', 'sad'],
  ])('%s: %j reads closer to balance than %j', (_rule, softer, plain) => {
    expect(score(softer)).toBeGreaterThan(score(plain));
    expect(score(softer)).toBeLessThan(0.5);
  });
});
