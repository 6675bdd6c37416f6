import { describe, expect, it } from 'vitest';
import { findLowMood, type LowMoodKind } from './low-mood';

const kinds = (text: string) => findLowMood(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findLowMood', () => {
  it.each<[string, LowMoodKind, string]>([
    ["I've been feeling low since the move.", 'low', "i've been feeling low"],
    ['Honestly I feel so empty these days.', 'low', 'i feel so empty'],
    ["I couldn't stop crying at the station.", 'low', "couldn't stop crying"],
    ['I cried myself to sleep again.', 'low', 'cried myself to sleep'],
    ["Some mornings I don't want to get out of bed.", 'low', "don't want to get out of bed"],
    ['With a heavy heart I closed the shop.', 'low', 'heavy heart'],
    ['My grandmother passed away on Sunday.', 'loss', 'passed away'],
    ['We lost our cat last night.', 'loss', 'lost our cat'],
    ['I miss her so much it aches.', 'loss', 'miss her so much'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'Prices are down this month.',
    'I feel low-key excited about the trip.',
    'The battery runs low after an hour.',
    'Get out of bed and come to breakfast!',
    'I lost my keys again.',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
