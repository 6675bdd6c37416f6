/**
 * The 28 labels of GoEmotions (Demszky et al., "GoEmotions: A Dataset of Fine-Grained
 * Emotions", ACL 2020, CC BY 4.0): 27 emotions and neutral, in the dataset's order, so a
 * label's index here is its id in the data (`labels.txt`: 0 = admiration … 27 = neutral).
 */
export const EMOTION_LABELS = [
  'admiration',
  'amusement',
  'anger',
  'annoyance',
  'approval',
  'caring',
  'confusion',
  'curiosity',
  'desire',
  'disappointment',
  'disapproval',
  'disgust',
  'embarrassment',
  'excitement',
  'fear',
  'gratitude',
  'grief',
  'joy',
  'love',
  'nervousness',
  'optimism',
  'pride',
  'realization',
  'relief',
  'remorse',
  'sadness',
  'surprise',
  'neutral',
] as const;

/** One GoEmotions label: one of the 27 emotions, or neutral. */
export type EmotionLabel = (typeof EMOTION_LABELS)[number];

/** How many labels there are (28). */
export const EMOTION_COUNT = EMOTION_LABELS.length;
