/**
 * The tones a reading can name, defined once: each with the label every screen
 * shows, its family (which decides colour and icon), and how it is said of a
 * message (how the reader may take it) and of a journal entry (the writer's own
 * feeling).
 */

/** The tone names a reading can give, strongest feeling first within each family. */
export const TONE_IDS = [
  'angry',
  'frustrated',
  'annoyed',
  'accusatory',
  'sarcastic',
  'demanding',
  'curt',
  'hurt',
  'sad',
  'disappointed',
  'anxious',
  'worried',
  'apologetic',
  'grateful',
  'appreciative',
  'excited',
  'joyful',
  'warm',
  'caring',
  'courteous',
  'curious',
  'confident',
  'unsure',
  'calm',
  'neutral-formal',
] as const;

/** One tone name ("hurt", "neutral-formal" …). */
export type ToneId = (typeof TONE_IDS)[number];

/**
 * The three families a tone belongs to. A family decides the colour and the
 * icon everywhere: positive (green, a heart), steady (blue, a circle), tense
 * (amber, a triangle). Tense tones are the ones a reader may take badly.
 */
export type ToneFamily = 'positive' | 'steady' | 'tense';

/** Who a reading speaks about: a message is read as its reader may take it, a journal entry as the writer's own feeling. */
export type ReadingContext = 'message' | 'journal';

/** What every screen says of one tone. */
export interface ToneEntryText {
  /** The name as a screen shows it, capitalised ("Neutral, formal"). */
  label: string;
  family: ToneFamily;
  /** One sentence on how a reader may take a message in this tone. */
  meaning: string;
  /** The adjective as it follows "may read as" / "you sound" ("hurt", "neutral and formal"). */
  adjective: string;
}

/** Every tone's label, family and wording. */
export const TONES: Readonly<Record<ToneId, ToneEntryText>> = {
  angry: {
    label: 'Angry',
    family: 'tense',
    meaning: 'Heated: the reader will feel the anger before the point.',
    adjective: 'angry',
  },
  frustrated: {
    label: 'Frustrated',
    family: 'tense',
    meaning: 'Worn down by something that keeps going wrong: it may land as exasperation.',
    adjective: 'frustrated',
  },
  annoyed: {
    label: 'Annoyed',
    family: 'tense',
    meaning: 'Irritated: the reader may hear impatience.',
    adjective: 'annoyed',
  },
  accusatory: {
    label: 'Accusatory',
    family: 'tense',
    meaning: 'It puts the blame on the reader, who may get defensive.',
    adjective: 'accusatory',
  },
  sarcastic: {
    label: 'Sarcastic',
    family: 'tense',
    meaning: 'It says the opposite of what it means: the reader will hear the edge, not the praise.',
    adjective: 'sarcastic',
  },
  demanding: {
    label: 'Demanding',
    family: 'tense',
    meaning: 'An order without a softener: the reader may feel pushed.',
    adjective: 'demanding',
  },
  curt: {
    label: 'Curt',
    family: 'tense',
    meaning: 'Cool and clipped: it may read as short with the reader.',
    adjective: 'curt',
  },
  hurt: {
    label: 'Hurt',
    family: 'tense',
    meaning: 'Someone let the writer down: it reads as pain more than anger.',
    adjective: 'hurt',
  },
  sad: {
    label: 'Sad',
    family: 'tense',
    meaning: 'Heavy with sadness or loss.',
    adjective: 'sad',
  },
  disappointed: {
    label: 'Disappointed',
    family: 'tense',
    meaning: 'Something fell short of what was hoped for.',
    adjective: 'disappointed',
  },
  anxious: {
    label: 'Anxious',
    family: 'tense',
    meaning: 'Keyed up with fear or nerves.',
    adjective: 'anxious',
  },
  worried: {
    label: 'Worried',
    family: 'tense',
    meaning: 'Concerned about what may happen or about someone.',
    adjective: 'worried',
  },
  apologetic: {
    label: 'Apologetic',
    family: 'steady',
    meaning: 'It owns a mistake and says sorry.',
    adjective: 'apologetic',
  },
  grateful: {
    label: 'Grateful',
    family: 'positive',
    meaning: 'Thankful: the reader should feel their help mattered.',
    adjective: 'grateful',
  },
  appreciative: {
    label: 'Appreciative',
    family: 'positive',
    meaning: 'It praises what the reader did: they should feel valued.',
    adjective: 'appreciative',
  },
  excited: {
    label: 'Excited',
    family: 'positive',
    meaning: 'Full of energy and good news.',
    adjective: 'excited',
  },
  joyful: {
    label: 'Joyful',
    family: 'positive',
    meaning: 'Happy and light.',
    adjective: 'joyful',
  },
  warm: {
    label: 'Warm',
    family: 'positive',
    meaning: 'Close and affectionate: it should land kindly.',
    adjective: 'warm',
  },
  caring: {
    label: 'Caring',
    family: 'positive',
    meaning: 'It looks after the reader and their wellbeing.',
    adjective: 'caring',
  },
  courteous: {
    label: 'Courteous',
    family: 'positive',
    meaning: 'Polite and considerate: an easy request to say yes to.',
    adjective: 'courteous',
  },
  curious: {
    label: 'Curious',
    family: 'steady',
    meaning: 'It asks to learn more, openly.',
    adjective: 'curious',
  },
  confident: {
    label: 'Confident',
    family: 'steady',
    meaning: 'Clear and decided, without heat.',
    adjective: 'confident',
  },
  unsure: {
    label: 'Unsure',
    family: 'steady',
    meaning: 'Hedged and open: the reader may not know what you want.',
    adjective: 'unsure',
  },
  calm: {
    label: 'Calm',
    family: 'steady',
    meaning: 'Quiet and even: nothing in it pushes on the reader.',
    adjective: 'calm',
  },
  'neutral-formal': {
    label: 'Neutral, formal',
    family: 'steady',
    meaning: 'Matter-of-fact: no strong feeling either way.',
    adjective: 'neutral and formal',
  },
};

/** The tone ids of one family, in catalogue order. */
export function tonesOfFamily(family: ToneFamily): ToneId[] {
  return TONE_IDS.filter((id) => TONES[id].family === family);
}

/**
 * How a tone is said of a text: of a message as the reader may take it
 * ("May read as hurt"), of a journal entry as the writer's own feeling
 * ("You sound hurt").
 */
export function toneSaying(id: ToneId, context: ReadingContext): string {
  const adjective = TONES[id].adjective;
  return context === 'journal' ? `You sound ${adjective}` : `May read as ${adjective}`;
}
