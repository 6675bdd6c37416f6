/**
 * core's words in the reader's language. core keeps its English (the source:
 * the API, the benchmarks and the tests read it) and names each string by an
 * id — a tone id, an axis id, a band name, a key of MESSAGES — so the
 * interface translates by that id and core needs no i18n of its own.
 */
import {
  MESSAGES,
  quoted,
  sentToAudioToolMessage,
  tonePreviewMessage,
  type AxisScores,
  type Message,
  type TensionReason,
  type ToneFamily,
  type ToneName,
  type ToneNameId,
  type ToneVerdict,
} from '@tonelens/core/reading';
import type { TFunction } from 'i18next';

/** The id of each of core's messages, found by the message object itself (notify gets the object). */
const MESSAGE_IDS = new Map<Message, keyof typeof MESSAGES>(
  (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).map((id) => [MESSAGES[id], id]),
);

/** One of core's toast messages in the reader's language; a message core does not list passes through as it is. */
export function translateMessage(t: TFunction, message: Message): Message {
  const id = MESSAGE_IDS.get(message);
  if (!id) return message;
  const description = 'description' in message && message.description ? t(`messages.${id}.description`) : undefined;
  return { ...message, title: t(`messages.${id}.title`), description };
}

/** A tone name's label ("Warm", "Cálido"). */
export function toneLabel(t: TFunction, id: ToneNameId): string {
  return t(`tone.names.${id}.label`);
}

/** What a tone name means for the reader, in one sentence. */
export function toneMeaning(t: TFunction, id: ToneNameId): string {
  return t(`tone.names.${id}.meaning`);
}

/** The word a screen reader says for a tone family ("positive", "may read as tense"). */
export function familyWord(t: TFunction, family: ToneFamily): string {
  return t(`tone.family.${family}`);
}

/** A verdict ("Tension detected", "May read as hurt", "Emotional balance") for the tone it was read from. */
export function verdictText(t: TFunction, verdict: ToneVerdict, tone: Pick<ToneName, 'id'>): string {
  if (verdict.kind === 'tense') return t(`tone.names.${tone.id}.mayRead`);
  return t(`tone.verdict.${verdict.kind}`);
}

/** A text in the language's quotation marks, cut at a word to `max` characters as core's `quoted` cuts it. */
export function quote(t: TFunction, text: string, max?: number): string {
  return t('common.quoted', { text: quoted(text, max).slice(1, -1) });
}

/** One of the spec's tension rules as a plain sentence. */
export function tensionReason(t: TFunction, reason: TensionReason): string {
  return t(`tension.${reason}`);
}

/** The level word of a value 0..1 (core's levelLabel, by the same bounds): "Very Low" … "Very High". */
export function levelText(t: TFunction, v: number): string {
  if (v < 0.2) return t('level.veryLow');
  if (v < 0.4) return t('level.low');
  if (v < 0.6) return t('level.moderate');
  if (v < 0.8) return t('level.high');
  return t('level.veryHigh');
}

/** The parts of an axis a screen names: its short name (the high end), its full name, description and both ends. */
export type AxisTextPart = 'short' | 'name' | 'description' | 'left' | 'right';

/** One part of an axis's wording ("Warmth", "Warmth ↔ Detachment", "Cold/Detached" …). */
export function axisText(t: TFunction, axis: keyof AxisScores, part: AxisTextPart): string {
  return t(`axis.${axis}.${part}`);
}

/** The emotional bands core names (bands.ts). */
export type BandName = 'Ignition' | 'Vitality' | 'Harmony' | 'Serenity' | 'Immersion' | 'Zenith';

/** A band's name, its meaning ("Urgency, spark") or its context line ("Ignition - energetic, warm"). */
export function bandText(t: TFunction, band: string, part: 'name' | 'meaning' | 'context'): string {
  return t(`band.${band as BandName}.${part}`);
}

/** The 'Tone Preview' toast in the reader's language: frequency in Hz, tone already formatted to 3 decimals. */
export function tonePreviewText(t: TFunction, frequencyHz: number, tone: string): Message {
  return {
    ...tonePreviewMessage(frequencyHz, tone),
    title: t('messages.tonePreview.title'),
    description: t('messages.tonePreview.description', { frequency: frequencyHz, tone }),
  };
}

/** The 'Sent to the audio tool' toast in the reader's language: tone already formatted to 3 decimals, frequency in Hz. */
export function sentToAudioToolText(t: TFunction, tone: string, frequencyHz: number): Message {
  return {
    ...sentToAudioToolMessage(tone, frequencyHz),
    title: t('messages.sentToAudioTool.title'),
    description: t('messages.sentToAudioTool.description', { frequency: frequencyHz, tone }),
  };
}
