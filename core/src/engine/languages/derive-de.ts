/**
 * German word formation: the words a German word is made from, for a word no entry or lexicon
 * rates as written. German makes words by rule, and the rated lexicon (AFINN translated word by
 * word) holds mostly plain forms, so a word is read by what it is made of:
 * - a finite verb by its infinitive ("hasst", "weinte" → "hassen", "weinen");
 * - a past participle by its verb ("genervt" → "nerven", "aufgeregt" → "aufregen");
 * - a superlative or an inflected comparative by its adjective ("schlimmste" → "schlimm");
 * - a noun or adjective made with a suffix that keeps its base's tone (a diminutive too) by that base ("Dummheit" →
 *   "dumm", "Enttäuschung" → "enttäuschen", "ekelhaft" → "Ekel", "liebevoll" → "Liebe");
 * - a word of lack ("-los", "-frei") by its base, turned ("hoffnungslos", "sorgenfrei");
 * - a word with "un-" by its base, turned ("unfreundlich"), and one with "miss-" as bad
 *   ("Misserfolg");
 * - a compound by its head, the last part, which carries its meaning ("Arbeitsfrust",
 *   "Lebensfreude", "Kopfschmerzen"), when its first part is no prefix of a verb ("ver-",
 *   "ent-", "auf-" … make words of their own: "entsorgen" is not "sorgen").
 * Inflection comes off first (units.ts reads a word's plain forms): "genervte" is "genervt".
 */
import type { Derivation } from './language';

/** Suffixes whose word keeps the tone of its base, and the endings the base may take, tried in order. */
const KEEPING_SUFFIXES: readonly (readonly [string, readonly string[]])[] = [
  // Adverbs of the speaker's judgement: "dummerweise" → "dumm", "glücklicherweise" → "glücklich".
  ['erweise', ['']],
  // Nouns of a quality: "Traurigkeit" → "traurig", "Müdigkeit" → "müde", "Dummheit" → "dumm".
  ['igkeit', ['ig', 'e', '']],
  ['keit', ['']],
  ['heit', ['', 'e']],
  // Nouns of an action: "Enttäuschung" → "enttäuschen", "Verärgerung" → "verärgern".
  ['ung', ['en', 'n']],
  // Adjectives of a thing: "ärgerlich" → "Ärger", "schmerzhaft" → "Schmerz", "launisch" → "Laune".
  ['lich', ['', 'e', 'en']],
  ['haft', ['', 'e', 'en']],
  ['isch', ['', 'e']],
  ['ig', ['', 'e']],
  // Diminutives: "Küsschen" → "Kuss", "Schätzlein" → "Schatz".
  ['chen', ['', 'e']],
  ['lein', ['', 'e']],
  // Adjectives of fullness: "liebevoll" → "Liebe", "erfolgreich" → "Erfolg".
  ['voll', ['', 'e']],
  ['reich', ['', 'e']],
];
/** The vowels of German words in lower case, with their umlauts. */
const VOWELS = 'aeiouyäöü';
/** Suffixes of lack: their word turns the tone of its base ("hoffnungslos", "sorgenfrei"). */
const LACKING_SUFFIXES = ['losigkeit', 'los', 'frei'] as const;
/** The joint a first part may take before a suffix ("Hoffnung|s|los", "Sorge|n|frei"). */
const JOINTS = ['s', 'es', 'n', 'en', 'e'] as const;

/** Finite verb endings (present, the first person's "-e" too, and simple past), longest first: what is left takes "-en" ("hass|t", "vermiss|e"). */
const FINITE_ENDINGS = ['test', 'tet', 'ten', 'te', 'est', 'et', 'st', 't', 'e'] as const;
/**
 * Participle endings of weak verbs ("ge|nerv|t", "ge|red|et"); a strong verb's participle changes its
 * vowel ("gestohlen") and one in "ge-…-en" is as often a noun ("Gedanken").
 */
const PARTICIPLE_ENDINGS = ['et', 't'] as const;
/**
 * German's separable particles: a participle may start with one before its "ge" ("auf|ge|regt"), and
 * one that closes its clause joins the verb it split from ("Das regt mich auf": de.ts separableParticles).
 */
