/**
 * Typed hooks for the calls of spec analysis §7. Every answer is validated
 * with core's contract schemas; every call goes through core's apiRequest,
 * bound to the nearest ApiProvider's base URL.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SIGNATURE_MAX_ENTRIES,
  appConfigSchema,
  newIdempotencyKey,
  readTone,
  schemas,
  toneSummaryOf,
  type AiReply,
  type Alternative,
  type Analysis,
  type AnalysisListItem,
  type AppConfig,
  type EnhancedAnalysis,
  type FramedConversation,
  type FramedRequest,
  type PlainAnalysis,
  type ReanalyseRequest,
  type SaveAnalysisRequest,
  type SaveFramedConversation,
  type SignatureSummary,
  type User,
} from '@tonelens/core';
import { useApiRequest, type BoundRequest } from './api-context';

/** Query keys: the first element is the URL the default read GETs. */
export const QUERY_KEYS = {
  user: ['/api/auth/user'],
  analyses: ['/api/analyses'],
  signature: ['/api/signature'],
  journal: ['/api/journal'],
  config: ['/api/config'],
} as const;

/** The current user, or null when signed out (a 401 answers null; no retry). */
export function useCurrentUser() {
  const request = useApiRequest();
  const query = useQuery<User | null>({
    queryKey: QUERY_KEYS.user,
    queryFn: ({ signal }) =>
      request('GET', '/api/auth/user', undefined, { schema: schemas.user.nullable(), on401: 'returnNull', signal }),
  });
  return { ...query, user: query.data ?? null, isAuthenticated: Boolean(query.data) };
}

/** GET /api/config (public settings); failures leave it undefined so callers fall back to defaults. */
export function useAppConfig() {
  const request = useApiRequest();
  return useQuery<AppConfig>({
    queryKey: QUERY_KEYS.config,
    queryFn: ({ signal }) => request('GET', '/api/config', undefined, { schema: appConfigSchema, signal }),
  });
}

/**
 * The user's newest saved analyses as the signature reads them (its newest
 * SIGNATURE_MAX_ENTRIES, one page of GET /api/analyses): previews and tone
 * fields, newest first.
 */
export function useAnalyses(options: { enabled?: boolean } = {}) {
  const request = useApiRequest();
  return useQuery<AnalysisListItem[]>({
    queryKey: QUERY_KEYS.analyses,
    queryFn: async ({ signal }) => {
      const path = `/api/analyses?limit=${SIGNATURE_MAX_ENTRIES}`;
      return request('GET', path, undefined, { schema: schemas.analysisList, signal });
    },
    enabled: options.enabled,
  });
}

/** GET /api/signature: the signature's figures over every saved analysis, counted by the API. */
export function useSignatureSummary(options: { enabled?: boolean } = {}) {
  const request = useApiRequest();
  return useQuery<SignatureSummary>({
    queryKey: QUERY_KEYS.signature,
    queryFn: ({ signal }) => request('GET', '/api/signature', undefined, { schema: schemas.signatureSummary, signal }),
    enabled: options.enabled,
  });
}

/** The newest saved analysis in full (its whole text), read afresh, or null when there is none. */
export async function fetchLastAnalysis(request: BoundRequest): Promise<Analysis | null> {
  const [newest] = await request('GET', '/api/analyses?limit=1', undefined, { schema: schemas.analysisList });
  if (!newest) return null;
  return request('GET', `/api/analyses/${newest.id}`, undefined, { schema: schemas.analysis });
}

/** POST /api/analyse/plain: AI feedback, counts and sentiment class. */
export function usePlainAnalysis() {
  const request = useApiRequest();
  return useMutation<PlainAnalysis, Error, string>({
    mutationFn: (inputText) => request('POST', '/api/analyse/plain', { inputText }, { schema: schemas.plainAnalysis }),
  });
}

/** POST /api/analyse/enhanced: the four axes, summary, tension and response. */
export function useEnhancedAnalysis() {
  const request = useApiRequest();
  return useMutation<EnhancedAnalysis, Error, string>({
    mutationFn: (inputText) =>
      request('POST', '/api/analyse/enhanced', { inputText }, { schema: schemas.enhancedAnalysis }),
  });
}

/** Texts up to this many UTF-16 code units carry the device's reading to the save; the API reads longer ones itself. */
export const DEVICE_READING_CHARACTERS = 8192;

/** The save with the tone name and top emotions the screens showed (core's readTone), unless it has them or is long. */
function withReading(body: SaveAnalysisRequest): SaveAnalysisRequest {
  if (body.toneName || body.inputText.length > DEVICE_READING_CHARACTERS) return body;
  return { ...body, ...toneSummaryOf(readTone(body.inputText)) };
}

/** POST /api/analyse: saves an analysis; afterwards the journal (and the analyses list) are read afresh. */
export function useSaveAnalysis() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<Analysis, Error, SaveAnalysisRequest>({
    // One key per save: a retry or a balancer's replay of this request stores it once.
    mutationFn: (body) =>
      request('POST', '/api/analyse', withReading(body), {
        schema: schemas.analysis,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.journal }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.analyses }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.signature }),
      ]);
    },
  });
}

/** POST /api/generate-alternative. */
export function useGenerateAlternative() {
  const request = useApiRequest();
  return useMutation<Alternative, Error, string>({
    mutationFn: (inputText) =>
      request('POST', '/api/generate-alternative', { inputText }, { schema: schemas.alternative }),
  });
}

/** POST /api/ai-response/framed: the AI's reply in the framed conversation. */
export function useFramedResponse() {
  const request = useApiRequest();
  return useMutation<AiReply, Error, FramedRequest>({
    mutationFn: (body) => request('POST', '/api/ai-response/framed', body, { schema: schemas.aiReply }),
  });
}

/** POST /api/reanalyse-adjusted: a response under adjusted slider values. */
export function useReanalyseAdjusted() {
  const request = useApiRequest();
  return useMutation<AiReply, Error, ReanalyseRequest>({
    mutationFn: (body) => request('POST', '/api/reanalyse-adjusted', body, { schema: schemas.aiReply }),
  });
}

/** POST /api/framed-conversations: the parent's save of a framed conversation; the journal is read afresh. */
export function useSaveFramedConversation() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<FramedConversation, Error, SaveFramedConversation>({
    mutationFn: (body) =>
      request('POST', '/api/framed-conversations', body, {
        schema: schemas.framedConversation,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.journal });
    },
  });
}
