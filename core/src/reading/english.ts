/**
 * Small English helpers for every sentence the product builds from parts:
 * quoting, lists, plurals, subject–verb agreement and sentence endings, plus
 * the rules a built sentence is checked against (`englishProblems`).
 */

/** Characters that end a sentence. */
const TERMINAL = /[.!?…]$/;
/** Closing quotes and brackets that may follow a sentence's final mark. */
const CLOSERS = /[”’"')\]]+$/;

/** Nouns whose plural is not the regular one. */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  analysis: 'analyses',
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  emphasis: 'emphases',
  crisis: 'crises',
  axis: 'axes',
  series: 'series',
  day: 'days',
};

/** The plural of an English noun (regular rules plus a few irregular ones); keeps the first letter's case. */
export function pluralOf(noun: string): string {
  const lower = noun.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  let out: string;
  if (irregular) out = irregular;
  else if (/[^aeiou]y$/.test(lower)) out = `${lower.slice(0, -1)}ies`;
  else if (/(s|x|z|ch|sh)$/.test(lower)) out = `${lower}es`;
  else out = `${lower}s`;
  return noun[0] && noun[0] !== noun[0].toLowerCase() ? out[0]!.toUpperCase() + out.slice(1) : out;
}

/** `noun` in the number that goes with `n` ("lesson" for 1, "lessons" otherwise); `plural` overrides the rule. */
export function nounFor(n: number, noun: string, plural?: string): string {
  return n === 1 ? noun : (plural ?? pluralOf(noun));
}

/** A count with its noun: "1 lesson", "3 lessons", "0 lessons". */
export function countOf(n: number, noun: string, plural?: string): string {
  return `${n} ${nounFor(n, noun, plural)}`;
}

/**
 * The verb form that agrees with a subject of `n` things: `singular` for one,
 * `plural` otherwise ("makes"/"make", "is"/"are", "stands out"/"stand out").
 */
export function verbFor(n: number, singular: string, plural: string): string {
  return n === 1 ? singular : plural;
}

/**
 * Items joined as English lists them: "a", "a and b", "a, b and c"
 * (`conjunction` "or" for alternatives). Blank items are left out.
 */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  const kept = items.map((i) => i.trim()).filter((i) => i.length > 0);
  if (kept.length <= 1) return kept.join('');
  return `${kept.slice(0, -1).join(', ')} ${conjunction} ${kept[kept.length - 1]}`;
}

/**
 * A list of things followed by a verb that agrees with it:
 * (["“per”"], "makes", "make") → "“per” makes"; two items → "… and … make".
 */
export function listWithVerb(items: readonly string[], singular: string, plural: string): string {
  const kept = items.filter((i) => i.trim().length > 0);
  return `${listOf(kept)} ${verbFor(kept.length, singular, plural)}`;
}

/**
 * `text` in curly quotes, whitespace collapsed, cut at a word boundary to at
 * most `max` characters (with "…" when cut). Only the start of a long text is
 * ever read, so quoting a megabyte costs no more than quoting a line.
 */
export function quoted(text: string, max = 90): string {
  const clean = text
    .slice(0, max * 4 + 16)
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return `“${clean}”`;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `“${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…”`;
}

/**
 * A sentence quoted inside another sentence: as `quoted`, without its final
 * full stop or comma ("…is the line" rather than "…see.” is the line"); ? and ! stay.
 */
export function quotedClause(text: string, max = 90): string {
  return quoted(text.trim().replace(/[.,;:]+$/, ''), max);
}

/** True when `text` already ends a sentence (a final . ! ? or …, possibly inside closing quotes or brackets). */
export function endsSentence(text: string): boolean {
  return TERMINAL.test(text.trimEnd().replace(CLOSERS, ''));
}

/** `text` with its first letter upper-case. */
export function capitalised(text: string): string {
  return text.replace(/^(\s*[“"'(]?)(\p{Ll})/u, (_, lead: string, c: string) => lead + c.toUpperCase());
}

/**
 * One sentence from `text`: trimmed, capitalised, ending in exactly one mark —
 * `mark` is added only when the text does not already end a sentence, so a
 * quotation ending in "." is never followed by another ".".
 */
export function sentence(text: string, mark: '.' | '?' | '!' = '.'): string {
  const t = capitalised(text.trim());
  if (t.length === 0) return '';
  return endsSentence(t) ? t : `${t.replace(/[,;:]+$/, '')}${mark}`;
}

/** Sentences joined with single spaces, each finished by `sentence`; blank parts are dropped. */
export function sentences(...parts: (string | false | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim().length > 0)
    .map((p) => sentence(p))
    .join(' ');
}

/** Plural subjects that take a plural verb ("many people are"). */
const PLURAL_SUBJECT = String.raw`(?:people|they|we|(?:many|most|few|some|all) (?:people|of them|of us|others))`;
/** Singular present-tense forms that do not follow a plural subject. */
const SINGULAR_VERB = String.raw`(?:is|was|has|does|doesn't|seems|feels|makes|wants|needs|knows|thinks|says|reads|stands)`;

/** Rules every built sentence follows, each with the pattern that breaks it. */
export const ENGLISH_RULES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'doubled punctuation', pattern: /[.!?,;:][”’"')\]]*[.,;:]|,,|\?\?|!!|\.\.(?!\.)/u },
  { name: 'space before punctuation', pattern: /\S\s+[,.;:!?](?!\.)(?=\s|$)/u },
  { name: 'empty quotation', pattern: /“\s*”/u },
  {
    name: 'one with a plural noun',
    pattern: /(?<![\d.,])\b1 (?:lessons|words|analyses|sentences|phrases|days|messages|times|points)\b/iu,
  },
  {
    name: 'plural count with a singular noun',
    pattern: /\b(?:[02-9]|\d{2,}) (?:lesson|word|analysis|sentence|phrase|message|point)\b(?![-’'])/iu,
  },
  {
    name: 'list of words with a singular verb',
    pattern: /[”"] and [“"][^”"]{1,60}[”"] (?:makes|stands|pulls|keeps|turns|reads|sounds|carries)\b/u,
  },
  {
    name: 'one word with a plural verb',
    pattern:
      /(?<![”",] |\b(?:and|or|like|as) )[“"][^”"]{1,60}[”"] (?:make|stand|pull|keep|turn|carry) (?:it|the|you|me|out|against|up)\b/u,
  },
  {
    name: 'plural subject with a singular verb',
    pattern: new RegExp(String.raw`\b${PLURAL_SUBJECT}(?: \w+)? ${SINGULAR_VERB}\b`, 'iu'),
  },
  { name: 'doubled word', pattern: /\b(\p{L}+) \1\b/iu },
  { name: 'sentence starting in lower case', pattern: /(?:^|[.!?]\s+)\p{Ll}/u },
];

/** Names of the rules `text` breaks (empty when it reads as good English by these rules). */
export function englishProblems(text: string): string[] {
  // Three dots are an ellipsis, not doubled punctuation.
  const normal = text.replace(/\.{3,}/g, '…');
  return ENGLISH_RULES.filter((r) => r.pattern.test(normal)).map((r) => r.name);
}
