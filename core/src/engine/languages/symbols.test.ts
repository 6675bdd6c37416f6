import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage } from './all';

const warmth = (text: string) => analyseAxesInLanguage(text, 'de').warmthDetachment;

describe('faces and symbols no list names', () => {
  it.each([
    ['a crying face reads as sad', "Morgen wieder Arbeit :'(", 'below'],
    ['a frown with a wink reads as sad', 'Morgen wieder Arbeit ;(', 'below'],
    ['a frown with "=" eyes reads as sad', 'Morgen wieder Arbeit =(', 'below'],
    ['a tear beside a smile is of joy', "Morgen wieder Arbeit :')", 'above'],
    ['a winking ":3" smiles', 'Morgen wieder Arbeit ;3', 'above'],
    ['a caret face smiles', 'Morgen wieder Arbeit ^^', 'above'],
    ['the suit heart is the heart', 'Morgen wieder Arbeit ♥', 'above'],
    ['a laughing face with its mouth drawn out laughs', 'Morgen wieder Arbeit XDDD', 'above'],
  ])('%s (%j)', (_rule, text, side) => {
    if (side === 'below') expect(warmth(text)).toBeLessThan(0.45);
    else expect(warmth(text)).toBeGreaterThan(0.55);
  });

  it('leaves a text without faces at balance', () => {
    expect(warmth('Morgen wieder Arbeit')).toBe(0.5);
  });
});
