/**
 * Calls of the Analyser surroundings (spec surroundings §7): journal, one
 * analysis, one saved conversation, EchoRoom replies, spectral definitions and saved reflections.
 * Every call goes through the nearest ApiProvider (so the extension's side
 * panel reaches its configured server) and is validated with core's schemas.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  newIdempotencyKey,
  schemas,
  type Analysis,
  type EchoAnalyseRequest,
  type EchoReflection,
  type EchoReply,
  type EchoSaveRequest,
  type FramedConversation,
  type JournalEntry,
  type SpectralDefinition,
} from '@tonelens/core';
import { useApiRequest } from '../../lib/api-context';
import { usePagedList, type PagedList } from '../../lib/paged-list';
import { QUERY_KEYS } from '../../lib/api-hooks';

/** The journal as its screens read it: the entries loaded so far (newest first), the total, and more to load. */
export interface JournalPages extends Omit<PagedList<JournalEntry>, 'items'> {
  entries: JournalEntry[];
}

/**
 * GET /api/journal page by page (following its Link header), newest first — or, with
 * `order` 'asc', oldest first, sorted by the API over every entry — with the journal's total.
 */
export function useJournal(order: 'desc' | 'asc' = 'desc'): JournalPages {
  const { items, ...rest } = usePagedList(
    [...QUERY_KEYS.journal, 'pages', order],
    order === 'asc' ? '/api/journal?order=oldest' : '/api/journal',
    schemas.journalList,
  );
  return { entries: items, ...rest };
}

/** DELETE /api/journal/:id; the journal and analyses are read afresh afterwards. */
export function useDeleteJournalEntry() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, number>({
    mutationFn: (id) => request('DELETE', `/api/journal/${id}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.journal }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.analyses }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.signature }),
      ]);
    },
  });
}

/** GET /api/analyses/:id: the full analysis behind a journal entry (disabled without an id). */
export function useAnalysis(id: number | null | undefined) {
  const request = useApiRequest();
  return useQuery<Analysis>({
    queryKey: [`/api/analyses/${id}`],
    queryFn: ({ signal }) => request('GET', `/api/analyses/${id}`, undefined, { schema: schemas.analysis, signal }),
    enabled: typeof id === 'number',
  });
}

/** GET /api/framed-conversations/:id: a saved conversation behind a journal entry (disabled without an id). */
export function useFramedConversation(id: number | null | undefined) {
  const request = useApiRequest();
  return useQuery<FramedConversation>({
    queryKey: [`/api/framed-conversations/${id}`],
    queryFn: ({ signal }) =>
      request('GET', `/api/framed-conversations/${id}`, undefined, { schema: schemas.framedConversation, signal }),
    enabled: typeof id === 'number',
  });
}

/** POST /api/echoroom/analyse: the resonant reply for a reflection. */
export function useEchoReply() {
  const request = useApiRequest();
  return useMutation<EchoReply, Error, EchoAnalyseRequest>({
    mutationFn: (body) => request('POST', '/api/echoroom/analyse', body, { schema: schemas.echoReply }),
  });
}

/** POST /api/spectral-definition: a definition of the text's spectral character. */
export function useSpectralDefinition() {
  const request = useApiRequest();
  return useMutation<SpectralDefinition, Error, string>({
    mutationFn: (inputText) =>
      request('POST', '/api/spectral-definition', { inputText }, { schema: schemas.spectralDefinition }),
  });
}

/** POST /api/echo-room/save: stores a reflection. */
export function useSaveReflection() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<EchoReflection, Error, EchoSaveRequest>({
    mutationFn: (body) =>
      request('POST', '/api/echo-room/save', body, {
        schema: schemas.echoReflection,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.journal });
    },
  });
}
