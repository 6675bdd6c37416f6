/**
 * The English gloss of a Spanish, French or German text: the phrases of a language's gloss table
 * (its cues of feeling, courtesy and irony, each with the English words it says) found in the
 * text, in order, and written out in English, so that the readings learned from English text
 * (emotions, politeness, sarcasm and the tone rules) read them as they read English, and every
 * phrase they find maps back to the words of the text.
 *
 * The rules, applied to the tokens of the text (tokens.ts) from left to right:
 * 1. phrases: the longest phrase of the table (up to {@link MAX_GLOSS_WORDS} words, commas between
 *    them allowed: "sí, claro", and a booster passed over: "j'en ai vraiment marre") that starts
 *    at a token, each word matched as written, else without its diacritics (unless that is a
 *    word of its own: "schon" is not "schön"); a single word also by its Snowball stem
 *    ("preocupada" as "preocupado"), when the stem is long enough to tell words apart
 *    ({@link MIN_GLOSS_STEM});
 * 2. negation: a phrase within three words after a negator of the language (language.ts
 *    Entry.negates), in its clause, is negated and left out of the gloss ("no estoy triste" says
 *    no sadness); in German a negator that closes the clause right after the phrase negates it
 *    too ("Ich danke dir nicht"), and in French a negator that follows the verb right after it
 *    ("J'adore pas"); a phrase that holds a negator itself ("no te preocupes") is
 *    its own meaning and is never negated; a phrase the table glosses when negated is written so
 *    ("Ich verstehe das nicht", "No te entiendo" → "I don't understand");
 * 3. boosters: a booster of the language right before a phrase ("muy preocupada") is glossed
 *    "very" with it;
 * 4. frames: the writer's own state ("estoy", "je me sens" → "I'm", "I feel") is glossed only
 *    before a phrase of its clause ("I'm very worried"), past the words for the reader ("je suis
 *    fière de toi" → "I'm proud you"), so the rules that read a feeling the
 *    writer names (rules/self-report.ts) read it as in English ({@link FRAMES});
 * 5. the gloss: each sentence's phrases and emoji (their own gloss), joined as the text joins
 *    them (a comma where a clause breaks), ending in the sentence's own "!", "?" or ".".
 */
import { NEGATION_SCOPE_WORDS } from '../weights';
import type { Entry, LanguageReading } from './language';
import { BREAK_CLAUSE, BREAK_SENTENCE, offsetsOf, tokenise, type Token } from './tokens';
import { tokensIn } from './text-tokens';

/** The most words a phrase of a gloss table has. */
export const MAX_GLOSS_WORDS = 5;
/** The fewest letters of a stem a single word of a table is also matched by. */
export const MIN_GLOSS_STEM = 5;
/** How many words after a negator a phrase is still negated (the engine's negation scope, weights.ts NEGATION_SCOPE_WORDS). */
export const GLOSS_NEGATION_WORDS = NEGATION_SCOPE_WORDS;
/** The least booster weight (VADER units) glossed "very". */
export const GLOSS_BOOSTER_MIN = 0.25;

/** One word of a phrase in a gloss table: the gloss of the phrase that ends here, and the words that go on. */
export interface GlossNode {
  english?: string;
  /** The gloss of the phrase that ends here when a negator reaches it ("Ich verstehe das nicht": "I don't understand"). */
  whenNegated?: string;
  next?: Map<string, GlossNode>;
}

/** A language's gloss table as its reader looks phrases up. */
export interface GlossTable {
  /** The phrases word by word from their first word ("muchas" → "gracias"): a word looked up as a map key, never a phrase built. */
  words: ReadonlyMap<string, GlossNode>;
  /** English gloss of single words by their stem. */
  stems: ReadonlyMap<string, string>;
  /** What the table and the language say of each word seen (lower case as written), looked up once ({@link GLOSS_WORD_CACHE_SIZE}). */
  seen: Map<string, WordFacts>;
}

/** What the gloss table and the language's entries say of one word as written. */
export interface WordFacts {
  /** The node of the phrases it starts, as written, else without diacritics. */
  node: GlossNode | undefined;
  /** Its entry in the language's table, as written, else without diacritics. */
  entry: Entry | undefined;
  /** Its gloss by its stem: undefined until looked up, null when none. */
  stem?: string | null;
}

/** The most words a gloss table keeps the facts of (the cache starts over past it). */
export const GLOSS_WORD_CACHE_SIZE = 20000;

