/**
 * The regular inflections a lexicon entry takes by its shape (-s, -ed, -ing, -ly, -er, -est,
 * -ness), which the vocabulary compiler adds to the curated entries (core/scripts/compile-vocabulary.ts).
 */
import { LY_WORDS, NOT_INFLECTIONS, NOUN_VERBS, UNINFLECTED } from './lexicon/inflection-words';

/** The suffixes that make nouns, which take only the plural and the possessive. */
const NOUN_SUFFIXES = [
  'ness',
  'ment',
  'tion',
  'sion',
  'ity',
  'ety',
  'ancy',
  'ency',
  'acy',
  'ism',
  'asm',
  'ship',
  'hood',
  'ance',
  'ence',
];

/**
 * Final syllables that spelling shows unstressed in a word of two syllables or more: the final
 * consonant is not doubled before a suffix ("anger" → "angering", "open" → "opened", "visit" →
 * "visiting", "honor" → "honored"), unlike a stressed one ("begin" → "beginning").
 */
const UNSTRESSED_FINAL = /(?:er|en|on|an|it|et|id|or|om|ar|ur|op)$/;
/**
 * The words of those shapes whose last syllable carries the stress: "commit" → "committed",
 * "prefer" → "preferred", "occur" → "occurred", "forget" → "forgetting", "upset" → "upsetting",
 * "regret" → "regretted", "forbid" → "forbidding".
 */
const STRESSED_FINAL = /(?:mit|[^f]fer|cur|[^d]get|set|gret|bid)$/;

/** The words in "l" whose last syllable carries the stress: "compel", "excel", "fulfil", "instil", "control". */
const STRESSED_FINAL_L = /(?:pel|xcel|fil|stil|rol)$/;

const VOWELS = 'aeiou';
/** A letter that spells a vowel, "y" included ("shy", "tying"). */
const VOWEL_LETTER = /[aeiouy]/;
const VOWEL_GROUPS = /[aeiouy]+/g;

/** Whether `base` ends in `suffix` after a stem that has a vowel of its own ("kindness", not "ness"; "useless", not "bless"). */
function hasSuffix(base: string, suffix: string): boolean {
  return base.length > suffix.length && base.endsWith(suffix) && VOWEL_LETTER.test(base.slice(0, -suffix.length));
}

/** The plural of a noun: "-ies" after a consonant and "y", "-es" after a sibilant, else "-s". */
function plural(base: string): string {
  const last = base[base.length - 1] ?? '';
  if (last === 'y' && !VOWELS.includes(base[base.length - 2] ?? '')) return `${base.slice(0, -1)}ies`;
  return /(?:s|x|z|ch|sh)$/.test(base) ? `${base}es` : `${base}s`;
}

/**
 * Inflected forms of a lower-case base word, as English spelling allows for the shape of the base:
 * - closed-class words and interjections ({@link UNINFLECTED}) and words with no vowel ("hmm",
 *   "tbd") take none;
 * - an adverb in -ly takes none; an adjective in -ly ({@link LY_WORDS}) takes -ier, -iest, -iness;
 * - a noun with a noun suffix (-ness, -ment, -tion, -sion, -ity, -ety, -ancy, -ency, -acy, -ism,
 *   -asm, -ship, -hood, -ance, -ence) takes the plural and the possessive (and the verb's forms
 *   when it is one too, {@link NOUN_VERBS});
 * - a participle in -ed takes -ly ("determinedly"), one in -ing -ly and the plural of the gerund
 *   ("amazingly", "warnings");
 * - an adjective in -ful, -less or -ous takes -ly and -ness; in -tive or -sive also the plural and
 *   possessive of the noun it may be ("objectives"); in -al -ly and the plural and possessive
 *   ("rivals"); in -ic -ally and the plural and possessive ("critics"); in -able or -ible -ably or
 *   -ibly and -ness;
 * - a verb in -ize, -ise (not the -cise of "precise") or -ify takes -s, -d, -ing and -er
 *   ("apologizes", "clarified", "organizer");
 * - a noun ending in a, i, o or u ("drama", "tornado") takes the plural and the possessive;
 * - an adjective or noun in -ant or -ent ("distant", "client") takes -ly and the plural and
 *   possessive, but for the verbs in -sent, -vent and -pent ("resent", "prevent");
 * - a word in -s after a stem ("facts", "seems") is an inflected form already and takes none;
 * - any other word, a short verb, adjective or noun, takes -s, -ed, -ing, -er, -ly, -ness, the
 *   possessive and, in one or two syllables, -est; it doubles a final consonant after a single
 *   vowel where the last syllable is stressed ("stop" → "stopping", "begin" → "beginning", but
 *   "anger" → "angering"), and an unstressed final "l" both ways ("quarrelled", "quarreled").
 */
