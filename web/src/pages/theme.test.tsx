import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, useTheme } from './theme';
import { ThemeToggle } from './theme-toggle';

function ThemeProbe() {
  return <p data-testid="probe">{useTheme().theme}</p>;
}

describe('useTheme', () => {
  it('switches every user of the theme, stores the choice and marks the document', () => {
    render(
      <>
        <ThemeToggle />
        <ThemeProbe />
      </>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('light');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' })));
    expect(screen.getByTestId('probe').textContent).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' })));
    expect(screen.getByTestId('probe').textContent).toBe('light');
    document.documentElement.removeAttribute('data-theme');
  });
});
