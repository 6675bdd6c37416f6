import { describe, expect, it } from 'vitest';
import { analyseAxesLocally } from '../engine/axes';
import '../engine/languages/all';
import type { OtherLanguage } from '../engine/languages/language';
import { readPoliteness } from '../engine/politeness';
import { readAxes } from './read-axes';
import { readTone } from './read-tone';
import { toneLensLocally } from './tonelens';

/** Sarcastic texts, each beside the same words without the cue (sincere). */
const PAIRS: readonly [string, string][] = [
  ['Oh great, another meeting…', 'Great, a free afternoon.'],
  ['Best service ever. Not.', 'Best service ever.'],
  ['Great job breaking the build again.', 'Great job fixing the build again.'],
  ['Thanks for nothing.', 'Thanks for everything.'],
  ['Wow, thanks for the heads up... an hour after it happened.', 'Wow, thanks for the heads up.'],
  ['I just love waiting an hour on hold.', 'I just love a quiet hour with a book.'],
  ['Yeah right, like that is a great idea.', 'Yes, that is a great idea.'],
  ['Perfect, my flight got delayed again.', 'Perfect, my flight is on time.'],
  ['Your "helpful" comments were great.', 'Your helpful comments were great.'],
  ['Love waiting an hour for the bus. Best day ever.', 'Love a quiet hour on the bus. Best day ever.'],
];

describe('readAxes: the praise sarcasm rides on is not warmth', () => {
  it.each(PAIRS)('reads %j below balance in warmth and below %j', (sarcastic, sincere) => {
    const mocked = readAxes(sarcastic);
    const meant = readAxes(sincere);
    expect(mocked.sarcasm.sarcastic).toBe(true);
    expect(meant.sarcasm.sarcastic).toBe(false);
    expect(mocked.axes.warmthDetachment).toBeLessThan(0.5);
    expect(mocked.axes.warmthDetachment).toBeLessThan(meant.axes.warmthDetachment);
    expect(mocked.axes.valence).toBeLessThanOrEqual(Math.min(0, meant.axes.valence));
  });

  it.each(PAIRS.map(([, sincere]) => sincere))('keeps the warmth of sincere praise: %j', (text) => {
    expect(readAxes(text).axes).toEqual(analyseAxesLocally(text));
    expect(readAxes(text).axes.warmthDetachment).toBeGreaterThan(0.5);
  });

  it('gives every surface the same four numbers: readTone, toneLensLocally and readAxes agree', () => {
    for (const [text] of PAIRS) {
      const { axes } = readAxes(text);
      expect(readTone(text).axes).toEqual(axes);
      expect(toneLensLocally(text).warmthDetachment).toBe(axes.warmthDetachment);
    }
  });
});

describe('readAxes: the words it split for the sarcasm rules', () => {
  it.each([
    ['Oh great, another meeting…', ['oh', 'great', 'another', 'meeting']],
    ['Could you send it today, please?', ['could', 'you', 'send', 'it', 'today', 'please']],
  ])('hands over the words of %j, for politeness to read without splitting again', (text, norms) => {
    expect(readAxes(text).words.map((w) => w.norm)).toEqual(norms);
  });

  it('reads politeness in readTone from those words, as from the text alone', () => {
    for (const text of ['Could you send it today, please?', 'Send it now.', ...PAIRS.flat()])
      expect(readTone(text).politeness).toEqual(readPoliteness(text));
  });
});

/** Sarcastic texts in Spanish, French and German, each beside the same praise meant (sincere). */
const LANGUAGE_PAIRS: readonly [OtherLanguage, string, string][] = [
  ['es', 'Genial, otra reunión a las ocho.', 'Genial, una tarde libre.'],
  ['es', 'Gracias por nada.', 'Gracias por todo.'],
  ['fr', 'Super, encore une réunion.', 'Super, un après-midi libre.'],
  ['fr', 'Merci pour rien.', 'Merci pour tout.'],
  ['de', 'Toll, schon wieder Montag.', 'Toll, ein freier Nachmittag.'],
];

describe('readAxes in Spanish, French and German: sarcasm read from the gloss', () => {
  it.each(LANGUAGE_PAIRS)('reads %s %j below balance in warmth and below %j', (language, sarcastic, sincere) => {
    const mocked = readAxes(sarcastic, language);
    const meant = readAxes(sincere, language);
    expect(mocked.sarcasm.sarcastic).toBe(true);
    expect(meant.sarcasm.sarcastic).toBe(false);
    expect(mocked.axes.language).toBe(language);
    expect(mocked.surface.warmthDetachment).toBeGreaterThan(0.5);
    expect(mocked.axes.warmthDetachment).toBeLessThan(0.5);
    expect(mocked.axes.warmthDetachment).toBeLessThan(meant.axes.warmthDetachment);
    expect(meant.axes).toEqual(analyseAxesLocally(sincere, { language }));
  });

  it('gives readTone the same four numbers, its tones weighing the words as written', () => {
    for (const [language, text] of LANGUAGE_PAIRS) {
      const { axes } = readAxes(text, language);
      const reading = readTone(text, { language });
      expect(reading.axes).toEqual(axes);
      expect(reading.tones[0]!.name).toBe('sarcastic');
    }
  });
});
