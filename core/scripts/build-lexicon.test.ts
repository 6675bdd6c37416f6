import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  FLAG_HYPERBOLE_ONLY,
  FLAG_NEGATED_ONLY,
  hashStringWord,
  hashWord,
  lookupPhrase,
  lookupWord,
  termText,
} from '../src/engine/vocabulary';
import { GENERATED_PATH, gradedLexiconSource, gradedValence } from './build-lexicon';
import { compileVocabulary, type TermTone } from './compile-vocabulary';

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

  it('builds at run time exactly the vocabulary the compiler made: every word and phrase with its tone', () => {
    const compiled = compileVocabulary(gradedValence());
    const v = buildVocabulary();
    expect(v.size).toBe(compiled.words.size);
    expect(v.phraseCount).toBe(compiled.phrases.size);
    const read = (t: number): TermTone => {
      const k = v.tone[t]!;
      return {
        valence: v.valence[k]!,
        warmth: v.warmth[k]!,
        modifier: v.modifier[k]!,
        flags:
          t < v.size ? v.flags[t]! : v.negatedOnly[k]! * FLAG_NEGATED_ONLY + v.hyperboleOnly[k]! * FLAG_HYPERBOLE_ONLY,
        sides: [...v.sides.subarray(k * 8 + 2, k * 8 + 8)],
        knowing: v.knowing[k]!,
      };
    };
    const f32 = (tone: TermTone): TermTone => ({
      ...tone,
      valence: Math.fround(tone.valence),
      warmth: Math.fround(tone.warmth),
      modifier: Math.fround(tone.modifier),
      sides: tone.sides.map(Math.fround),
    });
    const expected = new Map([...compiled.words, ...compiled.phrases].map(([term, tone]) => [term, f32(tone)]));
    const built = new Map(Array.from({ length: v.termCount }, (_, t) => [termText(v, t), read(t)]));
    expect(built).toEqual(expected);
  });

  it('finds every phrase by the ids of its two words, as the compiled form gives them', () => {
    const v = buildVocabulary();
    for (let t = v.size; t < v.termCount; t++) {
      const [first, second] = termText(v, t).split(' ');
      expect(lookupPhrase(v, lookupWord(first!), lookupWord(second!))).toBe(t);
    }
    // A pair of words that makes no phrase is found as none.
    expect(lookupPhrase(v, lookupWord('thank'), lookupWord('the'))).toBe(-1);
  });

  it.each(['a', 'calm', 'seventh', 'overwhelmingly', ':-)', '😍', "don't"])(
    'hashes "%s" alike from code units and from a string',
    (word) => {
      const codes = Uint16Array.from({ length: word.length }, (_, i) => word.charCodeAt(i));
      expect(hashWord(codes, word.length)).toBe(hashStringWord(`xx${word}yy`, 2, word.length));
    },
  );
});
