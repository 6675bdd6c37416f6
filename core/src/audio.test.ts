import { describe, expect, it } from 'vitest';
import { audioToolLink, audioToolRequestBody, isValidToneParameters, viewerFooterText } from './audio';

describe('isValidToneParameters', () => {
  it.each([
    [{ tone: 0.5, frequency: 550 }, true],
    [{ tone: 0, frequency: 1, text: 'hi' }, true],
    [{ tone: 1, frequency: 880 }, true],
    [{ tone: 1.01, frequency: 550 }, false],
    [{ tone: -0.01, frequency: 550 }, false],
    [{ tone: 0.5, frequency: 0 }, false],
    [{ tone: '0.5', frequency: 550 }, false],
    [{ tone: 0.5, frequency: 550, text: 3 }, false],
    [{ tone: Number.NaN, frequency: 550 }, false],
    [null, false],
  ])('judges %j as %s', (p, valid) => {
    expect(isValidToneParameters(p)).toBe(valid);
  });
});

describe('audioToolLink', () => {
  it('carries tone at 3 decimals, frequency, text and lyrics', () => {
    const url = new URL(
      audioToolLink('http://localhost:8787/tone-studio/', { tone: 0.5, frequency: 550, text: 'hi there' }),
    );
    expect(url.searchParams.get('tone')).toBe('0.500');
    expect(url.searchParams.get('frequency')).toBe('550');
    expect(url.searchParams.get('text')).toBe('hi there');
    expect(url.searchParams.get('lyrics')).toBe('hi there');
  });

  it('cuts text and lyrics to 500 characters', () => {
    const url = new URL(audioToolLink('http://x.test/', { tone: 0.1, frequency: 286, text: 'a'.repeat(600) }));
    expect(url.searchParams.get('text')).toHaveLength(500);
    expect(url.searchParams.get('lyrics')).toHaveLength(500);
  });
});

describe('audioToolRequestBody', () => {
  it('cuts text to 500 characters and leaves it out when absent', () => {
    expect(audioToolRequestBody({ tone: 0.2, frequency: 352, text: 'b'.repeat(501) }).text).toHaveLength(500);
    expect(audioToolRequestBody({ tone: 0.2, frequency: 352 })).toEqual({ tone: 0.2, frequency: 352 });
  });
});

describe('viewerFooterText', () => {
  it('shows 25 characters and an ellipsis when longer', () => {
    expect(viewerFooterText('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrstuvwxy...');
    expect(viewerFooterText('short')).toBe('short');
    expect(viewerFooterText('x'.repeat(25))).toBe('x'.repeat(25));
  });
});
