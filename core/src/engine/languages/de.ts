/**
 * German, as data (language.ts LanguageDefinition; shared.ts readingOf makes it a reading): the
 * curated words of the local reading (negators, boosters and dampeners, contrast, hedges and
 * commitment, idioms, the words of tweets the rated lexicon lacks or misreads) and
 * its rated lexicon (de.lexicon.generated.ts). Valences are VADER units (−4..4), chosen beside
 * the English engine's ratings of the same words. German puts "nicht" after the verb it
 * negates ("Ich mag das nicht"), so a negator whose reach ends with nothing flipped reaches
 * back to the toned word before it, unless it is a preposition or determiner of its noun ("ohne",
 * "wenig", "null": forwardNegators); a separable verb's particle closing a main clause is read
 * inside its verb ("Das regt mich auf" is "aufregen", split-verbs.ts); "aber" and "doch" are also particles ("Das ist aber schön",
 * "Das ist doch toll") and contrast only when they open a clause.
 */
import type { LanguageDefinition } from './language';
import { LEXICON } from './de.lexicon.generated';
import { GERMAN_GLOSS } from './de.gloss';
import { readingOf } from './shared';
import { germanStem } from './stem-de';
import { germanDerivations, SEPARABLE_PARTICLES } from './derive-de';

/**
 * First parts that colour a whole compound, whatever its head ("Scheißwetter", "Traumurlaub").
 * Not "super" or "klasse", which also begin words of no tone ("Supermarkt", "Klassenzimmer").
 */
const EVALUATIVE_PREFIXES = [
  'scheiß',
  'scheiss',
  'mist',
  'drecks',
  'horror',
  'hass',

  'traum',
  'hammer',
  'lieblings',

  'spitzen',
];
/** The shortest compound read by its first part, in letters. */
export const MIN_COMPOUND = 8;

/**
 * The evaluative first part a German compound starts with ("Scheißwetter", "Traumurlaub"), if
 * any. Only such parts: a head found inside an unknown word could be any string of letters, and
 * without a word list there is no telling a real head ("Kopf|schmerzen") from a chance one.
 */
export function germanCompoundParts(word: string): string[] {
  if (word.length < MIN_COMPOUND) return [];
  return EVALUATIVE_PREFIXES.filter((prefix) => word.startsWith(prefix) && word.length - prefix.length >= 3);
}

/**
 * Verbs and nouns that lower, stop or fight what they govern (the verbal polarity shifters of
 * Schulder et al. 2017, in German): the harm they reduce reads as its opposite ("Fehler
 * vermeiden", "der Kampf gegen den Hass"), the good they take away as a loss ("die Hilfen
 * kürzen"). A verb closing its clause reaches back to the object before it, as "nicht" does
 * ("die Armut bekämpfen"). Each verb by its infinitive, its present, its participle and its noun.
 * Not "lösen", whose participle is also "relaxed" and which also buys tickets and loosens knots,
 * "gegen" alone ("gegen acht Uhr", "verlieren gegen Bayern"), "beenden", which is also to
 * complete ("beendet erfolgreich ihre Ausbildung"), nor "reduziert", which is also "on sale".
 */
const SHIFTERS = [
  'vermeiden, vermeide, vermeidet, vermied, vermieden, vermeidung, verhindern, verhindert, verhinderte, verhinderung',
  'reduzieren, reduzierung, reduktion, verringern, verringert, verringerung',
  'senken, senkt, gesenkt, senkung, kürzen, kürzt, gekürzt, kürzung, mindern, mindert, gemindert, minderung',
  'lindern, lindert, gelindert, linderung, bremsen, bremst, gebremst, eindämmen, eingedämmt, eindämmung',
  'bekämpfen, bekämpft, bekämpfung, kampf gegen, kämpfen gegen, kämpft gegen, vorgehen gegen, hilft gegen, mittel gegen',
  'stoppen, stoppt, gestoppt, beseitigen, beseitigt, beseitigung, abschaffen, abgeschafft, abschaffung',
  'abbauen, abgebaut, abbau von, verhüten, verhütet, schutz vor, schützen vor, schützt vor',
].join(', ');

