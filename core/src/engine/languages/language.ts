import type { GlossTable } from './gloss';

/**
 * What a language gives the local engine so that it can read text written in it: the
 * languages the engine reads, and the shape of one language's rules and lexicon.
 */

/** The languages the local engine reads: the four the spec offers in settings. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
/** A language the local engine reads (ISO 639-1). */
export type Language = (typeof LANGUAGES)[number];
/** A language read by the rules of this folder rather than by the English engine. */
export type OtherLanguage = Exclude<Language, 'en'>;
/** The languages read by the rules of this folder. */
export const OTHER_LANGUAGES: readonly OtherLanguage[] = ['es', 'fr', 'de'];

/**
 * What a word or phrase does in a reading. Every number is optional; a word may have several
 * roles ("nunca" negates, "muy" boosts). Valence and booster weights are VADER units (valence
 * −4..4, a booster about −0.4..0.4); the curated sides are word-equivalents (1 ≈ one plain
 * clear word) on the axis named, positive towards its high end (certainty, intensity,
 * coherence) and negative towards the other.
 */
export interface Entry {
  /** Rated valence, −4..4 VADER units. */
  valence?: number;
  /** Booster (> 0) or dampener (< 0) weight, VADER units, added to the strength of the next toned word. */
  boost?: number;
  /**
   * A negator. 'word': flips the first toned term within three words after it ("no", "nicht").
   * 'opener': the first half of a two-part negation ("ne" of "ne … pas"), which flips as a word
   * does. 'closer': a word that negates only after an opener in its clause ("plus" of "ne … plus"),
   * and is a word of its own otherwise. 'shifter': a verb or noun that lowers, stops or fights what
   * it governs ("reducir", "éviter", "verhindern"), which flips it as a word does; a shifter and a
   * negator that reach each other cancel out ("no evita el problema" leaves the problem).
   */
  negates?: 'word' | 'opener' | 'closer' | 'shifter';
  /**
   * A word of restriction: met in an opener's reach before its closer, it makes the pair "only"
   * rather than "not" ("ne … que": "il ne reste que les belles images" negates nothing).
   */
  restricts?: boolean;
  /**
   * A word of contrast: what follows it in the sentence weighs more. 'word' wherever it stands
   * ("pero", "mais"); 'opening' only when it opens a clause, for words that are also particles
   * ("doch", "aber": "Das ist doch toll" contrasts nothing). 'concessive' opens a clause that
   * concedes ("aunque", "bien que", "obwohl"): that clause weighs less and the rest of the
   * sentence, its verdict, more, whichever comes first.
   */
  contrast?: 'word' | 'opening' | 'concessive';
  /**
   * One of the spec's intensifiers or negators in this language ("very" … "completely", "not",
   * "never", "no", "hardly" …: word-classes.ts INTENSIFIERS and NEGATORS), which add 0.3 to an
   * axis's positive sum or 0.4 to its negative sum, beside what they do to the words they reach.
   */
  spec?: boolean;
  /** Commitment (> 0) or hedging (< 0), word-equivalents. */
  certainty?: number;
  /** Arousal (> 0) or calm (< 0), word-equivalents. */
  intensity?: number;
  /** Agreement and cause (> 0) or opposition (< 0), word-equivalents. */
  coherence?: number;
}

