/**
 * The columns of an analysis row besides userId and the timestamps, in the
 * order the saves write them. A module of its own, with no imports, so the API
 * benchmark's bare baseline inserts exactly the same row without loading the API.
 */
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
] as const;
