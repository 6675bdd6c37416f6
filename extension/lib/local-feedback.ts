/**
 * "Not right?" feedback kept on the device under "Local only" (or with nobody
 * signed in): the side panel's transport (device-fetch.ts) answers
 * POST, GET and DELETE /api/feedback from here, so nothing is sent. Stored in
 * the extension's own localStorage, which its pages (side panel, options) share.
 */
import {
  feedbackListSchema,
  feedbackRecordOf,
  feedbackRequestSchema,
  type Feedback,
  type FeedbackRequest,
} from '@tonelens/core';

/** The localStorage key of the device's feedback list (newest first). */
export const LOCAL_FEEDBACK_KEY = 'tonelens.feedback';

/** The feedback kept on this device, newest first (an unreadable store reads as empty). */
export function localFeedback(store: Storage = localStorage): Feedback[] {
  try {
    const parsed = feedbackListSchema.safeParse(JSON.parse(store.getItem(LOCAL_FEEDBACK_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keeps one feedback on the device, checked as the API checks it; answers it as stored. */
export async function addLocalFeedback(
  body: FeedbackRequest,
  store: Storage = localStorage,
  now = new Date(),
): Promise<Feedback> {
  const input = feedbackRequestSchema.parse(body);
  const list = localFeedback(store);
  const feedback: Feedback = {
    id: list.reduce((max, f) => Math.max(max, f.id), 0) + 1,
    createdAt: now.toISOString(),
    ...(await feedbackRecordOf(input, sha256Hex)),
  };
  store.setItem(LOCAL_FEEDBACK_KEY, JSON.stringify([feedback, ...list]));
  return feedback;
}

/** Deletes feedback `id` from the device; false when there is none by that id. */
export function deleteLocalFeedback(id: number, store: Storage = localStorage): boolean {
  const list = localFeedback(store);
  const kept = list.filter((f) => f.id !== id);
  store.setItem(LOCAL_FEEDBACK_KEY, JSON.stringify(kept));
  return kept.length < list.length;
}
