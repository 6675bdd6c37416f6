import { describe, expect, it } from 'vitest';
import { findShouting } from './shouting';

const found = (text: string) => findShouting(text).map((c) => c.phrase);

describe('findShouting', () => {
  it.each([
    ['WHERE IS MY ORDER??', 'WHERE IS MY ORDER'],
    ['I SAID NO.', 'I SAID NO'],
    ['Seriously. STOP CALLING ME.', 'STOP CALLING ME'],
    ["I DON'T CARE what you think", "I DON'T CARE"],
    ['¿DÓNDE ESTÁ MI PEDIDO?', 'DÓNDE ESTÁ MI PEDIDO'],
  ])('finds in %j the shout "%s"', (text, phrase) => {
    expect(found(text)).toEqual([phrase]);
  });

  it.each([
    'Fix this NOW. I am not asking again.',
    'The NHS API is down again.',
    'I am ok, I think.',
    'FYI: the meeting moved to 3 PM.',
    'DO NOT touch my stuff',
  ])('finds no shout in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
