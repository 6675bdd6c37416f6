import { afterAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n';
import { ToneHeadline } from './tone-headline';
import { toneOf } from './tone-of';

const SPANISH = 'Estoy muy triste y cansado, nadie me escucha y ya no puedo más con esto.';

afterAll(() => setLanguage('en'));

describe('the language a result was read in', () => {
  it('says nothing of it when an English text is read for an English reader', () => {
    const tone = toneOf('Thank you so much for helping me move, it meant a lot.');
    expect(tone.language).toBe('en');
    render(<ToneHeadline name={tone.name} language={tone.language} />);
    expect(screen.queryByTestId('read-language')).toBeNull();
  });

  it('reads a Spanish text in Spanish once the interface is in Spanish, and says so', async () => {
    await setLanguage('es');
    const tone = toneOf(SPANISH);
    expect(tone.language).toBe('es');
    expect(tone.name.family).toBe('tense');
    render(<ToneHeadline name={tone.name} language={tone.language} />);
    expect(screen.getByTestId('read-language').textContent).toBe('Leído en español.');
  });
});
