import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage } from './all';
import { frenchDerivationsOf, frenchInfinitives } from './derive-fr';
import { irregularFormsOf } from './verb-forms';

const warmth = (text: string) => analyseAxesInLanguage(text, 'fr').warmthDetachment;

describe('French verb forms', () => {
  it.each([
    ['the present', 'échouent', 'echouer'],
    ['the imperfect', 'dénonçaient', 'denoncer'],
    ['the past participle', 'tué', 'tuer'],
    ['a participle in the feminine plural', 'polluées', 'polluer'],
    ['the conditional', 'tuerais', 'tuer'],
    ['"ge" before "o"', 'mangeons', 'manger'],
    ['the second group', 'trahissent', 'trahir'],
    ['its participle', 'punie', 'punir'],
    ['an agent noun', 'pollueur', 'polluer'],
  ])('come from their infinitive: %s', (_, form, infinitive) => {
    expect(frenchInfinitives(form)).toContain(infinitive);
  });

  it('come only from the verbs listed, and from none for a listed everyday word', () => {
    const derive = frenchDerivationsOf(new Set(['tuer', 'voler']), new Set(['volant']));
    expect(derive('tuent')).toEqual([{ base: 'tuer', turn: 'keep' }]);
    expect(derive('connais')).toEqual([]);
    expect(derive('volant')).toEqual([]);
    expect(derive('volent')).toEqual([{ base: 'voler', turn: 'keep' }]);
  });

  it("read an irregular verb's listed forms by its infinitive", () => {
    const derive = frenchDerivationsOf(new Set(), new Set(), irregularFormsOf('mourir: meurs meurt meurent'));
    expect(derive('meurent')).toEqual([{ base: 'mourir', turn: 'keep' }]);
    expect(derive('mourut')).toEqual([]);
  });

  it.each([
    ['Les éoliennes échouent encore', 'Les éoliennes marchent encore'],
    ['Ils trahissent leurs électeurs', 'Ils rencontrent leurs électeurs'],
    ['Les politiques nous mentent', 'Les politiques nous parlent'],
    ['Des milliers de poissons meurent', 'Des milliers de poissons nagent'],
    ['Je hais les lundis matin', 'Je passe les lundis matin'],
    ['Ils dénoncent le projet', 'Ils présentent le projet'],
    ['Cette politique tue la planète', 'Cette politique change la planète'],
  ])('read a rated verb conjugated: "%s" is colder than "%s"', (toned, plain) => {
    expect(warmth(toned)).toBeLessThan(warmth(plain));
  });

  it.each(['Une éolienne volante au-dessus du lac', 'Le secteur privé investit', 'Je connais ce restaurant'])(
    'leave everyday words with a verb form\'s shape unread: "%s"',
    (text) => {
      expect(warmth(text)).toBe(0.5);
    },
  );
});
