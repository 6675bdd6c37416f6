import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage, isLanguageLoaded, loadLanguage } from './index';

describe('loading a language on first use', () => {
  it('refuses to read a language before it is loaded, and reads it once it is', async () => {
    expect(isLanguageLoaded('de')).toBe(false);
    expect(() => analyseAxesInLanguage('Das ist gut', 'de')).toThrow(/not loaded/);
    await loadLanguage('de');
    expect(isLanguageLoaded('de')).toBe(true);
    expect(isLanguageLoaded('es')).toBe(false);
    expect(analyseAxesInLanguage('Das ist gut', 'de').warmthDetachment).toBeGreaterThan(0.6);
  });

  it('loads each of the three languages', async () => {
    await Promise.all([loadLanguage('es'), loadLanguage('fr'), loadLanguage('de')]);
    expect(analyseAxesInLanguage('Es muy bonito', 'es').language).toBe('es');
    expect(analyseAxesInLanguage("C'est très beau", 'fr').language).toBe('fr');
  });
});
