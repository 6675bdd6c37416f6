/** A button switching between the light and dark themes. */
import { useTheme } from './theme';
import { MoonIcon, SunIcon } from './icons';

/** Switches theme; its label names the theme it switches to. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="tl-button tl-button--ghost tl-button--icon"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
