import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';

describe('detectLanguage', () => {
  it.each([
    ['I really liked the talk, thank you.', 'en'],
    ["It's not what I expected.", 'en'],
    ['Me encanta este libro.', 'es'],
    ['¿Dónde está la estación?', 'es'],
    ['No sé si voy a ir mañana', 'es'],
    ["C'est vraiment génial, merci !", 'fr'],
    ['Je ne suis pas sûr.', 'fr'],
    ['Où est la gare ?', 'fr'],
    ['Das ist nicht so gut.', 'de'],
    ['Ich weiß es nicht.', 'de'],
    ['Vielen Dank für die schnelle Antwort', 'de'],
    ['Hola, ¿qué tal?', 'es'],
    ['Bonjour à tous', 'fr'],
    ['Hallo zusammen', 'de'],
  ])('reads %j as %s', (text, language) => {
    const detected = detectLanguage(text);
    expect(detected.language).toBe(language);
    expect(detected.confidence).toBeGreaterThan(0.4);
  });

  it('answers English with confidence 0 when nothing points anywhere', () => {
    expect(detectLanguage('😀 👍')).toEqual({ language: 'en', confidence: 0, own: 0 });
  });

  it('counts each letter of a language, in capitals too, once per letter', () => {
    expect(detectLanguage('ÑÑ ¿?')).toEqual({ language: 'es', confidence: 1, own: 3 });
    expect(detectLanguage('ÄÖÜ ß')).toEqual({ language: 'de', confidence: 1, own: 4 });
    expect(detectLanguage('ÇA')).toEqual({ language: 'fr', confidence: 1, own: 1.5 });
  });

  it('finds function words among long words and behind accents written as combining marks', () => {
    expect(detectLanguage('Internationalisation extraordinairement también').language).toBe('es');
    expect(detectLanguage('Internationalisation extraordinairement because').language).toBe('en');
    expect(detectLanguage('Internationalisation tambie\u0301n').language).toBe('es');
    expect(detectLanguage("qu'il l'a, c'est").language).toBe('fr');
  });

  it('counts apart the evidence no other language shares', () => {
    expect(detectLanguage('Die Schule beginnt am Montag').own).toBe(0);
    expect(detectLanguage('the cat is with them').own).toBeGreaterThanOrEqual(2);
  });

  it('is less sure of a sentence whose words several languages share', () => {
    expect(detectLanguage('la mer').confidence).toBeLessThan(detectLanguage('la mer est très belle').confidence);
  });
});
