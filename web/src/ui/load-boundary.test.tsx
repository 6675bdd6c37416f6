import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './load-boundary';

describe('LoadBoundary', () => {
  it('shows the fallback, then the part once its script has loaded', async () => {
    const Part = lazy(async () => ({ default: () => <p>The chart</p> }));
    render(
      <LoadBoundary what="the chart" fallback={<p>Loading chart…</p>}>
        <Part />
      </LoadBoundary>,
    );
    expect(screen.getByText('Loading chart…')).toBeTruthy();
    expect(await screen.findByText('The chart')).toBeTruthy();
  });

  it('replaces a part whose script cannot be fetched with a notice, leaving the rest of the screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <main>
        <p>Your reading</p>
        <LoadBoundary what="the chart" fallback={<p>Loading chart…</p>}>
          <Part />
        </LoadBoundary>
      </main>,
    );
    const notice = await screen.findByTestId('load-failed');
    expect(notice.textContent).toBe('Could not load the chart. Check your connection, then reload the page.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.getByText('Your reading')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Could not load the chart:', expect.any(TypeError), expect.anything());
    warn.mockRestore();
    error.mockRestore();
  });
});