export function inflections(base: string): string[] {
  return shapeForms(base).filter((form) => !NOT_INFLECTIONS.has(form));
}

/** The forms of `base` by its shape (see {@link inflections}), before the exclusions. */
function shapeForms(base: string): string[] {
  if (UNINFLECTED.has(base) || !VOWEL_LETTER.test(base) || !/^[a-z]+$/.test(base)) return [];
  const possessive = `${base}'s`;
  const last = base[base.length - 1] ?? '';

  const lyWord = LY_WORDS[base];
  if (lyWord === 'adjective') {
    const stem = base.slice(0, -1);
    return [`${stem}ier`, `${stem}iest`, `${stem}iness`];
  }
  if (lyWord === 'noun') return [plural(base), possessive];
  if (!lyWord && hasSuffix(base, 'ly')) {
    // "-lly" is the adverb of an -al or -ful word ("really", "carefully"); else it is a word in -y ("silly", "bully").
    const ownY = base.endsWith('lly') && !hasSuffix(base, 'ally') && !base.endsWith('fully');
    if (!ownY) return [];
  }

  if (NOUN_SUFFIXES.some((suffix) => hasSuffix(base, suffix))) {
    const forms = [plural(base), possessive];
    if (NOUN_VERBS.has(base)) {
      if (last === 'e') forms.push(`${base}d`, `${base.slice(0, -1)}ing`);
      else forms.push(`${base}ed`, `${base}ing`);
    }
    return forms;
  }

  // A word in -s after a stem ("facts", "seems", "guidelines") is an inflected form already; not
  // "stress", "jealous", "crisis", "chaos" or "alias".
  if (hasSuffix(base, 's') && !/(?:ss|us|is|os|as)$/.test(base)) return [];

  if (hasSuffix(base, 'ing')) return [`${base}ly`, `${base}s`];
  if (hasSuffix(base, 'ed')) {
    // "-eed" is a root in "speed", "bleed" and "succeed" and a participle in "agreed" and "guaranteed".
    const eedRoot = base.endsWith('eed') && (!VOWEL_LETTER.test(base.slice(0, -3)) || base.endsWith('ceed'));
    // "cried", "died": the past of a one-syllable verb is no adjective.
    const shortPast = base.endsWith('ied') && !VOWEL_LETTER.test(base.slice(0, -3));
    if (shortPast) return [];
    if (!eedRoot) return [`${base}ly`];
  }

  // Verbs made with a verb suffix: "apologize" → "apologizes", "apologized", "apologizing", "organizer".
  const verbSuffix =
    hasSuffix(base, 'ize') || (hasSuffix(base, 'ise') && (!base.endsWith('cise') || base.endsWith('icise')));
  if (verbSuffix) return [`${base}s`, `${base}d`, `${base.slice(0, -1)}ing`, `${base}r`];
  if (hasSuffix(base, 'ify')) {
    const stem = base.slice(0, -1);
    return [`${stem}ies`, `${stem}ied`, `${base}ing`, `${stem}ier`];
  }

  if (hasSuffix(base, 'ful') || hasSuffix(base, 'less') || hasSuffix(base, 'ous')) return [`${base}ly`, `${base}ness`];
  if (hasSuffix(base, 'tive') || hasSuffix(base, 'sive')) return [`${base}ly`, `${base}ness`, `${base}s`, possessive];
  if (hasSuffix(base, 'able') || hasSuffix(base, 'ible')) return [`${base.slice(0, -1)}y`, `${base}ness`];
  if (hasSuffix(base, 'ic')) return [`${base}ally`, `${base}s`, possessive];
  if (hasSuffix(base, 'al') && !VOWELS.includes(base[base.length - 3] ?? '')) {
    return [`${base}ly`, `${base}s`, possessive];
  }
  if (hasSuffix(base, 'ial') || hasSuffix(base, 'ual')) return [`${base}ly`, `${base}s`, possessive];
  // Adjectives and nouns in -ant and -ent ("distant", "client"); the verbs in -sent, -vent and -pent
  // ("resent", "prevent", "repent") are words of their own.
  if ((hasSuffix(base, 'ant') || hasSuffix(base, 'ent')) && !/(?:sent|vent|pent)$/.test(base)) {
    return [`${base}ly`, `${base}s`, possessive];
  }
  if ('aiou'.includes(last)) {
    return last === 'o' ? [`${base}s`, `${base}es`, possessive] : [`${base}s`, possessive];
  }
  return wordForms(base);
}

