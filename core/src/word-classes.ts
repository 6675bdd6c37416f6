/**
 * The word classes and weights of the local axis engine that both the product and the
 * lexicon compiler (core/scripts/compile-vocabulary.ts) read: the spec's intensifiers and
 * negators, contractions, neutral phrases, clause breakers, the inflection rules, the
 * word flags, the hash and the size limits of the vocabulary (vocabulary.ts).
 */
import type { LexiconSide } from './lexicon';
/** Words that add 0.3 each to every axis's positive weight (spec §9, exactly). */
export const INTENSIFIERS = ['very', 'really', 'extremely', 'incredibly', 'totally', 'completely'] as const;
/** Words that add 0.4 each to every axis's negative weight (spec §9, exactly). */
export const NEGATORS = ['not', 'never', 'no', 'hardly', 'barely', 'scarcely'] as const;

/** The four axes with their positive and negative lexicon sides, in result order. */
export const AXES = [
  { key: 'warmthDetachment', positive: 'warmth', negative: 'detachment' },
  { key: 'certaintyAmbiguity', positive: 'certainty', negative: 'ambiguity' },
  { key: 'intensityRestraint', positive: 'intensity', negative: 'restraint' },
  { key: 'conflictCoherence', positive: 'coherence', negative: 'conflict' },
] as const satisfies readonly { key: string; positive: LexiconSide; negative: LexiconSide }[];

/** Contractions written without an apostrophe, as chat often does, with the word they negate. */
export const BARE_CONTRACTIONS: Readonly<Record<string, string>> = {
  dont: 'do',
  doesnt: 'does',
  didnt: 'did',
  cant: 'can',
  cannot: 'can',
  couldnt: 'could',
  wont: 'will',
  wouldnt: 'would',
  shouldnt: 'should',
  isnt: 'is',
  arent: 'are',
  wasnt: 'was',
  werent: 'were',
  havent: 'have',
  hasnt: 'has',
  hadnt: 'had',
  mustnt: 'must',
  neednt: 'need',
  aint: 'is',
};

/** Irregular n't contractions: the stem is not the word minus n't. */
export const IRREGULAR_NOT_STEMS: Readonly<Record<string, string>> = {
  "won't": 'will',
  "can't": 'can',
  "shan't": 'shall',
};

/**
 * Words that end in "in" of their own, where the vocabulary rates the -ing word they would be with
 * a dropped g ("robin" is not "robing"): kept in the vocabulary as words that move no axis, so the
 * scan never reads them as the -ing word (scan.ts droppedG).
 */
export const NOT_DROPPED_G = ['robin'];

/** Two-word sequences matched as phrases that move no axis, so their words are not read alone ("let me know" is not certainty). */
export const NEUTRAL_PHRASES = [
  'me know',
  'you know',
  'i mean',
  'at least',
  'very least',
  'not least',
  'not only',
  'of course',
  'a few',
  'any more',
  // "To be honest" and "to be fair" frame what follows, praising no one ("I'm disappointed, to be honest").
  'be honest',
  'be fair',
  // A rating "out of" a scale ("2 out of 5 stars"): the scale is no rating ("5 stars").
  'of 5',
  'of five',
  'of 10',
  'of ten',
] as const;

/**
 * Two-word negators: each negates what follows it as a negator does, with its reach counted
 * from the second word ("no one was happy", "none of them helped", "far from perfect",
 * "anything but friendly", "failed to impress", "there is little reason for optimism").
 * Neither word is read alone: "one" is no number to a negation, "anything" and "far" are no
 * negators by themselves, and "failed" in "failed to impress" says what the negation of
 * "impress" says. Those that carry a rated valence of their own ("failed to",
 * core/scripts/curated-valence.ts) count it only when they flip nothing ("the upload failed to
 * complete"), as lexicon.ts SCOPE_NEGATORS do. "little" negates only in these phrases: alone it
 * is as often size as quantity ("my little brother").
 */
export const NEGATING_PHRASES = [
  'no one',
  'none of',
  'neither of',
  'far from',
  'anything but',
  'fail to',
  'fails to',
  'failed to',
  'failing to',
  'very little',
  'too little',
  'so little',
  'little reason',
  'little point',
  'little or',
] as const;

/**
 * The first words of the two-word negators that a negation before them makes an exception:
 * "anything but the best" negates, but "I don't want anything but the best" wants only the best.
 * Within three words of an earlier negator, even one that has flipped a word ("want"), such a
 * phrase cancels that negator's reach and negates nothing itself (axes.ts).
 */
