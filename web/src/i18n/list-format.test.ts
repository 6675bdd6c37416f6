import { describe, expect, it } from 'vitest';
import { listItems } from './list-format';

describe('listItems', () => {
  it('lists in each language asked for, alternating, as a new formatter would', () => {
    for (let round = 0; round < 2; round++) {
      expect(listItems(['sarcastic', 'angry'], 'en')).toBe('sarcastic and angry');
      expect(listItems(['sarcástico', 'enfadado'], 'es')).toBe('sarcástico y enfadado');
      expect(listItems(['a', 'b', 'c'], 'de')).toBe(
        new Intl.ListFormat('de', { type: 'conjunction' }).format(['a', 'b', 'c']),
      );
    }
  });

  it('keeps "or" lists apart from "and" lists', () => {
    expect(listItems(['a', 'b'], 'en', 'disjunction')).toBe('a or b');
    expect(listItems(['a', 'b'], 'en')).toBe('a and b');
  });
});
