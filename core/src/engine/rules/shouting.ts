/**
 * Shouting: a run of words in capitals ("WHERE IS MY ORDER??", "I SAID NO",
 * "STOP CALLING ME"). The lexicon leaves a text all in capitals unweighted
 * (rules/capitals.ts: it stresses no word in particular), but a person reading
 * it hears a raised voice: a shouted question demands an answer rather than
 * asks one, and shouted words with nothing glad in them read as anger
 * (reading/read-tone.ts). A run needs three words, so an acronym or two ("the
 * NHS API") or one stressed word ("Fix this NOW") is no shout. Capitals are
 * the same in every language the engine reads, so the rule reads the text as
 * written, not a gloss.
 */
import type { Cue } from './cue';

/** The one kind of shouting. */
export type ShoutingKind = 'shouting';

/** Words in a run at least. */
export const SHOUT_WORDS = 3;

/** A word in capitals (at least one letter, no lower case), with an apostrophe or hyphen inside. */
const CAPS_WORD = String.raw`(?:\p{Lu}+(?:['’-]\p{Lu}+)*)`;
/** A run of such words, each set apart from the next by spaces or a comma only, standing alone. */
const RUN = new RegExp(String.raw`(?<![\p{L}\p{N}])${CAPS_WORD}(?:[ ,]+${CAPS_WORD})+(?![\p{L}\p{N}])`, 'gu');
const CAPITAL = /\p{Lu}/u;
/** True when the code unit at `i` is a capital letter: A–Z at once, any other letter by its Unicode class. */
function capitalAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  return CAPITAL.test(text[i]!);
}
/** True when two capitals stand in a row, as in any shout: most texts have none, and no run is looked for. */
function hasTwoCapitals(text: string): boolean {
  for (let i = 1; i < text.length; i++) if (capitalAt(text, i) && capitalAt(text, i - 1)) return true;
  return false;
}

/** The runs of `text` written in capitals, as shouted phrases, in text order. */
export function findShouting(text: string): Cue<ShoutingKind>[] {
  const found: Cue<ShoutingKind>[] = [];
  if (!hasTwoCapitals(text)) return found;
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    const words = m[0].split(/[ ,]+/);
    // "I" alone is a word in capitals in any sentence; a run needs more than it and an acronym.
    if (words.length < SHOUT_WORDS || words.filter((w) => w.length > 1).length < 2) continue;
    found.push({ kind: 'shouting', phrase: m[0], start: m.index, end: m.index + m[0].length });
  }
  return found;
}
