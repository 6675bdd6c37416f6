import { describe, expect, it } from 'vitest';
import {
  axisGuidanceBand,
  dateLabel,
  initials,
  levelLabel,
  percent,
  recommendationPriorityLabel,
  recommendationVariant,
  resonanceBarColour,
  resonanceLabelColour,
  scoreBand,
} from './labels';

describe('levelLabel', () => {
  it.each([
    [0, 'Very Low'],
    [0.19, 'Very Low'],
    [0.2, 'Low'],
    [0.39, 'Low'],
    [0.4, 'Moderate'],
    [0.59, 'Moderate'],
    [0.6, 'High'],
    [0.79, 'High'],
    [0.8, 'Very High'],
    [1, 'Very High'],
  ])('labels %d as %s', (v, label) => {
    expect(levelLabel(v)).toBe(label);
  });
});

describe('percent', () => {
  it('rounds value × 100', () => {
    expect(percent(0.505)).toBe(51);
    expect(percent(0.123)).toBe(12);
    expect(percent(Number.NaN)).toBe(0);
  });
});

describe('dateLabel', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  it.each([
    [new Date(2026, 10, 21, 0, 1), 'Today'],
    [new Date(2026, 10, 20, 23, 59), 'Yesterday'],
    [new Date(2026, 10, 19, 12), '2 days ago'],
    [new Date(2026, 10, 14, 12), '7 days ago'],
  ])('labels %s as %s', (date, label) => {
    expect(dateLabel(date, now)).toBe(label);
  });

  it('shows a date beyond seven days', () => {
    expect(dateLabel(new Date(2026, 10, 13, 12), now, 'en-GB')).toBe('13 Nov 2026');
  });

  it('reads ISO strings', () => {
    expect(dateLabel(new Date(2026, 10, 21, 9).toISOString(), now)).toBe('Today');
  });
});

describe('initials', () => {
  it('uses the first letters of the names', () => {
    expect(initials({ firstName: 'ada', lastName: 'Lovelace', email: 'x@y.z' })).toBe('AL');
  });
  it('falls back to the first two letters of the email', () => {
    expect(initials({ firstName: null, lastName: '', email: 'maya@example.com' })).toBe('MA');
  });
  it("falls back to 'TL'", () => {
    expect(initials({})).toBe('TL');
    expect(initials(null)).toBe('TL');
  });
});

describe('resonance colours', () => {
  it('colours labels in-tune green, emergent amber, fragmented or missing red', () => {
    expect(resonanceLabelColour('in-tune')).toBe('#16a34a');
    expect(resonanceLabelColour('emergent')).toBe('#d97706');
    expect(resonanceLabelColour('fragmented')).toBe('#dc2626');
    expect(resonanceLabelColour(undefined)).toBe('#dc2626');
  });
  it('colours the bar red-orange to 0.33, green to 0.66, purple-pink above', () => {
    expect(resonanceBarColour(0.33)).toBe('#ef4444');
    expect(resonanceBarColour(0.34)).toBe('#22c55e');
    expect(resonanceBarColour(0.66)).toBe('#22c55e');
    expect(resonanceBarColour(0.67)).toBe('#c026d3');
  });
});

describe('scoreBand', () => {
  it.each([
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'developing'],
    [40, 'developing'],
    [39, 'emerging'],
  ])('bands %d as %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});

describe('recommendationVariant', () => {
  it.each([
    [5, 'destructive'],
    [4, 'destructive'],
    [3, 'default'],
    [2, 'secondary'],
    [1, 'secondary'],
  ])('shows priority %d as %s', (p, variant) => {
    expect(recommendationVariant(p)).toBe(variant);
  });
});

describe('recommendationPriorityLabel', () => {
  it.each([
    [5, 'Start here'],
    [4, 'Start here'],
    [3, 'Next'],
    [2, 'When you have time'],
    [1, 'When you have time'],
  ])('says priority %d as %s', (p, label) => {
    expect(recommendationPriorityLabel(p)).toBe(label);
  });
});

describe('axisGuidanceBand', () => {
  it.each([
    [0, 'low'],
    [0.3, 'low'],
    [0.34, 'low'],
    [0.35, 'medium'],
    [0.6, 'medium'],
    [0.64, 'medium'],
    [0.65, 'high'],
    [1, 'high'],
  ])('puts %d in %s', (v, band) => {
    expect(axisGuidanceBand(v)).toBe(band);
  });
});
