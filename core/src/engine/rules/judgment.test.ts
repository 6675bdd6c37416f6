import { describe, expect, it } from 'vitest';
import { findJudgments, type JudgmentKind } from './judgment';

const found = (text: string) => findJudgments(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findJudgments', () => {
  it.each<[string, JudgmentKind, string]>([
    ['The food was terrible.', 'predicate', 'the food was terrible'],
    ['This edit is terrible.', 'predicate', 'this edit is terrible'],
    ['The movie was really horrible.', 'predicate', 'the movie was really horrible'],
    ['What a horrible day.', 'attribute', 'what a horrible day'],
    ['It was an absolutely awful experience.', 'attribute', 'an absolutely awful experience'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(found(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    "I'm terrified of the surgery.",
    'I feel terrible about it.',
    'I was scared to death.',
    'The food was great.',
  ])('finds no judgment of a thing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