/** One phrase of the text with its gloss: its offsets in the text and in the gloss (UTF-16, end exclusive). */
export interface GlossPiece {
  start: number;
  end: number;
  glossStart: number;
  glossEnd: number;
}

/** A text's English gloss and where each of its phrases came from. */
export interface Gloss {
  /** The English words, sentence by sentence. */
  text: string;
  /** The phrases glossed, in order. */
  pieces: GlossPiece[];
  /** The phrases left out because a negator reached them, as written. */
  negated: string[];
}

/** The start of a line of a gloss table whose phrases are glossed only where a negator reaches them. */
export const WHEN_NEGATED = 'when negated: ';

/**
 * A gloss table from its definition: lines of "english = phrase, phrase, …" (a line without " = "
 * or starting with "# " is a heading); a line "when negated: english = phrase, …" glosses its
 * phrases only where a negator reaches them, and as that English ("when negated: I don't
 * understand = verstehe" reads "Ich verstehe das nicht"). Each phrase is keyed as written (lower case) and without its
 * diacritics, unless that plain form is a word of the language's own ("schon" is not "schön");
 * a single word also by its stem. A phrase listed twice is an error of the definition.
 */
export function glossTableOf(
  definition: string,
  stem: (word: string) => string,
  entries: ReadonlyMap<string, Entry>,
): GlossTable {
  const words = new Map<string, GlossNode>();
  const plainForms: [string[], string, boolean][] = [];
  const stems = new Map<string, string>();
  for (const line of definition.split('\n')) {
    const eq = line.indexOf(' = ');
    if (eq < 0 || line.trim().startsWith('# ')) continue;
    const head = line.slice(0, eq).trim();
    const onlyNegated = head.startsWith(WHEN_NEGATED);
    const english = onlyNegated ? head.slice(WHEN_NEGATED.length) : head;
    for (const phrase of line.slice(eq + 3).split(',')) {
      const tokens = tokenise(phrase.trim()).filter((t) => t.kind !== 'break');
      if (tokens.length === 0) continue;
      // A hashtag is keyed with its "#", and matches only a tag of the text.
      const tag = phrase.trim().startsWith('#') ? '#' : '';
      const written = tokens.map((t) => t.lower);
      written[0] = tag + written[0]!;
      const node = nodeOf(words, written);
      if ((onlyNegated ? node.whenNegated : node.english) !== undefined)
        throw new Error(`gloss table: "${phrase.trim()}" is listed twice`);
      if (onlyNegated) node.whenNegated = english;
      else node.english = english;
      const plain = tokens.map((t) => t.form);
      plain[0] = tag + plain[0]!;
      if (plain.join(' ') !== written.join(' ') && !entries.has(plain.join(' ')))
        plainForms.push([plain, english, onlyNegated]);
      // A frame is a form of one verb, matched as written: by its stem it would be any person's ("estamos").
      if (
        !onlyNegated &&
        tokens.length === 1 &&
        tag === '' &&
        tokens[0]!.kind === 'word' &&
        !functionWord(entries, tokens[0]!) &&
        !FRAMES.has(english)
      ) {
        const s = stem(tokens[0]!.lower);
        if (s.length >= MIN_GLOSS_STEM && !stems.has(s)) stems.set(s, english);
      }
    }
  }
  // A phrase as written wins over another's plain form ("angoisse" beside "angoissé").
  for (const [plain, english, onlyNegated] of plainForms) {
    const node = nodeOf(words, plain);
    if (onlyNegated) node.whenNegated ??= english;
    else node.english ??= english;
  }
  return { words, stems, seen: new Map() };
}

/** The node of a phrase's words, made where missing. */
function nodeOf(words: Map<string, GlossNode>, phrase: readonly string[]): GlossNode {
  let map = words;
  let node: GlossNode | undefined;
  for (const word of phrase) {
    node = map.get(word);
    if (!node) map.set(word, (node = {}));
    map = node.next ??= new Map();
  }
  return node!;
}

/** Whether the language lists a word as a word of function (a negator, booster, contrast or plain word), never a cue by its stem. */
function functionWord(entries: ReadonlyMap<string, Entry>, t: Token): boolean {
  return isFunctionEntry(entries.get(t.lower) ?? entries.get(t.form));
}

const isFunctionEntry = (entry: Entry | undefined) => entry !== undefined && entry.valence === undefined;

/** A phrase found: its gloss and the tokens it spans [from, to). */
interface Found {
  /** Its gloss; undefined for a phrase glossed only when negated. */
  english: string | undefined;
  whenNegated?: string;
  from: number;
  to: number;
}

