import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AxisDrivers, AxisKey } from '../engine/axes';
import type { AxisScores } from './tension';
import {
  TONE_FAMILY_LOOK,
  TONE_PHRASES_SHOWN,
  TONE_RULES,
  driverPhrase,
  readsTense,
  toneName,
  toneVerdict,
  type ToneNameId,
} from './tone-name';

const balance: AxisScores = {
  warmthDetachment: 0.5,
  certaintyAmbiguity: 0.5,
  intensityRestraint: 0.5,
  conflictCoherence: 0.5,
};
const w = (warmthDetachment: number) => ({ warmthDetachment });
const c = (certaintyAmbiguity: number) => ({ certaintyAmbiguity });
const i = (intensityRestraint: number) => ({ intensityRestraint });
const h = (conflictCoherence: number) => ({ conflictCoherence });

const side = (positive: string[], negative: string[] = []): AxisDrivers => ({
  positive: positive.map((term) => ({ term, count: 1, negated: false, weight: 1 })),
  negative: negative.map((term) => ({ term, count: 1, negated: false, weight: 1 })),
});

describe('toneName', () => {
  it.each<[string, Partial<AxisScores>, ToneNameId]>([
    ['reads balance as neutral, formal', {}, 'neutral-formal'],
    ['reads a small lean as neutral, formal', { ...w(0.55), ...c(0.45) }, 'neutral-formal'],
    ['reads clear warmth as friendly', w(0.62), 'friendly'],
    ['reads strong warmth as warm', w(0.75), 'warm'],
    ['reads strong warmth with strong intensity as excited', { ...w(0.75), ...i(0.75) }, 'excited'],
    ['reads warmth with only a little intensity as warm, not excited', { ...w(0.75), ...i(0.65) }, 'warm'],
    ['reads coolness with restraint as curt', { ...w(0.3), ...i(0.35) }, 'curt'],
    ['reads coolness with certainty as curt', { ...w(0.3), ...c(0.75) }, 'curt'],
    ['reads coolness with feeling as hurt', { ...w(0.3), ...i(0.7) }, 'hurt'],
    ['reads coolness at balanced intensity as hurt', w(0.35), 'hurt'],
    ['reads conflict with intensity as frustrated', { ...h(0.3), ...i(0.7) }, 'frustrated'],
    ['reads conflict with intensity and coolness as frustrated', { ...h(0.3), ...i(0.7), ...w(0.2) }, 'frustrated'],
    ['reads conflict without heat as mixed', h(0.3), 'mixed'],
    ['reads doubt with intensity as anxious', { ...c(0.3), ...i(0.7) }, 'anxious'],
    ['reads doubt alone as unsure', c(0.3), 'unsure'],
    ['reads strong certainty as firm', c(0.75), 'firm'],
    ['reads restraint at balanced warmth as calm', i(0.3), 'calm'],
    ['reads cool, conflicted text as leaning one way (hurt), not as mixed', { ...w(0.3), ...h(0.2) }, 'hurt'],
    ['reads cool, conflicted, restrained text as curt, not as mixed', { ...w(0.3), ...h(0.2), ...i(0.35) }, 'curt'],
    ['reads conflict beside some warmth as mixed', { ...w(0.55), ...h(0.3) }, 'mixed'],
  ])('%s', (_name, change, expected) => {
    expect(toneName({ ...balance, ...change }).id).toBe(expected);
  });

  it('reads warmth driven by thanks as appreciative', () => {
    const drivers = { warmthDetachment: side(['thank you', 'kind']) };
    expect(toneName({ ...balance, ...w(0.7) }, drivers).id).toBe('appreciative');
  });

  it('reads thanks as appreciative even when it is excited', () => {
    const drivers = { warmthDetachment: side(['thanks']) };
    expect(toneName({ ...balance, ...w(0.8), ...i(0.8) }, drivers).id).toBe('appreciative');
  });

  it('does not read negated thanks as appreciative', () => {
    const drivers = {
      warmthDetachment: { positive: [{ term: 'grateful', count: 1, negated: true, weight: 1 }], negative: [] },
    };
    expect(toneName({ ...balance, ...w(0.7) }, drivers).id).toBe('warm');
  });

  it('does not read thanks in cool text as appreciative', () => {
    const drivers = { warmthDetachment: side(['thanks'], ['whatever', 'fine']) };
    expect(toneName({ ...balance, ...w(0.3) }, drivers).id).toBe('hurt');
  });

  it('gives the phrases of the axes that explain the name, most telling axis first', () => {
    const drivers: Partial<Record<AxisKey, AxisDrivers>> = {
      warmthDetachment: side(['love'], ['cold']),
      certaintyAmbiguity: side(['definitely'], ['maybe']),
      intensityRestraint: side(['really'], ['quietly']),
    };
    const name = toneName({ ...balance, ...w(0.3), ...i(0.7) }, drivers);
    expect(name.id).toBe('hurt');
    expect(name.phrases).toEqual(['cold', 'really']);
  });

  it('says a negated driver as "not" and the word', () => {
    const drivers = {
      warmthDetachment: { positive: [], negative: [{ term: 'happy', count: 2, negated: true, weight: 2 }] },
    };
    expect(toneName({ ...balance, ...w(0.2), ...i(0.3) }, drivers).phrases).toEqual(['not happy']);
    expect(driverPhrase({ term: 'sure', count: 1, negated: false, weight: 1 })).toBe('sure');
  });

  it(`keeps at most ${TONE_PHRASES_SHOWN} phrases, each once`, () => {
    const drivers = {
      warmthDetachment: side(['a', 'b', 'c']),
      intensityRestraint: side(['b', 'd', 'e']),
    };
    const name = toneName({ ...balance, ...w(0.8), ...i(0.8) }, drivers);
    expect(name.phrases).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives no phrases without drivers, and none for neutral, formal', () => {
    expect(toneName({ ...balance, ...w(0.8) }).phrases).toEqual([]);
    expect(toneName(balance, { warmthDetachment: side(['nice']) }).phrases).toEqual([]);
  });

  it('reads a score that is not a number as balance', () => {
    expect(toneName({ ...balance, warmthDetachment: Number.NaN }).id).toBe('neutral-formal');
    expect(toneName({ ...balance, warmthDetachment: Number.POSITIVE_INFINITY, ...i(0.3) }).id).toBe('calm');
  });

  it('names every reading of the four axes with a rule of the table', () => {
    const score = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(score, score, score, score, (a, b, x, y) => {
        const name = toneName({
          warmthDetachment: a,
          certaintyAmbiguity: b,
          intensityRestraint: x,
          conflictCoherence: y,
        });
        const rule = TONE_RULES.find((r) => r.id === name.id)!;
        expect(rule.label).toBe(name.label);
        expect(TONE_FAMILY_LOOK[name.family]).toBeDefined();
      }),
    );
  });

  it('never calls clearly warm, coherent text tense', () => {
    const raised = fc.double({ min: 0.6, max: 1, noNaN: true });
    const any = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(raised, any, any, raised, (warmth, certainty, intensity, coherence) => {
        const name = toneName({
          warmthDetachment: warmth,
          certaintyAmbiguity: Math.max(certainty, 0.5),
          intensityRestraint: intensity,
          conflictCoherence: coherence,
        });
        expect(name.family).toBe('positive');
      }),
    );
  });
});

