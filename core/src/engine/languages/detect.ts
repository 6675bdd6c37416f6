/**
 * Which of the four languages a text is written in, from one sentence or more: its function
 * words (articles, pronouns, auxiliaries, prepositions: the most frequent words of each
 * language, which nearly every sentence holds) and the letters only one of the languages uses
 * (ñ ¿ ¡ in Spanish, ß and umlauts in German, ç œ and the circumflex and grave vowels in
 * French). A word several languages share ("la", "es", "me") counts for each of them. Only
 * the first {@link DETECT_MAX_CHARS} characters are read.
 */
import type { Language } from './language';
import { letterAt, normaliseWord } from './tokens';

/**
 * The most characters the detector reads, from the start: a few sentences tell the language,
 * and a long message then costs no more than a short one.
 */
export const DETECT_MAX_CHARS = 600;

/**
 * Words of at most this many letters ("im", "la", "o", "me") are weak evidence: English text holds
 * them by chance (names, abbreviations, "im" for "I'm"), so each counts {@link SHORT_WORD_EVIDENCE}.
 */
export const SHORT_WORD = 2;
export const SHORT_WORD_EVIDENCE = 0.5;
/**
 * The least evidence on which a text is read as Spanish, French or German rather than English:
 * one longer function word ("nicht", "pero") or letter of its own ("ñ", "ß"), or two short words.
 */
export const MIN_EVIDENCE = 1;

/**
 * The detector's answer: the language, the share of the evidence that pointed to it (0..1; 0 when
 * there was none), and how much of that evidence no other language shares (its own function words
 * and letters: "the" and "with" are English's own, "die" and "am" German's as well).
 */
export interface DetectedLanguage {
  language: Language;
  confidence: number;
  own: number;
}

/** The words of a list written across lines. */
const wordsOf = (list: string): string[] => list.trim().split(/\s+/);

/** Function words of each language, lower case without diacritics (as tokens.ts normalises words). */
const FUNCTION_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    ...wordsOf(`
      the and is are were you i to of it that this with for have not but what my be just can they we
      he she on at do your about would there been has how if or an from our their don t m s ll ve get
      all one out up really thank thanks please will hello hi
    `),
    // Words English shares with the others ("in", "so", "me", "die", "man") count for it too: ties go to English.
    ...wordsOf(`
      a in so me no was as by like more some very when who his her him them than then did had am its
      over such too because why man die also
    `),
  ],
  es: [
    ...wordsOf(`
      a el la los las de del que y en un una es por con no para se lo como mas pero su sus le ya muy
      esta este esto eso yo me mi tambien hay porque cuando todo son fue ser hoy nos al si sin bien
      tiene hace va ni o gracias estoy eres tu te unos pues hola buenos buenas
    `),
  ],
  fr: [
    ...wordsOf(`
      a le la les de des du et est un une que qui pas ne je tu il elle nous vous ce c ca cette sur
      dans pour avec mais ou plus tres tout mon ma mes son sa ses au aux j l d n qu etre avoir fait
      bien sont etait comme aussi on oui non merci suis bonjour salut bonsoir
    `),
  ],
  de: [
    ...wordsOf(`
      der die das und ist nicht ich du er sie es wir ihr ein eine einen dem den des mit auf fur von zu
      am im in auch aber noch wie so nur schon sind hat haben wird mal doch dass bei aus wenn oder mir
      mich dich man kein keine jetzt hier heute sehr gut was danke bin bitte hallo guten tschuss
    `),
  ],
};

/** Letters that only one of the four languages writes, each worth one function word. */
const LETTERS: readonly [RegExp, Language][] = [
  [/[ñ¿¡áíóú]/gi, 'es'],
  [/[ßäöü]/gi, 'de'],
  [/[çœèêàùûîôë]/gi, 'fr'],
];

const LANGUAGE_ORDER: readonly Language[] = ['en', 'es', 'fr', 'de'];
const WORD_LANGUAGES = new Map<string, Language[]>();
for (const language of LANGUAGE_ORDER)
  for (const word of FUNCTION_WORDS[language])
    WORD_LANGUAGES.set(word, [...(WORD_LANGUAGES.get(word) ?? []), language]);
/** The longest function word: a longer word of plain ASCII letters (whose length normalising keeps) is none. */
const LONGEST_FUNCTION_WORD = Math.max(...[...WORD_LANGUAGES.keys()].map((w) => w.length));

function isAscii(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** The languages whose {@link LETTERS} hold each character seen past ASCII (none of them is ASCII), found once per character. */
const LETTER_LANGUAGES = new Map<number, Language[]>();
function letterLanguages(code: number): Language[] {
  let languages = LETTER_LANGUAGES.get(code);
  if (!languages) {
    const c = String.fromCharCode(code);
    languages = LETTERS.filter(([letters]) => {
      letters.lastIndex = 0;
      return letters.test(c);
    }).map(([, language]) => language);
    LETTER_LANGUAGES.set(code, languages);
  }
  return languages;
}

/**
 * The language of `text` among English, Spanish, French and German, and how sure the detector
 * is. With no evidence at all (an emoji, a name) it answers English with confidence 0, and with
 * less than {@link MIN_EVIDENCE} for any other language English with the share English had. A word
 * shared by several languages counts for each; ties go to the first in en, es, fr, de order.
 */
export function detectLanguage(text: string): DetectedLanguage {
  const score: Record<Language, number> = { en: 0, es: 0, fr: 0, de: 0 };
  const own: Record<Language, number> = { en: 0, es: 0, fr: 0, de: 0 };
  const head = text.length > DETECT_MAX_CHARS ? text.slice(0, DETECT_MAX_CHARS) : text;
  // The words: runs of letters and marks, split at apostrophes as the readers split them ("c'est" → "c", "est").
  for (let i = 0; i < head.length;) {
    let n = letterAt(head, i);
    if (n === 0) {
      i++;
      continue;
    }
    let j = i + n;
    while (j < head.length && (n = letterAt(head, j)) > 0) j += n;
    const word = head.slice(i, j);
    i = j;
    if (word.length > LONGEST_FUNCTION_WORD && isAscii(word)) continue;
    const weight = word.length <= SHORT_WORD ? SHORT_WORD_EVIDENCE : 1;
    const languages = WORD_LANGUAGES.get(normaliseWord(word)) ?? [];
    for (const language of languages) score[language] += weight;
    if (languages.length === 1) own[languages[0]!] += weight;
  }
  // The letters of one language, in one pass: each is past ASCII.
  for (let i = 0; i < head.length; i++) {
    const code = head.charCodeAt(i);
    if (code < 0x80) continue;
    const languages = letterLanguages(code);
    for (const language of languages) score[language]++;
    if (languages.length === 1) own[languages[0]!]++;
  }
  let best: Language = 'en';
  let total = 0;
  for (const language of LANGUAGE_ORDER) {
    total += score[language];
    if (score[language] > score[best]) best = language;
  }
  // One short word alone ("me", "la", "im") is too little to leave English.
  if (best !== 'en' && score[best] < MIN_EVIDENCE) best = 'en';
  return { language: best, confidence: total === 0 ? 0 : score[best] / total, own: own[best] };
}
