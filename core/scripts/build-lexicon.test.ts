import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, gradedLexiconSource, gradedValence } from './build-lexicon';

describe('the generated graded lexicon', () => {
  it('is exactly what the generator writes today, so it cannot go stale (run npm run lexicon:build after a change)', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(gradedLexiconSource());
  });

  it('holds thousands of rated terms from the sources, words, phrases, emoticons and emoji alike', () => {
    const valence = gradedValence();
    expect(valence.size).toBeGreaterThan(8000);
    expect(valence.get('good')).toBe(1.9);
    expect(valence.get(':)')).toBeGreaterThan(0);
    expect(valence.get('😠')).toBeLessThan(0);
    expect(valence.get('fed up')).toBeLessThan(0);
  });

  it('lets ToneLens’s curated entries win over the sources', () => {
    expect(gradedValence().get('please')).toBe(0.3);
    expect(gradedValence().get('number')).toBe(0);
  });

  it('keeps every rating within VADER’s −4..4', () => {
    expect([...gradedValence().values()].filter((v) => v < -4 || v > 4)).toEqual([]);
  });
});
