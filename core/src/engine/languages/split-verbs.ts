/**
 * Split verbs: German writes a separable verb in two parts in a main clause, the verb early and
 * its particle closing the clause ("Das regt mich auf" is "aufregen", "Das kotzt mich an" is
 * "ankotzen"). The particle alone says nothing and the verb alone says something else ("regen"
 * is to stir), so the two are read as the one verb they make: the particle that closes a clause
 * is joined to the first word of that clause with which it makes a verb the language knows.
 */
import { normaliseWord, type Token } from './tokens';

/**
 * The endings a finite verb takes (present and simple past: "regst", "regt", "rastet", "regte"),
 * longest first: what is left with "-en" is its infinitive ("reg" + "en").
 */
const FINITE_ENDINGS = ['test', 'tet', 'ten', 'te', 'est', 'et', 'st', 'en', 't', 'e', 'n'] as const;
/** The fewest letters left of a verb once its ending is taken off ("reg" of "regt"). */
export const MIN_VERB_STEM = 2;

/**
 * The words a finite verb and the particle closing its clause may make, likeliest first: the
 * particle before the form as written ("aufregt"), then before each infinitive the form may come
 * from ("aufregen"; "rastet" → "ausrasten"; a stem in "-er" or "-el" takes "-n": "munterst" →
 * "aufmuntern").
 */
export function joinedVerbs(verb: string, particle: string): string[] {
  const out = [particle + verb];
  const add = (word: string) => {
    if (!out.includes(word)) out.push(word);
  };
  for (const ending of FINITE_ENDINGS) {
    if (!verb.endsWith(ending) || verb.length - ending.length < MIN_VERB_STEM) continue;
    const stem = verb.slice(0, verb.length - ending.length);
    if (stem.endsWith('er') || stem.endsWith('el')) add(particle + stem + 'n');
    add(particle + stem + 'en');
  }
  return out;
}

/**
 * The words that join two main clauses ("… und regt mich auf"): a clause starts after them as after
 * a comma, and a particle before them closes its clause.
 */
const COORDINATING = new Set(['und', 'oder', 'aber', 'denn', 'sondern']);
/**
 * How many words of a clause its finite verb may follow: a main clause puts it first or second,
 * after a first part of up to two words ("Das Wetter regt mich auf").
 */
export const VERB_SLOTS = 3;

const opensClause = (t: Token | undefined) => t === undefined || t.kind === 'break' || COORDINATING.has(t.lower);

/**
 * The tokens of a text with each split verb joined (see the module comment): a particle of
 * `particles` that closes its clause (a break, a coordinating word or the end of the text follows
 * it) is taken out, and the first word of the clause's first {@link VERB_SLOTS} that makes with it
 * a word `knows` (lower case, as written) reads as that word, its text as written; an infinitive
 * after "zu" ("zu lachen") is no finite verb. A clause where no word makes one is left as it is.
 * The tokens given are not changed; when no verb is joined they are returned as they are.
 */
export function joinSplitVerbs(
  tokens: readonly Token[],
  particles: ReadonlySet<string>,
  knows: (word: string) => boolean,
): readonly Token[] {
  let out: Token[] | null = null;
  const particlesJoined = new Set<number>();
  let clauseStart = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind === 'break' || COORDINATING.has(t.lower)) {
      clauseStart = k + 1;
      continue;
    }
    if (!opensClause(tokens[k + 1]) || t.kind !== 'word' || t.tagged || !particles.has(t.lower)) continue;
    const joined = joinedIn(tokens, clauseStart, k, t.lower, knows);
    if (joined === null) continue;
    out ??= tokens.slice();
    const [at, word] = joined;
    out[at] = { ...tokens[at]!, lower: word, form: normaliseWord(word) };
    particlesJoined.add(k);
  }
  return out === null ? tokens : out.filter((_, k) => !particlesJoined.has(k));
}

/** The first of the {@link VERB_SLOTS} words from `from` (before `to`) that makes a known verb with `particle`, and that verb; null when none. */
function joinedIn(
  tokens: readonly Token[],
  from: number,
  to: number,
  particle: string,
  knows: (word: string) => boolean,
): [number, string] | null {
  let words = 0;
  for (let j = from; j < to && words < VERB_SLOTS; j++) {
    const w = tokens[j]!;
    if (w.kind !== 'word') continue;
    words++;
    if (w.tagged || tokens[j - 1]?.lower === 'zu') continue;
    for (const word of joinedVerbs(w.lower, particle)) if (knows(word)) return [j, word];
  }
  return null;
}
