import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GERMAN } from '../src/engine/languages/de';
import { SPANISH } from '../src/engine/languages/es';
import { FRENCH } from '../src/engine/languages/fr';
import { ratesWord } from '../src/engine/languages/rating';
import { generatedFiles, languageLexicon, symbolValence } from './build-language-lexicons';
import { frenchVerbs, NOT_VERBS } from './language-verbs';
import { normaliseWord } from '../src/engine/languages/tokens';

const READINGS = { es: SPANISH, fr: FRENCH, de: GERMAN } as const;

describe('the generated language lexicons', () => {
  it('are exactly what the generator writes today, so they cannot go stale (run npm run lexicon:build:languages after a change)', () => {
    for (const [path, source] of generatedFiles()) expect(readFileSync(path, 'utf8'), path).toBe(source);
  });

  it.each([
    ['es', 5000, 'bonit'],
    ['fr', 2500, 'magnif'],
    ['de', 2000, 'wunderbar'],
  ] as const)(
    'hold the %s lexicon: thousands of rated forms and stems, %j among the positive ones',
    (lang, least, positive) => {
      const lexicon = languageLexicon(lang);
      expect(lexicon.size).toBeGreaterThan(least);
      expect(lexicon.get(positive)).toBeGreaterThan(0);
    },
  );

  it('list the translated French verbs of the first and second groups, and no adjective or noun in "-er" or "-ir"', () => {
    const verbs = frenchVerbs();
    expect(verbs).toEqual(expect.arrayContaining(['tuer', 'echouer', 'denoncer', 'polluer', 'trahir', 'punir']));
    expect(verbs.filter((verb) => NOT_VERBS.map(normaliseWord).includes(verb))).toEqual([]);
    expect(verbs).not.toContain('amer');
    expect(verbs).not.toContain('plaisir');
    expect(verbs.filter((verb) => !/(er|[^o]ir)$/.test(verb))).toEqual([]);
  });

  it('keep every rating within VADER’s −4..4 and drop what rates nothing', () => {
    for (const lang of ['es', 'fr', 'de'] as const) {
      expect([...languageLexicon(lang).values()].filter((v) => v < -4 || v > 4 || v === 0)).toEqual([]);
    }
  });

  it('drop everyday words that carry no tone, with their stems', () => {
    expect(languageLexicon('es').has('habl')).toBe(false);
    expect(languageLexicon('de').has('gross')).toBe(false);
  });

  it.each([
    [
      'es',
      [
        'sitio',
        'modelo',
        'nivel',
        'tipo',
        'lista',
        'listo',
        'espalda',
        'cuchara',
        'ducha',
        'naranja',
        'plástico',
        'semanal',
        'chaleco',
        'granito',
        'global',
      ],
    ],
    [
      'fr',
      [
        'chat',
        'souris',
        'queue',
        'sein',
        'ferme',
        'mine',
        'blanche',
        'physique',
        'impression',
        'nappe',
        'religieux',
        'auteur',
        'plateforme',
        'conseil',
        'développeur',
      ],
    ],
    [
      'de',
      ['Laune', 'achten', 'acht', 'Rücken', 'Messer', 'Stahl', 'Dusche', 'Hagel', 'Auswirkung', 'Ausschuss', 'höchste'],
    ],
  ] as const)('leave %s animals, body parts, things, colours and nouns of organisation unrated: %j', (lang, words) => {
    expect(words.filter((word) => ratesWord(READINGS[lang], word.toLowerCase()))).toEqual([]);
  });

  it.each([
    ['es', ['perra', 'polla', 'morir', 'airado', 'temer', 'deportado', 'firme', 'cortés']],
    ['fr', ['sourire', 'souriante', 'impressionnant', 'impressionné', 'éclairé']],
    ['de', ['Druck', 'rege', 'lachen', 'Krieg']],
  ] as const)('keep the %s words with a tone that share a form or stem with a neutral word: %j', (lang, words) => {
    expect(words.filter((word) => !ratesWord(READINGS[lang], word.toLowerCase()))).toEqual([]);
  });

  it('rate emoji, emoticons and laughter as the English engine does', () => {
    const { symbols, laughter } = symbolValence();
    expect(symbols.get(':)')).toBeGreaterThan(0);
    expect(symbols.get('😠')).toBeLessThan(0);
    expect(laughter).toBeGreaterThan(0);
  });
});
