/**
 * Cognates: the Spanish, French and German words that English shares through Latin and Greek,
 * written from a rated English word by the regular correspondences of their endings and
 * spelling ("furious" → "furioso", "furieux"; "fantastic" → "fantástico", "fantastique",
 * "fantastisch"; "frustrated" → "frustrado", "frustré", "frustriert"). The word-by-word
 * translation of AFINN gives one word per English word and misses the rest of a family
 * ("catastrophic" and "catastrophe", "horror" beside "horrible"); a learned word of this make
 * means in the other language what it means in English, with a short list of exceptions, the
 * false friends (`FALSE_FRIENDS`), which are left unrated.
 *
 * Only English words of at least {@link MIN_COGNATE_LETTERS} letters that end in one of the
 * learned endings below are carried over: a short or native English word ("pain", "gift",
 * "hell", "kind") is as often a different word in the other language. Adjectives in -ic, -ical,
 * -al and -ist are not: their cognates are mostly adjectives of relation ("énergétique" is "of
 * energy", not "energetic"; "naturaliste", "original" in German is "the original"). The build gives a cognate
 * a rating only where the language's own and translated sources have none. Written from the
 * languages' spelling and morphology, not from labelled text.
 */
import type { OtherLanguage } from '../src/engine/languages/language';

/** The shortest English word whose cognates are written. */
export const MIN_COGNATE_LETTERS = 6;

/**
 * English ending → the language's ending, longest English ending first (the first that fits is
 * used). Each pair is a regular correspondence of learned words: nouns in -tion, -ity, -ism, -ance,
 * adjectives in -ous, -ive, -able, -ible, -ant, -ent, verbs in -ate and -ize with their past
 * participles.
 */
export const COGNATE_ENDINGS: Readonly<Record<OtherLanguage, readonly (readonly [string, string])[]>> = {
  es: [
    ['iously', 'iosamente'],
    ['ously', 'osamente'],
    ['ation', 'acion'],
    ['ition', 'icion'],
    ['ution', 'ucion'],
    ['ction', 'ccion'],
    ['ption', 'pcion'],
    ['ssion', 'sion'],
    ['ision', 'ision'],
    ['ious', 'ioso'],
    ['eous', 'eo'],
    ['ated', 'ado'],
    ['ized', 'izado'],
    ['able', 'able'],
    ['ible', 'ible'],
    ['ance', 'ancia'],
    ['ence', 'encia'],
    ['ency', 'encia'],
    ['ancy', 'ancia'],
    ['ity', 'idad'],
    ['ous', 'oso'],
    ['ive', 'ivo'],
    ['ism', 'ismo'],
    ['ant', 'ante'],
    ['ent', 'ente'],
    ['ate', 'ar'],
    ['ize', 'izar'],
  ],
  fr: [
    ['iously', 'ieusement'],
    ['ously', 'eusement'],
    ['ation', 'ation'],
    ['ition', 'ition'],
    ['ution', 'ution'],
    ['ction', 'ction'],
    ['ption', 'ption'],
    ['ssion', 'ssion'],
    ['ision', 'ision'],
    ['ious', 'ieux'],
    ['ated', 'e'],
    ['ized', 'ise'],
    ['able', 'able'],
    ['ible', 'ible'],
    ['ance', 'ance'],
    ['ence', 'ence'],
    ['ency', 'ence'],
    ['ancy', 'ance'],
    ['ity', 'ite'],
    ['ous', 'eux'],
    ['ive', 'if'],
    ['ism', 'isme'],
    ['ant', 'ant'],
    ['ent', 'ent'],
    ['ate', 'er'],
    ['ize', 'iser'],
  ],
  de: [
    ['ation', 'ation'],
    ['ition', 'ition'],
    ['ution', 'ution'],
    ['ction', 'ktion'],
    ['ption', 'ption'],
    ['ssion', 'ssion'],
    ['ision', 'ision'],
    ['ious', 'ios'],
    ['ated', 'iert'],
    ['ized', 'isiert'],
    ['ance', 'anz'],
    ['ence', 'enz'],
    ['ity', 'itat'],
    ['ous', 'os'],
    ['ive', 'iv'],
    ['ism', 'ismus'],
    ['ant', 'ant'],
    ['ent', 'ent'],
    ['ate', 'ieren'],
    ['ize', 'isieren'],
  ],
};

/**
 * Cognates that mean something else in the language (as the rules write them: lower case, without
 * diacritics): Spanish "efectivo" is cash and French "effectif" staff as often as "effective";
 * "respectivo" is "respective". A test keeps every entry one the rules would otherwise write.
 */
export const FALSE_FRIENDS: Readonly<Record<OtherLanguage, readonly string[]>> = {
  es: ['efectivo', 'respectivo'],
  fr: ['effectif'],
  de: [],
};

/** The language's spelling of an English learned word's stem ("c" is "k" in German, "ph" is "f" in Spanish). */
function respell(lang: OtherLanguage, stem: string): string {
  if (lang === 'es') {
    // Spanish writes one consonant for English double ones (rr, ll and cc stay),
    // f for ph, t for th, i for y, and an e before an initial s + consonant ("stupid" → "estupido").
    return stem
      .replace(/ph/g, 'f')
      .replace(/th/g, 't')
      .replace(/y/g, 'i')
      .replace(/([bdfgmnpstz])\1/g, '$1')
      .replace(/^s(?=[bcdfgklmnpqtvw])/, 'es');
  }
  if (lang === 'de') {
    // German writes k for a hard c ("kritisch", "Katastrophe"), z for a soft one before e, i
    // ("Akzeptanz"), and keeps ph and th in learned words.
    return stem
      .replace(/c(?=[eiy])/g, 'z')
      .replace(/ck/g, 'k')
      .replace(/c(?!h)/g, 'k');
  }
  return stem;
}

/** The cognate the rules write for one English word, false friend or not; null when the word ends in no learned ending or is too short. */
export function writeCognate(lang: OtherLanguage, english: string): string | null {
  // English "-ment" nouns are native formations ("amazement", "agreement"): Romance "-ment" and
  // "-mente" are adverbs.
  if (english.length < MIN_COGNATE_LETTERS || !/^[a-z]+$/.test(english) || english.endsWith('ment')) return null;
  for (const [from, to] of COGNATE_ENDINGS[lang]) {
    if (!english.endsWith(from)) continue;
    const stem = english.slice(0, english.length - from.length);
    return stem.length < 3 ? null : respell(lang, stem) + to;
  }
  return null;
}

/** The cognates of one English word in a language that mean what it means (none or one). */
export function cognatesOf(lang: OtherLanguage, english: string): string[] {
  const word = writeCognate(lang, english);
  return word === null || FALSE_FRIENDS[lang].includes(word) ? [] : [word];
}
