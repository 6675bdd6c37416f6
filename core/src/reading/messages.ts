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

const error = (title: string, description?: string): Message => ({ title, description, destructive: true });
const success = (title: string, description?: string): Message => ({ title, description });

/** The spec's messages, by situation. */
export const MESSAGES = {
  inputRequiredAnalyse: error('Input Required', 'Please enter some text to analyse.'),
  inputRequiredGenerate: error('Input Required', 'Please enter some text to generate alternatives.'),
  invalidFileType: error('Invalid File Type', 'Please upload a text file (.txt, .md, or other text formats).'),
  fileTooLarge: error('File Too Large', 'Please upload a file smaller than 1MB.'),
  uploadFailed: error('Upload Failed', 'There was an error reading the file.'),
  analysisFailed: error('Analysis Failed', 'There was an error processing your text. Please try again.'),
  analysisNotSaved: error(
    'Not Saved',
    'Your reading is shown here, but it could not be saved to your journal. Analyse again when you are back online to keep it.',
  ),
  generationFailed: error('Generation Failed', 'There was an error generating alternative text. Please try again.'),
  signInToGenerate: error(
    'Sign In to Generate',
    'Alternatives are written by the ToneLens server: sign in (with Local only off) to generate one. Your reading works here without it.',
  ),
  textRequired: error('Text Required', 'Please enter text above to begin ToneLens analysis.'),
  noPreviousText: error('No Previous Text Found', 'Please enter text above to begin ToneLens analysis.'),
  notSupported: error('Not Supported', "Your browser doesn't support installing web apps."),
  aiResponseFailed: error('AI Response Failed', 'Unable to generate AI response.'),
  reanalysisFailed: error('Reanalysis Failed', 'Unable to reanalyse with adjusted values.'),
  previewUnavailable: error('Preview Unavailable', 'Audio preview is not supported in this browser.'),
  usingDirectLink: success(
    'Using Direct Link',
    'API unavailable, opening the audio tool directly with your tone data.',
  ),
  usingDirectLinkAfterException: success('Using Direct Link', 'Opening the audio tool directly with your tone data.'),
  definitionFailed: error('Definition Failed', 'Could not generate spectral definition. Please try again.'),
  echoSaveFailed: error('Save Failed', 'There was an error saving your reflection. Please try again.'),
  deleteFailed: error('Delete Failed', 'Could not delete the journal entry.'),
  copyFailed: error('Copy Failed', 'Unable to copy text to clipboard.'),
  copyAnalysisFailed: error('Copy Failed', 'Unable to copy analysis data to clipboard.'),
  installationError: error('Installation Error', 'Unable to install ToneLens. Please try again.'),
  responseRequired: error('Response Required', 'Please provide a response to the exercise prompt.'),

  analysisComplete: success('Analysis Complete'),
  alternativeGenerated: success('Alternative Text Generated'),
  fileUploaded: success('File Uploaded'),
  appInstalling: success('App Installing'),
  installCancelled: success('Installation Cancelled', 'You can install ToneLens any time from the install button.'),
  loadingLastMessage: success('Loading Last Message'),
  startingToneLens: success('Starting ToneLens Analysis'),
  conversationSaved: success('Conversation Saved', 'Your conversation has been saved successfully.'),
  gradientSaved: success('Emotional State Saved', 'Your current emotional gradient has been saved locally.'),
  dimensionsReset: success('Emotional Dimensions Reset', 'All sliders have been reset to neutral positions.'),
  adjustmentEnabled: success('Adjustment Mode Enabled', 'You can now modify the emotional dimensions.'),
  adjustmentDisabled: success('Adjustment Mode Disabled', 'Sliders are now locked to current values.'),
  audioGenerated: success('Audio Generated', 'Your emotional tone has been converted to audio in the audio tool.'),
  savedToSignature: success('Saved to Signature!'),
} as const satisfies Record<string, Message>;

/** 'Sent to the audio tool' toast: tone shown at 3 decimals, frequency in Hz. */
export function sentToAudioToolMessage(tone: string, frequencyHz: number): Message {
  return success('Sent to the audio tool', `Tone value ${tone} (${frequencyHz}Hz) sent for audio generation.`);
}

/** 'Tone Preview' toast: frequency in Hz, tone shown at 3 decimals. */
export function tonePreviewMessage(frequencyHz: number, tone: string): Message {
  return success('Tone Preview', `Playing ${frequencyHz}Hz tone (spectral value: ${tone})`);
}

/** Text shown when a journal entry has no original text. */
export const TEXT_NOT_AVAILABLE = 'Text not available';
/** Placeholder of the analysis text area. */
export const INPUT_PLACEHOLDER = 'Enter your text here...';
/** Empty state of the animated visualization. */
export const NO_EMOTIONAL_DATA = 'No emotional data available';
export const NO_EMOTIONAL_DATA_HINT = 'Enter text to see the animated emotional tone visualization.';
/** Note beside the voice button where speech recognition is missing. */
export const VOICE_UNSUPPORTED = 'Voice input not supported in this browser';
/** The tone bridge page without tone data. */
export const NO_TONE_DATA = 'No tone data found. Please generate a tone analysis first.';
