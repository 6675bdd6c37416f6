/**
 * The tokens of a text as a language reads them: the text's tokens (tokens.ts) with the language's
 * split verbs joined (split-verbs.ts). The axes and the gloss of a text read the same tokens.
 */
import type { LanguageReading } from './language';
import { joinSplitVerbs } from './split-verbs';
import { tokensOf, type Token } from './tokens';
import { ratesWord } from './units';

let lastTokens: readonly Token[] | null = null;
let lastReading: LanguageReading | null = null;
let lastJoined: readonly Token[] = [];

/**
 * The tokens of `text` read in the language of `reading`: a verb whose particle closes its clause
 * reads as the verb they make, when the language rates that verb. The tokens of the text read last
 * are kept and given again (its axes and its gloss ask for them in turn).
 */
export function tokensIn(text: string, reading: LanguageReading): readonly Token[] {
  const tokens = tokensOf(text);
  const particles = reading.separableParticles;
  if (particles === undefined) return tokens;
  if (tokens !== lastTokens || reading !== lastReading) {
    lastJoined = joinSplitVerbs(tokens, particles, (word) => ratesWord(reading, word));
    lastTokens = tokens;
    lastReading = reading;
  }
  return lastJoined;
}
