/** React hook: the auth state, shown at once from the cache and refreshed by the background. */
import { useCallback, useEffect, useState } from 'react';
import { authStateItem } from './session';
import { sendMessage, type AuthState } from './protocol';

/** The auth state and actions. `refresh` asks the background to check with the server. */
export function useAuth(options: { refreshOnMount?: boolean } = {}) {
  const { refreshOnMount = true } = options;
  const [state, setState] = useState<AuthState | null>(null);

  useEffect(() => {
    let live = true;
    void authStateItem.getValue().then((s) => live && setState((current) => current ?? s));
    const unwatch = authStateItem.watch((s) => setState(s));
    if (refreshOnMount)
      void sendMessage('auth:get', { refresh: true }).then(
        (s) => live && setState(s),
        // The cached state stays on screen when the background cannot answer.
        () => undefined,
      );
    return () => {
      live = false;
      unwatch();
    };
  }, [refreshOnMount]);

  const refresh = useCallback(() => sendMessage('auth:get', { refresh: true }).then(setState), []);
  const signIn = useCallback(() => sendMessage('auth:sign-in', {}), []);
  const signOut = useCallback(() => sendMessage('auth:sign-out', {}).then(setState), []);

  return { state, user: state?.user ?? null, loading: state === null, refresh, signIn, signOut };
}
