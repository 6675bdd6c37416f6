/**
 * "Not right?" feedback through the nearest ApiProvider: send one, read them
 * page by page (newest first, as the journal is), delete one, and the journal
 * export that carries them. Under the extension's "Local only" the provider's
 * transport keeps them on the device instead (extension/lib/local-feedback.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schemas, type Feedback, type FeedbackRequest, type JournalExport } from '@tonelens/core';
import { useApiRequest, type BoundRequest } from './api-context';
import { usePagedList, type PagedList } from './paged-list';

/** The query key of the feedback list (its first element is the URL it reads). */
export const FEEDBACK_KEY = ['/api/feedback'] as const;

/** SHA-256 of a text in lower-case hex: what a feedback keeps of the text when the text is not kept. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /api/feedback; the list is read afresh afterwards. */
export function useSendFeedback() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<Feedback, Error, FeedbackRequest>({
    mutationFn: (body) => request('POST', '/api/feedback', body, { schema: schemas.feedback }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
    },
  });
}

/** The feedback loaded so far (newest first), the total, and more to load. */
export function useFeedbackPages(options: { enabled?: boolean } = {}): PagedList<Feedback> {
  return usePagedList([...FEEDBACK_KEY, 'pages'], '/api/feedback', schemas.feedbackList, options);
}

/** DELETE /api/feedback/:id; the list is read afresh afterwards. */
export function useDeleteFeedback() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, number>({
    mutationFn: (id) => request('DELETE', `/api/feedback/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
    },
  });
}

/** GET /api/journal/export: every journal entry and feedback of the person. */
export function fetchJournalExport(request: BoundRequest): Promise<JournalExport> {
  return request('GET', '/api/journal/export', undefined, { schema: schemas.journalExport });
}
