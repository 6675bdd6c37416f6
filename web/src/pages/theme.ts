/** Light and dark themes: the system's choice unless the person picked one (stored in this browser). */
import { useCallback, useEffect, useState } from 'react';

/** localStorage key of the chosen theme. */
export const THEME_STORAGE_KEY = 'tonelens-theme';
/** Window event sent when the person picks a theme, so every useTheme() follows. */
const THEME_EVENT = 'tonelens-theme';

/** A chosen theme, or 'system' to follow the device. */
export type ThemeChoice = 'light' | 'dark' | 'system';

function readChoice(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

function apply(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

/** Applies the stored theme before the first paint. */
export function applyStoredTheme(): void {
  apply(readChoice());
}

function systemIsDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The theme in effect ('light' | 'dark') and a toggle that stores the opposite choice. */
export function useTheme(): { theme: 'light' | 'dark'; toggle: () => void } {
  const [choice, setChoice] = useState<ThemeChoice>(readChoice);
  const [systemDark, setSystemDark] = useState(systemIsDark);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const handleChange = () => setSystemDark(query.matches);
    const handlePicked = () => setChoice(readChoice());
    query.addEventListener('change', handleChange);
    window.addEventListener(THEME_EVENT, handlePicked);
    return () => {
      query.removeEventListener('change', handleChange);
      window.removeEventListener(THEME_EVENT, handlePicked);
    };
  }, []);
  const theme = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  const toggle = useCallback(() => {
    const next = theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
    apply(next);
    setChoice(next);
    window.dispatchEvent(new Event(THEME_EVENT));
  }, [theme]);
  return { theme, toggle };
}
