/** @tonelens/core — pure logic shared by the API, the web app and the extension. */
export * from './engine/char-values';
export * from './reading/english';
export * from './engine/categories';
export * from './reading/bands';
export * from './engine/spectrum';
export * from './reading/spectrum-display';
export * from './reading/tension';
export * from './reading/tone-name';
export * from './engine/lexicon/axis-lexicon';
export * from './engine/lexicon/word-weights';
export * from './engine/vocabulary';
export * from './engine/axes';
export * from './engine/tokens';
export * from './engine/local';
export * from './engine/stats';
export * from './reading/tonelens';
export * from './reading/labels';
export * from './reading/sliders';
export * from './reading/signature';
export * from './engine/emotion-labels';
export * from './engine/emotions';
export * from './audio';
export * from './upload';
export * from './reading/messages';
export * from './timings';
export * from './client';
export * from './contract/index';
export * from './engine/politeness';
export {
  detectSarcasm,
  type IronicSpan,
  type SarcasmReading,
  type SarcasmCue,
  type SarcasmCueKind,
} from './engine/rules/sarcasm/index';
export * from './reading/tones';
export * from './reading/read-tone';
export * from './reading/read-axes';
export * from './reading/tone-voice';
export {
  detectLanguage,
  isLanguageLoaded,
  loadLanguage,
  OTHER_LANGUAGES,
  type DetectedLanguage,
  type OtherLanguage,
} from './engine/languages/index';
