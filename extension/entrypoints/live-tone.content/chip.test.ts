// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chipReading } from '@/lib/chip-reading';
import { createChip } from './chip';

/** A chip in the document, its closed shadow root (caught as it is made) and a count of the elements it creates. */
function chipOnPage() {
  const attach = vi.spyOn(HTMLElement.prototype, 'attachShadow');
  const chip = createChip(
    document,
    () => {},
    () => {},
  );
  const root = attach.mock.results[0]!.value as ShadowRoot;
  document.documentElement.append(chip.host);
  const created = vi.spyOn(document, 'createElement');
  return { chip, root, created };
}

const label = (root: ShadowRoot) => root.querySelector('.chip')!.getAttribute('aria-label');

describe('createChip render', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.querySelectorAll('tonelens-chip').forEach((el) => el.remove());
  });

  it('leaves its nodes alone when a reading shows the same as the last, as after a letter that changes no word of it', () => {
    const { chip, root, created } = chipOnPage();
    const first = chipReading('Thank you so much, this made my day.')!;
    const next = chipReading('Thank you so much, this made my day. ')!;
    expect(next.spectralValue).not.toBe(first.spectralValue);
    chip.render(first);
    const drawn = created.mock.calls.length;
    const popover = root.querySelector('.pop')!.firstChild;
    expect(drawn).toBeGreaterThan(0);
    chip.render(next);
    expect(created.mock.calls.length).toBe(drawn);
    expect(root.querySelector('.pop')!.firstChild).toBe(popover);
  });

  it.each([
    ['another reading', 'Oh great, another meeting that could have been an email.', 'en'],
    ['the same reading in another language', 'Thank you so much, this made my day.', 'es'],
  ] as const)('draws again for %s', (_, text, language) => {
    const { chip, root } = chipOnPage();
    chip.render(chipReading('Thank you so much, this made my day.'));
    const before = label(root);
    chip.render(chipReading(text, language), language);
    expect(label(root)).not.toBe(before);
  });

  it('goes back to the idle state for no reading, and draws the reading again after it', () => {
    const { chip, root } = chipOnPage();
    const reading = chipReading('Thank you so much, this made my day.');
    chip.render(reading);
    const read = label(root);
    chip.render(null);
    expect(label(root)).not.toBe(read);
    expect(root.querySelector('.pop')!.childNodes).toHaveLength(0);
    chip.render(reading);
    expect(label(root)).toBe(read);
  });
});
