/**
 * The signed-in person and the server's configuration, read once per page load
 * (spec surroundings §2 routes, analysis §6: GET /api/auth/user, no retry, null on 401).
 */
import { useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@tonelens/core';
import { useApiRequest } from '../lib/api-context';

/** Query key of the current user; its data is the user or null when signed out. */
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;
/** Query key of the server configuration. */
export const CONFIG_KEY = ['/api/config'] as const;

/** Where sign-in starts; `returnTo` is the path the sign-in comes back to. */
export function loginUrl(returnTo?: string): string {
  return returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}
/** Where sign-out happens (a navigation, not a data call). */
export const LOGOUT_URL = '/api/logout';

/** The current user: `user` is null when signed out; `isLoading` until the first answer. */
export function useCurrentUser(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const request = useApiRequest();
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => request<User | null>('GET', '/api/auth/user', undefined, { on401: 'returnNull' }),
    retry: false,
  });
  const user = query.data ? userSchema.parse(query.data) : null;
  return { user, isLoading: query.isLoading, isAuthenticated: Boolean(user) };
}

/** GET /api/config: the audio tool's address, the three sister apps and the server's version. */
export interface AppConfig {
  audioToolUrl: string;
  sisterApps: { name: string; url: string }[];
  version: string;
}

/** Reads an /api/config answer, keeping only well-formed fields. */
export function parseAppConfig(data: unknown): AppConfig {
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
export const FALLBACK_CONFIG: AppConfig = { audioToolUrl: '/tone-studio/', sisterApps: [], version: '' };

/** The server configuration, or the fallback while it loads or when it fails. */
export function useAppConfig(): AppConfig {
  const request = useApiRequest();
  const query = useQuery({
    queryKey: CONFIG_KEY,
    queryFn: async () => parseAppConfig(await request('GET', '/api/config')),
    retry: false,
  });
  return query.data ?? FALLBACK_CONFIG;
}
