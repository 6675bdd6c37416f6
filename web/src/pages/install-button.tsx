/** The header's Install button: shown only while the browser offers an install prompt and the app is not installed. */
import { useTranslation } from '../i18n';
import { Button } from '../ui';
import { InstallIcon } from './icons';
import type { InstallPrompt } from './install';

/** Install ToneLens to the home screen (spec surroundings §4); `prompt` comes from {@link useInstallPrompt}. */
export function InstallButton({ prompt }: { prompt: InstallPrompt }) {
  const { t } = useTranslation();
  if (!prompt.canInstall) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void prompt.install()}
      className="install-button"
      aria-label={t('shell.install')}
    >
      <InstallIcon />
      <span>{t('shell.install')}</span>
    </Button>
  );
}