export const EXCEPTIVE_STARTS = ['anything'] as const;

/**
 * Negators of quantity (lexicon.ts SCOPE_NEGATORS): "few good songs" negates, but after a
 * determiner the word counts rather than negates ("the few good songs", "every few minutes";
 * "a few" is a phrase of its own, NEUTRAL_PHRASES).
 */
export const QUANTITY_NEGATORS = ['few'] as const;
/** The determiners after which a quantity negator counts rather than negates. */
export const DETERMINERS = [
  'the',
  'these',
  'those',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'every',
] as const;

/**
 * A negator that compares: "never" with a comparison after it ("I've never been so happy",
 * "never had such bad service", "never felt better") says the superlative, not the opposite,
 * so the word it reaches keeps its polarity and is emphasised (axes.ts). Without a comparison
 * it flips as any negator ("I've never been happy here"). So do "nobody" and "no one" ("No one
 * could be happier", "Nobody does it better", against "No one was happy"); the flag of a
 * two-word negator sits on its second word, from which it negates.
 */
export const COMPARING_NEGATORS = ['never', 'nobody', 'no one'] as const;
/**
 * The words that make a comparison of a comparing negator's reach: the degree words of
 * comparison ("so", "such", "more") and the comparatives of toned adjectives.
 */
export const COMPARISON_WORDS = [
  'so',
  'such',
  'more',
  'better',
  'worse',
  'happier',
  'prouder',
  'sadder',
  'angrier',
  'easier',
  'nicer',
  'kinder',
  'greater',
  'stronger',
  'safer',
  'luckier',
  'sweeter',
  'funnier',
  'friendlier',
  'brighter',
  'calmer',
  'smarter',
  'warmer',
  'richer',
  'lonelier',
  'uglier',
  'ruder',
  'weaker',
  'poorer',
  'crueler',
] as const;

/**
 * Unrealised evaluations: what should or could have been, and was not. A modal perfect of
 * "should" or "could" with "been" ("It should have been great", "could have been a lot more
 * fun") says that what it evaluates did not happen, as a negation does, so the good it reaches
 * is flipped and dampened as a negated word is, and so is a comparison ("could have been much
 * worse" is relief); a harm or a fault that did not happen keeps its reading, for it is alarm or
 * reproach ("Someone could have been hurt", "He should have been fired") (axes.ts). These two phrases make one
 * only when "been" follows them (UNREALISED_BEEN): "It should have worked" and "could have cried"
 * are left as they read; "would have been" is left alone, for it is mostly polite or warm ("I
 * would have been happy to help", "I would have loved to come"). The contracted forms have
 * "been" in the phrase.
 */
export const UNREALISING_PERFECTS = ['should have', 'could have'] as const;
/** The word that makes a phrase of {@link UNREALISING_PERFECTS} right before it an unrealised evaluation. */
export const UNREALISED_BEEN = ['been'] as const;
export const UNREALISING_PHRASES = ["should've been", "could've been", 'shouldve been', 'couldve been'] as const;
/**
 * A modal of possibility before a comparison: what is falls short of what it could be ("Could be
 * better", "The staff could be more helpful"), or was spared worse ("It could be worse"). Only the
 * comparison, and what a comparing booster ("more") reaches, is flipped as in an unrealised
 * evaluation; anything else keeps its reading, for "could be" also hopes or grants ("It could be
 * great", "You could be right") (axes.ts).
 */
export const UNREALISED_COMPARISONS = ['could be'] as const;
/**
 * Expectations that were not met: "was supposed to" and "was hoping for", right after a past
 * auxiliary ({@link PAST_FORMS}: "It was supposed to be fun", "I was hoping for better"), say that
 * what followed fell short of what they name, and flip it as a negation does. In the present they
 * are hearsay or hope and flip nothing ("It's supposed to be great", "I'm hoping for good news").
 * "hoping for" carries the valence of "hoping", which counts, as a negator's own valence does, only
 * when it flips nothing ("I was hoping for a reply"). "was meant to" is not one: as often as an
 * unmet plan ("it was meant to be fun") it is fate ("we were meant to be together").
 */
export const UNMET_EXPECTATIONS = ['supposed to', 'hoping for'] as const;
/**
 * Past forms: the auxiliaries that put an expectation in the past ("was supposed to", "didn't
 * expect", "hadn't expected", "wasn't expecting") and the past form of "expect".
 */