/** The forms of a short verb, adjective or noun: -s, -ed, -ing, -er, -est, -ly, -ness and the possessive. */
function wordForms(base: string): string[] {
  const forms: string[] = [`${base}'s`];
  const last = base[base.length - 1] ?? '';
  const beforeLast = base[base.length - 2] ?? '';
  if (last === 'y' && !VOWELS.includes(beforeLast)) {
    const stem = base.slice(0, -1);
    forms.push(`${stem}ies`, `${stem}ied`, `${stem}ier`, `${stem}ily`, `${stem}iness`, `${base}ing`);
    if (comparesWithEst(base)) forms.push(`${stem}iest`);
  } else if (base.endsWith('ee') || base.endsWith('oe') || base.endsWith('ye')) {
    // The "e" of "agree", "canoe" and "dye" stays before -ing.
    forms.push(`${base}s`, `${base}d`, `${base}ing`);
  } else if (base.endsWith('ie')) {
    // "die" → "dying"; a noun in -ie ("bestie") takes the plural.
    const stem = base.slice(0, -2);
    forms.push(`${base}s`);
    if (!VOWEL_LETTER.test(stem)) forms.push(`${base}d`, `${stem}ying`);
  } else if (last === 'e') {
    const stem = base.slice(0, -1);
    forms.push(`${base}s`, `${base}d`, `${stem}ing`, `${base}ness`);
    // The agent of a verb in -ate is in -ator ("escalator"), not "-ater".
    if (!hasSuffix(base, 'ate')) forms.push(`${base}r`);
    if (comparesWithEst(base)) forms.push(`${base}st`);
    // "gentle" → "gently", "love" → "lovely".
    forms.push(base.endsWith('le') ? `${stem}y` : `${base}ly`);
  } else {
    // "full" → "fully", "chill" → "chilly": three l's are never written.
    forms.push(plural(base), base.endsWith('ll') ? `${base}y` : `${base}ly`, `${base}ness`);
    // "panic" → "panicked", "stop" → "stopped".
    const doubled = last === 'c' ? `${base}k` : doublesFinal(base) ? `${base}${last}` : base;
    forms.push(`${doubled}ed`, `${doubled}ing`, `${doubled}er`);
    if (comparesWithEst(base)) forms.push(`${doubled}est`);
    // An unstressed final "l" is doubled in British spelling and not in American: "quarrelled",
    // "quarreled"; a stressed one always is ("compelled", "excelled", "fulfilled").
    if (doubled !== base && last === 'l' && isPolysyllabic(base) && !STRESSED_FINAL_L.test(base)) {
      forms.push(`${base}ed`, `${base}ing`, `${base}er`);
    }
  }
  return forms;
}

/** Whether a word has more than one vowel group ("quarrel", "visit"), so more than one syllable. */
function isPolysyllabic(base: string): boolean {
  return (base.match(VOWEL_GROUPS)?.length ?? 0) >= 2;
}

/**
 * Whether a word compares with -est: English compares words of one or two syllables so ("calmest",
 * "happiest", "gentlest") and longer ones with "most" ("most delicate", not "delicatest"). A final
 * "e" is silent, but for the "-le" of "gentle".
 */
function comparesWithEst(base: string): boolean {
  let syllables = base.match(VOWEL_GROUPS)?.length ?? 0;
  if (base.endsWith('e') && !/[^aeiouy]le$/.test(base)) syllables -= 1;
  return syllables <= 2;
}

/**
 * Whether a word doubles its final consonant before -ed, -ing, -er and -est: one vowel before one
 * consonant (not w, x or y) at the end ("stop", "beg", "quit"), in a last syllable that spelling
 * does not show unstressed ({@link UNSTRESSED_FINAL}).
 */
function doublesFinal(base: string): boolean {
  const n = base.length;
  if (n < 3) return false;
  const last = base[n - 1]!;
  const vowel = base[n - 2]!;
  const before = base[n - 3]!;
  const beforeIsConsonant = !VOWELS.includes(before) || (before === 'u' && base[n - 4] === 'q');
  if (VOWELS.includes(last) || 'wxy'.includes(last) || !VOWELS.includes(vowel) || !beforeIsConsonant) return false;
  const syllables = base.match(VOWEL_GROUPS)?.length ?? 0;
  return syllables < 2 || !UNSTRESSED_FINAL.test(base) || STRESSED_FINAL.test(base);
}
