/**
 * The local rewriter: phrase-level edits, sentence by sentence, from the
 * curated table in phrase-table.ts. Greetings, sign-offs and names stay where
 * they are; only the sentences that carry a phrase the requested direction
 * calls for change, and each edit says why it helps.
 */
import { analyseAxesLocally, capitalised, type AxisKey, type AxisScores } from '@tonelens/core';
import { feelingsIn, POSITIVE_FEELINGS } from './intent';
import { PHRASE_TABLE, QUESTION_OPENERS, type Aim, type PhraseRule } from './phrase-table';

export type { Aim } from './phrase-table';

/** How far a requested value must be from the current one before the rewrite moves that axis. */
export const AIM_MARGIN = 0.1;

/** One edit that was made. */
export interface RewriteEdit {
  from: string;
  to: string;
  /** Why the edit helps, as a predicate: "reads as a reminder rather than a reproach". */
  because: string;
  /** How many wordings the table holds for this edit (more than one: asking again can word it differently). */
  choices: number;
}

/** A rewrite, the edits behind it, and the aims it served. */
export interface Rewrite {
  text: string;
  edits: RewriteEdit[];
  /** Sentences added (a thank-you, a closing line), in order. */
  added: string[];
  aims: Aim[];
  /** False when no edit was called for: `text` is then the input unchanged. */
  changed: boolean;
}

/** Options of a rewrite. */
export interface RewriteOptions {
  /** The directions to move in. */
  aims: readonly Aim[];
  /** Also change flagged phrases (passive-aggressive, harsh, shouting) whatever the aims. */
  flagged?: boolean;
  /** Which alternative to prefer; successive values give different wordings of the same edits. */
  variant?: number;
  /** Leave exclamation marks and capitals alone (joy is allowed to be loud). */
  keepVolume?: boolean;
}

const UP: Record<AxisKey, Aim> = {
  warmthDetachment: 'warmer',
  certaintyAmbiguity: 'clearer',
  intensityRestraint: 'firmer',
  conflictCoherence: 'steadier',
};
const DOWN: Partial<Record<AxisKey, Aim>> = {
  warmthDetachment: 'cooler',
  certaintyAmbiguity: 'gentler',
  intensityRestraint: 'calmer',
};

/** The aims that move a text read as `current` toward `target`. */
export function aimsToward(current: AxisScores, target: AxisScores): Aim[] {
  const aims: Aim[] = [];
  for (const key of Object.keys(UP) as AxisKey[]) {
    const diff = target[key] - current[key];
    if (diff > AIM_MARGIN) aims.push(UP[key]);
    else if (diff < -AIM_MARGIN && DOWN[key]) aims.push(DOWN[key]);
  }
  return aims;
}

/**
 * The aims of a plain "rewrite this": warm a cold text, loosen an absolute
 * one, sharpen a vague one, calm a loud one and steady a conflicted one.
 * A warm, calm or coherent text is never pushed away from that.
 */
export function aimsForBalance(axes: AxisScores): Aim[] {
  const aims: Aim[] = [];
  if (axes.warmthDetachment < 0.45) aims.push('warmer');
  if (axes.certaintyAmbiguity > 0.75) aims.push('gentler');
  if (axes.certaintyAmbiguity < 0.3) aims.push('clearer');
  if (axes.intensityRestraint > 0.65) aims.push('calmer');
  if (axes.conflictCoherence < 0.4) aims.push('steadier');
  return aims;
}

/** Sign-off words, any first-letter case ("Best", "best"); the rest of a pattern stays case-sensitive so names need capitals. */
const SIGN_OFF = `(?:${[
  'best wishes',
  'best regards',
  'kind regards',
  'warm regards',
  'many thanks',
  'thanks again',
  'thank you',
  'yours truly',
  'yours sincerely',
  'all the best',
  'talk soon',
  'take care',
  'best',
  'regards',
  'thanks',
  'cheers',
  'sincerely',
  'yours',
  'warmly',
  'love',
  'xo',
  'x',
]
  .map((phrase) =>
    phrase
      .split(' ')
      .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
      .join(' '),
  )
  .join('|')})`;
const NAME = String.raw`[\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){0,2}`;
const GREETING_LINE =
  /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|to whom it may concern)\b[^.!?\n]{0,40}[,!:]?\s*$/iu;
