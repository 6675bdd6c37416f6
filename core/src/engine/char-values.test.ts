import { describe, expect, it } from 'vitest';
import { charValue, PUNCTUATION_VALUES } from './char-values';
import { characterValuesOf } from './tokens';

describe('charValue', () => {
  it.each([
    ['A', 0.04],
    ['B', 0.09],
    ['S', 0.94],
    ['a', 0.02],
    ['b', 0.07],
    ['s', 0.92],
    ['t', 0.96],
    ['T', 0.97],
    ['u', 0.971],
    ['v', 0.974],
    ['w', 0.977],
    ['x', 0.98],
    ['y', 0.983],
    ['z', 0.986],
    ['U', 0.971],
    ['Z', 0.986],
    ['0', 0],
    ['5', 0.05],
    ['9', 0.09],
    [' ', 0],
    ['\n', 0],
    ['\t', 0],
  ])('maps %j to %d', (ch, value) => {
    expect(charValue(ch)).toBe(value);
  });

  it('keeps u–z inside 0.971..0.99', () => {
    for (const ch of 'uvwxyzUVWXYZ') {
      expect(charValue(ch)).toBeGreaterThanOrEqual(0.971);
      expect(charValue(ch)).toBeLessThanOrEqual(0.99);
    }
  });

  it.each(['.', ',', '!', '?', ';', ':', "'", '"', '-', '(', ')', '…', '—', '/', '&', '@', '#'])(
    'gives punctuation %j a value inside 0.01..0.118',
    (ch) => {
      expect(PUNCTUATION_VALUES[ch]).toBeDefined();
      expect(charValue(ch)).toBeGreaterThanOrEqual(0.01);
      expect(charValue(ch)).toBeLessThanOrEqual(0.118);
    },
  );

  it('uses code modulo 100 over 100 for any other character', () => {
    expect(charValue('é')).toBe((0xe9 % 100) / 100);
    expect(charValue('😀')).toBe((0x1f600 % 100) / 100);
    expect(charValue('\u0007')).toBe(0.07);
  });

  it('gives the empty string 0', () => {
    expect(charValue('')).toBe(0);
  });
});

describe('characterValuesOf', () => {
  it('gives one value per code point, an emoji counting once', () => {
    expect(Array.from(characterValuesOf('a😀b'))).toEqual([0.02, (0x1f600 % 100) / 100, 0.07]);
  });

  it('reads a lone surrogate as the replacement character U+FFFD', () => {
    const values = characterValuesOf('\ud800x');
    expect(values.length).toBe(2);
    expect(values[0]).toBe((0xfffd % 100) / 100);
    expect(charValue('\udc00')).toBe((0xfffd % 100) / 100);
  });
});