/** The node of a word, as written, else without diacritics. */
const step = (map: ReadonlyMap<string, GlossNode> | undefined, t: Token) => map?.get(t.lower) ?? map?.get(t.form);

/** What the table and the language say of a token's word: a word of a text is most often one seen before. */
function factsOf(t: Token, table: GlossTable, reading: LanguageReading): WordFacts {
  let facts = table.seen.get(t.lower);
  if (facts === undefined) {
    if (table.seen.size >= GLOSS_WORD_CACHE_SIZE) table.seen.clear();
    // A word's plain form is its written form's (tokens.ts): the facts of one are the facts of the other.
    facts = { node: step(table.words, t), entry: reading.entries.get(t.lower) ?? reading.entries.get(t.form) };
    table.seen.set(t.lower, facts);
  }
  return facts;
}

/** Rule 1: the longest phrase of the table starting at token `i`; null when none. */
function phraseAt(tokens: readonly Token[], i: number, table: GlossTable, reading: LanguageReading): Found | null {
  const t = tokens[i]!;
  const facts = factsOf(t, table, reading);
  // A hashtag's word is matched as the tag ("#sarcasmo"), and as a word.
  let node = (t.tagged ? (table.words.get('#' + t.lower) ?? table.words.get('#' + t.form)) : undefined) ?? facts.node;
  let best: Found | null = foundAt(node, i, i + 1);
  let words = 1;
  for (let j = i + 1; node?.next && j < tokens.length && words < MAX_GLOSS_WORDS; j++) {
    const u = tokens[j]!;
    if (u.kind === 'break' && u.brk === BREAK_CLAUSE) continue;
    if (u.kind === 'break') break;
    const next = step(node.next, u);
    // A booster inside a phrase the table lists without it ("j'en ai vraiment marre", "ich habe echt die
    // Nase voll") is passed over: the axes read its degree.
    if (!next && boosts(u, table, reading) && j + 1 < tokens.length && step(node.next, tokens[j + 1]!)) continue;
    node = next;
    words++;
    best = foundAt(node, i, j + 1) ?? best;
  }
  if (best) return best;
  if (t.kind !== 'word' || t.tagged || t.form.length < MIN_GLOSS_STEM) return null;
  if (facts.stem === undefined)
    facts.stem = isFunctionEntry(facts.entry) ? null : (table.stems.get(reading.stem(t.lower)) ?? null);
  return facts.stem === null ? null : { english: facts.stem, from: i, to: i + 1 };
}

/** The phrase of tokens [from, to) whose last word is `node`, if a phrase ends there. */
function foundAt(node: GlossNode | undefined, from: number, to: number): Found | null {
  if (node?.english === undefined && node?.whenNegated === undefined) return null;
  return { english: node.english, ...(node.whenNegated !== undefined && { whenNegated: node.whenNegated }), from, to };
}

/** A token's entry in the language's table, as written, else without diacritics. */
const entryOf = (t: Token, table: GlossTable, reading: LanguageReading) => factsOf(t, table, reading).entry;

const isNegatorToken = (t: Token, table: GlossTable, reading: LanguageReading) =>
  t.kind === 'word' && entryOf(t, table, reading)?.negates !== undefined;

/**
 * Rule 2: the negator that reaches the phrase [from, to) (before it, right after it when the negator
 * follows the verb, or closing its clause in German), as a token index; -1 when none does.
 */
function negatorOf(
  tokens: readonly Token[],
  from: number,
  to: number,
  table: GlossTable,
  reading: LanguageReading,
  clauseVerb: boolean,
): number {
  for (let k = from; k < to; k++) if (isNegatorToken(tokens[k]!, table, reading)) return -1;
  let words = 0;
  for (let k = from - 1; k >= 0 && words < GLOSS_NEGATION_WORDS; k--) {
    const t = tokens[k]!;
    if (t.kind === 'break') break;
    const entry = entryOf(t, table, reading);
    if (entry?.contrast) break;
    if (entry?.negates !== undefined) return k;
    words++;
  }
  // "Je t'aime pas": a negator that follows the verb, right after the phrase, negates it.
  const after = tokens[to];
  if (reading.postverbal !== undefined && after?.kind === 'word' && reading.postverbal.has(after.lower)) return to;
  if (!reading.negatesBackward) return -1;
  // A negator closing the clause negates its verb however far the verb stands before it ("Ich verstehe
  // diese Rechnung überhaupt nicht"); a phrase glossed when negated is such a verb.
  const reach = clauseVerb ? tokens.length : GLOSS_NEGATION_WORDS;
  for (let k = to; k < tokens.length && k - to < reach; k++) {
    const t = tokens[k]!;
    if (t.kind === 'break') break;
    const closes = k + 1 === tokens.length || tokens[k + 1]!.kind === 'break';
    if (isNegatorToken(t, table, reading)) return closes ? k : -1;
  }
  return -1;
}

