import { describe, expect, it } from 'vitest';
import { analyseSpectral } from '../engine/spectrum';
import { schemas } from './index';

describe('a spectral result as JSON', () => {
  it('carries characterValues as a plain list of numbers, one a character', () => {
    const text = 'Thank you 🙏 — truly.';
    const result = analyseSpectral(text);
    const json: unknown = JSON.parse(JSON.stringify(result));
    const parsed = schemas.spectralResult.parse(json);
    expect(Array.isArray((json as { characterValues: unknown }).characterValues)).toBe(true);
    expect(parsed.characterValues).toEqual(Array.from(result.characterValues));
    expect(parsed.characterValues).toHaveLength([...text].length);
    expect(parsed.frequencyData).toEqual(result.frequencyData);
  });

  it('stays a list inside a larger answer and for empty text', () => {
    const json = JSON.parse(JSON.stringify({ spectral: analyseSpectral('') })) as { spectral: unknown };
    expect(schemas.spectralResult.parse(json.spectral).characterValues).toEqual([]);
  });

  it('keeps the result itself unchanged: its own keys are the spectrum’s fields', () => {
    expect(Object.keys(analyseSpectral('abc')).sort()).toEqual([
      'brightTonePercentage',
      'characterValues',
      'deepTonePercentage',
      'frequencyData',
      'openingTone',
      'peakIntensity',
      'resolution',
      'suspendedTonePercentage',
    ]);
  });
});