/**
 * Everyday words of judgement and feeling the translated lexicon lacks or misrates, as tweets and
 * speech use them: colloquial complaint and praise ("anstrengend", "nervtötend", "schick"), the
 * body's small troubles ("erkältet", "Bauchweh"), insults, interjections of disgust, pain and
 * annoyance ("igitt", "aua", "menno"), and the set phrases of complaint and refusal ("kein Bock",
 * "was soll das", "geht mir auf die Nerven"). "Na" before a word of praise makes it ironic, a
 * complaint ("Na toll, der Zug fällt aus"); so do thanks for nothing ("vielen Dank auch").
 * "Komisch" is "strange" far more than "funny"; "lachhaft" ridiculous, not laughing. And words the
 * translation turned the wrong way: "erfreulich", "aufmerksam", "kurzweilig" are good, "bedrohlich" bad.
 * "Kaum erwarten" is eager ("Ich kann es kaum erwarten"); missing a thing is sad, missing a person ("vermisse
 * dich") warm. "Geschafft" is done, a success, but "ich bin geschafft" worn out; "ein Witz" said of a thing mocks it.
 */
const EVERYDAY = `
    2.5   gratuliere, phänomenal, sensationell, grandios, überragend, bravo, hut ab, chapeau
    2.2   verliebt, knuffig, empfehlenswert, jippie, wuhu, juchu, hammergeil, endgeil, zauberhaft, umwerfend
    2     liebenswürdig, vorbildlich, mitreißend, sehenswert, lohnenswert, unschlagbar, reizend, supi
    2     rocken, rockt, knuddel, knuddeln, yippie, erfreulich, lob, kaum erwarten, vermisse dich
    2     vermiss dich, verknallt, legendär
    1.8   kuschelig, kuscheln, knorke, dufte, fesch, respekt, daumen drücken, daumendrück, lohnt sich
    1.8   geborgen, hilfsbereit, einzigartig, episch
    1.5   geschafft, chillen, adrett, imposant, kurzweilig, mut, nicht übel, gerührt, schick, feierabend
    1.5   erholt, erholsam
    1.2   aufmerksam, unbekümmert, ausgeschlafen, urlaub, ferien, bock
    1     scherz, gesund, lust
    0.8   in ordnung
    -0.5  naja
    -0.6  komisch, seltsam, merkwürdig, ungewohnt
    -1    meine güte, oh gott, bla, lost, vermissen, labern, meckern, jammern, gelaber, hektisch, fragwürdig
    -1    ist mir egal, mir egal, hmpf, mimimi, schnief
    -1.2  stillstand, mittelmäßig, abwegig, ohne mich, fad, mau, kitsch, kitschig, zäh, ratlos, schlapp
    -1.2  mühsam, unnötig, überflüssig, aua, lahm, abgesagt, oh mann, mann ey, menno, muss das sein
    -1.3  erkältet, erkältung, verschnupft, ih, iih, bah
    -1.5  intrige, intrigen, rückschritt, unseriös, abgebrannt, um gottes willen, gefährdet, antriebslos
    -1.5  schlaflos, dürftig, verpennt, heimweh, zoff, weh, uncool, ein witz, bin geschafft, anstrengend
    -1.5  überfordert, sinnlos, unnütz, ausgebrannt, bäh, heul, grr, grrr, argh, ugh, flennen, keine lust
    -1.5  na toll, na super, na klasse, na prima, na großartig, na herrlich, na wunderbar, na bravo
    -1.5  danke auch, vielen dank auch, was soll das, was soll der scheiß, echt jetzt, geht s noch
    -1.5  gehts noch, nicht schon wieder
    -1.8  überlastet, eingebildet, überheblich, bauchweh, halsweh, tut weh, weh tun, igitt, würg, kotz
    -1.8  dämlich, nervtötend, affig, primitiv, lachhaft, kein bock, keinen bock, null bock
    -1.8  ich kann nicht mehr, es reicht, mir reicht s, mir reichts
    -2    bedrohlich, demütigen, scheitern, versaut, zumutung, sauerei, schweinerei, erschüttert, bestürzt
    -2    fassungslos, verkackt, vergeigt, verbockt, nervensäge, liebeskummer, genervt, nerven, verseucht
    -2    furchterregend, ärgern, gekränkt, panisch, schäbig, behämmert, bekloppt, verarschen, verarsche
    -2    anpöbeln, pöbeln, schrott, dreck, müll, depp, spinner, penner, honk, geht gar nicht
    -2    auf die nerven, auf den sack, auf den keks, zum heulen, im arsch, am arsch
    -2.2  unzumutbar, verlogen, asozial, assi, verflucht, die schnauze voll, schnauze voll
    -2.5  tot, grauenhaft, grauenvoll, miserabel, vollpfosten, volldepp, spast, danke für nichts
    -3    wichser, hurensohn, schlampe, missgeburt, pisser
`;