const GREETING_PREFIX = /^\s*(?:hi|hello|hey|dear)\b[^,.!?\n]{0,30}[,!]\s*/iu;
const SIGN_OFF_LINE = new RegExp(String.raw`^\s*${SIGN_OFF}[,!.]?\s*(?:${NAME})?\s*[.!]?\s*$`, 'u');
const NAME_LINE = new RegExp(String.raw`^\s*[-–—]?\s*${NAME}\s*$`, 'u');
const SIGN_OFF_SUFFIX = new RegExp(String.raw`(?<=[.!?]\s+)${SIGN_OFF},?\s+${NAME}\.?\s*$`, 'u');

/** A text cut into the greeting, the body to rewrite and the sign-off, which stay as written. */
export function splitFrame(text: string): { head: string; body: string; tail: string } {
  const lines = text.split('\n');
  let head = '';
  let first = lines.findIndex((l) => l.trim().length > 0);
  if (first >= 0 && lines.length > first + 1 && GREETING_LINE.test(lines[first]!)) {
    head = `${lines.slice(0, first + 1).join('\n')}\n`;
    lines.splice(0, first + 1);
    first = -1;
  }
  let tail = '';
  let last = lines.length - 1;
  while (last >= 0 && lines[last]!.trim() === '') last -= 1;
  if (last >= 1 && NAME_LINE.test(lines[last]!) && SIGN_OFF_LINE.test(lines[last - 1]!)) {
    tail = `\n${lines.slice(last - 1).join('\n')}`;
    lines.splice(last - 1);
  } else if (last >= 1 && SIGN_OFF_LINE.test(lines[last]!)) {
    tail = `\n${lines.slice(last).join('\n')}`;
    lines.splice(last);
  }
  let body = lines.join('\n');
  if (!head) {
    const prefix = GREETING_PREFIX.exec(body);
    if (prefix && prefix[0].length < body.length) {
      head = prefix[0];
      body = body.slice(prefix[0].length);
    }
  }
  if (!tail) {
    const suffix = SIGN_OFF_SUFFIX.exec(body);
    if (suffix) {
      tail = body.slice(suffix.index);
      body = body.slice(0, suffix.index);
    }
  }
  return { head, body, tail };
}

function applies(rule: PhraseRule, aims: readonly Aim[], flagged: boolean): boolean {
  if (rule.against?.some((a) => aims.includes(a))) return false;
  return rule.aims.some((a) => aims.includes(a)) || (flagged && rule.flagged === true);
}

/** Each rule's pattern, matching every occurrence (built once: a long text has thousands of sentences). */
const EVERY = PHRASE_TABLE.map((rule) => new RegExp(rule.pattern.source, `${rule.pattern.flags.replace('g', '')}g`));

/** Words of four or more capitals, read as shouting (short acronyms stay). */
const SHOUTING = /\b[A-Z]{4,}\b/g;

function lowerFirst(text: string): string {
  return text.replace(/\p{Lu}/u, (c) => c.toLowerCase());
}

/** Tidies one rewritten sentence: spacing, stray commas, capital start, question or statement mark. */
function tidySentence(s: string): string {
  let out = s
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/^[\s,;:]+/, '');
  out = capitalised(out);
  if (QUESTION_OPENERS.test(out)) out = out.replace(/[.!]+$/, '?');
  else if (/^please\b/i.test(out)) out = out.replace(/\?$/, '.');
  return out;
}

/**
 * Rewrites one sentence (without its trailing space); `offset` spreads the
 * choice of alternatives across a text, and `present` (one flag a rule) skips
 * rules already known not to match.
 */
export function rewriteSentence(
  sentence: string,
  options: RewriteOptions,
  offset = 0,
  present?: readonly boolean[],
): { text: string; edits: RewriteEdit[] } {
  const { aims, flagged = false, variant = 0 } = options;
  const edits: RewriteEdit[] = [];
  let out = sentence;
  PHRASE_TABLE.forEach((rule, i) => {
    if (present?.[i] === false || !applies(rule, aims, flagged)) return;
    const alt = rule.alternatives[(variant + offset + i) % rule.alternatives.length]!;
    out = out.replace(EVERY[i]!, (...args: unknown[]) => {
      const match = args[0] as string;
      const at = args.find((a, k) => k > 0 && typeof a === 'number') as number;
      const filled = alt.replace(/\$(\d)/g, (_, n: string) => String(args[Number(n)] ?? ''));
      // At the start of the sentence the replacement takes the capital; elsewhere it keeps its own case.
      const to = out.slice(0, at).trim() === '' ? capitalised(filled) : filled;
      edits.push({
        from: match.replace(/^[\s,]+|[\s,]+$/g, ''),
        to: to.replace(/^[\s,]+|[\s,]+$/g, ''),
        because: rule.because,
        choices: rule.alternatives.length,
      });
      return to;
    });
  });
  if ((aims.includes('calmer') || flagged) && !options.keepVolume) {
    out = out.replace(/!{2,}|\?{2,}/g, (marks) => {
      const to = marks[0] === '?' ? '?' : '.';
      edits.push({ from: marks, to, because: 'lowers the volume', choices: 1 });
      return to;
    });
    out = out.replace(SHOUTING, (word) => {
      edits.push({ from: word, to: word.toLowerCase(), because: 'stops shouting', choices: 1 });
      return word.toLowerCase();
    });
  }
  if (edits.length === 0) return { text: sentence, edits };
  const tidied = tidySentence(out);
  // A sentence that ran on from an inline greeting ("Hi Jo, as I said …") keeps its lower-case start.
  return { text: /^\s*\p{Ll}/u.test(sentence) && !/^i\b/.test(tidied) ? lowerFirst(tidied) : tidied, edits };
}