export const PAST_FORMS = ['was', 'were', 'did', 'had', 'expected'] as const;
/**
 * Verbs of expectation. Negated right after "not" or "never", the negation belongs to the
 * expectation, not to the words it governs: in the past the expectation was proved wrong by what
 * happened, so the toned word that follows keeps its polarity ("I didn't expect to enjoy it so
 * much" is a pleasant surprise, "never expected it to be so bad" an unpleasant one); in the present
 * the negation is raised from the expectation's complement, which it negates ("I don't expect you
 * to be happy about it" expects you not to be; "I don't expect to be disappointed"), with its
 * reach counted from the word after the verb, past the complement's subject (axes.ts).
 */
export const EXPECTING_VERBS = ['expect', 'expects', 'expected', 'expecting'] as const;
/**
 * Verbs of opinion whose negation is raised to the opinion's complement in the present, as that of
 * {@link EXPECTING_VERBS} is: "I don't think it's a good idea" thinks it is not one, "I don't think
 * you'll be disappointed" that you will not be. In the past the negation is read as any other
 * ("I didn't think it was funny"): "didn't think I'd enjoy it" is a surprise, as "didn't expect to
 * enjoy it" is, but only its "would" tells it from the opinion, and that is a word the counter
 * does not read. "believe" is left out: "not believe" is the phrase of "can't believe".
 */
export const OPINION_VERBS = ['think'] as const;
/** The phrases of a negator and a verb of expectation ({@link EXPECTING_VERBS}) or opinion ({@link OPINION_VERBS}). */
export const NEGATED_EXPECTATIONS = [
  ...(['not', 'never'] as const).flatMap((negator) => EXPECTING_VERBS.map((verb) => `${negator} ${verb}`)),
  ...OPINION_VERBS.map((verb) => `not ${verb}`),
];

/** Words that end the reach of a negator: a new clause starts with them. */
export const NEGATION_BREAKERS = [
  'but',
  'if',
  'whether',
  'what',
  'because',
  'though',
  'although',
  'which',
  'who',
  'when',
  'while',
] as const;

/**
 * Concessive words: the clause they open concedes a point and the other clause of the sentence
 * carries the verdict ("Although the screen is bright, the battery is terrible"; "Great food,
 * though the service was slow"), so the conceded clause counts half and the other one and a half,
 * as around "but" (axes.ts). Each opens a new clause, so a negation does not reach past it.
 * "even though" is a phrase of "though".
 */
export const CONCESSIVE_WORDS = ['although', 'though', 'while', 'whereas', 'despite'] as const;
/**
 * The concessive words that may stand before a bare word rather than a clause ("Pricey, though
 * worth it"; "Good, although not great"): after the verdict and right before a word that carries
 * tone or negates, they join two verdicts as "and" does, and neither counts more (axes.ts).
 */
export const ELLIPTICAL_CONCESSIVES = ['although', 'though'] as const;

/**
 * A hyperbole of degree: one of these modals, a negator right after it, and one of
 * {@link DEGREE_WORDS} later in the clause ("I can't thank you enough", "couldn't recommend
 * them enough") says that no amount would do: the negated words are emphasised, not flipped
 * (axes.ts).
 */
export const HYPERBOLE_MODALS = ['can', 'could'] as const;
/**
 * The words that make a negated modal a hyperbole of degree (see {@link HYPERBOLE_MODALS}): "I
 * can't thank you enough", "I couldn't be more pleased". Each is flagged as a word that may
 * start a phrase (FLAG_PHRASE_START), as each does ("enough of", "more or less"), so that the
 * counter's event loop, which passes most other words by unread, stops at it. "more" in "any
 * more" is time, not degree ("I can't stand it any more": NEUTRAL_PHRASES).
 */
export const DEGREE_WORDS = ['enough', 'more'] as const;

/**
 * Real words that look like inflections of a lexicon entry but are not
 * ("number" is not more "numb"); they are never generated as inflected forms.
 */
export const NOT_INFLECTIONS = new Set([
  'finally',
  'number',
  'numbers',
  'business',
  'businesses',
  'means',
  'evening',
  'evenings',
  'career',
  'careers',
]);

/**
 * Lexicon words that English does not inflect, whatever their shape: conjunctions,
 * prepositions and connective adverbs ("though", "whereas", "therefore"), modals, the
 * interjections and abbreviations of chat ("ugh", "lol", "idk"), and past forms that are
 * inflections already ("fought", "knew", "led").
 */
