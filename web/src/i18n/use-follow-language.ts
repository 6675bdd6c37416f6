import { useEffect } from 'react';
import type { Language } from '@tonelens/core';
import { browserLanguage, setLanguage, type LanguageOptions } from './index';

/**
 * Keeps the interface in the account's language (`setting`), or in the
 * browser's preferred one (navigator.languages) when nobody is signed in.
 * Waits while `ready` is false (sign-in state still loading), so a signed-in
 * page does not flash through the browser's language first. `options`: what
 * else the switch loads (the language's reading, unless the page reads no text).
 */
export function useFollowLanguage(
  setting: Language | null | undefined,
  ready = true,
  { reading = true }: LanguageOptions = {},
): void {
  useEffect(() => {
    if (!ready) return;
    void setLanguage(setting ?? browserLanguage(), { reading });
  }, [setting, ready, reading]);
}
