/**
 * The emotions, politeness, sarcasm and tone cues of a Spanish, French or German text, read as
 * English readings read English: the text's English gloss (engine/languages/gloss.ts: its cues
 * of feeling, courtesy and irony in English) is read by the readings learned from English text,
 * and every phrase they find is mapped back to the words of the text, so a tone shows the
 * writer's own words ("muy preocupada", not "very worried").
 */
import { readEmotions, type EmotionReading, type EmotionSentence } from '../engine/emotions';
import { glossInLanguage, type Gloss, type GlossPiece } from '../engine/languages/index';
import type { OtherLanguage } from '../engine/languages/language';
import { readPoliteness, type PolitenessReading } from '../engine/politeness';
import type { Cue } from '../engine/rules/cue';
import { detectSarcasm, type SarcasmReading } from '../engine/rules/sarcasm/index';
import { findApology } from '../engine/rules/apology';
import { findDistress } from '../engine/rules/distress';
import { findElation } from '../engine/rules/elation';
import { findHurt } from '../engine/rules/hurt';
import { findLowMood } from '../engine/rules/low-mood';
import { findSympathy } from '../engine/rules/sympathy';
import { findWorry } from '../engine/rules/worry';
import type { ToneCues } from './read-tone';
import { slight } from './slight';

/** A span of the text: its words as shown and UTF-16 offsets, end exclusive. */
interface Span {
  phrase: string;
  start: number;
  end: number;
}

/** What the readings of a text in another language give the tones. */
export interface GlossedReadings<C> {
  /** The English gloss the readings read. */
  gloss: string;
  emotions: EmotionReading;
  politeness: PolitenessReading;
  sarcasm: SarcasmReading;
  cues: C;
}

/**
 * The text's span of the gloss's span [start, end): from the first phrase it touches to the last;
 * phrases apart in the text are shown joined by "…". Null when it touches no phrase of the text.
 */
export function spanInText(text: string, gloss: Gloss, start: number, end: number): Span | null {
  // The pieces are in the gloss's order: the first that ends after `start` is found by halving.
  const all = gloss.pieces;
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid]!.glossEnd > start) hi = mid;
    else lo = mid + 1;
  }
  const pieces: GlossPiece[] = [];
  for (let k = lo; k < all.length && all[k]!.glossStart < end; k++) pieces.push(all[k]!);
  if (pieces.length === 0) return null;
  const parts: string[] = [text.slice(pieces[0]!.start, pieces[0]!.end)];
  for (let k = 1; k < pieces.length; k++) {
    const between = text.slice(pieces[k - 1]!.end, pieces[k]!.start);
    const piece = text.slice(pieces[k]!.start, pieces[k]!.end);
    if (/[\p{L}\p{N}]/u.test(between)) parts.push(piece);
    else parts[parts.length - 1] += between + piece;
  }
  return { phrase: parts.join(' … '), start: pieces[0]!.start, end: pieces[pieces.length - 1]!.end };
}

/** The emotion reading with its sentences and driver terms in the words of the text (terms too slight to show left out). */
function emotionsInText(text: string, gloss: Gloss, reading: EmotionReading): EmotionReading {
  const sentencesInText = () =>
    reading.sentences.flatMap((s) => {
      const span = spanInText(text, gloss, s.start, s.end);
      if (!span) return [];
      // The scores are worked out when first read, as the emotion reading's own sentences are.
      const sentence: EmotionSentence = {
        start: span.start,
        end: span.end,
        text: text.slice(span.start, span.end),
        get scores() {
          return s.scores;
        },
      };
      return [sentence];
    });
  const drivers = reading.drivers.map((d) => ({
    ...d,
    terms: d.terms.flatMap((t) => {
      const span = t.kind === 'rule' || slight(t.term) ? null : spanInText(text, gloss, t.start, t.end);
      return span ? [{ ...t, term: span.phrase, start: span.start, end: span.end }] : [];
    }),
  }));
  let sentences: EmotionSentence[] | undefined;
  // The sentences are mapped when first read: most readers of a tone never look at them.
  return {
    scores: reading.scores,
    get sentences() {
      return (sentences ??= sentencesInText());
    },
    drivers,
  };
}

/** Cues (or any phrase with offsets) of the gloss as phrases of the text; those the text has no words for are left out. */
function cuesInText<T extends Span>(text: string, gloss: Gloss, cues: readonly T[]): T[] {
  return cues.flatMap((c) => {
    const span = spanInText(text, gloss, c.start, c.end);
    return span ? [{ ...c, ...span }] : [];
  });
}

/**
 * The phrases of the tone rules that an English gloss can hold: those of
 * worry, hurt, distress, low mood, elation, sympathy and apology, which its phrases say alone ("my
 * heart is racing", "sorry for your loss"). The rules that read the build of a sentence (blame,
 * demands, dismissal, complaint, someone else's feeling, a feeling named with "I'm" …) find nothing in a
 * gloss of phrases, and are not run on it.
 */
function findGlossCues(english: string): ToneCues {
  return {
    blame: [],
    demands: [],
    dismissals: [],
    persistence: [],
    worry: findWorry(english),
    hurt: findHurt(english),
    distress: findDistress(english),
    lowMood: findLowMood(english),
    elation: findElation(english),
    sympathy: findSympathy(english),
    apology: findApology(english),
    contempt: [],
    grievance: [],
    notice: [],
    fault: [],
    resignation: [],
    others: [],
    selfReports: [],
    judgments: [],
  };
}

/**
 * The emotions, politeness, sarcasm and tone cues ({@link findGlossCues}) of `text` in `language`, read from its English gloss, each phrase in the words of the text.
 */
export function readInLanguage(text: string, language: OtherLanguage): GlossedReadings<ToneCues> {
  const gloss = glossInLanguage(text, language);
  const english = gloss.text;
  const politeness = readPoliteness(english);
  const sarcasm = detectSarcasm(english);
  const found = findGlossCues(english);
  const cues = Object.fromEntries(
    Object.entries(found as unknown as Record<string, readonly Cue[]>).map(([name, list]) => [
      name,
      cuesInText(text, gloss, list),
    ]),
  ) as unknown as ToneCues;
  return {
    gloss: english,
    emotions: emotionsInText(text, gloss, readEmotions(english)),
    politeness: {
      ...politeness,
      strategies: cuesInText(text, gloss, politeness.strategies),
      words: politeness.words.flatMap((w) => {
        const span = spanInText(text, gloss, w.start, w.end);
        return span ? [{ ...w, word: span.phrase, start: span.start, end: span.end }] : [];
      }),
    },
    sarcasm: {
      ...sarcasm,
      cues: cuesInText(text, gloss, sarcasm.cues),
      spans: sarcasm.spans.flatMap((s) => {
        const span = spanInText(text, gloss, s.start, s.end);
        return span ? [{ start: span.start, end: span.end }] : [];
      }),
    },
    cues,
  };
}
