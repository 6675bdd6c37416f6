import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOOLTIP_OPEN_DELAY_MS } from '@tonelens/core';
import { Tooltip, TooltipProvider } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 700 ms after the pointer arrives, not before', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Plain feedback">
          <button type="button">Plain</button>
        </Tooltip>
      </TooltipProvider>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Plain' }));
    await act(async () => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => vi.advanceTimersByTime(60));
    expect(screen.getByRole('tooltip').textContent).toBe('Plain feedback');
  });

  it('opens on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Spectral mapping">
        <button type="button">Spectral</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Spectral' });
    await act(async () => {
      trigger.focus();
      vi.advanceTimersByTime(10);
    });
    const tip = screen.getByRole('tooltip');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
  });
});
