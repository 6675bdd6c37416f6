import { describe, expect, it } from 'vitest';
import { GERMAN } from './de';
import { SPANISH } from './es';
import { FRENCH } from './fr';
import type { LanguageReading } from './language';
import { rate } from './rating';
import { normaliseWord } from './tokens';

const READINGS: Readonly<Record<string, LanguageReading>> = { de: GERMAN, es: SPANISH, fr: FRENCH };
const ratingOf = (language: string, word: string) => rate(READINGS[language]!, word, normaliseWord(word));

describe('rate: the other forms of a curated word of a role on an axis', () => {
  it.each([
    ['de', 'ruhig', 'ruhiger'],
    ['de', 'ruhig', 'ruhigen'],
    ['de', 'entspannt', 'entspanntes'],
    ['fr', 'calme', 'calmes'],
    ['es', 'tranquilo', 'tranquilos'],
  ])(
    'reads %s "%s" in its form "%s" in the same role, not by the lexicon’s praise of its stem',
    (language, word, form) => {
      const curated = ratingOf(language, word);
      expect(curated?.entry?.intensity).toBeLessThan(0);
      const inflected = ratingOf(language, form);
      expect(inflected?.entry).toEqual(curated!.entry);
      expect(inflected?.valence).toBe(0);
    },
  );

  it.each([
    // The stemmer joins these to a curated word; they are other words.
    ['de', 'natur'],
    ['es', 'seguridad'],
  ])('leaves %s "%s", which is no inflection of a curated word, to the lexicon', (language, word) => {
    expect(ratingOf(language, word)?.entry).toBeUndefined();
  });

  it('leaves a rated word’s other forms the lexicon’s rating of their stem', () => {
    // "weinen" (to cry) is rated; "Wein" (wine) shares its stem only.
    const wine = ratingOf('de', 'wein');
    expect(wine?.entry).toBeUndefined();
  });
});
