import { describe, expect, it } from 'vitest';
import type { LanguageDefinition } from './language';
import { analyseAxesInLanguage, loadLanguage } from './index';
import { baseFormsBy, readingOf, ROLE_ENTRIES, tableOf } from './shared';

const definition = (over: Partial<LanguageDefinition> = {}): LanguageDefinition => ({
  language: 'es',
  roles: { specNegator: 'no, nunca', hedge: 'tal vez', plain: 'que' },
  boosters: `
    0.3   mucho
    -0.3  un poco
  `,
  intensifiers: '0.3   muy',
  rated: `
    2.5   genial, qué bien
    -2    mal
  `,
  entries: { claro: { certainty: 1, valence: 0.5 } },
  lexicon: '1.5\talegr feliz',
  stem: (word) => word.slice(0, 5),
  negatesBackward: false,
  ...over,
});

describe('a language as data', () => {
  it('gives each listed word the entry of its role, weight or rating', () => {
    const table = tableOf(definition());
    expect(table['nunca']).toBe(ROLE_ENTRIES.specNegator);
    expect(table['tal vez']).toBe(ROLE_ENTRIES.hedge);
    expect(table['que']).toEqual({});
    expect(table['mucho']).toEqual({ boost: 0.3 });
    expect(table['un poco']).toEqual({ boost: -0.3 });
    expect(table['muy']).toEqual({ boost: 0.3, spec: true });
    expect(table['qué bien']).toEqual({ valence: 2.5 });
    expect(table['mal']).toEqual({ valence: -2 });
    expect(table['claro']).toEqual({ certainty: 1, valence: 0.5 });
  });

  it('refuses a word defined twice', () => {
    expect(() => tableOf(definition({ rated: '2   mucho' }))).toThrow(/"mucho" is defined twice/);
  });

  it('makes a reading: entries also without diacritics, the lexicon unpacked, the stemmer kept', () => {
    const reading = readingOf(definition());
    expect(reading.entries.get('qué bien')).toEqual({ valence: 2.5 });
    expect(reading.entries.get('que bien')).toEqual({ valence: 2.5 });
    expect(reading.lexicon.get('alegr')).toBe(1.5);
    expect(reading.stem('alegría')).toBe('alegr');
    expect(reading.superlative).toBeUndefined();
  });
});

describe('inflected forms read as their plain form', () => {
  const forms = baseFormsBy([
    ['euses', 'eux'],
    ['es', 'e'],
    ['es', ''],
    ['s', ''],
  ]);

  it('lists the plain forms an inflected word may come from, longest ending first, none shorter than three letters', () => {
    expect(forms('heureuses')).toEqual(['heureux', 'heureuse', 'heureus']);
    expect(forms('belles')).toEqual(['belle', 'bell']);
    expect(forms('bon')).toEqual([]);
    expect(forms('les')).toEqual([]);
  });

  it.each([
    ['fr', 'de belles initiatives', 'belles'],
    ['fr', 'des bonnes nouvelles', 'bonnes'],
    ['fr', 'une réponse positive', 'positive'],
    ['es', 'unas personas malas', 'malas'],
    ['es', 'qué cosas tan feas', 'feas'],
    ['de', 'ein gutes Essen', 'gutes'],
    ['de', 'ein hübsches Kleid', 'hübsches'],
    ['de', 'ein schlimmes Wochenende', 'schlimmes'],
  ] as const)('%s: %j is read by the plain form of %j', async (language, text, word) => {
    await loadLanguage(language);
    const reading = analyseAxesInLanguage(text, language);
    const plain = analyseAxesInLanguage(text.replace(word, 'xyz'), language);
    expect(plain.warmthDetachment).toBe(0.5);
    expect(reading.warmthDetachment).not.toBe(0.5);
    const d = reading.drivers.warmthDetachment;
    expect([...d.positive, ...d.negative].map((x) => x.term)).toContain(word);
  });

  it('leaves function words alone: their plain forms rate nothing', async () => {
    await loadLanguage('es');
    await loadLanguage('fr');
    await loadLanguage('de');
    expect(analyseAxesInLanguage('para las cosas de toda la gente', 'es').warmthDetachment).toBe(0.5);
    expect(analyseAxesInLanguage('des choses pour toutes les personnes', 'fr').warmthDetachment).toBe(0.5);
    expect(analyseAxesInLanguage('mit allen anderen Leuten in diesen Tagen', 'de').warmthDetachment).toBe(0.5);
  });
});
