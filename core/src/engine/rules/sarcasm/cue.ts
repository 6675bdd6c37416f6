/** What the sarcasm rules find and read: the kinds of cue, their strengths, and what each rule is given. */
import { type RuleWord } from '../words';
import type { IronicSpan } from './spans';

/** The kind of cue that showed sarcasm. */
export type SarcasmCueKind =
  | 'ironyTag'
  | 'eyeRoll'
  | 'stockPhrase'
  | 'mockInterjection'
  | 'praiseOfBadSituation'
  | 'mockThanks'
  | 'sureBecause'
  | 'scareQuotes'
  | 'clearlyPraise'
  | 'mockCompliment'
  | 'lateThanks'
  | 'closingPraise'
  | 'ellipsisTurn';

/** One place the text shows sarcasm. */
export interface SarcasmCue {
  kind: SarcasmCueKind;
  /** The words (or emoji, or tag) that show it, as written. */
  phrase: string;
  /** UTF-16 offsets of the phrase in the text, end exclusive. */
  start: number;
  end: number;
}

/** Whether a text reads as sarcastic, how strongly, and why. */
export interface SarcasmReading {
  /** True when the cues together reach SARCASM_THRESHOLD. */
  sarcastic: boolean;
  /** 0..1: 1 − Π(1 − strength of each cue); 0 with no cue. */
  strength: number;
  cues: SarcasmCue[];
  /** The whole sentences the sarcasm rides on, merged, in text order (spans.ts); empty unless sarcastic. */
  spans: IronicSpan[];
}

/** How surely each kind of cue, alone, shows sarcasm (0..1). */
export const SARCASM_CUE_STRENGTH: Readonly<Record<SarcasmCueKind, number>> = {
  ironyTag: 0.95,
  eyeRoll: 0.7,
  stockPhrase: 0.8,
  mockInterjection: 0.75,
  praiseOfBadSituation: 0.75,
  mockThanks: 0.8,
  sureBecause: 0.7,
  scareQuotes: 0.6,
  clearlyPraise: 0.6,
  mockCompliment: 0.75,
  lateThanks: 0.7,
  closingPraise: 0.7,
  ellipsisTurn: 0.6,
};

/** Strength (0..1) at or above which a text is read as sarcastic: any one cue reaches it. */
export const SARCASM_THRESHOLD = 0.5;

/** Everything a rule reads. */
export interface Context {
  text: string;
  words: readonly RuleWord[];
}

/** A named rule: the cues it finds. */
export type SarcasmRule = (ctx: Context) => SarcasmCue[];

export const cue = (kind: SarcasmCueKind, text: string, start: number, end: number): SarcasmCue => ({
  kind,
  phrase: text.slice(start, end),
  start,
  end,
});
