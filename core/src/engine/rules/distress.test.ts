import { describe, expect, it } from 'vitest';
import { findDistress, type DistressKind } from './distress';

const kinds = (text: string) => findDistress(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findDistress', () => {
  it.each<[string, DistressKind, string]>([
    ['Interview in an hour and my heart is pounding.', 'body', 'my heart is pounding'],
    ["I couldn't sleep at all before the surgery.", 'body', "couldn't sleep"],
    ['I lay awake until three going over the numbers.', 'body', 'lay awake'],
    ['I feel sick to my stomach about the audit.', 'body', 'i feel sick to my stomach'],
    ['My hands were shaking when I opened the letter.', 'body', 'my hands were shaking'],
    ['There is a knot in my stomach every Monday.', 'body', 'a knot in my stomach'],
    ['I had a panic attack on the train.', 'body', 'panic attack'],
    ["I'm freaking out about the move.", 'overwhelm', 'freaking out'],
    ['I panicked when the screen went black.', 'overwhelm', 'i panicked'],
    ['Honestly it is all too much right now.', 'overwhelm', 'it is all too much'],
    ['Work feels like too much lately, it feels like too much.', 'overwhelm', 'it feels like too much'],
    ["I'm on edge all the time lately.", 'overwhelm', "i'm on edge"],
    ["I can't think straight with the deadline this close.", 'overwhelm', "can't think straight"],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'The horse was racing down the track.',
    'I slept well and feel fine.',
    'I feel sick of this weather.',
    'Shake well before use.',
    'It is too much sugar for me.',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
