/**
 * The emotions, politeness, sarcasm and tone cues of a Spanish, French or German text, read as
 * English readings read English: the text's English gloss (engine/languages/gloss.ts: its cues
 * of feeling, courtesy and irony in English) is read by the readings learned from English text,
 * and every phrase they find is mapped back to the words of the text, so a tone shows the
 * writer's own words ("muy preocupada", not "very worried").
 */
import { readEmotions, type EmotionReading, type EmotionSentence } from '../engine/emotions';
import { glossInLanguage, type Gloss, type GlossPiece } from '../engine/languages/index';
import { FRAMES } from '../engine/languages/gloss';
import type { OtherLanguage } from '../engine/languages/language';
import type { TextSpan } from '../engine/axes';
import { readPoliteness, type PolitenessReading } from '../engine/politeness';
import type { Cue } from '../engine/rules/cue';
import { detectSarcasm, type SarcasmReading } from '../engine/rules/sarcasm/index';
import { splitWords } from '../engine/rules/words';
import { findApology } from '../engine/rules/apology';
import { findBlame } from '../engine/rules/blame';
import { findDismissals } from '../engine/rules/dismissal';
import { findDistress } from '../engine/rules/distress';
import { findElation } from '../engine/rules/elation';
import { findHurt } from '../engine/rules/hurt';
import { findLowMood } from '../engine/rules/low-mood';
import { findSympathy } from '../engine/rules/sympathy';
import { findFelicitations } from '../engine/rules/felicitation';
import { findLookingAfter } from '../engine/rules/looking-after';
import { findCompany } from '../engine/rules/company';
import { findWorry } from '../engine/rules/worry';
import { findSelfReports } from '../engine/rules/self-report';
import { findUnmetHope } from '../engine/rules/unmet-hope';
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

/** A letter or digit: text between two phrases that holds one parts them ("…"). */
const WORDS_BETWEEN = /[\p{L}\p{N}]/u;

/**
 * The text's span of the gloss's span [start, end): from the first phrase it touches to the last;
 * phrases apart in the text are shown joined by "…". Null when it touches no phrase of the text.
 */
export function spanInText(text: string, gloss: Gloss, start: number, end: number): Span | null {
  // The pieces are in the gloss's order: the first that ends after `start` is found by halving.
  const pieces = gloss.pieces;
  let lo = 0;
  let hi = pieces.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pieces[mid]!.glossEnd > start) hi = mid;
    else lo = mid + 1;
  }
  const first = pieces[lo];
  if (first === undefined || first.glossStart >= end) return null;
  let last: GlossPiece = first;
  let phrase = text.slice(first.start, first.end);
  for (let k = lo + 1; k < pieces.length && pieces[k]!.glossStart < end; k++) {
    const piece = pieces[k]!;
    const between = text.slice(last.end, piece.start);
    phrase += (WORDS_BETWEEN.test(between) ? ' … ' : between) + text.slice(piece.start, piece.end);
    last = piece;
  }
  return { phrase, start: first.start, end: last.end };
}

