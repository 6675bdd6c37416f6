import { describe, expect, it } from 'vitest';
import type { LearningProfile } from '../models/index';
import { dayOf, effectiveStreak, skillAfterExercise, touchStreak } from './learning';

function profile(currentStreak: number, lastActiveDay: string | null) {
  return { currentStreak, lastActiveDay } as LearningProfile;
}

describe('learning streaks', () => {
  const day = (s: string) => new Date(`${s}T12:00:00Z`);

  it('starts at 1, keeps the count on the same day, adds one the next day and restarts after a gap', () => {
    const p = profile(0, null);
    touchStreak(p, day('2026-03-01'));
    expect(p.currentStreak).toBe(1);
    touchStreak(p, day('2026-03-01'));
    expect(p.currentStreak).toBe(1);
    touchStreak(p, day('2026-03-02'));
    touchStreak(p, day('2026-03-03'));
    expect(p.currentStreak).toBe(3);
    touchStreak(p, day('2026-03-05'));
    expect(p.currentStreak).toBe(1);
    expect(p.lastActiveDay).toBe('2026-03-05');
  });

  it('counts across a month end in UTC days', () => {
    const p = profile(4, '2026-02-28');
    touchStreak(p, day('2026-03-01'));
    expect(p.currentStreak).toBe(5);
    expect(dayOf(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
  });

  it('reads as 0 once a whole day passes without activity', () => {
    expect(effectiveStreak(profile(3, '2026-03-03'), day('2026-03-03'))).toBe(3);
    expect(effectiveStreak(profile(3, '2026-03-03'), day('2026-03-04'))).toBe(3);
    expect(effectiveStreak(profile(3, '2026-03-03'), day('2026-03-05'))).toBe(0);
  });
});

describe('skill scores after an exercise', () => {
  it.each([
    [50, 92, 60.5],
    [50, 39, 50],
    [80, 20, 80],
    [99, 100, 99.25],
    [0, 0, 0],
  ])('moves %d toward a score of %d as %d, never down', (current, score, expected) => {
    expect(skillAfterExercise(current, score)).toBeCloseTo(expected, 6);
  });
});
