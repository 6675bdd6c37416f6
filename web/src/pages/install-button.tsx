/** The header's Install button: shown only while the browser offers an install prompt and the app is not installed. */
import { Button } from '../ui';
import { InstallIcon } from './icons';
import { useInstallPrompt, type InstallEnvironment } from './install';

/** Install ToneLens to the home screen (spec surroundings §4). */
export function InstallButton({ environment }: { environment?: InstallEnvironment }) {
  const { canInstall, install } = useInstallPrompt(environment);
  if (!canInstall) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => void install()} className="install-button">
      <InstallIcon />
      <span>Install app</span>
    </Button>
  );
}