export const UNINFLECTED = new Set([
  // Conjunctions, prepositions, connective and time adverbs, pronouns, modals.
  'against',
  'although',
  'always',
  'anytime',
  'because',
  'but',
  'cos',
  'cuz',
  'despite',
  'except',
  'furthermore',
  'hence',
  'henceforth',
  'hereafter',
  'hereby',
  'herein',
  'hereinafter',
  'herewith',
  'however',
  'indeed',
  'likewise',
  'might',
  'moreover',
  'overall',
  'must',
  'nevertheless',
  'nonetheless',
  'notwithstanding',
  'per',
  'perchance',
  'perhaps',
  'pursuant',
  'rather',
  'regarding',
  'regardless',
  'shall',
  'someday',
  'somehow',
  'sometime',
  'sometimes',
  'somewhat',
  'somewhere',
  'thereby',
  'therefore',
  'therein',
  'thereof',
  'though',
  'thus',
  'together',
  'unless',
  'versus',
  'vs',
  'whatever',
  'whatevs',
  'whereas',
  'whereby',
  'whether',
  'whom',
  'will',
  // Interjections, answers and the abbreviations of chat.
  'alright',
  'argh',
  'asap',
  'aww',
  'congrats',
  'dammit',
  'dunno',
  'erm',
  'fyi',
  'haha',
  'hehe',
  'hella',
  'hooray',
  'idc',
  'idgaf',
  'idk',
  'ish',
  'kinda',
  'lol',
  "ma'am",
  'maybe',
  'mega',
  'meh',
  'ok',
  'okay',
  'omg',
  'sorta',
  'ugh',
  'uh',
  'um',
  'umm',
  'whoa',
  'woah',
  'woohoo',
  'xo',
  'xoxo',
  'yay',
  'yeah',
  'yep',
  'yes',
  'yup',
  // Past forms of irregular verbs: already inflections.
  'done',
  'fought',
  'forgave',
  'knew',
  'led',
  'fled',
  'lost',
  'overcame',
  'understood',
  'misunderstood',
  'won',
]);

/**
 * Words in -ly that are not adverbs in -ly (an adverb takes no suffix): adjectives made from a noun
 * ("friend" → "friendly"), which compare as a -y adjective does ("friendlier", "friendliest",
 * "friendliness"); nouns and verbs whose "ly" is part of the root ("family", "comply"), which take
 * the forms of a word in -y. A word in "lly" other than "-ally" or "-fully" is a word in -y of its
 * own ("silly", "chilly", "bully") and needs no entry here.
 */
export const LY_WORDS: Readonly<Record<string, 'adjective' | 'noun' | 'verb'>> = {
  costly: 'adjective',
  cowardly: 'adjective',
  deadly: 'adjective',
  early: 'adjective',
  elderly: 'adjective',
  friendly: 'adjective',
  ghastly: 'adjective',
  holy: 'adjective',
  homely: 'adjective',
  kindly: 'adjective',
  leisurely: 'adjective',
  likely: 'adjective',
  lively: 'adjective',
  lonely: 'adjective',
  lovely: 'adjective',
  lowly: 'adjective',
  orderly: 'adjective',
  timely: 'adjective',
  ugly: 'adjective',
  unfriendly: 'adjective',
  unlikely: 'adjective',
  unruly: 'adjective',
  worldly: 'adjective',
  anomaly: 'noun',
  assembly: 'noun',
  family: 'noun',
  monopoly: 'noun',
  apply: 'verb',
  comply: 'verb',
  imply: 'verb',
  multiply: 'verb',
  rely: 'verb',
  reply: 'verb',
  supply: 'verb',
};

/**
 * Nouns with a noun suffix (-tion, -ance, -ence, -ment) that are verbs too ("silence" →
 * "silenced", "question" → "questioning"): they take the verb's forms beside the plural.
 */
export const NOUN_VERBS = new Set([
  'advance',
  'balance',
  'caution',
  'comment',
  'commission',
  'compliment',
  'condition',
  'distance',
  'document',
  'evidence',
  'experience',
  'finance',
  'function',
  'influence',
  'lament',
  'mention',
  'petition',
  'position',
  'question',
  'reference',
  'romance',
  'sanction',
  'sentence',
  'silence',
  'station',
  'torment',
]);

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

