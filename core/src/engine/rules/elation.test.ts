import { describe, expect, it } from 'vitest';
import { findElation, type ElationKind } from './elation';

const kinds = (text: string) => findElation(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findElation', () => {
  it.each<[string, ElationKind, string]>([
    ['She said yes and I am over the moon.', 'idiom', 'over the moon'],
    ["I can't wait to see you all in June.", 'idiom', "can't wait to"],
    ['Best day ever, thank you all!', 'idiom', 'best day ever'],
    ["I'm absolutely thrilled with the result.", 'idiom', "i'm absolutely thrilled"],
    ['So excited for the trip!', 'idiom', 'so excited'],
    ['We won the league!!', 'news', 'we won the league!'],
    ['I passed my driving test!', 'news', 'i passed my driving test!'],
    ["I can't believe it! We did it.", 'news', "i can't believe it!"],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'We got the invoice yesterday.',
    'I passed the salt to him.',
    'I cannot believe this is still broken.',
    'Wait for me at the door.',
    'The moon was bright over the lake.',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
