import { useEffect } from 'react';
import type { Language } from '@tonelens/core';
import { browserLanguage, setLanguage } from './index';

/**
 * Keeps the interface in the account's language (`setting`), or in the
 * browser's preferred one (navigator.languages) when nobody is signed in.
 * Waits while `ready` is false (sign-in state still loading), so a signed-in
 * page does not flash through the browser's language first.
 */
export function useFollowLanguage(setting: Language | null | undefined, ready = true): void {
  useEffect(() => {
    if (!ready) return;
    void setLanguage(setting ?? browserLanguage());
  }, [setting, ready]);
}