export const SEPARABLE_PARTICLES =
  'an ab auf aus bei durch ein fest fort heim her hin los mit nach um über vor vorbei weg weiter zu zurück zusammen runter rauf raus rein rüber rum';
const PARTICLES = SEPARABLE_PARTICLES.split(' ');
/**
 * First parts that make a word of their own rather than a compound: verb prefixes and particles
 * ("entsorgen", "verachten", "aufhalten", "überlegen", "unterhalten"), and "all-" ("allgemein",
 * "Alltag": no "gemein", no "Tag" of any tone).
 */
const NO_FIRST_PART = new Set([
  ...'ver zer ent emp miss ge be er unter hinter wider wieder voll durch über ueber um all'.split(' '),
  ...PARTICLES,
]);

/**
 * First parts that only strengthen their head ("megageil", "stinksauer", "todmüde", "tieftraurig",
 * "überglücklich"): the compound is its head, read however short the head is.
 */
const INTENSIFYING_PARTS =
  'mega super ultra hyper stink sau tod tot mords bomben riesen kreuz grund tief hoch über'.split(' ');
/** The fewest letters of the head of an intensified word ("sau|gut"). */
export const MIN_INTENSIFIED = 3;

/**
 * Heads shorter than {@link MIN_HEAD} that no other word ends in by chance, read as a compound's head
 * all the same: "Kopf|weh", "Selbst|hass", "Toll|wut", "Bade|spaß", "Pech" ("Kopfweh", "Fremdenhass").
 */
const SHORT_HEADS = ['weh', 'hass', 'wut', 'spaß', 'pech'];

/** Suffixes that are also words of the lexicon, never a compound's head ("Mann|schaft"). */
const SUFFIX_HEADS = new Set(['schaft', 'heit', 'keit', 'ung', 'lich', 'chen', 'lein', 'ling', 'tum', 'nis']);

/** The fewest letters of a base a derivation is read by. */
export const MIN_BASE = 4;
/** The fewest letters of a compound's first part. */
export const MIN_FIRST_PART = 3;
/** The fewest letters of a compound's head: a shorter one is too often a chance string of letters ("Kabi|nett"). */
export const MIN_HEAD = 5;

/** The infinitives a finite form may come from ("hasst" → "hassen"; "ärgert" → "ärgern"). */
function infinitives(word: string, out: Derivation[], turn: Derivation['turn']): void {
  for (const ending of FINITE_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, word.length - ending.length);
    if (stem.length < MIN_BASE) continue;
    if (stem.endsWith('er') || stem.endsWith('el')) out.push({ base: stem + 'n', turn });
    out.push({ base: stem + 'en', turn });
  }
}

/** The verbs a past participle may come from ("genervt" → "nerven", "aufgeregt" → "aufregen"). */
function participleVerbs(word: string, out: Derivation[], turn: Derivation['turn']): void {
  let particle = '';
  let at = 0;
  if (!word.startsWith('ge')) {
    particle = PARTICLES.find((p) => word.startsWith(p + 'ge')) ?? '';
    if (particle === '') return;
    at = particle.length;
  }
  const rest = word.slice(at + 2);
  for (const ending of PARTICIPLE_ENDINGS) {
    if (!rest.endsWith(ending)) continue;
    const stem = rest.slice(0, rest.length - ending.length);
    if (stem.length < MIN_BASE - 1) continue;
    if (stem.endsWith('er') || stem.endsWith('el')) out.push({ base: particle + stem + 'n', turn });
    out.push({ base: particle + stem + 'en', turn });
  }
}

/** `first` and `first` without a joint ("hoffnungs" → "hoffnungs", "hoffnung"), each as long as a base must be. */
function withoutJoint(first: string): string[] {
  const out = first.length >= MIN_BASE ? [first] : [];
  for (const joint of JOINTS) {
    if (!first.endsWith(joint)) continue;
    const bare = first.slice(0, first.length - joint.length);
    if (bare.length >= MIN_BASE && !out.includes(bare)) out.push(bare);
  }
  // A base in "-el" or "-er" drops its "e" before a suffix: "himml|isch" is "Himmel", "ekl|ig" "Ekel".
  const last = first.charAt(first.length - 1);
  if (
    (last === 'l' || last === 'r') &&
    first.length >= MIN_BASE - 1 &&
    !VOWELS.includes(first.charAt(first.length - 2))
  )
    out.push(first.slice(0, -1) + 'e' + last);
  return out;
}

