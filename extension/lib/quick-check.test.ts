import { describe, expect, it } from 'vitest';
import {
  analyseAxesLocally,
  analyseSpectral,
  emotionalBand,
  entrySpectralValue,
  readsTense,
  readTone,
  toneNameOf,
  toneToFrequency,
} from '@tonelens/core';
import { quickCheck } from './quick-check';

describe('quickCheck', () => {
  it('has nothing to say about blank text', () => {
    expect(quickCheck('  \n ')).toBeNull();
  });

  it('gives the dominant band, the four axes with level labels, and the tone’s frequency', () => {
    const text = 'Thank you so much, I really appreciate your help today.';
    const check = quickCheck(text)!;
    const v = entrySpectralValue(analyseSpectral(text));
    expect(check.band.name).toBe(emotionalBand(v).name);
    expect(check.frequencyHz).toBe(toneToFrequency(v));
    expect(check.axes.map((a) => a.name)).toEqual(['Warmth', 'Certainty', 'Intensity', 'Coherence']);
    const axes = analyseAxesLocally(text);
    expect(check.axes[0]).toMatchObject({
      value: axes.warmthDetachment,
      percent: Math.round(axes.warmthDetachment * 100),
    });
    for (const a of check.axes) expect(['Very Low', 'Low', 'Moderate', 'High', 'Very High']).toContain(a.level);
  });

  it('explains tension in plain words when a rule holds, and stays quiet otherwise', () => {
    expect(quickCheck('Maybe, perhaps, I am not sure, possibly unclear, it might be, I guess.')!.tension[0]).toMatch(
      /uncertain|conflicting|far from balance/,
    );
    expect(quickCheck('The meeting is at ten.')!.tension).toEqual([]);
  });

  it('names the tone first, from the same reading the analyser shows', () => {
    const text = 'I am really disappointed that you did not show up.';
    const reading = readTone(text);
    const check = quickCheck(text)!;
    expect(check.tone).toEqual(toneNameOf(reading));
    expect(check.tone.id).toBe('disappointed');
    expect(check.tones).toEqual(reading.tones);
    expect(check.verdict.kind === 'balance').toBe(!readsTense(reading.axes, undefined, check.tone.family));
  });
});
