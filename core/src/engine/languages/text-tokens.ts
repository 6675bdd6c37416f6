/**
 * The tokens of a text as a language reads them: the text's tokens (tokens.ts), a word written in the
 * language's chat spelling read as the word it stands for ("q" as "que", "xq" as "porque"), and the
 * language's split verbs joined (split-verbs.ts). The axes and the gloss of a text read the same tokens.
 */
import type { LanguageReading } from './language';
import { joinSplitVerbs } from './split-verbs';
import { normaliseWord, tokensOf, type Token } from './tokens';
import { ratesWord } from './units';

let lastTokens: readonly Token[] | null = null;
let lastReading: LanguageReading | null = null;
let lastRead: readonly Token[] = [];

/**
 * The tokens with each word of `spellings` (a chat spelling → the word it stands for) read as that
 * word: its lower case and plain form are the word's, its text stays as written. The same tokens when
 * none is.
 */
export function respelled(tokens: readonly Token[], spellings: ReadonlyMap<string, string>): readonly Token[] {
  let out: Token[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    const word = spellings.get(t.lower);
    if (word === undefined) continue;
    out ??= tokens.slice();
    out[i] = { ...t, lower: word, form: normaliseWord(word) };
  }
  return out ?? tokens;
}

/** Whether a verb a split verb may make is one the language reads: one it rates, or a shifter ("baut … ab" is "abbauen"). */
const knowsVerb = (reading: LanguageReading, word: string) =>
  ratesWord(reading, word) || reading.entries.get(word)?.negates === 'shifter';

/**
 * The tokens of `text` read in the language of `reading`: chat spellings read as their words, and a
 * verb whose particle closes its clause read as the verb they make, when the language rates that verb
 * or it is a shifter.
 * The tokens of the text read last are kept and given again (its axes and its gloss ask for them in turn).
 */
export function tokensIn(text: string, reading: LanguageReading): readonly Token[] {
  const tokens = tokensOf(text);
  const { spellings, separableParticles: particles } = reading;
  if (particles === undefined && spellings === undefined) return tokens;
  if (tokens !== lastTokens || reading !== lastReading) {
    const read = spellings === undefined ? tokens : respelled(tokens, spellings);
    lastRead = particles === undefined ? read : joinSplitVerbs(read, particles, (word) => knowsVerb(reading, word));
    lastTokens = tokens;
    lastReading = reading;
  }
  return lastRead;
}
