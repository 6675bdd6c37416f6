import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from '@tonelens/core';

/** What a read does on 401: fail (the default) or resolve null (reads of the current user). */
export type On401 = 'throw' | 'returnNull';

/** Options of {@link getQueryFn} and {@link createQueryClient}. */
export interface QueryClientOptions {
  /** Prefix of relative URLs: '' for the page's origin, the server URL in the extension. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

/**
 * The default read (spec analysis §7): GET the URL held in the first element
 * of the query key, with credentials, parsed as JSON; on 401 fail or resolve
 * null as asked.
 */
export function getQueryFn<T>({
  on401,
  baseUrl = '',
  fetchImpl,
}: QueryClientOptions & { on401: On401 }): QueryFunction<T> {
  return ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new TypeError('The first element of a query key must be the URL to read.');
    return apiRequest<T>('GET', url, undefined, { baseUrl, fetchImpl, on401, signal });
  };
}

/**
 * A query client per spec §7: reads and writes are never retried, cached data
 * never goes stale, no refetch on window focus, no polling; the default read
 * fails on 401. Requests run even when the browser says it is offline
 * (networkMode 'always'): they then fail at once, and the screens fall back
 * (the local engine reads the text, an unsaved reading is shown as Not Saved)
 * instead of waiting paused until the network returns.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ ...options, on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
