/** Talking to the audio tool (spec analysis §7, §8): its URL, its generate API and the tone preview. */
import { AUDIO_API_TIMEOUT_MS, audioToolRequestBody, PREVIEW_TONE, type ToneParameters } from '@tonelens/core';
import { audioContextClass } from '../audio-context';

/** Path of the built-in tone studio on the API's origin, the default audio tool. */
export const DEFAULT_AUDIO_TOOL_PATH = '/tone-studio/';

/** The audio tool's URL: the configured one, else the tone studio on the API's origin. Always ends in '/'. */
export function resolveAudioToolUrl(configured: string | undefined, apiOrigin: string): string {
  const url = new URL(configured && configured.length > 0 ? configured : DEFAULT_AUDIO_TOOL_PATH, apiOrigin);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.toString();
}

/** The generate endpoint of an audio tool: `{tool}/api/generate`. */
export function audioToolApiUrl(toolUrl: string): string {
  return new URL('api/generate', toolUrl).toString();
}

/** What the audio tool's API answered: a success flag, an optional audio URL, or the error text on failure. */
export interface AudioToolResult {
  success: boolean;
  audioUrl?: string;
  error?: string;
}

/**
 * POSTs tone, frequency and (optional, cut to 500 characters) text to
 * `{tool}/api/generate` with a 5 s time-out. A non-OK answer counts as failure
 * 'HTTP {status}: {statusText}'; a network failure or time-out is warned and
 * answers success false with the error text (or 'Unknown error'). Never throws.
 */
export async function generateWithAudioTool(
  toolUrl: string,
  params: ToneParameters,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = AUDIO_API_TIMEOUT_MS,
): Promise<AudioToolResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetchImpl(audioToolApiUrl(toolUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(audioToolRequestBody(params)),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
    const data = (await response.json()) as { success?: unknown; audioUrl?: unknown };
    return {
      success: data.success === true,
      audioUrl: typeof data.audioUrl === 'string' && data.audioUrl.length > 0 ? data.audioUrl : undefined,
    };
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    const message = reason instanceof Error && reason.message ? reason.message : 'Unknown error';
    console.warn('The audio tool API failed:', message);
    return { success: false, error: message };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Plays the 1 s preview tone: a sine at `frequencyHz`, faded in over 0.1 s to
 * gain 0.2, then faded out. Returns false where Web Audio is missing.
 */
export function playPreviewTone(frequencyHz: number): boolean {
  const Ctor = audioContextClass();
  if (!Ctor) return false;
  const ctx = new Ctor();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const now = ctx.currentTime;
  osc.type = PREVIEW_TONE.type;
  osc.frequency.value = frequencyHz;
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(PREVIEW_TONE.gain, now + PREVIEW_TONE.fadeInS);
  gain.gain.linearRampToValueAtTime(0, now + PREVIEW_TONE.durationS);
  osc.connect(gain).connect(ctx.destination);
  osc.start(now);
  osc.stop(now + PREVIEW_TONE.durationS);
  osc.onended = () => void ctx.close();
  return true;
}
