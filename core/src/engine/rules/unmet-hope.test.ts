import { describe, expect, it } from 'vitest';
import { findUnmetHope, type UnmetHopeKind } from './unmet-hope';

const found = (text: string) => findUnmetHope(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findUnmetHope', () => {
  it.each<[string, UnmetHopeKind, string]>([
    ['I was really looking forward to seeing you.', 'past-hope', 'i was really looking forward to'],
    ["We'd hoped to finish by May.", 'past-hope', "we'd hoped"],
    ['I had such high hopes for this place.', 'past-hope', 'i had such high hopes'],
    ['Shame it fell through.', 'fell-through', 'it fell through'],
    ["Our plans didn't work out this year.", 'fell-through', "our plans didn't work out"],
    ['Shame it fell through.', 'pity', 'shame'],
    ['I was looking forward to it. Shame it fell through.', 'pity', 'shame'],
    ["What a pity, I'd have loved to come.", 'pity', 'what a pity'],
    ["It's a shame we couldn't meet.", 'pity', "it's a shame"],
    ['Too bad it rained all day.', 'pity', 'too bad it'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(found(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    "I'm looking forward to seeing you.",
    'I hope we can meet next week.',
    'Shame on you for lying.',
    'The shame of it kept me awake.',
    'The plan worked out fine.',
  ])('finds none in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
