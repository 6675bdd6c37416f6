import { describe, expect, it } from 'vitest';
import { marks, normaliseWord, tokenise } from './tokens';

const forms = (text: string) => tokenise(text).map((t) => `${t.kind}:${t.form}`);

describe('tokenise', () => {
  it('drops mentions and links, and reads hashtags as their words', () => {
    expect(forms('@user mira esto http://t.co/x #LaVidaEsBella')).toEqual([
      'word:mira',
      'word:esto',
      'word:la',
      'word:vida',
      'word:es',
      'word:bella',
    ]);
  });

  it('reads a heart written onto a word, and the level faces, as symbols; a number before "<3" is a comparison', () => {
    expect(forms('nachtiii<3')).toEqual(['word:nachtiii', 'symbol:<3']);
    expect(forms('schon wieder -.- und -_- oder >_<')).toEqual([
      'word:schon',
      'word:wieder',
      'symbol:-.-',
      'word:und',
      'symbol:-_-',
      'word:oder',
      'symbol:>_<',
    ]);
    expect(forms('5<3')).toEqual(['word:5', 'word:3']);
  });

  it('splits French elisions into their words', () => {
    expect(forms("n'est l'amour")).toEqual(['word:n', 'word:est', 'word:l', 'word:amour']);
  });

  it('keeps emoticons and emoji as symbols, and breaks at punctuation', () => {
    expect(forms('bien :) 😍, ok. xD')).toEqual([
      'word:bien',
      'symbol::)',
      'symbol:😍',
      'break:,',
      'word:ok',
      'break:.',
      'symbol:xD',
    ]);
  });

  it('reads a face written against the word before it, but not a time or a colon before a word', () => {
    expect(forms('klappt nicht:/ schade:-(')).toEqual([
      'word:klappt',
      'word:nicht',
      'symbol::/',
      'word:schade',
      'symbol::-(',
    ]);
    expect(forms('um 10:30 Uhr')).toEqual(['word:um', 'word:10', 'break::', 'word:30', 'word:uhr']);
    expect(forms('Hinweis:Deutsch')).toEqual(['word:hinweis', 'break::', 'word:deutsch']);
  });

  it('reads the characters HTML escapes as themselves ("&lt;3" is a heart)', () => {
    expect(forms('Gute Nacht &lt;3 &amp; bis morgen')).toEqual([
      'word:gute',
      'word:nacht',
      'symbol:<3',
      'word:bis',
      'word:morgen',
    ]);
  });

  it('marks words in capitals and keeps the word as written beside its plain form', () => {
    const [t] = tokenise('SCHÖN');
    expect(t).toMatchObject({ caps: true, lower: 'schön', form: 'schon' });
  });

  it('takes a word of one letter, a word with no case and a mixed-case word as not in capitals', () => {
    expect(tokenise('A ok Ok OK ÑU').map((t) => t.caps)).toEqual([false, false, false, true, true]);
  });

  it('gives a word its plain form whether its accent is one character or a letter and a combining mark', () => {
    expect(tokenise('Mañana MAÑANA mañana').map((t) => t.form)).toEqual(['manana', 'manana', 'manana']);
  });
});

describe('normaliseWord', () => {
  it('lowers case and removes diacritics, keeping ß', () => {
    expect(normaliseWord('Café')).toBe('cafe');
    expect(normaliseWord('Straße')).toBe('straße');
    expect(normaliseWord('ÉTÉ')).toBe('ete');
    expect(normaliseWord('plain')).toBe('plain');
  });
});

describe('marks', () => {
  it('counts "¡…!" once and "¿…?" once', () => {
    expect(marks('¡Hola! ¿Qué tal?')).toEqual({ exclamations: 1, questions: 1 });
    expect(marks('Genial!!!')).toEqual({ exclamations: 3, questions: 0 });
  });
});
