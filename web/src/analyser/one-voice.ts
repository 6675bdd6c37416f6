/**
 * One reading, one voice: what a result card may say beside its reading. The
 * driving phrases are found in the text once each (for highlighting in place),
 * and the written feedback is cut into sentences that are said once, that do
 * not repeat a phrase the highlights already explain, and — for text a model
 * wrote — that do not contradict the reading (no praise beside a tense tone,
 * no warning beside a positive one).
 */
import { TONES, type ReadTone, type ToneFamily, type ToneNameId } from '@tonelens/core/reading';

/** A stretch of the text that drives one or more of the reading's tones: characters [start, end). */
export interface PhraseSpan {
  start: number;
  end: number;
  /** The tones this phrase drives, strongest first. */
  tones: ToneNameId[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the tones' phrases stand in `text`, first occurrence of each, whole
 * words only, in text order. Stronger tones and longer phrases claim their
 * stretch first; a phrase inside or across a claimed stretch is left out
 * ("great" inside a sarcastic "Oh great"), and the same stretch driving two
 * tones is one span naming both.
 */
export function phraseSpans(text: string, tones: readonly Pick<ReadTone, 'name' | 'phrases'>[]): PhraseSpan[] {
  const spans: PhraseSpan[] = [];
  for (const tone of tones) {
    const phrases = [...new Set(tone.phrases)].sort((a, b) => b.length - a.length);
    for (const phrase of phrases) {
      if (phrase.trim().length === 0) continue;
      const match = new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
      if (!match) continue;
      const start = match.index;
      const end = start + match[0].length;
      const same = spans.find((s) => s.start === start && s.end === end);
      if (same) {
        if (!same.tones.includes(tone.name)) same.tones.push(tone.name);
        continue;
      }
      if (spans.some((s) => start < s.end && end > s.start)) continue;
      spans.push({ start, end, tones: [tone.name] });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Opening and closing quotation marks: a sentence does not end inside a quotation. */
const OPENING = new Set(['“', '«', '„', '"']);
const CLOSING = new Set(['”', '»', '“', '"']);

/** The sentences of written prose: split after . ! ? … followed by a space, never inside a quotation. */
export function proseSentences(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (depth > 0 && CLOSING.has(ch)) depth--;
    else if (OPENING.has(ch)) depth++;
    const next = text[i + 1];
    if (depth === 0 && '.!?…'.includes(ch) && (next === undefined || /\s/.test(next))) {
      out.push(text.slice(from, i + 1).trim());
      from = i + 1;
    }
  }
  out.push(text.slice(from).trim());
  return out.filter((s) => s.length > 0);
}

/** What the card's reading rules out: praise beside a tense reading, a warning beside a positive one. */
export type Contradiction = 'praise' | 'warning';

/** Words of the reader's language for telling praise from a warning (the tone labels come from the catalogues). */
export interface VoiceWords {
  /** Tone labels of the reader's language and core's English adjectives, by family, lower case. */
  tones: Record<ToneFamily, string[]>;
  /** Words that praise a text beyond its tone names. */
  praise: string[];
  /** Words that warn about a text beyond its tone names. */
  warning: string[];
}

/** English praise and warning words beyond the tone names, for text a model wrote in English. */
const EXTRA: Record<string, { praise: string[]; warning: string[] }> = {
  en: {
    praise: [
      'goodwill',
      'strength',
      'well done',
      'well written',
      'kind',
      'positive',
      'balanced',
      'lovely',
      'great job',
      'land well',
      'lands well',
      'the way you hope',
    ],
    warning: ['tension', 'tense', 'harsh', 'cold', 'hostile', 'passive-aggressive', 'rude', 'defensive', 'blunt'],
  },
};

/** The words that tell praise from a warning in `language`, with `label(id)` the catalogue's tone label. */
export function voiceWords(language: string, label: (id: ToneNameId) => string): VoiceWords {
  const tones: Record<ToneFamily, string[]> = { positive: [], steady: [], tense: [] };
  for (const [id, tone] of Object.entries(TONES) as [ToneNameId, (typeof TONES)[ToneNameId]][]) {
    tones[tone.family].push(label(id).toLocaleLowerCase(language), tone.adjective.toLowerCase());
  }
  const extra = EXTRA[language.slice(0, 2)] ?? EXTRA.en!;
  return { tones, praise: extra.praise, warning: extra.warning };
}

/**
 * True when `sentence` holds one of `words` as a word of its own or — for words of four letters or
 * more — as the start of one ("warm" in "warmth", "hurt" in "hurtful").
 */
const hasWord = (sentence: string, words: readonly string[]) =>
  words.some((w) => {
    const end = w.length >= 4 ? '' : '(?![\\p{L}\\p{N}])';
    return new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}${end}`, 'iu').test(sentence);
  });

/**
 * True when `sentence` says what the reading rules out: praise (a positive tone
 * named, or a praise word) beside a tense reading, or a warning (a tense tone
 * named, or a warning word) beside a positive one. A sentence that names both
 * sides weighs one against the other and is kept.
 */
export function contradicts(sentence: string, ruledOut: Contradiction, words: VoiceWords): boolean {
  const praises = hasWord(sentence, [...words.tones.positive, ...words.praise]);
  const warns = hasWord(sentence, [...words.tones.tense, ...words.warning]);
  return ruledOut === 'praise' ? praises && !warns : warns && !praises;
}

/** How the card filters its written feedback. */
export interface VoiceFilter {
  /** The phrases the highlights already explain: a sentence quoting one is not said again. */
  phrases: readonly string[];
  /** What the reading rules out for text a model wrote; null for the local engine's text, written from the reading. */
  ruledOut: Contradiction | null;
  words: VoiceWords;
}

/** The sentences of `texts` the card says: each once, none quoting a highlighted phrase, none contradicting the reading. */
export function oneVoice(texts: readonly (string | null | undefined)[], filter: VoiceFilter): string[] {
  const quoted = filter.phrases.map((p) => p.toLocaleLowerCase());
  const seen = new Set<string>();
  const said = new Set<string>();
  const out: string[] = [];
  for (const text of texts) {
    for (const sentence of proseSentences(text ?? '')) {
      const key = sentence.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      // A figure told again with words already quoted ("Words like “great” … (0.72)" after "Warmth 0.72: “great” …") says nothing new.
      const facts = [...key.matchAll(/“([^”]+)”|(\d+[.,]\d+)/g)].map((m) => m[1] ?? m[2]!);
      const figures = facts.some((f) => /^\d/.test(f));
      if (figures && facts.every((f) => said.has(f))) continue;
      for (const f of facts) said.add(f);
      if (quoted.some((p) => key.includes(`“${p}”`) || key.includes(`"${p}"`) || key.includes(`'${p}'`))) continue;
      if (filter.ruledOut && contradicts(sentence, filter.ruledOut, filter.words)) continue;
      out.push(sentence);
    }
  }
  return out;
}
