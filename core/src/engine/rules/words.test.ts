import { describe, expect, it } from 'vitest';
import { questionFollows, splitWords, valenceOf, wordsRead, wordTable } from './words';

describe('splitWords', () => {
  it('gives each word in lower case with its offsets', () => {
    const text = 'Could YOU look?';
    expect(splitWords(text).map((w) => [w.norm, text.slice(w.start, w.end)])).toEqual([
      ['could', 'Could'],
      ['you', 'YOU'],
      ['look', 'look'],
    ]);
  });

  it('keeps inner apostrophes, straightening curly ones', () => {
    expect(splitWords('I don’t know, it’s fine').map((w) => w.norm)).toEqual(['i', "don't", 'know', "it's", 'fine']);
  });

  it('marks the first word of each sentence and where each sentence ends', () => {
    const words = splitWords('Hi there. Are you in?\nYes');
    expect(words.map((w) => w.first)).toEqual([true, false, true, false, false, true]);
    expect(words.map((w) => w.sentence)).toEqual([0, 0, 1, 1, 1, 2]);
    expect(words.map((w) => w.sentenceEnd)).toEqual([2, 2, 5, 5, 5, 6]);
  });

  it('reads words of other scripts, lower-cased', () => {
    expect(splitWords('Merci, ÉLODIE — Привет').map((w) => w.norm)).toEqual(['merci', 'élodie', 'привет']);
  });

  it('shares what is known of a word between its appearances, whatever their case', () => {
    const [a, b] = splitWords('Thanks thanks');
    expect(a!.info).toBe(b!.info);
    expect(splitWords('THANKS')[0]!.info).toBe(a!.info);
  });

  it('finds nothing in a text without words', () => {
    expect(splitWords(' ... !? 🙂')).toEqual([]);
  });
});

describe('the word helpers', () => {
  it('read a phrase only within one sentence', () => {
    const words = splitWords('Could you? You could.');
    expect(wordsRead(words, 0, ['could', 'you'])).toBe(true);
    expect(wordsRead(words, 1, ['you', 'you'])).toBe(false);
  });

  it('see a question mark after a word, past spaces and other marks', () => {
    expect(questionFollows('Seriously !?', 9)).toBe(true);
    expect(questionFollows('Seriously, what?', 9)).toBe(false);
  });

  it('give the rated valence of a word from the graded lexicon', () => {
    const [good, bad, plain] = splitWords('wonderful terrible table');
    expect(valenceOf(good!)).toBeGreaterThan(1);
    expect(valenceOf(bad!)).toBeLessThan(-1);
    expect(valenceOf(plain!)).toBe(0);
  });

  it('compute a table row once per distinct word', () => {
    let calls = 0;
    const length = wordTable((norm) => {
      calls++;
      return norm.length;
    });
    const words = splitWords('zebra Zebra zebra okapi');
    expect(words.map(length)).toEqual([5, 5, 5, 5]);
    expect(calls).toBe(2);
  });
});