/** Sentences of one line with the space after each (so the line can be put back together exactly). */
export function sentencesWithSpace(line: string): { sentence: string; space: string }[] {
  const out: { sentence: string; space: string }[] = [];
  const re = /([^.!?…]+(?:[.!?…]+[”"’')\]]*)?)(\s*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) && m[0].length > 0) out.push({ sentence: m[1]!, space: m[2]! });
  return out;
}

/** Thank-you lines added when a request should read warmer and nothing in it is warm. */
const THANKS = ['Thank you.', 'Thanks for your help with this.', 'I appreciate your help.'];
/** Closing lines added when a text addressed to someone should hold together better. */
const TOGETHER = [
  'What matters most to me is that we sort this out together.',
  'I would like us to find a way through this together.',
];
const REQUEST = /\b(?:could you|can you|would you|will you|please|i need|let me know)\b|\?/i;

/** Rewrites `text` toward the given aims, keeping its greeting and sign-off where they are. */
export function rewriteText(text: string, options: RewriteOptions): Rewrite {
  const { head, body, tail } = splitFrame(text);
  const variant = options.variant ?? 0;
  const edits: RewriteEdit[] = [];
  let offset = 0;
  // Rules whose phrase occurs nowhere in the text are skipped for every sentence.
  const present = PHRASE_TABLE.map((rule) => rule.pattern.source.startsWith('^') || rule.pattern.test(body));
  const lines = body.split('\n').map((line) =>
    sentencesWithSpace(line)
      .map(({ sentence, space }) => {
        const r = rewriteSentence(sentence, options, offset++, present);
        edits.push(...r.edits);
        return r.text.trim() ? r.text + space : '';
      })
      .join(''),
  );
  let newBody = lines.join('\n');
  const added: string[] = [];
  const after = analyseAxesLocally(newBody);
  const bodyTrim = newBody.trimEnd();
  if (
    options.aims.includes('warmer') &&
    after.drivers.warmthDetachment.positive.length === 0 &&
    after.warmthDetachment < 0.6 &&
    REQUEST.test(newBody) &&
    !/^\s*(?:thanks|thank you|many thanks)/i.test(tail)
  ) {
    added.push(THANKS[variant % THANKS.length]!);
  }
  if (options.aims.includes('steadier') && after.conflictCoherence < 0.5 && /\byou\b/i.test(newBody)) {
    added.push(TOGETHER[variant % TOGETHER.length]!);
  }
  if (added.length > 0) {
    const end = bodyTrim.length > 0 && !/[.!?…][”"’')\]]*$/.test(bodyTrim) ? '.' : '';
    newBody = `${bodyTrim}${end}${bodyTrim ? ' ' : ''}${added.join(' ')}${newBody.slice(bodyTrim.length)}`;
  }
  const changed = edits.length > 0 || added.length > 0;
  return { text: changed ? head + newBody + tail : text, edits, added, aims: [...options.aims], changed };
}

/**
 * The default rewrite: toward balance (see `aimsForBalance`, read from the
 * body, so a warm sign-off does not hide a cold request), flagged phrases
 * always changed. A text that names a feeling keeps its own words apart from
 * flagged phrases: softening or sharpening an honest account would hide it;
 * a joyful one keeps its exclamation marks too.
 */
export function rewriteTowardBalance(text: string, variant = 0): Rewrite {
  const feelings = feelingsIn(text);
  const aims = feelings.length > 0 ? [] : aimsForBalance(analyseAxesLocally(splitFrame(text).body));
  const joyful = feelings.length > 0 && feelings.every((f) => POSITIVE_FEELINGS.has(f));
  return rewriteText(text, { aims, flagged: true, variant, keepVolume: joyful });
}