/** Words up to this many code units are hashed whole; longer ones by seven of them. */
const HASHED_WHOLE = 7;
/** The hash keeps 25 bits, so each step stays a small integer (no overflow, no float) even in unoptimised code. */
const HASH_MASK = 0x1ffffff;

/**
 * Hash of a word as the vocabulary's lookup table keys it, from `buf[0..length)`: h × 33 +
 * code unit (mod 2^25) over every code unit of a word of up to seven, else over the first
 * three, the middle one and the last three, then over the length, folded so the low bits
 * see the high ones. A handful of integer steps per word, so the scanner hashes a word
 * once it ends and the one-time build hashes 21,000 words cheaply even before the
 * optimiser has run; {@link hashStringWord} is the same hash over a string.
 */
export function hashWord(buf: Uint16Array, length: number): number {
  return hashWordAt(buf, 0, length);
}

/** {@link hashWord} of the word `buf[start .. start + length)`. */
export function hashWordAt(buf: Uint16Array, start: number, length: number): number {
  let h = length;
  if (length <= HASHED_WHOLE) {
    for (let k = 0; k < length; k++) h = ((h << 5) + h + buf[start + k]!) & HASH_MASK;
  } else {
    h = ((h << 5) + h + buf[start]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + 1]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + 2]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + (length >> 1)]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + length - 3]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + length - 2]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + length - 1]!) & HASH_MASK;
  }
  return h ^ (h >>> 13);
}

/** The hash's step: h × 33 + code unit, kept to 25 bits (see HASH_MASK). */
export const HASH_STEP_MASK = HASH_MASK;

/** {@link hashWord} of the word `text[start .. start + length)`. */
export function hashStringWord(text: string, start: number, length: number): number {
  let h = length;
  if (length <= HASHED_WHOLE) {
    for (let k = 0; k < length; k++) h = ((h << 5) + h + text.charCodeAt(start + k)) & HASH_MASK;
  } else {
    h = ((h << 5) + h + text.charCodeAt(start)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + 1)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + 2)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + (length >> 1))) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + length - 3)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + length - 2)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + length - 1)) & HASH_MASK;
  }
  return h ^ (h >>> 13);
}

/**
 * The code of a lower-case code unit in a word key: a–z are 1–26, 0–9 are 27–36 and the
 * apostrophe {@link WORD_CODE_APOSTROPHE}, six bits each; 0 for any other code unit.
 */
export const WORD_CODES: Uint8Array = (() => {
  const codes = new Uint8Array(128);
  for (let c = 97; c <= 122; c++) codes[c] = c - 96;
  for (let c = 48; c <= 57; c++) codes[c] = c - 48 + 27;
  codes[39] = 37;
  return codes;
})();
export const WORD_CODE_APOSTROPHE = 37;

/**
 * A word of up to seven code units, each of a–z, 0–9 and the apostrophe, has a key besides its
 * hash: from 0, per code unit, the key turned six bits left (a 32-bit rotation) with the unit's
 * code ({@link WORD_CODES}) mixed in. The scanner reads the key as it reads the word, and finds
 * the word by it in tables of its own (vocabulary.ts shortTable, mediumTable) without reading
 * the word again.
 *
 * Longest short word: the key of a word of up to five code units is its codes side by side
 * with nothing lost (30 bits), so two such words with one key are one word.
 */
export const SHORT_WORD_MAX = 5;
/**
 * Longest medium word: a word of six or seven code units is named by its key and its
 * {@link mediumWordCheck}. In the key its last five codes lie side by side in the low 30 bits
 * and each earlier code is turned onto them by a known amount, so once the check gives the
 * length and the earlier codes, the rest of the word can be read back: equal key and check,
 * equal word.
 */
export const MEDIUM_WORD_MAX = 7;

/**
 * What, beside its key, names a medium word of `length` code units whose codes before its
 * last five are `prefix` (side by side, six bits each, the first highest).
 */
export function mediumWordCheck(length: number, prefix: number): number {
  return (length << 24) | prefix;
}

/** First slot of word key `key` in a table of 2^(32 − `shift`) slots (Fibonacci hashing: every bit of the key moves the slot). */
export function keySlot(key: number, shift: number): number {
  return Math.imul(key, 0x9e3779b1) >>> shift;
}

