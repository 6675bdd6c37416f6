/**
 * @tonelens/core/engine — the local analysis, with no zod: one entry per use. analyseLocally
 * reads a text once (tokens → rules → scores) for its spectrum, axes and plain statistics;
 * analyseAxesLocally, analyseSpectral and plainStats are its parts; readTokens shows the tokens
 * the rules read.
 */
export * from './axes';
export * from './categories';
export * from './char-values';
export * from './local';
export * from './spectrum';
export * from './stats';
export { readTokens, type Token } from './tokens';
export {
  detectLanguage,
  isLanguageLoaded,
  loadLanguage,
  LANGUAGES,
  OTHER_LANGUAGES,
  type DetectedLanguage,
  type Language,
  type OtherLanguage,
} from './languages/index';
export * from './emotion-labels';
export { readEmotions, type EmotionReading, type EmotionScores, type EmotionDriver } from './emotions';
export * from './politeness';
export { detectSarcasm, type SarcasmReading, type SarcasmCue, type SarcasmCueKind } from './rules/sarcasm/index';
