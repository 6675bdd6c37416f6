/**
 * The tones a reading can name, defined once: each with the label every screen
 * shows and its family (from the catalogue, contract/catalogue.ts), what it means
 * for the reader, and how it is said of a message (how the reader may take it)
 * and of a journal entry (the writer's own feeling).
 */
import { TONE_NAME_CATALOGUE } from '../contract/catalogue';

/** One tone name ("hurt", "neutral-formal" …). */
export type ToneId = (typeof TONE_NAME_CATALOGUE)[number]['id'];

/**
 * The three families a tone belongs to. A family decides the colour and the
 * icon everywhere: positive (green, a heart), steady (blue, a circle), tense
 * (amber, a triangle). Tense tones are the ones a reader may take badly.
 */
export type ToneFamily = (typeof TONE_NAME_CATALOGUE)[number]['family'];

/** The tone names a reading can give, in the catalogue's order. */
export const TONE_IDS: readonly ToneId[] = TONE_NAME_CATALOGUE.map((tone) => tone.id);

/** Who a reading speaks about: a message is read as its reader may take it, a journal entry as the writer's own feeling. */
export type ReadingContext = 'message' | 'journal';

/** What a tone means and the adjective it is said with. */
interface ToneWording {
  /** One sentence on how a reader may take a message in this tone. */
  meaning: string;
  /** The adjective as it follows "may read as" / "you sound" ("hurt", "neutral and formal"). */
  adjective: string;
}

/** What every screen says of one tone. */
export interface ToneEntryText extends ToneWording {
  /** The name as a screen shows it, capitalised ("Neutral, formal"). */
  label: string;
  family: ToneFamily;
}

const WORDING: Readonly<Record<ToneId, ToneWording>> = {
  angry: {
    meaning: 'Heated: the reader will feel the anger before the point.',
    adjective: 'angry',
  },
  frustrated: {
    meaning: 'Worn down by something that keeps going wrong: it may land as exasperation.',
    adjective: 'frustrated',
  },
  annoyed: {
    meaning: 'Irritated: the reader may hear impatience.',
    adjective: 'annoyed',
  },
  accusatory: {
    meaning: 'It puts the blame on the reader, who may get defensive.',
    adjective: 'accusatory',
  },
  sarcastic: {
    meaning: 'It says the opposite of what it means: the reader will hear the edge, not the praise.',
    adjective: 'sarcastic',
  },
  demanding: {
    meaning: 'An order without a softener: the reader may feel pushed.',
    adjective: 'demanding',
  },
  curt: {
    meaning: 'Cool and clipped: it may read as short with the reader.',
    adjective: 'curt',
  },
  mixed: {
    meaning: 'It pulls in two directions: the reader may not know which one you mean.',
    adjective: 'mixed',
  },
  hurt: {
    meaning: 'Someone let the writer down: it reads as pain more than anger.',
    adjective: 'hurt',
  },
  sad: {
    meaning: 'Heavy with sadness or loss.',
    adjective: 'sad',
  },
  disappointed: {
    meaning: 'Something fell short of what was hoped for.',
    adjective: 'disappointed',
  },
  anxious: {
    meaning: 'Keyed up with fear or nerves.',
    adjective: 'anxious',
  },
  worried: {
    meaning: 'Concerned about what may happen or about someone.',
    adjective: 'worried',
  },
  apologetic: {
    meaning: 'It owns a mistake and says sorry.',
    adjective: 'apologetic',
  },
  grateful: {
    meaning: 'Thankful: the reader should feel their help mattered.',
    adjective: 'grateful',
  },
  appreciative: {
    meaning: 'It praises what the reader did: they should feel valued.',
    adjective: 'appreciative',
  },
  excited: {
    meaning: 'Full of energy and good news.',
    adjective: 'excited',
  },
  joyful: {
    meaning: 'Happy and light.',
    adjective: 'joyful',
  },
  warm: {
    meaning: 'Close and affectionate: it should land kindly.',
    adjective: 'warm',
  },
  friendly: {
    meaning: 'Pleasant and open without crowding the reader.',
    adjective: 'friendly',
  },
  caring: {
    meaning: 'It looks after the reader and their wellbeing.',
    adjective: 'caring',
  },
  courteous: {
    meaning: 'Polite and considerate: an easy request to say yes to.',
    adjective: 'courteous',
  },
  curious: {
    meaning: 'It asks to learn more, openly.',
    adjective: 'curious',
  },
  confident: {
    meaning: 'Sure of itself and of what comes next.',
    adjective: 'confident',
  },
  firm: {
    meaning: 'Clear and decided, without heat.',
    adjective: 'firm',
  },
  unsure: {
    meaning: 'Hedged and open: the reader may not know what you want.',
    adjective: 'unsure',
  },
  calm: {
    meaning: 'Quiet and even: nothing in it pushes on the reader.',
    adjective: 'calm',
  },
  'neutral-formal': {
    meaning: 'Matter-of-fact: no strong feeling either way.',
    adjective: 'neutral and formal',
  },
};

/** Every tone's label, family and wording. */
export const TONES: Readonly<Record<ToneId, ToneEntryText>> = Object.fromEntries(
  TONE_NAME_CATALOGUE.map((tone) => [tone.id, { label: tone.label, family: tone.family, ...WORDING[tone.id] }]),
) as Record<ToneId, ToneEntryText>;

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
