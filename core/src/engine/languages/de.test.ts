import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage } from './all';
import { glossInLanguage } from './index';

const warmth = (text: string) => analyseAxesInLanguage(text, 'de').warmthDetachment;
const negatedTerms = (text: string) => {
  const d = analyseAxesInLanguage(text, 'de').drivers.warmthDetachment;
  return [...d.positive, ...d.negative].filter((x) => x.negated).map((x) => x.term);
};

describe('the German reading', () => {
  it.each([
    ['Der Film war echt spannend', 0.6, 1],
    ['Das Wetter ist heute mies', 0, 0.4],
    ['Das war echt fies von dir', 0, 0.4],
    ['Der Abend war total öde', 0, 0.4],
  ])('everyday words the translated lexicon lacks carry their tone: %j', (text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['colloquial complaint', 'Der Tag war echt anstrengend'],
    ["the body's small troubles", 'Ich bin total erkältet und hab Bauchweh'],
    ['an interjection of disgust', 'Igitt, das Essen ist kalt'],
    ['refusal', 'Ich hab heute keinen Bock auf Arbeit'],
    ['a set phrase of annoyance', 'Der Lärm geht mir auf die Nerven'],
    ['a rhetorical complaint', 'Was soll das denn?'],
    ['"na" makes praise ironic', 'Na toll, der Zug fällt schon wieder aus'],
    ['thanks for nothing', 'Vielen Dank auch, jetzt ist alles weg'],
    ['"komisch" is strange, not funny', 'Das Auto macht komische Geräusche'],
    ['"lachhaft" is ridiculous', 'Die Ausrede ist lachhaft'],
    ['a plan that fails', 'Das Projekt scheitert am Geld'],
    ['a thing called a joke', 'Die Bahn ist echt ein Witz'],
    ['worn out, not done', 'Ich bin geschafft'],
    ['a word the translation turned the wrong way', 'Die Lage ist bedrohlich'],
    ['annoyance', 'Du nervst mich'],
    ['"zu" before an adjective of measure: too much of it', 'Der Bus kommt wieder zu spät'],
    ['whatever the adjective', 'Die Musik ist viel zu laut'],
    ['a word too short for the translated lexicon', 'Der Akku ist schon wieder tot'],
    ['exasperation', 'Meine Güte, wie lange dauert das noch'],
    ['"Hilfe!" as a clause of its own cries for help', 'Hilfe! Der Drucker brennt'],
    ['"net" is southern "nicht"', 'Das gefällt mir net'],
    ['missing a thing', 'Ich vermisse den Sommer'],
    ['a feeling the translated lexicon lacks', 'Ich bin total überlastet'],
    ['a judgement it lacks', 'Das Essen war miserabel'],
  ])('everyday words of complaint read colder than plain: %s (%j)', (_kind, text) => {
    expect(warmth(text)).toBeLessThan(0.45);
  });

  it.each([
    ['Ich bin so verliebt'],
    ['Endlich Feierabend und ausgeschlafen in den Urlaub'],
    ['Das Restaurant ist sehr empfehlenswert'],
    ['Hab voll Bock auf den Sommer'],
    ['Hausarbeit endlich geschafft'],
    ['Eine sehr erfreuliche Nachricht'],
    ['Der Abend war kurzweilig'],
    ['Die Show war phänomenal, Hut ab'],
    ['Viel Lob für den Mut der Retter'],
    ['Ich kann es kaum erwarten'],
    ['Das war jut'],
    ['Endlich funktioniert das WLAN'],
    ['Danke für die Hilfe'],
    ['Ich fühle mich hier geborgen'],
    ['Der Auftritt war legendär'],
  ])('everyday words of praise and pleasure read warm: %j', (text) => {
    expect(warmth(text)).toBeGreaterThan(0.55);
  });

  it.each([
    ['preference, not love', 'Ich gehe lieber zu Fuß'],
    ['speed', 'Der Zug fährt schnell'],
    ['a colour', 'Die Wand ist grau'],
    ['"according to"', 'Laut Polizei gab es drei Festnahmen'],
    ['a demand', 'Die Opposition fordert Neuwahlen'],
    ['no compound of "gemein"', 'Die allgemeine Lage ist unverändert'],
    ['free of charge', 'Kostenloser Versand ab Montag'],
    ['fashion, not a fault', 'Die Mode der Saison ist da'],
    ['expected, not feared', 'Der Zug wird um acht erwartet'],
    ['by chance', 'Ich habe sie zufällig getroffen'],
    ['"Achtung" calls attention', 'Achtung, die Tür schließt'],
    ['"zu" before a noun', 'Ich bin zu Hause'],
    ['an opponent in sport', 'Der Gegner kommt aus Bremen'],
    ['"ungefähr" is about, no "un-" of "Gefahr"', 'Es dauert ungefähr zehn Minuten'],
    ['reaching and confirming', 'Der Zug hat Berlin erreicht, bestätigt die Bahn'],
  ])('everyday words that judge nothing read plain: %s (%j)', (_kind, text) => {
    expect(warmth(text)).toBe(0.5);
  });

  it.each([
    ['"nicht" flips the word after it', 'Das ist nicht gut', 0, 0.45, ['gut']],
    ['"nicht" at the end of its clause reaches back to the verb', 'Ich mag das nicht', 0, 0.45, ['mag']],
    ['"kein" flips', 'Das war keine gute Idee', 0, 0.45, ['gute']],
    ['"nie" flips', 'Es war nie schön', 0, 0.45, ['schön']],
    ['a negator flips a bad word to mildly good', 'Das ist nicht schlecht', 0.5, 1, []],
    ['"ohne" flips what it reaches', 'Ein Tag ohne Probleme', 0.5, 1, ['probleme']],
    ['a negator reaches no further than its clause', 'Nein, nicht heute. Es war toll', 0.55, 1, []],
    ['a negator compared to negates nothing', 'Besser spät als nie', 0.55, 1, []],
    ['nor does one "as never before"', 'Die Stimmung war gut wie nie zuvor', 0.55, 1, []],
    ['a comparative that cannot be outdone keeps its side', "Schlimmer geht's nicht", 0, 0.45, []],
    ['and a good one too', 'Besser gehts nicht', 0.55, 1, []],
    ['"ohne" never reaches back to the word before it', 'Ich liebe lange Fahrten ohne Stau', 0.55, 1, []],
    ['nor does "wenig" before its noun', 'Viel Spaß für wenig Geld', 0.55, 1, []],
    ['"kein" after the verb still denies it', 'Ich mag keine Tomaten', 0, 0.45, ['mag']],
    ['"keine Frage" commits and denies nothing', 'Gute Arbeit, keine Frage', 0.55, 1, []],
    ['"kein Wunder" denies nothing', 'Kein Wunder, dass sie sauer ist', 0, 0.45, []],
    ['"null" before a noun denies it', 'Null Charme, null Humor', 0, 0.45, ['charme', 'humor']],
    ['and a number stays a number', 'Es steht null zu null', 0.5, 0.5, []],
    ['"nicht nur" adds rather than denies', 'Das ist nicht nur schön, sondern auch günstig', 0.55, 1, []],
  ])('negation: %s (%j)', (_rule, text, low, high, flipped) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
    expect(negatedTerms(text)).toEqual(flipped);
  });

  it.each([
    ['a harm prevented is good news', 'Das verhindert den Krieg', 0.55, 1, ['krieg']],
    ['a harm fought', 'Der Kampf gegen den Hass', 0.55, 1, ['hass']],
    ['a verb closing its clause reaches back to its object', 'Wir müssen die Armut bekämpfen', 0.55, 1, ['armut']],
    ['a participle too', 'Die Katastrophe wurde verhindert', 0.55, 1, ['katastrophe']],
    ['a good taken away is a loss', 'Die Regierung will die Hilfen kürzen', 0, 0.45, ['hilfen']],
    [
      'a shifter passes over the adverb beside it to its noun',
      'Die Armut wurde erfolgreich bekämpft',
      0.55,
      1,
      ['armut'],
    ],
    ['after the verb too', 'Wir bekämpfen erfolgreich die Armut', 0.55, 1, ['armut']],
    ['and "endlich"', 'Die Krankheit wurde endlich gestoppt', 0.55, 1, ['krankheit']],
    ['a text in lower case has no capitals to tell its nouns by', 'wir müssen die armut bekämpfen', 0.55, 1, ['armut']],
    ['a split verb reads as the shifter it makes', 'Die Regierung baut die Hilfen ab', 0, 0.45, ['hilfen']],
    ['and shifts a harm', 'Die Stadt dämmt die Gewalt ein', 0.55, 1, ['gewalt']],
    ['"nicht" closing the clause denies the shifting', 'Das verhindert den Krieg nicht', 0, 0.45, []],
    ['"nicht" right after the shifter too', 'Das verhindert nicht den Krieg', 0, 0.45, []],
    ['and "kein"', 'Das verhindert keine Kriege', 0, 0.45, []],
    ['a shifter in the reach of "nicht" is undone', 'Wir konnten den Krieg nicht verhindern', 0, 0.45, []],
    ['"nicht" after the verb still reaches back', 'Ich mag dich nicht mehr', 0, 0.45, ['mag']],
    ['past a word of no tone', 'Ich mag das nicht an dir', 0, 0.45, ['mag']],
    ['and "nie" too', 'Er hilft nie', 0, 0.45, ['hilft']],
  ])('shifters and negation after the verb: %s (%j)', (_rule, text, low, high, flipped) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
    expect(negatedTerms(text)).toEqual(flipped);
  });

  it.each([
    ['"sehr" strengthens', 'Das ist sehr gut', 'Das ist gut'],
    ['"total" strengthens', 'Das ist total schön', 'Das ist schön'],
    ['"echt" strengthens a bad word', 'Das ist echt schlimm', 'Das ist schlimm'],
    ['capitals strengthen', 'Das ist TOLL', 'Das ist toll'],
    ['a drawn-out word reads as the word, stressed', 'Das ist tolllll', 'Das ist toll'],
    ['a word of harm before a good word says degree', 'Das war verdammt gut', 'Das war gut'],
    ['and before a kind one', 'Sie ist furchtbar nett', 'Sie ist nett'],
  ])('intensifiers: %s (%j reads further from balance than %j)', (_rule, stronger, plain) => {
    expect(Math.abs(warmth(stronger) - 0.5)).toBeGreaterThan(Math.abs(warmth(plain) - 0.5));
  });

  it('dampeners: "etwas" softens the word it reaches', () => {
    expect(warmth('Das ist etwas traurig')).toBeGreaterThan(warmth('Das ist traurig'));
    expect(warmth('Das ist etwas traurig')).toBeLessThan(0.5);
  });

  it.each([
    ['what follows "aber" outweighs what precedes it', 'Es ist teuer, aber wunderschön', 0.55, 1],
    ['and the other way round', 'Das Hotel ist schön, aber der Service ist furchtbar', 0, 0.45],
    ['"doch" opening a clause contrasts', 'Der Film war schön. Doch das Ende war schrecklich', 0, 0.45],
    ['"doch" inside a clause is a particle, not a contrast', 'Das ist doch toll', 0.6, 1],
    ['a concessive clause weighs less than the verdict', 'Obwohl es schön ist, ist es furchtbar', 0, 0.45],
  ])('contrast: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['"kein Problem" reassures', 'Kein Problem', 0.5, 1],
    ['"leider" regrets', 'Leider kann ich morgen nicht kommen', 0, 0.45],
    ['"schon" (already) is not "schön"', 'Ich bin schon da', 0.5, 0.5],
    ['laughter reads warm', 'hahaha', 0.6, 1],
  ])('idioms and tweets: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it('"keine Ahnung" hedges rather than negates, and "auf jeden Fall" commits', () => {
    const certainty = (text: string) => analyseAxesInLanguage(text, 'de').certaintyAmbiguity;
    expect(certainty('Keine Ahnung, vielleicht morgen')).toBeLessThan(0.5);
    expect(certainty('Auf jeden Fall komme ich')).toBeGreaterThan(0.5);
  });

  it.each([
    ['glücklich', 'glücklichen'],
    ['schrecklich', 'schrecklichste'],
    ['enttäuschend', 'enttäuschenden'],
  ])('inflection: %j and %j read the same way through their stem', (word, inflected) => {
    expect(Math.sign(warmth(inflected) - 0.5)).toBe(Math.sign(warmth(word) - 0.5));
    expect(warmth(inflected)).not.toBe(0.5);
  });

  it.each([
    ['an evaluative first part colours the compound', 'Scheißwetter heute', 0, 0.4],
    ['so does a good one', 'Traumurlaub!', 0.6, 1],
    ['a compound with no evaluative first part reads as nothing', 'Die Bundesregierung tagt', 0.5, 0.5],
    ['"Supermarkt" is no praise', 'Ich gehe zum Supermarkt', 0.5, 0.5],
  ])('compounds: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['"regt … auf" reads as "aufregen"', 'Das regt mich auf', 0, 0.4, 'aufregen'],
    ['"kotzt … an" as "ankotzen"', 'Das kotzt mich an', 0, 0.4, 'ankotzen'],
    ['"munterst … auf" as "aufmuntern"', 'Du munterst mich immer auf', 0.6, 1, 'aufmuntern'],
  ])('split verbs: %s (%j)', (_rule, text, low, high, term) => {
    const read = analyseAxesInLanguage(text, 'de');
    expect(read.warmthDetachment).toBeGreaterThanOrEqual(low);
    expect(read.warmthDetachment).toBeLessThanOrEqual(high);
    const d = read.drivers.warmthDetachment;
    expect([...d.positive, ...d.negative].map((x) => x.term)).toContain(term);
  });

  it('"nicht" before the particle of a split verb negates the verb', () => {
    expect(negatedTerms('Das regt mich nicht auf')).toEqual(['aufregen']);
    expect(negatedTerms('Das regt mich nicht auf')).toEqual(negatedTerms('Das muss mich nicht aufregen'));
  });

  it('says it read German', () => {
    expect(analyseAxesInLanguage('Vielen Dank, ihr seid super!', 'de').language).toBe('de');
  });

  it('reads no finite verb plus an adjective ending ("Magen", stomach, is not "mag")', () => {
    for (const text of ['Mir tut der Magen weh', 'magen darm grippe'])
      expect(analyseAxesInLanguage(text, 'de').drivers.warmthDetachment.positive).toEqual([]);
    // The same ending on an adjective still reads its plain form.
    expect(analyseAxesInLanguage('Das waren die tollen Tage', 'de').drivers.warmthDetachment.positive[0]?.term).toBe(
      'tollen',
    );
  });

  it.each([
    ['Ich hab keinen Bock mehr, total langweilig', 'fed up, very boring.'],
    ['Vielen Dank auch, jetzt ist alles weg', 'thanks for nothing.'],
    ['Ich bin so müde und hab Kopfweh', "I'm very tired headache."],
  ])('the gloss names refusal, boredom, tiredness and pain: %j', (text, english) => {
    expect(glossInLanguage(text, 'de').text).toBe(english);
  });
});
