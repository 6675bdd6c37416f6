import { describe, expect, it } from 'vitest';
import type { LanguageDefinition } from './language';
import { readingOf, SHARED_SYMBOLS } from './shared';
import { tokenise } from './tokens';
import { units, WORD_CACHE_SIZE } from './units';

const reading = readingOf({
  language: 'es',
  roles: { plain: 'que' },
  boosters: '',
  intensifiers: '',
  rated: `
    2.5   qué bien, qué bien todo esto
    -2    sin más, no es nada bueno
  `,
  entries: {},
  lexicon: '1.5\tbuen',
  stem: (word) => word.slice(0, 4),
  negatesBackward: false,
} satisfies LanguageDefinition);

const termsOf = (text: string) => units(tokenise(text), reading, SHARED_SYMBOLS).units.map((u) => u.term);

describe('phrases (rule 1)', () => {
  it('reads the longest phrase that starts at a word, as written or without diacritics', () => {
    expect(termsOf('Qué bien todo esto, sí')).toEqual(['qué bien todo esto', 'sí']);
    expect(termsOf('que bien todo esto')).toEqual(['que bien todo esto']);
    expect(termsOf('Qué bien todo aquello')).toEqual(['qué bien', 'todo', 'aquello']);
    expect(termsOf('no es nada bueno')).toEqual(['no es nada bueno']);
    expect(termsOf('no es nada')).toEqual(['no', 'es', 'nada']);
  });

  it('reads no phrase across a break, nor from a word that only begins one further on', () => {
    expect(termsOf('qué bien, todo esto')).toEqual(['qué bien', 'todo', 'esto']);
    expect(termsOf('qué, bien todo esto')).toEqual(['qué', 'bien', 'todo', 'esto']);
    expect(termsOf('es nada bueno sin más')).toEqual(['es', 'nada', 'bueno', 'sin más']);
  });
});

describe('words (rule 2)', () => {
  const read = (text: string) =>
    units(tokenise(text), reading, SHARED_SYMBOLS).units.map((u) => [u.term, u.valence, u.emphasised]);

  it('reads a word again as it read it the first time, in the same text and in the next', () => {
    const first = read('buuuen jajaja buenas ok');
    expect(first).toEqual([
      ['buuuen', 1.5, true],
      ['jajaja', SHARED_SYMBOLS.laughter, false],
      ['buenas', 1.5, false],
      ['ok', 0, false],
    ]);
    expect(read('buuuen jajaja buenas ok buuuen')).toEqual([...first, ['buuuen', 1.5, true]]);
  });

  it.each([
    ['jaja', true],
    ['hehe', true],
    ['juhu', true],
    ['jajeje', true],
    ['hija', false],
    ['hijo', false],
    ['hoja', false],
  ])('reads %j as laughter: %j (two syllables of laughter repeat their vowel)', (word, laughs) => {
    expect(read(word)[0]![1]).toBe(laughs ? SHARED_SYMBOLS.laughter : 0);
  });

  it('reads as many different words as come, past the words it keeps', () => {
    const letters = (k: number): string =>
      (k < 26 ? '' : letters(Math.floor(k / 26) - 1)) + 'abcdefghijklmnopqrstuvwxyz'[k % 26];
    const words = Array.from({ length: WORD_CACHE_SIZE + 10 }, (_, k) => `palabra${letters(k)}`);
    expect(units(tokenise(words.join(' ')), reading, SHARED_SYMBOLS).words).toBe(words.length);
    expect(read('buuuen')).toEqual([['buuuen', 1.5, true]]);
  });
});
