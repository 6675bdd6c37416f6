/**
 * The local replies in Spanish, French and German: one shape of whole-sentence templates per
 * language (es.ts, fr.ts, de.ts) and the builders below, which read the text in its language
 * (core's analyseAxesLocally and readTone with { language }) and fill the templates' slots with
 * quoted words of the text, a list of them, or a tone's noun phrase. No sentence is glued from
 * words: where a sentence changes with a count ("the word … tells" / "the words … tell"), the
 * table holds one template per case.
 */
import {
  analyseAxesLocally,
  loadLanguage,
  readTone,
  type AxisDriver,
  type AxisKey,
  type FramedRequest,
  type LocalAxesResult,
  type OtherLanguage,
  type ToneId,
} from '@tonelens/core';
import { sentencesOf } from '../text';
import type { SummaryReplies } from './summaries';
import type { ExerciseInput } from '../types';
import { pick } from '../variety';

/** A sentence with {slots}; every slot is filled with quoted text, a list or a noun phrase. */
type Template = string;
/** A template for one item and one for several ("the word {words} tells" / "the words {words} tell"). */
interface Counted {
  one: Template;
  many: Template;
}

/** The tones the axes name (tone-name.ts): the ones a reading in another language can name. */
export type AxesToneId = Extract<
  ToneId,
  | 'frustrated'
  | 'mixed'
  | 'hurt'
  | 'anxious'
  | 'curt'
  | 'unsure'
  | 'appreciative'
  | 'excited'
  | 'warm'
  | 'friendly'
  | 'firm'
  | 'calm'
  | 'neutral-formal'
>;

/** One language's local replies (see the module comment). */
export interface LocalReplies {
  language: OtherLanguage;
  /** Opening and closing quotation marks ("«", "»"; French sets them off with spaces). */
  quotes: readonly [string, string];
  /** The word that joins the last two items of a list ("y", "et", "und"). */
  and: string;
  /** A negated word as quoted ("no {word}"). */
  negated: Template;
  /** Each tone as the noun phrase that completes {@link ChatReplies.reads} ("frustración"). */
  tones: Readonly<Record<AxesToneId, string>>;
  echo: EchoReplies;
  chat: ChatReplies;
  rewrite: RewriteTable;
  exercise: ExerciseReplies;
  /** Readings, reanalysis, spectral definitions and recommendations (summaries.ts). */
  summary: SummaryReplies;
}

/** EchoRoom: the three reflection modes. {anchor} is the text's most charged sentence, quoted. */
export interface EchoReplies {
  solo: { openers: Template[]; unsure: Template; energetic: Template; heavy: Template; questions: Template[] };
  message: {
    openers: Template[];
    warm: Counted;
    cool: Counted;
    forceful: Template;
    roomy: Template;
    questions: Template[];
  };
  thread: { openers: Template[]; conflict: Counted; steady: Template; questions: Template[] };
}

/** The framed chat: what a question asks, and the answers. */
export interface ChatReplies {
  /** What each kind of question says, in this language. */
  asks: {
    harsh: RegExp;
    warmer: RegExp;
    feel: RegExp;
    why: RegExp;
  };
  /** "Your text conveys {tone}." */
  reads: Template;
  /** The words behind the tone. */
  because: Counted;
  harshYes: Template;
  harshNo: Template;
  /** {text}: the rewrite. */
  rewritten: Template;
  unchanged: Template;
  feel: Record<'tense' | 'steady' | 'positive', Template>;
  clarify: Template[];
}

/** The local rewrite: whole-phrase swaps toward a calmer, warmer text. */
export interface RewriteTable {
  /**
   * Phrase swaps, each [pattern, replacement], applied in order; a pattern matches whole words
   * (flags 'giu'); swaps keep the grammar of the sentence (a modal for a modal, an adverb for an
   * adverb).
   */
  swaps: readonly (readonly [RegExp, string])[];
  /** Swaps that only apply when no negator stands before them in the clause ("nunca" after "no" is concord). */
  unlessNegated: readonly (readonly [RegExp, string])[];
  /** Negators of the language, for {@link RewriteTable.unlessNegated}. */
  negators: RegExp;
  /** Words of thanks: a text that has them gets no closing thanks. */
  thanked: RegExp;
  /** The closing sentence a cold text gains. */
  thanks: Template;
  nothing: Template;
}

