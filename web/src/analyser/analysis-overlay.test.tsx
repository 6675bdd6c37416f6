import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OVERLAY_ICON_MS, OVERLAY_NOTE_MS, OVERLAY_STEP_COUNTS, OVERLAY_STEP_MS } from '@tonelens/core';
import { AnalysisOverlay } from './analysis-overlay';
import { OVERLAY_NOTES, OVERLAY_STEPS } from './overlay-steps';

function status() {
  return screen.getByRole('status').textContent;
}
function progress() {
  return Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
}
function icon() {
  return document.querySelector('.tl-overlay__icon')!.getAttribute('data-icon');
}

describe('AnalysisOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(OVERLAY_STEP_COUNTS))('counts %s in %i steps', (mode, count) => {
    render(<AnalysisOverlay visible mode={mode as keyof typeof OVERLAY_STEP_COUNTS} />);
    expect(OVERLAY_STEPS[mode as keyof typeof OVERLAY_STEPS]).toHaveLength(count);
    expect(status()).toContain(`Step 1 of ${count}`);
  });

  it('is a labelled modal titled Analyzing Your Text that holds focus', () => {
    render(<AnalysisOverlay visible mode="plain" />);
    const dialog = screen.getByRole('dialog', { name: 'Analyzing Your Text' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
  });

  it('advances a step every 1.2 s and wraps, with progress (next + 1) / total', () => {
    render(<AnalysisOverlay visible mode="plain" />);
    expect(progress()).toBe(0);
    act(() => vi.advanceTimersByTime(OVERLAY_STEP_MS - 1));
    expect(status()).toContain('Step 1 of 4');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toContain('Step 2 of 4');
    expect(status()).toContain(OVERLAY_STEPS.plain[1]);
    expect(progress()).toBe(50);
    act(() => vi.advanceTimersByTime(OVERLAY_STEP_MS * 2));
    expect(status()).toContain('Step 4 of 4');
    expect(progress()).toBe(100);
    act(() => vi.advanceTimersByTime(OVERLAY_STEP_MS));
    expect(status()).toContain('Step 1 of 4');
    expect(progress()).toBe(25);
  });

  it('rotates the note every 3 s and the icon every 0.8 s', () => {
    render(<AnalysisOverlay visible mode="full" />);
    expect(screen.getByText(OVERLAY_NOTES[0]!)).toBeTruthy();
    expect(icon()).toBe('0');
    act(() => vi.advanceTimersByTime(OVERLAY_ICON_MS));
    expect(icon()).toBe('1');
    act(() => vi.advanceTimersByTime(OVERLAY_NOTE_MS - OVERLAY_ICON_MS - 1));
    expect(screen.getByText(OVERLAY_NOTES[0]!)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(OVERLAY_NOTES[1]!)).toBeTruthy();
    // Four icons: back to the first after 4 × 0.8 s.
    act(() => vi.advanceTimersByTime(OVERLAY_ICON_MS * 4 - OVERLAY_NOTE_MS));
    expect(icon()).toBe('0');
    expect(OVERLAY_NOTES).toHaveLength(5);
  });

  it('resets step, note and progress when hidden, and gives focus back', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = render(<AnalysisOverlay visible mode="tonelens" />);
    act(() => vi.advanceTimersByTime(OVERLAY_NOTE_MS + OVERLAY_STEP_MS));
    expect(status()).not.toContain('Step 1 of 5');
    rerender(<AnalysisOverlay visible={false} mode="tonelens" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    rerender(<AnalysisOverlay visible mode="tonelens" />);
    expect(status()).toContain('Step 1 of 5');
    expect(progress()).toBe(0);
    expect(screen.getByText(OVERLAY_NOTES[0]!)).toBeTruthy();
    opener.remove();
  });
});
