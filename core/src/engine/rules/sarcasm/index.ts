/**
 * Sarcasm and mock praise: praise that means its opposite. Each cue is one named rule,
 * applied in the order of SARCASM_RULES:
 *
 * 1. ironyTag — the writer says so: "#sarcasm", "#not", "/s", or a "Not." after praise.
 * 2. eyeRoll — 🙄 😒 🙃, "*rolls eyes*".
 * 3. stockPhrase — set phrases almost always meant ironically: "thanks for nothing",
 *    "yeah right", "said no one ever", "slow clap", "must be nice", "nothing says… like",
 *    "what a surprise", "oh joy", "love that for me", a sentence ending "just great",
 *    "take your time" beside a deadline, "oh wait, you didn't…", "good luck with that.",
 *    "what could possibly go wrong", "could this day get any better?" after bad news.
 * 4. mockInterjection — a praise word thrown at the start of a sentence ("Oh great,",
 *    "Perfect.", "Brilliant…"), alone or naming its object ("Great battery life,", "Best
 *    airline ever,", "Lucky me,"), followed by a nuisance and nothing good: "Great, another
 *    meeting", "Perfect, my flight got delayed again".
 * 5. praiseOfBadSituation — a positive evaluation whose object is an annoying situation:
 *    "love waiting an hour", "love how the app crashes", "can't wait to spend four hours
 *    on hold", "nothing like a mandatory team-building day", "good to know the refund is
 *    pending", "gotta love printers that jam", "yay for another outage".
 * 6. mockThanks — thanks for a harm ("thanks for ruining…"), "gee/wow, thanks" for
 *    nothing good, or emphatic thanks before a mishap ("Thanks a lot, now I'm late").
 * 7. sureBecause — "Sure, because…", "Yeah, because that worked so well".
 * 8. scareQuotes — praise held at arm's length in quotes: your "helpful" comments.
 * 9. clearlyPraise — "clearly"/"obviously" + praise beside a complaint.
 * 10. mockCompliment — praise of the reader for a failure: "Great job breaking the build",
 *     "Five stars for losing my luggage", "Nice of you to finally show up".
 * 11. lateThanks — thanks for something late: "Thanks for calling back, only two days later",
 *     "Finally, after only six hours, the technician showed up."
 * 12. closingPraise — a short sentence or closing clause of bare praise, or of feigned surprise,
 *     right after bad news: "My phone died. Best day ever.", "The train is late again, just
 *     wonderful.", "He forgot again. Shocker."
 * 13. ellipsisTurn — praise trailing off into a complaint: "The update is brilliant… now
 *     nothing loads", "Wow, thanks for the heads up... an hour after it happened".
 *
 * A nuisance is a word from NUISANCES (waiting counts only with a duration: "waiting an
 * hour", not "waiting for the sunset") or a word rated −1 or lower in the engine's graded
 * lexicon, and lateness ("three weeks later", "an hour after"); a nuisance denied ("no
 * delays", "stopped raining") or a weekday named as a date ("on Monday") is none. Ordinary
 * praise stays praise: a praise word is only mock praise when its object is a nuisance and
 * nothing good sits beside it.
 *
 * Each rule has its own file here; the word tables they share are in tables.ts, the word roles
 * built from them in roles.ts, and the word tests they share in helpers.ts.
 */
import { type RuleWord, splitWords } from '../words';
import {
  type Context,
  SARCASM_CUE_STRENGTH,
  SARCASM_THRESHOLD,
  type SarcasmCue,
  type SarcasmReading,
  type SarcasmRule,
} from './cue';
import { ironyTag } from './irony-tag';
import { eyeRoll } from './eye-roll';
import { stockPhrase } from './stock-phrase';
import { mockInterjection } from './mock-interjection';
import { praiseOfBadSituation } from './praise-of-bad-situation';
import { mockThanks } from './mock-thanks';
import { sureBecause } from './sure-because';
import { scareQuotes } from './scare-quotes';
import { clearlyPraise } from './clearly-praise';
import { mockCompliment } from './mock-compliment';
import { lateThanks } from './late-thanks';
import { closingPraise } from './closing-praise';
import { ellipsisTurn } from './ellipsis-turn';
import { ironicSpans } from './spans';

export {
  SARCASM_CUE_STRENGTH,
  SARCASM_THRESHOLD,
  type SarcasmCue,
  type SarcasmCueKind,
  type SarcasmReading,
} from './cue';
export { NUISANCES } from './tables';
export type { IronicSpan } from './spans';

/** The rules, in the order they are applied: the one list of them (each is exported by its own file). */
export const SARCASM_RULES: readonly SarcasmRule[] = [
  ironyTag,
  eyeRoll,
  stockPhrase,
  mockInterjection,
  praiseOfBadSituation,
  mockThanks,
  sureBecause,
  scareQuotes,
  clearlyPraise,
  mockCompliment,
  lateThanks,
  closingPraise,
  ellipsisTurn,
];

/**
 * Whether the text reads as sarcastic (mock praise, irony tags, eye rolls), how strongly
 * (0..1), and the cues. `words` may be passed when the text has been split already.
 */
export function detectSarcasm(text: string, words: readonly RuleWord[] = splitWords(text)): SarcasmReading {
  const ctx: Context = { text, words };
  const cues: SarcasmCue[] = [];
  for (const rule of SARCASM_RULES) for (const c of rule(ctx)) cues.push(c);
  cues.sort((a, b) => a.start - b.start);
  let doubt = 1;
  for (const c of cues) doubt *= 1 - SARCASM_CUE_STRENGTH[c.kind];
  const strength = 1 - doubt;
  const sarcastic = strength >= SARCASM_THRESHOLD;
  return { sarcastic, strength, cues, spans: sarcastic ? ironicSpans(text, words, cues) : [] };
}
