/**
 * Sign-in and sign-out addresses and the server configuration the shell reads
 * (three sister apps, the audio tool).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appConfigSchema, type AppConfig } from '@tonelens/core';
import { useApiRequest } from '../lib/api-context';
import { useAppConfig } from '../lib/api-hooks';

/** Where sign-in starts; `returnTo` is the path the sign-in comes back to. */
export function loginUrl(returnTo?: string): string {
  return returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}
/** Ends this browser's session (POST, answers 204; a GET answers 405, so no link on another site signs anyone out). */
export const LOGOUT_URL = '/api/logout';
/** Ends every session of the signed-in person, on every device (POST, answers 204). */
export const LOGOUT_EVERYWHERE_URL = '/api/logout/everywhere';

/**
 * Signs this browser out (POST /api/logout), then goes back to the landing
 * page with nothing of this person left in memory (whatever the answer: the
 * landing page asks the server afresh who is signed in).
 */
export function useSignOut() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: () => request('POST', LOGOUT_URL),
    onSettled: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
}

/** The server configuration the shell reads (core's contract of GET /api/config). */
export type ShellConfig = AppConfig;

/** Reads an /api/config answer with core's schema; anything else gives the fallback. */
export function parseAppConfig(data: unknown): ShellConfig {
  const parsed = appConfigSchema.safeParse(data);
  return parsed.success ? parsed.data : FALLBACK_CONFIG;
}

/** Used until (or if) /api/config answers: the built-in tone studio and no sister apps. */
export const FALLBACK_CONFIG: ShellConfig = { audioToolUrl: '/tone-studio/', sisterApps: [], version: '' };

/** The server configuration (through the shared config read), or the fallback while it loads or when it fails. */
export function useShellConfig(): ShellConfig {
  const { data } = useAppConfig();
  return data ? parseAppConfig(data) : FALLBACK_CONFIG;
}