const turned = (turn: Derivation['turn']): Derivation['turn'] =>
  turn === 'keep' ? 'flip' : turn === 'flip' ? 'keep' : 'negative';

/** Derivations by affixes (not compounds), in `out`, each turned by `turn`; `depth` affixes more may come off. */
function affixed(word: string, out: Derivation[], turn: Derivation['turn'], depth: number): void {
  const start = out.length;
  infinitives(word, out, turn);
  participleVerbs(word, out, turn);
  // Superlative and comparative: "schlimmst" (of "schlimmste"), "schöner" (of "schöneren").
  for (const ending of ['est', 'st', 'er']) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_BASE)
      out.push({ base: word.slice(0, word.length - ending.length), turn });
  }
  for (const [suffix, endings] of KEEPING_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const first = word.slice(0, word.length - suffix.length);
    for (const bare of withoutJoint(first)) for (const ending of endings) out.push({ base: bare + ending, turn });
  }
  for (const suffix of LACKING_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const first = word.slice(0, word.length - suffix.length);
    for (const bare of withoutJoint(first)) {
      out.push({ base: bare, turn: turned(turn) });
      if (!bare.endsWith('e')) out.push({ base: bare + 'e', turn: turned(turn) });
    }
  }
  if (word.startsWith('un') && !word.startsWith('unter') && word.length - 2 >= MIN_BASE)
    out.push({ base: word.slice(2), turn: turned(turn) });
  for (const prefix of ['miss', 'miß'])
    if (word.startsWith(prefix) && word.length - prefix.length >= MIN_BASE)
      out.push({ base: word.slice(prefix.length), turn: 'negative' });
  if (depth <= 0) return;
  // One affix more: "Unzufriedenheit" → "unzufrieden" → "zufrieden".
  const end = out.length;
  for (let k = start; k < end; k++) affixed(out[k]!.base, out, out[k]!.turn, depth - 1);
}

/**
 * The words a German word (lower case, as written, with no ending of case left: units.ts tries its
 * plain forms too) may be read by, likeliest first (see the module comment): its affixes' bases,
 * then its heads, longest first.
 */
export function germanDerivations(word: string): Derivation[] {
  const out: Derivation[] = [];
  // A keyboard without umlauts writes them "ae", "oe", "ue" ("schoen", "muede", "aergerlich"), and Swiss
  // German writes "ss" for "ß" ("Spass", "Grüsse").
  const umlauted = word.replaceAll('ae', 'ä').replaceAll('oe', 'ö').replaceAll('ue', 'ü');
  for (const spelt of new Set([umlauted, umlauted.replaceAll('ss', 'ß')])) {
    if (spelt === word) continue;
    out.push({ base: spelt, turn: 'keep' });
    affixed(spelt, out, 'keep', 1);
  }
  affixed(word, out, 'keep', 1);
  // An intensifying first part colours nothing of its own: the word is its head, however short ("saublöd").
  for (const first of INTENSIFYING_PARTS)
    if (word.startsWith(first) && word.length - first.length >= MIN_INTENSIFIED)
      out.push({ base: word.slice(first.length), turn: 'keep', head: true });
  for (const head of SHORT_HEADS)
    if (word.endsWith(head) && word.length - head.length >= MIN_FIRST_PART)
      out.push({ base: head, turn: 'keep', head: true });
  for (let at = MIN_FIRST_PART; at <= word.length - MIN_HEAD; at++) {
    const first = word.slice(0, at);
    const head = word.slice(at);
    if (NO_FIRST_PART.has(first) || SUFFIX_HEADS.has(head)) continue;
    out.push({ base: head, turn: 'keep', head: true });
  }
  return out;
}
