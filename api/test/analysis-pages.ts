/** Reads every page of GET /api/analyses by following its Link rel="next" header. */
import { nextLink, schemas, type AnalysisListItem } from '@tonelens/core';
import type { SignedInClient } from './sign-in';

/** Every saved analysis of `client`'s person, newest first, page by page (`limit` items a page). */
export async function allAnalyses(client: SignedInClient, limit = 100): Promise<AnalysisListItem[]> {
  const items: AnalysisListItem[] = [];
  let path: string | null = `/api/analyses?limit=${limit}`;
  while (path) {
    const res = await client.request('GET', path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    items.push(...schemas.analysisList.parse(await res.json()));
    path = nextLink(res.headers.get('link'));
  }
  return items;
}
