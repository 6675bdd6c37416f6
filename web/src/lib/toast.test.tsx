import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MESSAGES, TOAST_DURATION_MS } from '@tonelens/core';
import { AppToaster, notify } from './toast';

describe('notify', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, destructive ones as alerts, each for 5 s', async () => {
    render(<AppToaster />);
    act(() => void notify(MESSAGES.analysisComplete));
    expect(screen.getByRole('status').textContent).toContain('Analysis Complete');
    act(() => void notify(MESSAGES.inputRequiredAnalyse));
    expect(screen.queryByText('Analysis Complete')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Input Required');
    expect(alert.textContent).toContain('Please enter some text to analyse.');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByRole('alert')).toBeTruthy();
    // Dismissed at 5 s, then removed after its exit animation.
    await act(async () => vi.advanceTimersByTime(200));
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