/** One language's reading: its roles and curated words, its rated lexicon and its stemmer. */
export interface LanguageReading {
  language: OtherLanguage;
  /**
   * Curated words and phrases (two to four words, single spaces), keyed by their normalised form
   * (lower case, diacritics kept as typed for words, see normaliseWord): read before the lexicon.
   */
  entries: ReadonlyMap<string, Entry>;
  /** Rated valence (−4..4) of word forms (lower case, diacritics removed) and of stems as {@link LanguageReading.stem} makes them. */
  lexicon: ReadonlyMap<string, number>;
  /** The Snowball stem, without diacritics, of a word in lower case as written (stem-<lang>.ts). */
  stem: (word: string) => string;
  /**
   * The endings (without diacritics) a stem may cut off for a word to be read by it: its
   * inflections and adverbs. A word whose stem cuts off another ending, a suffix of derivation, is
   * a word of another meaning ("génération" → "gener", the stem of "généreux"), not read by the
   * stem. None: every stem is read.
   */
  stemEndings?: ReadonlySet<string>;
  /**
   * The endings, as written, of words never read by their stem but only as written, by their plain
   * forms and by what they are made from: French past participles ("é", "ée", "és", "ées") share
   * their stem with adjectives of another meaning ("généré" → "gener", the stem of "généreux";
   * "dominé" that of "dominant"). None when absent.
   */
  unstemmedEndings?: readonly string[];
  /**
   * Whether a negator at the end of its clause reaches back to the toned word before it: German
   * puts "nicht" after the verb ("Ich mag das nicht").
   */
  negatesBackward: boolean;
  /**
   * In a language that negates backward, the negators that only reach forward: determiners and
   * prepositions, which negate the noun after them ("kein", "ohne", "wenig": "viel Spaß für wenig
   * Geld" denies nothing of the fun, "Gute Arbeit, keine Frage" nothing of the work).
   */
  forwardNegators?: ReadonlySet<string>;
  /**
   * Whether the language writes every noun with an initial capital (German): then, in a text that
   * does so, a shifter governs only a capitalised word, its object, and passes over the adverbs
   * beside it ("Die Armut wurde erfolgreich bekämpft": the poverty is fought, not the success).
   */
  capitalisesNouns?: boolean;
  /**
   * The negators that follow the verb they negate: one right after a toned word, with no opener
   * before it, negates that word rather than reaching forward. French puts "pas", "jamais" and
   * "rien" after the finite verb and speech drops the "ne" ("j'aime pas ça", "ça vaut rien").
   */
  postverbal?: ReadonlySet<string>;
  /**
   * The elided clitics, written before an apostrophe and one word with the word after it ("l'",
   * "n'", "qu'" of "l'écologie", "n'est", "qu'il"): they count no word of their own in the reach of
   * negators and boosters, nor in the text's length.
   */
  clitics?: ReadonlySet<string>;
  /**
   * Whether the language writes with an initial capital only the first word of a sentence and
   * names: then a word only the rated lexicon rates, capitalised inside a sentence beside another
   * capitalised word, is part of a name or title ("Ministère du Développement Durable") and carries
   * no tone. Curated words keep theirs ("Bonne Année"). Not German, which capitalises every noun.
   */
  namesByCapitals?: boolean;
  /**
   * The plain words an absolute superlative may come from ("buenísimo" → "bueno", "fácil"), tried
   * in order; the first that rates is read, boosted as by the strongest boosters. Empty when the
   * word is no superlative. Only Spanish has one.
   */
  superlative?: (word: string) => readonly string[];
  /**
   * The plain words a diminutive or augmentative may come from ("penita" → "pena", "cafecito" →
   * "café", "golazo" → "gol"), tried in order: a word nothing else rates is read as the first that
   * rates. Only Spanish has them.
   */
  evaluative?: (word: string) => readonly string[];
  /**
   * The parts a compound may be read by ("Scheißwetter" → "scheiß"), tried in order: the first
   * that rates is read. Empty when the word is none. Only German writes them as one word.
   */
  compoundParts?: (word: string) => readonly string[];
  /**
   * The plain forms an inflected word may come from, by the language's endings of number, gender
   * and case ("belles" → "belle", "positives" → "positif", "schönen" → "schön"), longest ending
   * first: a word no entry or lexicon rates is read as the first of them that the curated entries
   * or the lexicon rate, so a curated word needs only its plain form.
   */
  baseForms?: (word: string) => readonly string[];
  /**
   * The words a word may be made from (a finite verb's infinitive, a participle's verb, an
   * adjective's noun, a compound's head …), likeliest first: a word that nothing rates, as written
   * or by its plain forms, is read as the first of them that rates, turned as it says: German's
   * (derive-de.ts), and the infinitives of French and Spanish verb forms (derive-fr.ts, derive-es.ts).
   */
  derivations?: (word: string) => readonly Derivation[];
  /**
   * Rated words that say degree right before a toned word, each with its booster's entry: "bien" is
   * "well" on its own and "very" in "bien feo" (read there as a booster); none when absent.
   */
  degree?: ReadonlyMap<string, Entry>;
  /**
   * Rated words that, as a clause of their own, are discourse markers, each with the entry they take
   * there ("Bueno, …" is "well, …" or "OK", not "good"), and the particles that may open that clause
   * before them ("pero bueno", "y bueno"), and those of them after which a marker that closes its
   * clause is one whatever comes before ("C'est cher, mais bon."); none when absent.
   */
  discourse?: { markers: ReadonlyMap<string, Entry>; openers: ReadonlySet<string>; closing?: ReadonlySet<string> };
  /**
   * Words as chat writes them, each with the word it stands for ("q" → "que", "xq" → "porque"): read
   * as that word by the axes and the gloss alike (text-tokens.ts); none when absent.
   */
  spellings?: ReadonlyMap<string, string>;
  /** The language's cues of feeling, courtesy and irony with their English glosses (gloss.ts); none when absent. */
  gloss?: GlossTable;
  /**
   * The particles of its separable verbs, which close a main clause apart from their verb ("Das regt
   * mich auf"): each is read inside the verb it makes (split-verbs.ts). Only German has them.
   */
  separableParticles?: ReadonlySet<string>;
}

/**
 * A word another is made from, and what the making does to its tone: 'keep' ("Dummheit" is as
 * bad as "dumm"), 'flip' ("hoffnungslos", "unfreundlich" turn their base, keeping as much of it as
 * negation keeps) or 'negative' ("Misserfolg": bad whatever its base, as much as a turned base).
 * A compound's head ("Arbeitsfrust" → "Frust") is read as written or by its plain forms only.
 */