/** Exercise scoring: what an answer shows, and how the score is explained. */
export interface ExerciseReplies {
  feelings: RegExp;
  perspective: RegExp;
  specifics: RegExp;
  /** Words of despair (the English LOW_VALENCE) and of helplessness (LOW_AGENCY). */
  heavy: RegExp;
  helpless: RegExp;
  /** Bands from the highest: [least score, word]. */
  bands: readonly (readonly [number, string])[];
  /** What each part is when it is there ("you name what you feel") and when it is not. */
  parts: Readonly<Record<ExercisePart, { done: string; missing: string }>>;
  /** "{band}: {done}." / "{band}: {done}; {missing} would take it further." / "{band}: {missing} would take it further." */
  explained: { done: Template; both: Template; missing: Template };
  strengths: Readonly<Record<ExercisePart | 'warm', Template>> & { start: Template };
  prompts: Readonly<Record<ExercisePart, Template>> & { heavy: Template; next: Template };
}

export type ExercisePart = 'feelings' | 'perspective' | 'specifics' | 'length';

/**
 * A pattern of whole words: `source` between letter boundaries that know accented letters (a
 * plain \b does not: it sees "á" as no letter), case-insensitive; `flags` may add 'g'.
 */
export function w(source: string, flags = 'iu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, flags);
}

/** Fills a template's {slots}. */
export function fill(template: Template, slots: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => slots[name] ?? '');
}

