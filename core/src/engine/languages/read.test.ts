import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage } from './all';
import { sentencesIn } from './read';
import { tokenise } from './tokens';

const whole = (text: string) => [{ start: 0, end: text.length }];

describe('sentencesIn', () => {
  it.each([
    ['no span touches no sentence', 'Uno. Dos. Tres.', [], []],
    ['a span over the first sentence', 'Genial. Otra reunión.', [{ start: 0, end: 7 }], [0]],
    ['a span that starts inside the second', 'Genial. Otra reunión.', [{ start: 9, end: 12 }], [1]],
    ['a span over the whole text', 'Genial. Otra reunión.', [{ start: 0, end: 21 }], [0, 1]],
  ])('%s (%j)', (_rule, text, spans, expected) => {
    expect([...sentencesIn(text, tokenise(text), spans)]).toEqual(expected);
  });
});

describe('the reading of another language with ironic stretches', () => {
  it.each([
    ['es', 'Genial, otra reunión a las ocho.'],
    ['fr', 'Super, encore une réunion.'],
    ['de', 'Toll, schon wieder Montag.'],
  ] as const)('reads the praise of %s %j on the cold, negative side', (language, text) => {
    const plain = analyseAxesInLanguage(text, language);
    const ironic = analyseAxesInLanguage(text, language, whole(text));
    expect(plain.warmthDetachment).toBeGreaterThan(0.5);
    expect(ironic.warmthDetachment).toBeLessThan(0.5);
    expect(ironic.valence).toBeLessThan(0);
    expect(ironic.drivers.warmthDetachment.positive).toEqual([]);
  });

  it('leaves the sentences outside the stretch as they read alone', () => {
    const text = 'Genial, otra reunión. Pero mi equipo es maravilloso.';
    const parted = analyseAxesInLanguage(text, 'es', [{ start: 0, end: text.indexOf('Pero') }]);
    expect(parted.drivers.warmthDetachment.negative.map((d) => d.term)).toContain('genial');
    expect(parted.drivers.warmthDetachment.positive.map((d) => d.term)).toContain('maravilloso');
    expect(parted.warmthDetachment).toBeLessThan(analyseAxesInLanguage(text, 'es').warmthDetachment);
  });

  it('reads a text with no stretch exactly as without one', () => {
    const text = '¡Qué buena noticia! ¿Vienes?';
    expect(analyseAxesInLanguage(text, 'es', [])).toEqual(analyseAxesInLanguage(text, 'es'));
  });
});

describe('cognates of rated English words', () => {
  it.each([
    ['fr', 'Quelle arrogance', 0, 0.4],
    ['es', 'Qué arrogancia', 0, 0.4],
    ['de', 'Diese Arroganz nervt', 0, 0.4],
    ['fr', 'Une expérience traumatisante', 0, 0.4],
    ['fr', 'Merci pour votre générosité', 0.7, 1],
    ['es', 'Gracias por tu generosidad', 0.7, 1],
  ] as const)('read in %s: %j', (language, text, low, high) => {
    const { warmthDetachment } = analyseAxesInLanguage(text, language);
    expect(warmthDetachment).toBeGreaterThanOrEqual(low);
    expect(warmthDetachment).toBeLessThanOrEqual(high);
  });
});
