import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, textPreview } from './preview';

describe('textPreview', () => {
  it('keeps a text that fits whole', () => {
    expect(textPreview('Thank you for today.', 20)).toBe('Thank you for today.');
  });

  it('ends a cut text at a word, with an ellipsis', () => {
    const text = 'Honestly I think we should talk and I am a little worried about it';
    const preview = textPreview(text, 40);
    expect(preview).toBe('Honestly I think we should talk and I…');
    expect([...preview].length).toBeLessThanOrEqual(40);
  });

  it('drops the comma or dash before the ellipsis', () => {
    expect(textPreview('We tried, really tried, and it failed anyway', 24)).toBe('We tried, really tried…');
  });

  it('cuts a text without spaces at the limit, never inside an emoji', () => {
    expect(textPreview('本当にありがとうございました本当に', 6)).toBe('本当にあり…');
    expect(textPreview('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
  });

  it('is never longer than the limit and always a prefix of the text plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), fc.integer({ min: 2, max: 200 }), (text, max) => {
        const preview = textPreview(text, max);
        expect([...preview].length).toBeLessThanOrEqual(max);
        if (preview !== text) {
          expect(preview.endsWith(ELLIPSIS)).toBe(true);
          expect(text.startsWith(preview.slice(0, -ELLIPSIS.length))).toBe(true);
        }
      }),
    );
  });
});