describe('TONE_RULES', () => {
  it('gives every name once, ending with the rule that always holds', () => {
    const ids = TONE_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(TONE_RULES.at(-1)!.holds(balance, {})).toBe(true);
  });
});

describe('readsTense', () => {
  it.each<[string, Partial<AxisScores>, boolean | undefined, boolean]>([
    ['is false at balance', {}, undefined, false],
    ['is true when the reading says it found tension', {}, true, true],
    ["is true when the spec's rule holds", h(0.3), false, true],
    ['is true for a tense name the rule lets through (hurt)', { ...w(0.35), ...i(0.6) }, false, true],
    ['is false for warm text', w(0.8), false, false],
    ['is false for unsure text the rule lets through', c(0.35), undefined, false],
  ])('%s', (_name, change, said, expected) => {
    expect(readsTense({ ...balance, ...change }, said)).toBe(expected);
  });
});

describe('toneVerdict', () => {
  it('says tension when a rule of the spec holds, whatever the name', () => {
    expect(toneVerdict({ label: 'Warm' }, 1, true)).toEqual({ kind: 'tension', text: 'Tension detected' });
  });
  it('names a tense reading the rules let through', () => {
    expect(toneVerdict({ label: 'Hurt' }, 0, true)).toEqual({ kind: 'tense', text: 'May read as hurt' });
  });
  it('says balance otherwise', () => {
    expect(toneVerdict({ label: 'Friendly' }, 0, false)).toEqual({ kind: 'balance', text: 'Emotional balance' });
  });
});