/** Items joined as a list: "a, b y c". */
export function listIn(r: LocalReplies, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${r.and} ${items[items.length - 1]}`;
}

/** Text in the language's quotation marks, cut at a word past `max` characters. */
export function quoteIn(r: LocalReplies, text: string, max = 90): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  let cut = clean;
  if (clean.length > max) {
    const head = clean.slice(0, max);
    const space = head.lastIndexOf(' ');
    cut = `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:]+$/, '')}…`;
  }
  return `${r.quotes[0]}${cut}${r.quotes[1]}`;
}

/** The counted template for `items` (none: undefined), with {words} filled. */
export function counted(r: LocalReplies, c: Counted, items: readonly string[]): string | undefined {
  if (items.length === 0) return undefined;
  return fill(items.length === 1 ? c.one : c.many, { words: listIn(r, items) });
}

/** Sentences joined with spaces, blank ones dropped. */
export const joined = (...parts: (string | undefined | false)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');

/** The words behind one side of an axis, quoted (a negated one as the language says it). */
export function driverWords(
  r: LocalReplies,
  text: string,
  axes: LocalAxesResult,
  key: AxisKey,
  positive: boolean,
  limit = 3,
): string[] {
  const side: AxisDriver[] = positive ? axes.drivers[key].positive : axes.drivers[key].negative;
  return side.slice(0, limit).map((d) => {
    const term = asWritten(text, d.term);
    return quoteIn(r, d.negated ? fill(r.negated, { word: term }) : term, 40);
  });
}

/** A term as the text writes it ("Katastrophe", where the reading lowers it), or as given when not found. */
export function asWritten(text: string, term: string): string {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return w(escaped).exec(text)?.[0] ?? term;
}

/** The sentence of the text whose reading leans furthest from balance (the whole text when none leans). */
export function anchorOf(r: LocalReplies, text: string): string {
  let best = text;
  let lean = -1;
  for (const s of sentencesOf(text)) {
    const a = analyseAxesLocally(s, { language: r.language });
    const d =
      Math.abs(a.warmthDetachment - 0.5) +
      Math.abs(a.certaintyAmbiguity - 0.5) +
      Math.abs(a.intensityRestraint - 0.5) +
      Math.abs(a.conflictCoherence - 0.5);
    if (d > lean) {
      lean = d;
      best = s;
    }
  }
  // The sentence's own closing marks would stand before the reply's: «… desastre!!!».
  return quoteIn(r, best.replace(/[\s.!?…]+$/u, ''), 120);
}

/** EchoRoom's reply in the language of `r`, for one mode. */
export function echoIn(r: LocalReplies, text: string, mode: 'solo' | 'message' | 'thread', variant: number): string {
  const axes = analyseAxesLocally(text, { language: r.language });
  const anchor = anchorOf(r, text);
  if (mode === 'solo') {
    const e = r.echo.solo;
    const middle =
      axes.certaintyAmbiguity < 0.4
        ? e.unsure
        : axes.warmthDetachment < 0.4
          ? e.heavy
          : axes.intensityRestraint > 0.65
            ? e.energetic
            : undefined;
    return joined(fill(pick(e.openers, variant), { anchor }), middle, pick(e.questions, variant));
  }
  if (mode === 'message') {
    const e = r.echo.message;
    return joined(
      fill(pick(e.openers, variant), { anchor }),
      counted(r, e.warm, driverWords(r, text, axes, 'warmthDetachment', true)),
      counted(r, e.cool, driverWords(r, text, axes, 'warmthDetachment', false)),
      axes.intensityRestraint > 0.65 ? e.forceful : e.roomy,
      pick(e.questions, variant),
    );
  }
  const e = r.echo.thread;
  return joined(
    fill(pick(e.openers, variant), { anchor }),
    counted(r, e.conflict, driverWords(r, text, axes, 'conflictCoherence', false)) ?? e.steady,
    pick(e.questions, variant),
  );
}

/** The tone `readTone` names for `text` in the language of `r`, with the words behind it. */
export function toneOf(r: LocalReplies, text: string) {
  const reading = readTone(text, { language: r.language });
  const top = reading.tones[0]!;
  const id = (top.name in r.tones ? top.name : 'neutral-formal') as AxesToneId;
  const axes = reading.axes;
  const warmth = axes.warmthDetachment;
  const words = driverWords(r, text, axes, 'warmthDetachment', warmth >= 0.5);
  return { id, family: top.family, words, axes };
}

/** The local rewrite of `text` in the language of `r`: its swaps, capitals and runs of "!" calmed, thanks added to a cold text. */
export function rewriteIn(r: LocalReplies, text: string): { text: string; changed: boolean } {
  const t = r.rewrite;
  let out = text;
  for (const [pattern, to] of t.swaps) out = out.replace(pattern, (m) => matchCase(m, to));
  for (const [pattern, to] of t.unlessNegated) {
    out = out.replace(pattern, (m, ...rest) => {
      const at = rest[rest.length - 2] as number;
      const whole = rest[rest.length - 1] as string;
      const clause =
        whole
          .slice(0, at)
          .split(/[,;:.!?¡¿\n]/)
          .pop() ?? '';
      return t.negators.test(clause) ? m : matchCase(m, to);
    });
  }
  out = out
    .replace(/ {2,}/g, ' ')
    .replace(/ +([,.])/g, '$1')
    .replace(/^[\s,]+/, '');
  // Words in capitals (in a text that has lower case too) read as shouting.
  if (/\p{Ll}/u.test(out)) out = out.replace(/\b\p{Lu}{3,}\b/gu, (w) => w.toLowerCase());
  out = out.replace(/\s*!{2,}/g, '.');
  if (!out.includes('!')) out = out.replace(/¡/g, '');
  out = out.replace(/(^|[.!?¿¡]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  const axes = analyseAxesLocally(out, { language: r.language });
  if (axes.warmthDetachment < 0.5 && !t.thanked.test(out)) out = `${out.trimEnd()} ${t.thanks}`;
  return { text: out, changed: out !== text };
}

/** A replacement written in the case of the words it replaces (capital first letter kept). */
function matchCase(found: string, to: string): string {
  return /^\p{Lu}/u.test(found) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

/** The framed chat's answer in the language of `r`. */
export function chatIn(r: LocalReplies, request: FramedRequest, variant: number): string {
  const c = r.chat;
  const base = request.originalText.trim() ? request.originalText : (request.aiText ?? '');
  const asked = request.userMessage;
  if (!base.trim()) return pick(c.clarify, variant);
  const tone = toneOf(r, base);
  const reads = joined(fill(c.reads, { tone: r.tones[tone.id] }), counted(r, c.because, tone.words));
  if (c.asks.harsh.test(asked)) {
    const harsh = tone.family === 'tense';
    const rewrite = rewriteIn(r, base);
    return joined(
      harsh ? c.harshYes : c.harshNo,
      reads,
      harsh && (rewrite.changed ? fill(c.rewritten, { text: quoteIn(r, rewrite.text, 600) }) : c.unchanged),
    );
  }
  if (c.asks.warmer.test(asked)) {
    const rewrite = rewriteIn(r, base);
    return rewrite.changed ? fill(c.rewritten, { text: quoteIn(r, rewrite.text, 600) }) : joined(reads, c.unchanged);
  }
  if (c.asks.feel.test(asked)) return joined(c.feel[tone.family], reads);
  if (c.asks.why.test(asked)) return reads;
  return pick(c.clarify, variant);
}

/** Exercise scoring in the language of `r`: feelings named, the other's view, specifics and room, as in English. */
export function scoreExerciseIn(r: LocalReplies, input: ExerciseInput) {
  const e = r.exercise;
  const answer = input.userResponse;
  const words = (answer.match(/[\p{L}\p{N}']+/gu) ?? []).length;
  const hits = (re: RegExp) => (answer.match(new RegExp(re.source, 'giu')) ?? []).length;
  const met: Record<ExercisePart, number> = {
    feelings: Math.min(1, hits(e.feelings) / 2),
    perspective: Math.min(1, hits(e.perspective)),
    specifics: Math.min(1, hits(e.specifics) / 2),
    length: Math.min(1, words / 45),
  };
  const weight: Record<ExercisePart, number> = { feelings: 30, perspective: 25, specifics: 20, length: 25 };
  const parts = Object.keys(met) as ExercisePart[];
  const score = Math.round(parts.reduce((s, p) => s + weight[p] * met[p], 0));
  const band = e.bands.find(([least]) => score >= least)?.[1] ?? e.bands[e.bands.length - 1]![1];
  const done = parts.filter((p) => met[p] >= 0.6).map((p) => e.parts[p].done);
  const missing = parts.filter((p) => met[p] < 0.6).map((p) => e.parts[p].missing);
  const explanation = fill(
    done.length === 0 ? e.explained.missing : missing.length === 0 ? e.explained.done : e.explained.both,
    {
      band,
      done: listIn(r, done.slice(0, 3)),
      missing: listIn(r, missing.slice(0, 2)),
    },
  );
  const axes = analyseAxesLocally(answer, { language: r.language });
  const strengths = parts.filter((p) => met[p] >= 0.6).map((p) => e.strengths[p]);
  if (axes.warmthDetachment >= 0.6 && axes.drivers.warmthDetachment.positive.length > 0)
    strengths.push(e.strengths.warm);
  const prompts = parts.filter((p) => met[p] < 0.5).map((p) => e.prompts[p]);
  const heavy = e.heavy.test(answer);
  const helpless = e.helpless.test(answer);
  if (heavy || helpless) prompts.unshift(e.prompts.heavy);
  return {
    score,
    enhancedAnalysis: {
      resonanceQuality: explanation,
      safetyFlags: { lowValence: heavy, lowAgency: helpless },
      strengthsIdentified: strengths.length > 0 ? strengths : [e.strengths.start],
      gentlePrompts: prompts.length > 0 ? prompts : [e.prompts.next],
    },
  };
}

const TABLES: Record<OtherLanguage, () => Promise<LocalReplies>> = {
  es: async () => (await import('./es')).SPANISH_REPLIES,
  fr: async () => (await import('./fr')).FRENCH_REPLIES,
  de: async () => (await import('./de')).GERMAN_REPLIES,
};

/** The replies of `language`, with its reading loaded. */
export async function repliesIn(language: OtherLanguage): Promise<LocalReplies> {
  await loadLanguage(language);
  return TABLES[language]();
}
