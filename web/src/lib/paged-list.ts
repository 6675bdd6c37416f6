/**
 * A paged list of the API (the journal, the feedback …) as the screens read
 * it: pages followed through the Link header, with the list's true total from
 * the first page (the API counts it on request), and "load more".
 */
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiPage } from './api-context';

/** What a screen reads of a paged list. */
export interface PagedList<T> {
  /** The items loaded so far, in the API's order. */
  items: T[];
  /** How many items the list holds in all, or null until known. */
  total: number | null;
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
  isLoading: boolean;
  isError: boolean;
}

/** GET `firstUrl` and then each page its Link header names, under `queryKey`, validated with `schema`. */
export function usePagedList<T>(
  queryKey: QueryKey,
  firstUrl: string,
  schema: z.ZodType<T[]>,
  options: { enabled?: boolean } = {},
): PagedList<T> {
  const page = useApiPage();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => page(pageParam, { schema, count: true, signal }),
    initialPageParam: firstUrl,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
    enabled: options.enabled,
  });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((p) => p.items),
    total: pages[0]?.total ?? null,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