/** Whether a token is a booster of the language strong enough to say "very". */
function boosts(t: Token, table: GlossTable, reading: LanguageReading): boolean {
  if (t.kind !== 'word') return false;
  const boost = entryOf(t, table, reading)?.boost;
  return boost !== undefined && boost >= GLOSS_BOOSTER_MIN;
}

/** Rule 3: the booster right before token `from` ("muy"), if strong enough to say "very". */
function boosterBefore(tokens: readonly Token[], from: number, table: GlossTable, reading: LanguageReading): boolean {
  const t = tokens[from - 1];
  return t !== undefined && boosts(t, table, reading);
}

/**
 * The glosses that frame what follows them ("estoy", "je me sens" → "I'm", "I feel"): the writer's
 * own state, told by the feeling named next ("I'm very worried"). A frame is glossed only before a
 * phrase of its clause; alone, or negated with its feeling, it says nothing.
 */
export const FRAMES: ReadonlySet<string> = new Set(["I'm", 'I feel']);
/**
 * The glosses of the reader ("dich", "te", "vous"), which no frame frames: a frame waits past them for its
 * feeling ("Ich habe dich so vermisst" is not "I'm you"; "je suis fière de toi" is "I'm proud you").
 */
const READER: ReadonlySet<string> = new Set(['you', 'your']);

/** The English gloss of `text` read in the language of `reading` (see the module comment); empty when it has no table. */
export function glossOf(text: string, reading: LanguageReading): Gloss {
  const table = reading.gloss;
  const gloss: Gloss = { text: '', pieces: [], negated: [] };
  if (!table) return gloss;
  const tokens = tokensIn(text, reading);
  const offsets = offsetsOf(text, tokens);
  const endOf = (k: number) => offsets[k]! + tokens[k]!.text.length;
  let out = '';
  let sentenceOpen = false;
  let clauseSince = false;
  // A frame found, waiting for the phrase of its clause it frames.
  let frame: { english: string; start: number; end: number } | null = null;
  const write = (english: string, start: number, end: number) => {
    if (sentenceOpen) out += clauseSince ? ', ' : ' ';
    gloss.pieces.push({ start, end, glossStart: out.length, glossEnd: out.length + english.length });
    out += english;
    sentenceOpen = true;
    clauseSince = false;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'break') {
      frame = null;
      if (t.brk === BREAK_SENTENCE && sentenceOpen) {
        out += (t.text === '!' || t.text === '?' ? t.text : '.') + ' ';
        sentenceOpen = false;
      } else if (t.brk === BREAK_CLAUSE) clauseSince = true;
      continue;
    }
    // Emoji and emoticons say the same in every language: they are their own gloss.
    const found =
      phraseAt(tokens, i, table, reading) ?? (t.kind === 'symbol' ? { english: t.text, from: i, to: i + 1 } : null);
    if (!found) continue;
    i = found.to - 1;
    const by = negatorOf(tokens, found.from, found.to, table, reading, found.whenNegated !== undefined);
    if (by >= 0 && found.whenNegated !== undefined) {
      // "Ich verstehe das nicht": what the phrase says negated, from it to its negator (or from the negator to it).
      write(found.whenNegated, offsets[Math.min(by, found.from)]!, endOf(Math.max(by, found.to - 1)));
      frame = null;
      continue;
    }
    if (found.english === undefined) continue;
    const framing = FRAMES.has(found.english);
    if (by >= 0) {
      if (!framing) gloss.negated.push(text.slice(offsets[found.from]!, endOf(found.to - 1)));
      frame = null;
      continue;
    }
    if (framing) {
      frame = { english: found.english, start: offsets[found.from]!, end: endOf(found.to - 1) };
      continue;
    }
    if (frame && !READER.has(found.english)) {
      write(frame.english, frame.start, frame.end);
      frame = null;
    }
    const boosted = boosterBefore(tokens, found.from, table, reading);
    const from = boosted ? found.from - 1 : found.from;
    write(boosted ? `very ${found.english}` : found.english, offsets[from]!, endOf(found.to - 1));
  }
  if (sentenceOpen) out += '.';
  gloss.text = out.trimEnd();
  return gloss;
}
