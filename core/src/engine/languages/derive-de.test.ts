import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage } from './all';
import { germanDerivations } from './derive-de';

const warmth = (text: string) => analyseAxesInLanguage(text, 'de').warmthDetachment;
const bases = (word: string) => germanDerivations(word).map((d) => `${d.head ? 'head ' : ''}${d.turn} ${d.base}`);

describe('German word formation', () => {
  it.each([
    ['a finite verb comes from its infinitive', 'hasst', 'keep hassen'],
    ['so does one in the simple past', 'weinte', 'keep weinen'],
    ['a stem in "-er" takes "-n"', 'ärgert', 'keep ärgern'],
    ['a participle comes from its verb', 'genervt', 'keep nerven'],
    ['so does a separable one, with its particle', 'aufgeregt', 'keep aufregen'],
    ['a superlative comes from its adjective', 'schlimmst', 'keep schlimm'],
    ['a noun of a quality from its adjective', 'dummheit', 'keep dumm'],
    ['a noun in "-keit" from an adjective in "-ig"', 'traurigkeit', 'keep traurig'],
    ['a noun of an action from its verb', 'enttäuschung', 'keep enttäuschen'],
    ['an adjective in "-haft" from its noun', 'ekelhaft', 'keep ekel'],
    ['an adjective in "-voll" from its noun', 'liebevoll', 'keep liebe'],
    ['a diminutive from its noun', 'küsschen', 'keep küss'],
    ['an adverb of judgement from its adjective', 'dummerweise', 'keep dumm'],
    ['a base in "-el" gets back the "e" it drops before a suffix', 'himmlisch', 'keep himmel'],
    ['a word of lack turns its base, past its joint', 'hoffnungslos', 'flip hoffnung'],
    ['"-frei" turns its base', 'sorgenfrei', 'flip sorge'],
    ['"un-" turns its base', 'unfreundlich', 'flip freundlich'],
    ['"miss-" is bad whatever its base', 'misserfolg', 'negative erfolg'],
    ['two affixes come off', 'unzufriedenheit', 'flip zufrieden'],
    ['a compound has its head', 'arbeitsfrust', 'head keep frust'],
    ['an intensifying first part leaves its head, however short', 'saublöd', 'head keep blöd'],
  ])('%s (%j)', (_rule, word, base) => {
    expect(bases(word)).toContain(base);
  });

  it.each([
    ['a verb prefix is no first part ("entsorgen" is not "sorgen")', 'entsorgen', 'head keep sorgen'],
    ['nor is a particle', 'aufhalten', 'head keep halten'],
    ['a suffix is no head ("Mannschaft")', 'mannschaft', 'head keep schaft'],
    ['"unter-" is not "un-"', 'unterhalten', 'flip terhalten'],
    ['a noun in "ge-…-en" is no participle', 'gedanken', 'keep danken'],
  ])('not: %s (%j)', (_rule, word, base) => {
    expect(bases(word)).not.toContain(base);
  });

  it.each([
    ['a finite verb reads as its infinitive', 'Er hasst mich', 0, 0.45],
    ['the first person too', 'Ich bewundere deine Geduld', 0.55, 1],
    ['umlauts written "ae", "oe", "ue"', 'Das ist so schoen', 0.55, 1],
    ['and a bad word so written', 'Ich bin total muede', 0, 0.45],
    ['"ss" for "ß", as Swiss German writes it', 'Das macht richtig Spass', 0.55, 1],
    ['a short head no word ends in by chance', 'Ich hab so Kopfweh heute', 0, 0.45],
    ['"hass" too', 'Der Fremdenhass wächst', 0, 0.45],
    ['a participle as its verb', 'Ich habe diesen Film gehasst', 0, 0.45],
    ['a superlative as its adjective', 'Das war der schlimmste Tag', 0, 0.45],
    ['a noun of a quality as its adjective', 'So eine Dummheit', 0, 0.45],
    ['a word of lack as its base turned', 'Die Lage ist hoffnungslos', 0, 0.45],
    ['a word of lack turns a bad base to good', 'Endlich sorgenfrei', 0.55, 1],
    ['"un-" turns a good word to bad', 'Der Kellner war unfreundlich', 0, 0.45],
    ['a compound reads as its head', 'Heute nur Kopfschmerzen', 0, 0.45],
    ['so does a good one', 'Pure Lebensfreude', 0.55, 1],
    ['an intensified word reads as its head', 'Der Film war stinklangweilig', 0, 0.45],
    ['"mega" before a good word', 'Das Konzert war megageil', 0.55, 1],
    ['an intensifying part before no rated word reads as nothing', 'Ich gehe in den Supermarkt', 0.5, 0.5],
    ['a compound of a verb prefix reads as nothing', 'Wir entsorgen das Papier', 0.5, 0.5],
  ])('reading: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it('reads a word as written before reading what it is made from', () => {
    // "unglaublich" is an intensifier of its own, not "glaublich" turned.
    expect(warmth('Das ist unglaublich schön')).toBeGreaterThan(warmth('Das ist schön'));
  });
});
