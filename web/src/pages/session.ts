/**
 * Sign-in and sign-out addresses and the server configuration the shell reads
 * (three sister apps, the audio tool).
 */
import { useAppConfig } from '../lib/api-hooks';

/** Where sign-in starts; `returnTo` is the path the sign-in comes back to. */
export function loginUrl(returnTo?: string): string {
  return returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}
/** Where sign-out happens (a navigation, not a data call). */
export const LOGOUT_URL = '/api/logout';

/** GET /api/config: the audio tool's address, the three sister apps and the server's version. */
export interface ShellConfig {
  audioToolUrl: string;
  sisterApps: { name: string; url: string }[];
  version: string;
}

/** Reads an /api/config answer, keeping only well-formed fields. */
export function parseAppConfig(data: unknown): ShellConfig {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const apps = Array.isArray(d.sisterApps) ? d.sisterApps : [];
  return {
    audioToolUrl: typeof d.audioToolUrl === 'string' && d.audioToolUrl ? d.audioToolUrl : FALLBACK_CONFIG.audioToolUrl,
    sisterApps: apps.filter(
      (a): a is { name: string; url: string } =>
        typeof a === 'object' && a !== null && typeof a.name === 'string' && typeof a.url === 'string',
    ),
    version: typeof d.version === 'string' ? d.version : '',
  };
}

/** Used until (or if) /api/config answers: the built-in tone studio and no sister apps. */
export const FALLBACK_CONFIG: ShellConfig = { audioToolUrl: '/tone-studio/', sisterApps: [], version: '' };

/** The server configuration (through the shared config read), or the fallback while it loads or when it fails. */
export function useShellConfig(): ShellConfig {
  const { data } = useAppConfig();
  return data ? parseAppConfig(data) : FALLBACK_CONFIG;
}
