import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from '../axes';

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

describe('emoji and emoticons, each against the plain reading', () => {
  it.each([
    ['an emoji', 'see you soon 😀', 0.5],
    ['an emoticon', 'see you soon :)', 0.5],
    ['a negative emoticon', 'see you soon :(', -0.5],
    ['an emoticon ending in a letter', 'see you soon :D', 0.5],
    ['a tongue out', 'see you soon :-P', 0.5],
    ['a heart', 'see you soon <3', 0.5],
    ['a drawn-out heart', 'see you soon <333', 0.5],
    ['a broken heart', 'see you soon </3', -0.5],
    ['an eastern smile', 'see you soon ^_^', 0.5],
    ['an emoticon after "!"', 'see you soon!:)', 0.5],
    ['an emoticon before a full stop', 'see you soon :).', 0.5],
    ['a drawn-out frown', 'see you soon :((', -0.5],
    ['an emoticon closing a bracket', '(see you soon :))', 0.5],
    ['no face in a score', 'it ended 2:3', 0],
    ['no face in an address', 'see http://example.com', 0],
    ['no face in a label', 'Note:D is the answer', 0],
  ])('reads %s: %j', (_what, text, sign) => {
    expect(Math.sign(score(text) - 0.5)).toBe(Math.sign(sign));
  });

  it('names an emoticon among the drivers as people type it, whatever the case of its letter', () => {
    for (const text of ['thanks :D', 'thanks :d', 'thanks :DDD']) {
      expect(analyseAxesLocally(text).drivers.warmthDetachment.positive.map((d) => d.term)).toContain(':D');
    }
  });
});
