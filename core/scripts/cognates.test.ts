import { describe, expect, it } from 'vitest';
import { gradedValence } from './build-lexicon';
import { languageLexicon } from './build-language-lexicons';
import { FALSE_FRIENDS, cognatesOf, writeCognate } from './cognates';

describe('cognates of rated English words', () => {
  it.each([
    ['es', 'furious', 'furioso'],
    ['fr', 'furious', 'furieux'],
    ['de', 'aggressive', 'aggressiv'],
    ['es', 'arrogance', 'arrogancia'],
    ['fr', 'arrogance', 'arrogance'],
    ['de', 'arrogance', 'arroganz'],
    ['es', 'generosity', 'generosidad'],
    ['fr', 'generosity', 'generosite'],
    ['es', 'frustrated', 'frustrado'],
    ['fr', 'frustrated', 'frustre'],
    ['de', 'frustrated', 'frustriert'],
    ['de', 'acceptance', 'akzeptanz'],
    ['es', 'aggressive', 'agresivo'],
    ['fr', 'humiliation', 'humiliation'],
    ['es', 'humiliation', 'humiliacion'],
    ['de', 'traumatized', 'traumatisiert'],
  ] as const)('write %s for "%s" as "%s"', (lang, english, cognate) => {
    expect(cognatesOf(lang, english)).toEqual([cognate]);
  });

  it.each([
    ['fr', 'energetic', 'an adjective of relation in the language ("énergétique" is "of energy")'],
    ['de', 'original', 'an adjective of relation'],
    ['es', 'amazement', 'an English "-ment" noun'],
    ['fr', 'pained', 'too short a word, or no learned ending'],
    ['es', 'effective', 'a false friend ("efectivo" is cash)'],
    ['fr', 'effective', 'a false friend ("effectif" is staff)'],
  ] as const)('write nothing in %s for "%s": %s', (lang, english, _reason) => {
    expect(cognatesOf(lang, english)).toEqual([]);
  });

  it('list only false friends that the rules would write from a rated English word', () => {
    const english = [...gradedValence().keys()];
    for (const lang of ['es', 'fr', 'de'] as const)
      for (const word of FALSE_FRIENDS[lang])
        expect(
          english.some((w) => writeCognate(lang, w) === word),
          `${lang} ${word}`,
        ).toBe(true);
  });

  it('rate what the translated lexicons miss, with the English sign', () => {
    expect(languageLexicon('fr').get('arrogance')).toBeLessThan(0);
    expect(languageLexicon('es').get('arrogancia')).toBeLessThan(0);
    expect(languageLexicon('de').get('arroganz')).toBeLessThan(0);
    expect(languageLexicon('fr').get('generosite')).toBeGreaterThan(0);
    expect(languageLexicon('fr').has('energetique')).toBe(false);
    expect(languageLexicon('es').has('efectivo')).toBe(false);
  });
});
