/**
 * The lists the API, the web app and the extension share, each defined once: the four axes, the
 * languages, the analysis columns, the tone names, the frequency buckets and the upload limit. Data only, with no imports (not even zod),
 * so the engine and the reading may read it too (eslint.config.js) and each list is one edit.
 */

/** The four axes in result order: key, name, short name (its high end), lexicon sides, and the slider labels of its ends. */
export const AXIS_CATALOGUE = [
  {
    key: 'warmthDetachment',
    name: 'Warmth ↔ Detachment',
    shortName: 'Warmth',
    positive: 'warmth',
    negative: 'detachment',
    lowLabel: 'Cold/Detached',
    highLabel: 'Warm/Connected',
  },
  {
    key: 'certaintyAmbiguity',
    name: 'Certainty ↔ Ambiguity',
    shortName: 'Certainty',
    positive: 'certainty',
    negative: 'ambiguity',
    lowLabel: 'Uncertain/Vague',
    highLabel: 'Certain/Clear',
  },
  {
    key: 'intensityRestraint',
    name: 'Intensity ↔ Restraint',
    shortName: 'Intensity',
    positive: 'intensity',
    negative: 'restraint',
    lowLabel: 'Restrained/Subdued',
    highLabel: 'Intense/Expressive',
  },
  {
    key: 'conflictCoherence',
    name: 'Conflict ↔ Coherence',
    shortName: 'Coherence',
    positive: 'coherence',
    negative: 'conflict',
    lowLabel: 'Conflicted/Mixed',
    highLabel: 'Coherent/Unified',
  },
] as const;

/** The key of one axis. */
export type AxisName = (typeof AXIS_CATALOGUE)[number]['key'];

/** The axis keys in result order. */
export const AXIS_KEYS = AXIS_CATALOGUE.map((axis) => axis.key) as [AxisName, ...AxisName[]];

/** The languages of AI replies, dates and the interface: code and English name. */
export const LANGUAGE_CATALOGUE = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
] as const;

/** A language code. */
export type LanguageCode = (typeof LANGUAGE_CATALOGUE)[number]['code'];

/** The language codes. */
export const LANGUAGE_CODES = LANGUAGE_CATALOGUE.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/** The code of `value` when it is one of the languages, else English ('en'). */
export function languageOr(value: unknown): LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value) ? (value as LanguageCode) : 'en';
}

/** The columns of an analysis row besides userId and the timestamps, in the order the saves write them. */
export const ANALYSIS_COLUMNS = [
  'inputText',
  'mode',
  'warmthDetachment',
  'certaintyAmbiguity',
  'intensityRestraint',
  'conflictCoherence',
  'toneLensSummary',
  'conversationalResponse',
  'deepTonePercentage',
  'suspendedTonePercentage',
  'brightTonePercentage',
  'openingTone',
  'peakIntensity',
  'resolution',
  'frequencyData',
  'tensionDetected',
  'echoRoomSuggestion',
  'toneName',
  'topEmotions',
] as const;

/** One column of an analysis row. */
export type AnalysisColumn = (typeof ANALYSIS_COLUMNS)[number];

/**
 * The tone names a reading can give: id, the name as a screen shows it, and its family (positive,
 * steady or tense), which decides its colour and icon everywhere. reading/tones.ts says what each
 * means, reading/read-tone.ts when each is named.
 */
export const TONE_NAME_CATALOGUE = [
  { id: 'angry', label: 'Angry', family: 'tense' },
  { id: 'frustrated', label: 'Frustrated', family: 'tense' },
  { id: 'annoyed', label: 'Annoyed', family: 'tense' },
  { id: 'accusatory', label: 'Accusatory', family: 'tense' },
  { id: 'sarcastic', label: 'Sarcastic', family: 'tense' },
  { id: 'demanding', label: 'Demanding', family: 'tense' },
  { id: 'curt', label: 'Curt', family: 'tense' },
  { id: 'mixed', label: 'Mixed', family: 'tense' },
  { id: 'hurt', label: 'Hurt', family: 'tense' },
  { id: 'sad', label: 'Sad', family: 'tense' },
  { id: 'disappointed', label: 'Disappointed', family: 'tense' },
  { id: 'anxious', label: 'Anxious', family: 'tense' },
  { id: 'worried', label: 'Worried', family: 'tense' },
  { id: 'apologetic', label: 'Apologetic', family: 'steady' },
  { id: 'grateful', label: 'Grateful', family: 'positive' },
  { id: 'appreciative', label: 'Appreciative', family: 'positive' },
  { id: 'excited', label: 'Excited', family: 'positive' },
  { id: 'joyful', label: 'Joyful', family: 'positive' },
  { id: 'warm', label: 'Warm', family: 'positive' },
  { id: 'friendly', label: 'Friendly', family: 'positive' },
  { id: 'caring', label: 'Caring', family: 'positive' },
  { id: 'courteous', label: 'Courteous', family: 'positive' },
  { id: 'curious', label: 'Curious', family: 'steady' },
  { id: 'confident', label: 'Confident', family: 'steady' },
  { id: 'firm', label: 'Firm', family: 'steady' },
  { id: 'unsure', label: 'Unsure', family: 'steady' },
  { id: 'calm', label: 'Calm', family: 'steady' },
  { id: 'neutral-formal', label: 'Neutral, formal', family: 'steady' },
] as const;

/** Number of frequency buckets (spec §9). */
export const FREQUENCY_BUCKETS = 10;

/** Upload limit (spec §5): 1 MiB, in bytes. */
export const UPLOAD_LIMIT_BYTES = 1024 * 1024;
