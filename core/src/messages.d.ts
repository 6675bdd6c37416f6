/**
 * Every user-facing message of the spec (analysis §5, §8; surroundings §5, §8),
 * worded exactly, in one place. A message is a toast title and its description.
 */
/** A toast: title and optional description; `destructive` marks errors. */
export interface Message {
  title: string;
  description?: string;
  destructive?: boolean;
}
/** The spec's messages, by situation. */
export declare const MESSAGES: {
  readonly inputRequiredAnalyse: Message;
  readonly inputRequiredGenerate: Message;
  readonly invalidFileType: Message;
  readonly fileTooLarge: Message;
  readonly uploadFailed: Message;
  readonly analysisFailed: Message;
  readonly generationFailed: Message;
  readonly textRequired: Message;
  readonly noPreviousText: Message;
  readonly notSupported: Message;
  readonly aiResponseFailed: Message;
  readonly reanalysisFailed: Message;
  readonly previewUnavailable: Message;
  readonly usingDirectLink: Message;
  readonly usingDirectLinkAfterException: Message;
  readonly definitionFailed: Message;
  readonly echoSaveFailed: Message;
  readonly deleteFailed: Message;
  readonly copyFailed: Message;
  readonly copyAnalysisFailed: Message;
  readonly installationError: Message;
  readonly responseRequired: Message;
  readonly analysisComplete: Message;
  readonly alternativeGenerated: Message;
  readonly fileUploaded: Message;
  readonly appInstalling: Message;
  readonly installCancelled: Message;
  readonly loadingLastMessage: Message;
  readonly startingToneLens: Message;
  readonly conversationSaved: Message;
  readonly gradientSaved: Message;
  readonly dimensionsReset: Message;
  readonly adjustmentEnabled: Message;
  readonly adjustmentDisabled: Message;
  readonly audioGenerated: Message;
  readonly savedToSignature: Message;
};
/** 'Sent to the audio tool' toast: tone shown at 3 decimals, frequency in Hz. */
export declare function sentToAudioToolMessage(tone: string, frequencyHz: number): Message;
/** 'Tone Preview' toast: frequency in Hz, tone shown at 3 decimals. */
export declare function tonePreviewMessage(frequencyHz: number, tone: string): Message;
/** Text shown when a journal entry has no original text. */
export declare const TEXT_NOT_AVAILABLE = 'Text not available';
/** Placeholder of the analysis text area. */
export declare const INPUT_PLACEHOLDER = 'Enter your text here...';
/** Empty state of the animated visualization. */
export declare const NO_EMOTIONAL_DATA = 'No emotional data available';
export declare const NO_EMOTIONAL_DATA_HINT = 'Enter text to see the animated emotional tone visualization.';
/** Note beside the voice button where speech recognition is missing. */
export declare const VOICE_UNSUPPORTED = 'Voice input not supported in this browser';
/** The tone bridge page without tone data. */
export declare const NO_TONE_DATA = 'No tone data found. Please generate a tone analysis first.';
