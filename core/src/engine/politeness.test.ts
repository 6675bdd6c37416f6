import { describe, expect, it } from 'vitest';
import { POLITENESS_WARMTH_SHIFT_MAX, politenessWarmthShift, readPoliteness } from './politeness';
import { splitWords } from './rules/words';

describe('readPoliteness', () => {
  it('reads a thankful, hedged request as polite', () => {
    const reading = readPoliteness(
      'Hi Dana, thanks for the quick reply! Could you perhaps send the slides when you have a moment?',
    );
    expect(reading.score).toBeGreaterThan(0.8);
    expect(reading.request).toBe(true);
    const names = reading.strategies.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['greeting', 'gratitude', 'indirectRequest', 'hedge']));
  });

  it('reads a pointed, blunt demand as impolite', () => {
    const reading = readPoliteness('Why did you delete my section? Care to explain?');
    expect(reading.score).toBeLessThan(0.25);
    expect(reading.strategies.find((s) => s.name === 'pointedQuestion')?.weight).toBeLessThan(0);
  });

  it('ranks the same request higher with courtesy than without', () => {
    const blunt = readPoliteness('Send me the file.').score;
    const courteous = readPoliteness('Could you please send me the file? Thank you!').score;
    expect(courteous).toBeGreaterThan(blunt + 0.3);
  });

  it('gives each strategy its phrase and offsets in the text, and its learned weight', () => {
    const text = 'Thanks! Could you look again?';
    const gratitude = readPoliteness(text).strategies.find((s) => s.name === 'gratitude')!;
    expect(gratitude).toMatchObject({ phrase: 'Thanks', start: 0, end: 6 });
    expect(gratitude.weight).toBeGreaterThan(0);
  });

  it('names the learned words behind the score once each, where they first appear', () => {
    const text = 'Why is this here? Why?';
    const { words } = readPoliteness(text);
    const why = words.filter((w) => w.word === 'why');
    expect(why).toEqual([{ word: 'why', start: 0, end: 3, weight: why[0]!.weight }]);
    expect(why[0]!.weight).toBeLessThan(0);
    expect(words.map((w) => w.start)).toEqual([...words.map((w) => w.start)].sort((a, b) => a - b));
  });

  it('reads the same from words split beforehand', () => {
    const text = 'Could you please check the totals? Thanks!';
    expect(readPoliteness(text, splitWords(text))).toEqual(readPoliteness(text));
  });

  it('reads an empty text as balanced, with nothing found', () => {
    expect(readPoliteness('')).toEqual({ score: 0.5, strategies: [], words: [], request: false });
  });
});

describe('politenessWarmthShift', () => {
  it('warms a courteous request and cools a pointed one, within the largest shift', () => {
    const warm = politenessWarmthShift(readPoliteness('Would you mind checking the totals? Thanks so much.'));
    const cold = politenessWarmthShift(readPoliteness('What were you thinking? Fix it.'));
    expect(warm).toBeGreaterThan(0.05);
    expect(cold).toBeLessThan(-0.05);
    expect(Math.max(Math.abs(warm), Math.abs(cold))).toBeLessThanOrEqual(POLITENESS_WARMTH_SHIFT_MAX);
  });

  it('counts a bare command as a request', () => {
    const reading = readPoliteness('Send me the file.');
    expect(reading.request).toBe(true);
    expect(politenessWarmthShift(reading)).toBeLessThan(0);
  });

  it('leaves warmth alone for a text that asks nothing', () => {
    const reading = readPoliteness('The totals were checked on Monday and they add up.');
    expect(reading.request).toBe(false);
    expect(politenessWarmthShift(reading)).toBe(0);
  });
});