/** The eight sides in term-array order: side 2a is axis a's positive side, 2a + 1 its negative side. */
export const SIDES: readonly LexiconSide[] = AXES.flatMap((axis) => [axis.positive, axis.negative]);

/** How much a curated entry weighs on its side, in word-equivalents (one plain word = 1). */
export const CURATED_WEIGHT = 1;
/** Weight of an entry of {@link MILD_ENTRIES}, as a share of a full entry. */
export const MILD_SHARE = 0.4;
/**
 * The least warmth a curated entry carries (word-equivalents): warm words at least one
 * plain word; words of distance less (formal distance is cool, not hostile; cold,
 * hostile words carry more through their rated valence).
 */
export const CURATED_WARMTH_FLOOR = { warm: 1, cold: 0.4 } as const;
/** VADER units per word-equivalent: VADER rates a typical clear word ("good") about 2. */
export const VALENCE_PER_WORD = 2;

export const FLAG_INTENSIFIER = 1;
export const FLAG_NEGATOR = 2;
/** The word may start a phrase: it is the first word of some phrase, or a degree word ({@link DEGREE_WORDS}). */
export const FLAG_PHRASE_START = 4;
export const FLAG_EXPANDS_NOT = 8;
export const FLAG_BREAKER = 16;
export const FLAG_SCOPE_NEGATOR = 32;
export const FLAG_CONTRAST = 64;
/** The word carries tone or modifies it: the counter must look at it. */
export const FLAG_TONED = 128;
/** The word is the second word of some phrase. */
export const FLAG_PHRASE_END = 256;
/** A negation passes through the word (lexicon.ts NEGATION_TRANSPARENT). */
export const FLAG_TRANSPARENT = 512;
/** The word, right after a phrase of {@link PHRASE_BREAKS}, unmakes the phrase. */
export const FLAG_PHRASE_BREAK = 1024;
/** The term's valence counts only when it is negated ("won't be going back"; lexicon.ts NEGATED_ONLY). */
export const FLAG_NEGATED_ONLY = 2048;
/** A modal of {@link HYPERBOLE_MODALS}: a negator right after it may open a hyperbole of degree. */
export const FLAG_MODAL = 4096;
/** A word of {@link DEGREE_WORDS}, which makes a hyperbole of degree of a negated modal before it. */
export const FLAG_DEGREE = 8192;
/** The term counts only in a hyperbole of degree ("can't get enough of"; lexicon.ts HYPERBOLE_ONLY). */
export const FLAG_HYPERBOLE_ONLY = 16384;
/** A word of {@link COMPARISON_WORDS}. */
export const FLAG_COMPARISON = 32768;
/** A negator of {@link COMPARING_NEGATORS} (of a two-word one, its second word). */
export const FLAG_COMPARING_NEGATOR = 65536;
/** A word of {@link QUANTITY_NEGATORS}. */
export const FLAG_QUANTITY_NEGATOR = 131072;
/** A word of {@link DETERMINERS}. */
export const FLAG_DETERMINER = 262144;
/** A word of {@link EXCEPTIVE_STARTS}. */
export const FLAG_EXCEPTIVE = 1048576;
/** A word of {@link CONCESSIVE_WORDS}. */
export const FLAG_CONCESSIVE = 2097152;
/** A word of {@link ELLIPTICAL_CONCESSIVES}. */
export const FLAG_ELLIPTICAL = 4194304;
/** A word of {@link UNREALISED_BEEN}. */
export const FLAG_BEEN = 16777216;
/** A word of {@link PAST_FORMS}. */
export const FLAG_PAST = 33554432;
/** A word of {@link EXPECTING_VERBS}. */
export const FLAG_EXPECTING = 67108864;
/** A word of {@link OPINION_VERBS}. */
export const FLAG_OPINION = 134217728;
/**
 * What a two-word phrase does besides counting its tone (Vocabulary.phraseRoles): none, negate
 * ({@link NEGATING_PHRASES}), or make an unrealised evaluation: a modal perfect
 * ({@link UNREALISING_PERFECTS}), one with "been" in it ({@link UNREALISING_PHRASES}), one of
 * possibility before a comparison ({@link UNREALISED_COMPARISONS}) or an unmet expectation
 * ({@link UNMET_EXPECTATIONS}).
 */
export const PHRASE_PLAIN = 0;
export const PHRASE_NEGATING = 1;
export const PHRASE_UNREALISING_PERFECT = 2;
export const PHRASE_UNREALISING = 3;
export const PHRASE_UNREALISED_COMPARISON = 4;
export const PHRASE_UNMET_EXPECTATION = 5;

