import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest, type ApiPage, type ApiRequestOptions, type HttpMethod } from '@tonelens/core';
import type { z } from 'zod';
import { createQueryClient } from './query-client';

/** Where API calls go: `baseUrl` '' means the page's own origin (the web app); the extension passes its server URL. */
export interface ApiSettings {
  baseUrl: string;
  /** The fetch to use (defaults to the global one). */
  fetchImpl?: typeof fetch;
}

const ApiContext = createContext<ApiSettings>({ baseUrl: '' });

/** The API settings of the nearest {@link ApiProvider}. */
export function useApiSettings(): ApiSettings {
  return useContext(ApiContext);
}

/** A request bound to the provider's base URL: `request('POST', '/api/analyse', body, { schema })`. */
export type BoundRequest = <T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: Omit<ApiRequestOptions<T>, 'baseUrl' | 'fetchImpl'>,
) => Promise<T>;

/** core's `apiRequest`, bound to the nearest provider's base URL. */
export function useApiRequest(): BoundRequest {
  const { baseUrl, fetchImpl } = useApiSettings();
  return useMemo<BoundRequest>(
    () => (method, url, body, options) => apiRequest(method, url, body, { ...options, baseUrl, fetchImpl }),
    [baseUrl, fetchImpl],
  );
}

/** A paged-list read bound to the provider's base URL: `page('/api/journal', { schema, count: true })`. */
export type BoundPage = <T>(
  url: string,
  options: { schema: z.ZodType<T[]>; count?: boolean; signal?: AbortSignal },
) => Promise<ApiPage<T>>;

/** core's `apiPage`, bound to the nearest provider's base URL. */
export function useApiPage(): BoundPage {
  const { baseUrl, fetchImpl } = useApiSettings();
  return useMemo<BoundPage>(
    () => (url, options) => apiPage(url, { ...options, baseUrl, fetchImpl }),
    [baseUrl, fetchImpl],
  );
}

/** The absolute origin API calls go to (the page's origin when `baseUrl` is empty). */
export function apiOrigin(baseUrl: string): string {
  if (!baseUrl) return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(baseUrl, typeof window === 'undefined' ? undefined : window.location.href).origin;
}

/** Props of {@link ApiProvider}. */
export interface ApiProviderProps extends Partial<ApiSettings> {
  children: ReactNode;
  /** A ready client (tests, or a host that owns one); otherwise one is created per spec §7. */
  queryClient?: QueryClient;
}

/**
 * Provides the API base URL and a TanStack Query client configured per spec
 * §7. The web app renders it with no base URL; the extension's pages pass the
 * server URL from their settings.
 */
export function ApiProvider({ baseUrl = '', fetchImpl, queryClient, children }: ApiProviderProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient({ baseUrl, fetchImpl }));
  const settings = useMemo(() => ({ baseUrl, fetchImpl }), [baseUrl, fetchImpl]);
  return (
    <ApiContext.Provider value={settings}>
      <QueryClientProvider client={queryClient ?? ownClient}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
}
