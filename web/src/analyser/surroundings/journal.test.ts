import { describe, expect, it } from 'vitest';
import { TEXT_NOT_AVAILABLE } from '@tonelens/core';
import { entryText, journalPreview, parseDominantTones, sortJournal, toggleOrder } from './journal';

const entries = [
  { id: 1, createdAt: '2025-08-01T10:00:00.000Z' },
  { id: 3, createdAt: '2025-08-03T10:00:00.000Z' },
  { id: 2, createdAt: '2025-08-02T10:00:00.000Z' },
  { id: 4, createdAt: '2025-08-03T10:00:00.000Z' },
];

describe('sortJournal', () => {
  it('puts the newest first for desc and the oldest first for asc, ties by id', () => {
    expect(sortJournal(entries, 'desc').map((e) => e.id)).toEqual([4, 3, 2, 1]);
    expect(sortJournal(entries, 'asc').map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });

  it('does not reorder the list it was given', () => {
    sortJournal(entries, 'asc');
    expect(entries.map((e) => e.id)).toEqual([1, 3, 2, 4]);
  });
});

describe('toggleOrder', () => {
  it('switches between desc and asc', () => {
    expect(toggleOrder('desc')).toBe('asc');
    expect(toggleOrder('asc')).toBe('desc');
  });
});

describe('journalPreview', () => {
  it('keeps the 2 first entries of the chosen order', () => {
    expect(journalPreview(entries, 'desc').map((e) => e.id)).toEqual([4, 3]);
    expect(journalPreview(entries, 'asc').map((e) => e.id)).toEqual([1, 2]);
    expect(journalPreview([], 'desc')).toEqual([]);
  });
});

describe('parseDominantTones', () => {
  it('reads the JSON list of tone categories', () => {
    expect(parseDominantTones('["deep","bright"]')).toEqual(['deep', 'bright']);
  });

  it('treats unparseable or foreign values as an empty list', () => {
    expect(parseDominantTones('not json')).toEqual([]);
    expect(parseDominantTones('{"deep":1}')).toEqual([]);
    expect(parseDominantTones('')).toEqual([]);
    expect(parseDominantTones(null)).toEqual([]);
    expect(parseDominantTones('["deep","loud",3]')).toEqual(['deep']);
  });
});

describe('entryText', () => {
  it("shows 'Text not available' for a missing or blank text", () => {
    expect(entryText(undefined)).toBe(TEXT_NOT_AVAILABLE);
    expect(entryText('   ')).toBe(TEXT_NOT_AVAILABLE);
    expect(entryText('Hello')).toBe('Hello');
  });
});
