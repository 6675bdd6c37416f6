import { describe, expect, it } from 'vitest';
import { findFelicitations, type FelicitationKind } from './felicitation';

const found = (text: string) => findFelicitations(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findFelicitations', () => {
  it.each<[string, FelicitationKind, string]>([
    ['Congratulations on the new job!', 'congratulation', 'congratulations'],
    ['Huge congrats to you both 🎉', 'congratulation', 'huge congrats'],
    ["I'm so happy for you both!", 'congratulation', 'so happy for you both'],
    ['Really proud of you, kiddo.', 'congratulation', 'really proud of you'],
    ['Wishing you every happiness!', 'wish', 'wishing you'],
    ['Happy birthday, Sam!', 'wish', 'happy birthday'],
    ['Get well soon, we miss you.', 'wish', 'get well soon'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(found(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'Thank you so much for your help.',
    "I'm so happy with the results.",
    'I am proud of the work we did.',
    'I wish you had told me earlier.',
  ])('finds no felicitation in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
