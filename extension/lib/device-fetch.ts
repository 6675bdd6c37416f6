/**
 * The transport the side panel gives the web components in local mode ("Local only"
 * is on, or nobody is signed in): nothing goes over the network.
 *
 * Every request is refused with {@link LocalOnlyError}, so the components fall back
 * as they do for an unreachable server: the ToneLens reading comes from core's local
 * engine, plain counts are computed locally, spectral never needed the server. The
 * one exception is the save that ends every analysis (POST /api/analyse): it is
 * answered here, on the device, with the analysis as it would have been saved but
 * with id 0 and nothing stored, so the result shows instead of 'Analysis Failed'.
 * "Not right?" feedback (POST, GET and DELETE /api/feedback, and the journal export
 * that carries it) is kept on the device instead (local-feedback.ts).
 */
import {
  LIST_TOTAL_HEADER,
  analysisSchema,
  feedbackRequestSchema,
  readTone,
  saveAnalysisRequestSchema,
  toneSummaryOf,
  type Analysis,
} from '@tonelens/core';
import { LocalOnlyError } from './api';
import { addLocalFeedback, deleteLocalFeedback, localFeedback } from './local-feedback';

/** Id of an analysis that was not saved (kept on the device only). */
export const UNSAVED_ANALYSIS_ID = 0;

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

/** The analysis a save request describes, unsaved: id 0, created now. */
export function unsavedAnalysis(body: unknown, now = new Date()): Analysis {
  const request = saveAnalysisRequestSchema.parse(body);
  return analysisSchema.parse({
    id: UNSAVED_ANALYSIS_ID,
    inputText: request.inputText,
    mode: request.mode,
    warmthDetachment: request.warmthDetachment ?? null,
    certaintyAmbiguity: request.certaintyAmbiguity ?? null,
    intensityRestraint: request.intensityRestraint ?? null,
    conflictCoherence: request.conflictCoherence ?? null,
    toneLensSummary: request.toneLensSummary ?? null,
    conversationalResponse: request.conversationalResponse ?? null,
    deepTonePercentage: request.deepTonePercentage ?? null,
    suspendedTonePercentage: request.suspendedTonePercentage ?? null,
    brightTonePercentage: request.brightTonePercentage ?? null,
    openingTone: request.openingTone ?? null,
    peakIntensity: request.peakIntensity ?? null,
    resolution: request.resolution ?? null,
    frequencyData: request.frequencyData ?? null,
    tensionDetected: request.tensionDetected === 1 || request.tensionDetected === true,
    echoRoomSuggestion: request.echoRoomSuggestion ?? null,
    createdAt: now.toISOString(),
    ...toneSummaryOf(readTone(request.inputText)),
  });
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The device's answer to a feedback request, or null when `method` and `path` are not one. */
async function feedbackAnswer(method: string, path: string, body: unknown): Promise<Response | null> {
  if (path === '/api/feedback' && method === 'POST') {
    const parsed = feedbackRequestSchema.safeParse(body);
    if (!parsed.success) return json({ code: 'validation_failed', message: 'The feedback is not valid.' }, 400);
    return json(await addLocalFeedback(parsed.data), 201);
  }
  if (path === '/api/feedback' && method === 'GET') {
    const all = localFeedback();
    return json(all, 200, { [LIST_TOTAL_HEADER]: String(all.length) });
  }
  if (path === '/api/journal/export' && method === 'GET') {
    return json({ exportedAt: new Date().toISOString(), entries: [], feedback: localFeedback() });
  }
  const id = /^\/api\/feedback\/([1-9]\d{0,9})$/.exec(path)?.[1];
  if (id && method === 'DELETE') {
    return deleteLocalFeedback(Number(id))
      ? json({ id: Number(id), deleted: true })
      : json({ code: 'not_found', message: 'No such feedback.' }, 404);
  }
  return null;
}

/** A fetch that never touches the network (see the file's comment). */
export const deviceFetch: typeof fetch = async (input, init) => {
  const url = urlOf(input);
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  const feedback = await feedbackAnswer(method, url.pathname, body);
  if (feedback) return feedback;
  if (method === 'POST' && url.pathname === '/api/analyse' && typeof init?.body === 'string') {
    return new Response(JSON.stringify(unsavedAnalysis(JSON.parse(init.body))), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  throw new LocalOnlyError(method, url.pathname);
};
