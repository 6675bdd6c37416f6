/** React hook: the stored settings, live. */
import { useEffect, useState } from 'react';
import { getSettings, watchSettings, type Settings } from './settings';

/** The current settings (null until read), updated whenever they change. */
export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let live = true;
    void getSettings().then((s) => live && setSettings(s));
    const unwatch = watchSettings(setSettings);
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return settings;
}