/**
 * "Zu" before an adjective of measure says too much of it, a complaint whatever the adjective ("zu
 * spät", "zu laut", "viel zu teuer"); "zu" before an infinitive or a noun says nothing ("zu Hause",
 * "zu schaffen"), so only these adjectives, each a phrase with "zu".
 */
const EXCESS = (
  'viel wenig spät früh lang lange kurz klein groß schwer schwierig kompliziert langsam schnell laut leise kalt heiß ' +
  'heiss warm voll eng weit hoch niedrig teuer alt jung dick dünn oft selten stark schwach müde anstrengend'
)
  .split(' ')
  .map((adjective) => `zu ${adjective}`)
  .join(', ');

/** German, as data. */
export const GERMAN_DEFINITION: LanguageDefinition = {
  language: 'de',
  roles: {
    negator: 'nichts, niemand, ohne, weder, wenig, nix, null',
    specNegator: 'nicht, nie, niemals, kein, keine, keinen, keinem, keiner, keines, kaum, nich, ned',
    shifter: SHIFTERS,
    contrast: 'jedoch, allerdings, dennoch, sondern',
    contrastOpening: 'aber, doch, trotzdem',
    concessive: 'obwohl, obgleich, trotz, auch wenn',
    plain:
      'schon, mal, war, wäre, ware, will, man, alle, heute, bad, sich, würde, würden, könnte, hätte, ' +
      // A negator compared to ("lieber spät als nie", "schöner als nichts", "wie nie zuvor") negates nothing;
      'als nie, als nichts, als niemand, als keiner, als keine, wie nie, wie noch nie, ' +
      // nor does one after a comparative that cannot be outdone ("Schlimmer geht's nicht", written "geht s" as its words are read: the worst).
      'geht s nicht, gehts nicht, geht es nicht, geht s nimmer, gehts nimmer, geht es nimmer, ' +
      // "Not only" adds rather than denies ("nicht nur schön, sondern auch günstig").
      'nicht nur, nicht bloß, ' +
      // "Kein Wunder" is "no wonder", and denies nothing.
      'kein wunder, ' +
      // "Lieber" and "am liebsten" say preference ("lieber nicht", "rather not"), not love; "kostenlos" (free
      // of charge) is no lack of "Kosten".
      // "Ungefähr" (about) is no "un-" of "Gefahr", "Sicherheit" (safety, security) no praise of its own.
      'ungefähr, sicherheit, ' +
      'lieber, am liebsten, kostenlos, kostenlose, kostenloser, kostenlosen, kostenloses',
    hedge:
      'keine ahnung, null ahnung, weiß nicht, nicht sicher, vielleicht, wohl, vermutlich, eventuell, wahrscheinlich, möglicherweise, ich glaube, ich denke, vlt, vllt, vtl',
    commits:
      'keine frage, ohne frage, ohne zweifel, definitiv, natürlich, eindeutig, auf jeden fall, garantiert, offensichtlich, selbstverständlich, immer',
    calm: 'ruhig, entspannt',
    agrees: 'genau, einverstanden, weil, deshalb',
    opposes: 'gegen',
  },
  boosters: `
    0.4   äußerst
    0.35  absolut, mega, höchst, überaus
    0.3   echt, richtig, voll
    0.25  so
    0.2   ganz, besonders
    0.15  ziemlich
    0.1   mehr
    -0.15 eher
    -0.3  etwas, bisschen, ein bisschen, ein wenig, einigermaßen, halbwegs
  `,
  intensifiers: `
    0.4   extrem, unglaublich
    0.3   sehr, total, wirklich, völlig, komplett
  `,
  rated:
    EVERYDAY +
    `-1  ${EXCESS}` +
    `
    3     wunderschön, hdl, hdgdl
    2.8   wunderbar, großartig, hervorragend, herzlichen glückwunsch
    2.7   perfekt, glücklich, fantastisch, brillant
    2.6   liebe
    2.5   danke schön, vielen dank, toll, tolle, genial, freude, glückwunsch, spektakulär
    2.4   gewonnen
    2.3   vorfreude, glück
    2.2   klasse, prima, schön, schöne, schönen, freue, freuen, froh, spaß, spitze, juhu, yay, dankeschön, freu, genießen, hübsch, traum, spitzen, gut gemacht
    2     geil, lieb, lecker, süß, niedlich, liebe grüße, gefällt, gefällt mir, ich vermisse dich, lg, spannend
    1.9   danke, gut, gute, guten, mag, magst, mögen, witzig, nett
    1.8   lustig, hammer, nützlich, top, viel glück, pass auf dich auf, aufmuntern, aufheitern
    1.7   party
    1.5   nicht schlecht, kein problem, keine sorge, gerne, gern, helfen, lieblings
    1     keine ursache, endlich, überraschung, guten morgen, gute nacht
    0.5   ok, okay
    -0.3  tut mir leid
    -0.8  teuer
    -1.5  leider, müde, sorge, sorgen, schwierig, unmöglich, ich gebe auf, frech
    -1.6  quatsch, schade
    -1.7  problem, falsch, kaputt
    -1.8  mist, langweilig, unsinn, stress, absurd, ausrasten, anöden, auslachen, öde
    -1.9  doof, krank, wie schade, verloren, scham, gemein, dreist
    -2    übel, kacke, aufregen, anschreien, anlügen, fertigmachen, runterziehen, blöd, ärgerlich, nervig, nervt, peinlich, sauer, verdammt, lächerlich, heulen, ärger, halt die klappe, die nase voll, zeitverschwendung
    -2.1  traurig, angst, weinen
    -2.2  dumm, enttäuscht, lüge, schwachsinn, armselig, trauer, fies, bescheuert, jämmerlich
    -2.3  mies, schlecht, schlechte, scheiß, schlimm, enttäuschend, frechheit, ätzend, deprimiert, drohung, drecks
    -2.4  unverschämt, kotzen, diebstahl, abzocke, ankotzen, anpissen
    -2.5  scheiße, skandal, idiot, horror, hölle, wut
    -2.6  schrecklich, furchtbar, wütend
    -2.8  zum kotzen, vollidiot, grausam
    -2.9  tod
    -3    hass, hasse, katastrophe, arschloch, verpiss dich
  `,
  entries: {
    super: { boost: 0.3, valence: 1.5 },
    sicher: { certainty: 1, valence: 0.4 },
    bestimmt: { certainty: 1, valence: 0.3 },
    klar: { certainty: 1, valence: 0.5 },
    wahr: { certainty: 1, valence: 0.6 },
  },
  verbForms: 'mag, magst, freue, freu, nervt, gefällt, hasse, kotzen',
  endings: [
    ['en', ''],
    ['em', ''],
    ['er', ''],
    ['es', ''],
    ['e', ''],
  ],
  // "Hilfe!" as a clause of its own is a cry of distress, not the help a sentence names ("Danke für die Hilfe").
  discourse: { markers: '-1.5  hilfe', openers: 'oh, och, ach, bitte' },
  // Chat and dialect spellings: "net" and "nit" are southern "nicht" ("Ich wars net"), "jut" Berlin "gut",
  // "schee" Bavarian "schön", "iwie" and "iwas" chat for "irgendwie", "irgendwas".
  spellings: `
    nicht = net, nit
    gut = jut
    schön = schee
    irgendwie = iwie
    irgendwas = iwas
  `,
  // Words of harm and madness that say degree right before a toned word: "verdammt gut", "wahnsinnig
  // schön", "furchtbar nett", "übelst geil" are very good, very nice.
  degree: `
    0.35  verdammt, wahnsinnig, übelst, irre, irrsinnig
    0.3   furchtbar, schrecklich, tierisch, krass
  `,
  lexicon: LEXICON,
  gloss: GERMAN_GLOSS,
  stem: germanStem,
  negatesBackward: true,
  // "Kein" stays free to reach back: "Ich mag keine Tomaten" denies the liking, "Interessiert keinen" the interest.
  forwardNegators: 'ohne, weder, wenig, null',
  capitalisesNouns: true,
  separableParticles: SEPARABLE_PARTICLES.replaceAll(' ', ', '),
  compoundParts: germanCompoundParts,
  derivations: germanDerivations,
};

/** The German reading. */
export const GERMAN = readingOf(GERMAN_DEFINITION);