export interface Derivation {
  base: string;
  turn: 'keep' | 'flip' | 'negative';
  head?: boolean;
}

/** The roles a listed word or phrase may take, each one entry (shared.ts ROLE_ENTRIES). */
export const ROLES = [
  'negator',
  'specNegator',
  'shifter',
  'restrictive',
  'specOpener',
  'contrast',
  'contrastOpening',
  'concessive',
  'plain',
  'laughs',
  'hedge',
  'commits',
  'calm',
  'aroused',
  'agrees',
  'opposes',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * One language as data: what {@link LanguageReading} is built from (shared.ts readingOf). Word
 * lists are comma-separated words and phrases; weighted lists are lines of "weight  words".
 */
export interface LanguageDefinition {
  language: OtherLanguage;
  /**
   * Words and phrases by role: 'negator' flips (Entry.negates 'word'), 'specNegator' flips and is
   * one of the spec's negators, 'shifter' a verb or noun that lowers, stops or fights what it
   * governs ("reducir", "réduire", "la lutte contre", "verhindern": the harm it reduces reads as
   * its opposite, "éviter le pire" is good news) and flips as a negator does (Entry.negates
   * 'shifter'), 'restrictive' makes an
   * opener "only" (Entry.restricts: "que" of "ne … que"), 'specOpener' opens a two-part negation ("ne"), 'contrast',
   * 'contrastOpening' and 'concessive' as Entry.contrast, 'plain' a function word the rated
   * lexicons would misread, 'laughs' laughter written as a word, 'hedge' and 'commits' one word
   * of certainty down or up, 'calm' and 'aroused' of intensity, 'agrees' and 'opposes' of coherence.
   */
  roles: Readonly<Partial<Record<Role, string>>>;
  /** Boosters (weight > 0) and dampeners (< 0), VADER units: lines of "weight  words". */
  boosters: string;
  /** The spec's intensifiers among the boosters (Entry.spec): lines of "weight  words". */
  intensifiers: string;
  /** Rated words and phrases, valence −4..4: lines of "valence  words". */
  rated: string;
  /**
   * Phrases read only as written with their accents, because without them they are other words:
   * "no sé" (I don't know) is "no se" (the negated reflexive: "no se puede") when unaccented.
   */
  accented?: string;
  /** Words of more than one role ("seguro": certainty and a little warmth), as entries. */
  entries: Readonly<Record<string, Entry>>;
  /** The generated lexicon, packed (lines of "valence<TAB>keys"). */
  lexicon: string;
  stem: (word: string) => string;
  negatesBackward: boolean;
  /** The negators that only reach forward, comma-separated (LanguageReading.forwardNegators). */
  forwardNegators?: string;
  /** The negators that follow the verb they negate, comma-separated (LanguageReading.postverbal). */
  postverbal?: string;
  /** LanguageReading.namesByCapitals. */
  namesByCapitals?: boolean;
  /** LanguageReading.capitalisesNouns. */
  capitalisesNouns?: boolean;
  /** The elided clitics, comma-separated (LanguageReading.clitics). */
  clitics?: string;
  /** The endings a stem may cut off, comma-separated, "" among them (LanguageReading.stemEndings). */
  stemEndings?: string;
  /** The endings of words never read by their stem, comma-separated (LanguageReading.unstemmedEndings). */
  unstemmedEndings?: string;
  superlative?: (word: string) => readonly string[];
  evaluative?: (word: string) => readonly string[];
  compoundParts?: (word: string) => readonly string[];
  derivations?: (word: string) => readonly Derivation[];
  /** Endings of number, gender and case and what each replaces to give the plain form: [ending, plain ending] (LanguageReading.baseForms). */
  endings?: readonly (readonly [string, string])[];
  /**
   * Rated words that are finite verb forms ("mag", "nervt"): the endings of number, gender and case
   * belong to adjectives and nouns, so no word is read as one of these plus an ending ("Magen",
   * stomach, is not "mag" + "-en").
   */
  verbForms?: string;
  /** Rated words that are boosters right before a toned word (LanguageReading.degree): lines of "weight  words". */
  degree?: string;
  /**
   * Discourse markers (LanguageReading.discourse): `markers`, lines of "valence  words" (the valence they
   * take as a clause of their own), and `openers` and `closing`, comma-separated.
   */
  discourse?: { markers: string; openers: string; closing?: string };
  /** Chat spellings (LanguageReading.spellings): lines of "word = spelling, spelling, …", in lower case. */
  spellings?: string;
  /** The gloss table: lines of "english = phrase, phrase, …" (gloss.ts glossTableOf). */
  gloss?: string;
  /** The particles of separable verbs, comma-separated (LanguageReading.separableParticles). */
  separableParticles?: string;
}
