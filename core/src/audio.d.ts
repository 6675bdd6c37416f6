/** Characters of text and lyrics sent to the audio tool. */
export declare const AUDIO_TEXT_LIMIT = 500;
/** Characters of text in the viewer's footer. */
export declare const VIEWER_FOOTER_LENGTH = 25;
/** Time-out of the audio tool's API call, in ms. */
export declare const AUDIO_API_TIMEOUT_MS = 5000;
/** Preview tone: 1 s sine, 0.1 s fade-in to gain 0.2, then fade-out. */
export declare const PREVIEW_TONE: {
  readonly durationS: 1;
  readonly fadeInS: 0.1;
  readonly gain: 0.2;
  readonly type: 'sine';
};
/** Bridge-page preview: 2 s sine at gain 0.3. */
export declare const BRIDGE_PREVIEW_TONE: {
  readonly durationS: 2;
  readonly gain: 0.3;
  readonly type: 'sine';
};
/** Tone parameters: tone 0..1, frequency in Hz, optional text. */
export interface ToneParameters {
  tone: number;
  frequency: number;
  text?: string;
}
/** True when tone is a number 0..1, frequency a number above 0, and text, if present, a string. */
export declare function isValidToneParameters(p: unknown): p is ToneParameters;
/** The direct link to the audio tool: tone at 3 decimals, frequency, text and lyrics cut to 500 characters. */
export declare function audioToolLink(baseUrl: string, params: ToneParameters): string;
/** The request body of the audio tool's API: tone, frequency and optional text (cut to 500 characters). */
export declare function audioToolRequestBody(params: ToneParameters): ToneParameters;
/** The viewer's footer: the first 25 characters, with an ellipsis when the text is longer. */
export declare function viewerFooterText(text: string): string;
