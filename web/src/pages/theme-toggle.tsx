/** A button switching between the light and dark themes. */
import { useTranslation } from '../i18n';
import { useTheme } from './theme';
import { MoonIcon, SunIcon } from './icons';

/** Switches theme; its label names the theme it switches to. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? t('shell.toLight') : t('shell.toDark');
  return (
    <button
      type="button"
      className="tl-button tl-button--ghost tl-button--icon"
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
