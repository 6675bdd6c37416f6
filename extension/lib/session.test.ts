import { describe, expect, it } from 'vitest';
import { isFreshPending, PENDING_ANALYSIS_MAX_AGE_MS } from './session';

describe('isFreshPending', () => {
  const now = 1_000_000;
  it('takes text handed over within the last minute', () => {
    expect(isFreshPending({ text: 'hello', source: 'popup', at: now - 5_000 }, now)).toBe(true);
    expect(isFreshPending({ text: 'hello', source: 'popup', at: now - PENDING_ANALYSIS_MAX_AGE_MS }, now)).toBe(true);
  });
  it('drops older text, blank text and nothing', () => {
    expect(isFreshPending({ text: 'hello', source: 'chip', at: now - PENDING_ANALYSIS_MAX_AGE_MS - 1 }, now)).toBe(
      false,
    );
    expect(isFreshPending({ text: '  ', source: 'chip', at: now }, now)).toBe(false);
    expect(isFreshPending(null, now)).toBe(false);
  });
});