/** Flags that make the counter look at a word at all. */
export const FLAGS_READ =
  FLAG_INTENSIFIER |
  FLAG_NEGATOR |
  FLAG_PHRASE_START |
  FLAG_BREAKER |
  FLAG_SCOPE_NEGATOR |
  FLAG_CONTRAST |
  FLAG_TONED |
  FLAG_PHRASE_BREAK;

/**
 * A word as the scanner hands it on (scan.ts scan events), in one number: its id + 1 in bits
 * 0–15 (0 for an unknown word) and, from bit {@link WORD_ENTRY_FLAGS_SHIFT}, its flags below
 * FLAG_NEGATED_ONLY (a flag of tones, which the counter reads by tone, as it does
 * FLAG_HYPERBOLE_ONLY; it reads FLAG_MODAL and FLAG_DEGREE from the word's flags, when it must).
 */
export const WORD_ENTRY_FLAGS_SHIFT = 21;
export const WORD_ENTRY_FLAGS = FLAG_NEGATED_ONLY - 1;

/** The entry of word `id` (-1 for an unknown word) with flags `flags`. */
export function wordEntry(id: number, flags: number): number {
  return (id + 1) | ((flags & WORD_ENTRY_FLAGS) << WORD_ENTRY_FLAGS_SHIFT);
}

/**
 * Phrases that are something else before certain words, with those words: "kind of" is a
 * hedge, but "kind of you" is the reader's kindness ("that's kind of you"); "save your
 * money" warns a buyer off, "save your work" is an instruction; "money back" asks for a
 * refund, "money back guarantee" offers one; "don't bother" brushes off, "it doesn't bother
 * me" reassures; "can't stand" is dislike, "doesn't stand for" spells out; "don't waste your
 * time" warns, "didn't waste any time" was quick. Right before these
 * words the phrase's two words are read each alone, as if the phrase were not listed.
 */
export const PHRASE_BREAKS: Readonly<Record<string, readonly string[]>> = {
  'kind of': ['you', 'him', 'her', 'them', 'us', 'me'],
  'save your': [
    'work',
    'file',
    'files',
    'changes',
    'progress',
    'document',
    'documents',
    'receipt',
    'receipts',
    'place',
    'seat',
    'spot',
    'data',
    'password',
    'details',
    'game',
  ],
  'money back': ['guarantee', 'guaranteed', 'guarantees'],
  'not bother': ['me', 'us', 'him', 'her', 'them', 'you', 'anyone', 'anybody'],
  'not stand': ['for'],
  'not waste': ['any', 'no', 'a'],
};

/**
 * How a phrase is named among the drivers when its own words are not what people write: a
 * phrase that begins with "not" stands for a contraction ("can't wait" is read as "ca",
 * "not", "wait"), "save your" for the warning it starts, and "enough of" for the hyperbole it
 * counts in (lexicon.ts HYPERBOLE_ONLY).
 */
export const PHRASE_SHOWN: Readonly<Record<string, string>> = {
  'not wait': "can't wait",
  'not stand': "can't stand",
  'not believe': "can't believe",
  'not bother': "don't bother",
  'not waste': "don't waste",
  'not worry': "don't worry",
  'dont like': "don't like",
  'save your': 'save your money',
  'enough of': "can't get enough",
};

/** Most vocabulary words: phrase keys must stay small integers (below 2^30), which maps look up fastest. */
export const MAX_VOCABULARY = 0x8000;
/** Most two-word phrases. */
export const MAX_PHRASES = 0x1000;

/** Key of a phrase in {@link Vocabulary.phrases}: first word id, second word id (a small integer). */
export function phraseKey(first: number, second: number): number {
  return first * MAX_VOCABULARY + second;
}

/** Numbers per tone in the compiled TONES list (graded-lexicon.ts). */
export const TONE_SIZE = 11;

/** A digit of a tone number in the compiled vocabulary (graded-lexicon.ts) is its code unit minus this ("0"): base {@link TONE_BASE}, "0" to "o". */
export const TONE_DIGIT_ZERO = 48;
/** The base of tone numbers in the compiled vocabulary: two digits hold up to 4,096 tones. */
export const TONE_BASE = 64;

/** Most code units a front-coded word of the compiled vocabulary shares with the one before (the capitals A..Z). */
export const MAX_SHARED = 25;
