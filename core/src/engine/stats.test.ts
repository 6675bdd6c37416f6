import { describe, expect, it } from 'vitest';
import { characterCount, plainStats } from './stats';

describe('plainStats', () => {
  it('counts words and characters', () => {
    const s = plainStats('Hello there, friend 😀');
    expect(s.wordCount).toBe(3);
    expect(s.characterCount).toBe(21);
  });

  it.each([
    ['Thank you so much, I really love how kind and supportive you were.', 'positive'],
    ['I hate this. It is unfair and I am furious with you.', 'concerned'],
    ['Maybe I was wrong, perhaps I should wonder why I felt that way?', 'reflective'],
    ['The meeting is at 3pm in room 4.', 'neutral'],
  ])('classifies %j as %s', (text, expected) => {
    expect(plainStats(text).sentimentClassification).toBe(expected);
  });
});

describe('characterCount', () => {
  it('counts an emoji once and a lone surrogate once', () => {
    expect(characterCount('a😀')).toBe(2);
    expect(characterCount('\udc00b')).toBe(2);
  });
});
