import { describe, expect, it } from 'vitest';
import type { LanguageDefinition } from './language';
import { readingOf, SHARED_SYMBOLS } from './shared';
import { tokenise } from './tokens';
import { units } from './units';

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
