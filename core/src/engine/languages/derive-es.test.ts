import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage } from './all';
import { spanishDerivationsOf, spanishInfinitives, withoutEnclitics } from './derive-es';

const warmth = (text: string) => analyseAxesInLanguage(text, 'es').warmthDetachment;

describe('Spanish verb forms', () => {
  it.each([
    ['odiándome', 'odiando'],
    ['matarte', 'matar'],
    ['aburrirse', 'aburrir'],
    ['cómpralo', 'compra'],
    ['ayúdame', 'ayuda'],
    ['llevarlas', 'llevar'],
    ['llame', null],
    ['cielo', null],
    ['hermanos', null],
    ['poderosos', null],
    ['llevárselo', 'llevar'],
  ])('the verb of a word with its pronouns written onto it: %j', (word, verb) => {
    expect(withoutEnclitics(word)).toBe(verb);
  });

  it.each([
    ['odiaré', 'odiar'],
    ['mató', 'matar'],
    ['jodiendo', 'joder'],
    ['odiándome', 'odiar'],
    ['fastidiaba', 'fastidiar'],
    ['amaba', 'amar'],
    ['sufrimos', 'sufrir'],
  ])('%j may be a form of %j', (word, infinitive) => {
    expect(spanishInfinitives(word)).toContain(infinitive);
  });

  it('reads a form only by a listed verb, and no listed everyday word by any', () => {
    const derive = spanishDerivationsOf(new Set(['matar', 'pesar']), new Set(['peso']));
    expect(derive('mataron')).toEqual([{ base: 'matar', turn: 'keep' }]);
    expect(derive('casaron')).toEqual([]);
    expect(derive('peso')).toEqual([]);
  });

  it.each([
    ['a short verb conjugated', 'Me mata este calor', 'Me gusta este calor'],
    ['a short verb in the future', 'Te odiaré siempre', 'Te veré siempre'],
    ['a verb with its pronoun', 'Van a terminar odiándome', 'Van a terminar viéndome'],
    ['a gerund', 'Me está jodiendo el día', 'Me está haciendo el día'],
    ['a curated verb conjugated', 'Me fastidiaba mucho', 'Me pasaba mucho'],
  ])('%s reads colder than a neutral verb: %j', (_rule, toned, plain) => {
    expect(warmth(toned)).toBeLessThan(warmth(plain));
    expect(warmth(toned)).toBeLessThan(0.45);
  });

  it.each([
    ['a loving verb in the past', 'Te amaba tanto', 0.55],
    ['falling in love', 'Me enamoré de esa ciudad', 0.55],
  ])('%s reads warm: %j', (_rule, text, low) => {
    expect(warmth(text)).toBeGreaterThan(low);
  });

  it.each(['Vengo de casa', 'Venga, vamos', 'Tengo ganas de verte mañana'])(
    "an irregular form or noun shaped like a rated verb's form reads as no verb: %j",
    (text) => {
      expect(analyseAxesInLanguage(text, 'es').drivers.warmthDetachment.negative).toEqual([]);
    },
  );
});