/** The emotion reading with its sentences and driver terms in the words of the text (terms too slight to show, and frames, left out). */
function emotionsInText(text: string, gloss: Gloss, reading: EmotionReading): EmotionReading {
  const sentencesInText = () =>
    inText(text, gloss, reading.sentences, (s, span): EmotionSentence => ({
      start: span.start,
      end: span.end,
      text: text.slice(span.start, span.end),
      // The scores are worked out when first read, as the emotion reading's own sentences are.
      get scores() {
        return s.scores;
      },
    }));
  const drivers = reading.drivers.map((d) => ({
    ...d,
    terms: inText(
      text,
      gloss,
      // A frame ("I'm" of "estoy") tells whose feeling the next phrase is, not a feeling: never shown as one's reason.
      d.terms.filter((t) => t.kind !== 'rule' && !slight(t.term) && !FRAMES.has(t.term)),
      (t, span) => ({ ...t, term: span.phrase, start: span.start, end: span.end }),
    ),
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

/** Each item of the gloss (a phrase or span with offsets) made anew by `make` with its span of the text; those the text has no words for are left out. */
function inText<T extends TextSpan, R>(
  text: string,
  gloss: Gloss,
  items: readonly T[],
  make: (item: T, span: Span) => R,
): R[] {
  const out: R[] = [];
  for (const item of items) {
    const span = spanInText(text, gloss, item.start, item.end);
    if (span) out.push(make(item, span));
  }
  return out;
}

/** Cues (or any phrase with offsets) of the gloss as phrases of the text; those the text has no words for are left out. */
function cuesInText<T extends Span>(text: string, gloss: Gloss, cues: readonly T[]): T[] {
  return inText(text, gloss, cues, (c, span) => ({ ...c, phrase: span.phrase, start: span.start, end: span.end }));
}

/**
 * The phrases of the tone rules that an English gloss can hold: those of worry, hurt, distress, low
 * mood, elation, sympathy, apology, felicitation, looking after the reader, gladness of their company,
 * a hope that was not met, blame and dismissal, which its phrases say alone ("my heart is racing", "sorry
 * for your loss", "what a shame", "I was looking forward to", "your fault", "I don't care"), and a
 * feeling the writer names, which the gloss frames as English does
 * ("Estoy muy preocupada" → "I'm very worried": gloss.ts FRAMES). The rules that read the rest of a
 * sentence's build (demands, complaint, someone else's feeling …) find nothing in a gloss of phrases,
 * and are not run on it.
 */
function findGlossCues(english: string): ToneCues {
  return {
    blame: findBlame(english),
    demands: [],
    dismissals: findDismissals(english),
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
    selfReports: findSelfReports(english),
    judgments: [],
    felicitations: findFelicitations(english),
    lookingAfter: findLookingAfter(english),
    company: findCompany(english),
    unmetHope: findUnmetHope(english),
    ultimatum: [],
  };
}

/** The sarcasm read in a gloss, its cues and spans in the words of the text. */
function sarcasmInText(text: string, gloss: Gloss, sarcasm: SarcasmReading): SarcasmReading {
  return {
    ...sarcasm,
    cues: cuesInText(text, gloss, sarcasm.cues),
    spans: inText(text, gloss, sarcasm.spans, (_, span) => ({ start: span.start, end: span.end })),
  };
}

/**
 * The sarcasm of `text` in `language`, read from its English gloss as English sarcasm is read
 * (rules/sarcasm), its cues and spans in the words of the text: a span runs from the first word of
 * the text its sentence of the gloss stands for to the last.
 */
export function sarcasmInLanguage(text: string, language: OtherLanguage): SarcasmReading {
  const gloss = glossInLanguage(text, language);
  return sarcasmInText(text, gloss, detectSarcasm(gloss.text));
}

/**
 * The emotions, politeness, sarcasm and tone cues ({@link findGlossCues}) of `text` in `language`, read from its English gloss, each phrase in the words of the text.
 * `sarcasm`, when given, is the text's sarcasm already read ({@link sarcasmInLanguage}), not read again.
 */
export function readInLanguage(
  text: string,
  language: OtherLanguage,
  sarcasm?: SarcasmReading,
): GlossedReadings<ToneCues> {
  const gloss = glossInLanguage(text, language);
  const english = gloss.text;
  // The politeness and sarcasm rules read the same words of the gloss: it is split once.
  const words = splitWords(english);
  const politeness = readPoliteness(english, words);
  const found = findGlossCues(english) as unknown as Record<string, readonly Cue[]>;
  const cues: Record<string, Cue[]> = {};
  for (const name of Object.keys(found)) cues[name] = cuesInText(text, gloss, found[name]!);
  return {
    gloss: english,
    emotions: emotionsInText(text, gloss, readEmotions(english)),
    politeness: {
      ...politeness,
      strategies: cuesInText(text, gloss, politeness.strategies),
      words: inText(text, gloss, politeness.words, (w, span) => ({
        ...w,
        word: span.phrase,
        start: span.start,
        end: span.end,
      })),
    },
    sarcasm: sarcasm ?? sarcasmInText(text, gloss, detectSarcasm(english, words)),
    cues: cues as unknown as ToneCues,
  };
}
