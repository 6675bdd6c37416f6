import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AnalysisFeedbackCard } from '../analyser/feedback-card';
import { toneOf } from '../analyser/tone-of';
import { browserLanguage, currentLanguage, i18n, rememberedLanguage, setLanguage } from './index';
import { relativeDate } from './dates';
import { decimal, listed, percentage } from './format';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('browserLanguage', () => {
  it('takes the first preferred language the interface speaks, by its primary subtag', () => {
    expect(browserLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['pt-BR', 'fr-CA', 'es'])).toBe('fr');
  });

  it('falls back to English when none is spoken', () => {
    expect(browserLanguage(['pt-BR', 'ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});

describe('setLanguage', () => {
  it('switches a screen that is already showing, without remounting it, and sets <html lang>', async () => {
    const text = 'Thank you so much, this is wonderful news!';
    const results = { mode: 'plain' as const, inputText: text, completedAt: new Date().toISOString() };
    render(<AnalysisFeedbackCard results={results} tone={toneOf(text)} onContinueToneLens={() => undefined} />);
    expect(screen.getByText('Analysis Feedback')).toBeTruthy();
    expect(screen.getByTestId('tone-name').textContent).toBe('Grateful');

    await act(() => setLanguage('de'));
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByText('Rückmeldung zur Analyse')).toBeTruthy();
    expect(screen.getByTestId('tone-name').textContent).toBe('Dankbar');

    await act(() => setLanguage('es'));
    expect(screen.getByTestId('tone-name').textContent).toBe('Agradecido');
  });

  it('remembers the language shown, for the next visit to start in', async () => {
    await act(() => setLanguage('fr'));
    expect(rememberedLanguage()).toBe('fr');
  });

  it('lets the later of two quick switches win', async () => {
    await act(async () => {
      const first = setLanguage('fr');
      const second = setLanguage('de');
      await Promise.all([first, second]);
    });
    expect(i18n.language).toBe('de');
  });
});

describe('plural forms', () => {
  it('follow each language\'s rules, including the "many" of French and Spanish', async () => {
    expect(i18n.t('common.characters', { count: 1 })).toBe('1 character');
    await act(() => setLanguage('fr'));
    expect(i18n.t('common.characters', { count: 1 })).toBe('1 caractère');
    expect(i18n.t('common.characters', { count: 3 })).toBe('3 caractères');
    expect(i18n.t('common.characters', { count: 1_000_000 })).toBe('1\u202f000\u202f000 de caractères');
  });
});

describe('formats', () => {
  const now = new Date(2026, 10, 27, 15, 0);

  it('tell recent days in words and older ones as dates, in each language', () => {
    expect(relativeDate(new Date(2026, 10, 27, 9, 0), 'en', now)).toBe('Today');
    expect(relativeDate(new Date(2026, 10, 26), 'es', now)).toBe('Ayer');
    expect(relativeDate(new Date(2026, 10, 25), 'fr', now)).toBe('Avant-hier');
    expect(relativeDate(new Date(2026, 10, 24), 'de', now)).toBe('Vor 3 Tagen');
    expect(relativeDate(new Date(2026, 9, 1), 'de', now)).toBe('1. Okt. 2026');
    expect(relativeDate('not a date', 'en', now)).toBe('');
  });

  it('write numbers, percentages and lists as each language does', () => {
    expect(decimal(0.5, 2, 'en')).toBe('0.50');
    expect(decimal(0.5, 2, 'de')).toBe('0,50');
    expect(percentage(42, 'fr')).toBe('42\u00a0%');
    expect(listed(['a', 'b', 'c'], 'es')).toBe('a, b y c');
  });
});
