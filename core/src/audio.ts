/** The audio tool hand-off (spec analysis §2, §5, §7, §9). */
import { formatTone } from './reading/spectrum-display';

/** Characters of text and lyrics sent to the audio tool. */
export const AUDIO_TEXT_LIMIT = 500;
/** Characters of text in the viewer's footer. */
export const VIEWER_FOOTER_LENGTH = 25;
/** Time-out of the audio tool's API call, in ms. */
export const AUDIO_API_TIMEOUT_MS = 5000;
/** Preview tone: 1 s sine, 0.1 s fade-in to gain 0.2, then fade-out. */
export const PREVIEW_TONE = { durationS: 1, fadeInS: 0.1, gain: 0.2, type: 'sine' } as const;
/** Bridge-page preview: 2 s sine at gain 0.3. */
export const BRIDGE_PREVIEW_TONE = { durationS: 2, gain: 0.3, type: 'sine' } as const;

/** Tone parameters: tone 0..1, frequency in Hz, optional text. */
export interface ToneParameters {
  tone: number;
  frequency: number;
  text?: string;
}

/** True when tone is a number 0..1, frequency a number above 0, and text, if present, a string. */
export function isValidToneParameters(p: unknown): p is ToneParameters {
  if (typeof p !== 'object' || p === null) return false;
  const { tone, frequency, text } = p as Record<string, unknown>;
  return (
    typeof tone === 'number' &&
    Number.isFinite(tone) &&
    tone >= 0 &&
    tone <= 1 &&
    typeof frequency === 'number' &&
    Number.isFinite(frequency) &&
    frequency > 0 &&
    (text === undefined || typeof text === 'string')
  );
}

function cut(text: string, limit: number): string {
  const chars = [...text];
  return chars.length > limit ? chars.slice(0, limit).join('') : text;
}

/** The direct link to the audio tool: tone at 3 decimals, frequency, text and lyrics cut to 500 characters. */
export function audioToolLink(baseUrl: string, params: ToneParameters): string {
  const url = new URL(baseUrl);
  url.searchParams.set('tone', formatTone(params.tone));
  url.searchParams.set('frequency', String(params.frequency));
  if (params.text) {
    const text = cut(params.text, AUDIO_TEXT_LIMIT);
    url.searchParams.set('text', text);
    url.searchParams.set('lyrics', text);
  }
  return url.toString();
}

/** The request body of the audio tool's API: tone, frequency and optional text (cut to 500 characters). */
export function audioToolRequestBody(params: ToneParameters): ToneParameters {
  return params.text
    ? { tone: params.tone, frequency: params.frequency, text: cut(params.text, AUDIO_TEXT_LIMIT) }
    : { tone: params.tone, frequency: params.frequency };
}

/** The viewer's footer: the first 25 characters, with an ellipsis when the text is longer. */
export function viewerFooterText(text: string): string {
  const chars = [...text];
  return chars.length > VIEWER_FOOTER_LENGTH ? `${chars.slice(0, VIEWER_FOOTER_LENGTH).join('')}...` : text;
}
