/** Reads every page of GET /api/analyses by following nextCursor. */
import { schemas, type AnalysisListItem } from '@tonelens/core';
import type { SignedInClient } from './sign-in';

/** Every saved analysis of `client`'s person, newest first, page by page (`limit` items a page). */
export async function allAnalyses(client: SignedInClient, limit = 100): Promise<AnalysisListItem[]> {
  const items: AnalysisListItem[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await client.request('GET', `/api/analyses${query}`);
    if (res.status !== 200) throw new Error(`GET /api/analyses${query} answered ${res.status}`);
    const page = schemas.analysisPage.parse(await res.json());
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
