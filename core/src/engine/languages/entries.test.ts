import { describe, expect, it } from 'vitest';
import { analyseAxesLocally } from '../axes';
import { readTone } from '../../reading/read-tone';
import { readEmotions } from '../emotions';
import { analyseAxesInLanguage } from './all';

describe('the public entries read the language given or detected', () => {
  it('reads Spanish, French and German by their own rules when the language is given', () => {
    for (const [text, language] of [
      ['No me gusta nada, es horrible', 'es'],
      ["Ce n'est pas terrible, c'est nul", 'fr'],
      ['Das ist leider gar nicht gut', 'de'],
    ] as const) {
      const axes = analyseAxesLocally(text, { language });
      expect(axes.language).toBe(language);
      expect(axes).toEqual(analyseAxesInLanguage(text, language));
      expect(axes.warmthDetachment).toBeLessThan(0.4);
    }
  });

  it('detects the language when none is given, and says which it read', () => {
    expect(analyseAxesLocally('Me encanta este libro, es precioso').language).toBe('es');
    expect(analyseAxesLocally("C'est vraiment génial, merci !").language).toBe('fr');
    expect(analyseAxesLocally('Vielen Dank, das ist wirklich schön').language).toBe('de');
    expect(analyseAxesLocally('Thanks, that was really kind of you').language).toBe('en');
  });

  it('reads a text given in another language by the English engine when it is clearly English', () => {
    const text = 'Just be grateful that you are not in this mess, it is awful';
    const read = analyseAxesLocally(text, { language: 'de' });
    expect(read.language).toBe('en');
    expect(read).toEqual(analyseAxesLocally(text, { language: 'en' }));
    // English words inside a German sentence do not make it English.
    expect(analyseAxesLocally('Das Meeting war echt cool, danke an das ganze Team', { language: 'de' }).language).toBe(
      'de',
    );
    // Nor do words English shares with the language given ("die", "am", "me", "a").
    expect(analyseAxesLocally('Die Schule beginnt am Montag', { language: 'de' }).language).toBe('de');
    expect(analyseAxesLocally('Me volvieron a dejar sola', { language: 'es' }).language).toBe('es');
  });

  it('reads English the same whether the language is given or detected', () => {
    const text = "I'm not happy with how this went, but thanks for trying.";
    expect(analyseAxesLocally(text)).toEqual(analyseAxesLocally(text, { language: 'en' }));
  });

  it('reads a text whose language it detects as it reads the text given in that language', () => {
    for (const [text, language] of [
      ['¡Qué bien! Me alegro muchísimo, gracias por todo.', 'es'],
      ["Je n'aime pas du tout ça, franchement c'est nul.", 'fr'],
      ['Das ist wirklich nicht so gut, aber danke trotzdem.', 'de'],
    ] as const)
      expect(analyseAxesLocally(text)).toEqual(analyseAxesLocally(text, { language }));
  });

  it('reads a text the English engine misreads by the rules of its language', () => {
    // "nada" is no word the English engine knows; "horrible" alone would not carry "no me gusta".
    const english = analyseAxesLocally('No me gusta nada', { language: 'en' });
    const spanish = analyseAxesLocally('No me gusta nada', { language: 'es' });
    expect(spanish.warmthDetachment).toBeLessThan(english.warmthDetachment);
  });

  it('names the tone of a text in another language from its own reading, and says the language', () => {
    const tense = readTone('Estoy harto, esto es una vergüenza y un desastre', { language: 'es' });
    expect(tense.language).toBe('es');
    expect(tense.tones[0]!.family).toBe('tense');
    const warm = readTone('Merci beaucoup, vous êtes formidables !');
    expect(warm.language).toBe('fr');
    expect(warm.tones[0]!.family).toBe('positive');
    // The emotions read its gloss and name its own words; no sarcasm or blame is read into it.
    expect(warm.tones[0]!.name).toBe('grateful');
    expect(warm.tones[0]!.phrases).toContain('Merci beaucoup');
    expect(warm.emotions.scores.gratitude).toBeGreaterThan(readEmotions('').scores.gratitude);
    expect(warm.sarcasm.sarcastic).toBe(false);
    expect(warm.cues.blame).toEqual([]);
    expect(readTone('Thank you so much, you are wonderful!').language).toBe('en');
  });
});
