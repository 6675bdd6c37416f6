/**
 * French, as data (language.ts LanguageDefinition; shared.ts readingOf makes it a reading): the
 * curated words of the local reading (negators, boosters and dampeners, contrast, hedges and
 * commitment, idioms, the words of tweets the rated lexicon lacks or misreads) and
 * its rated lexicon (fr.lexicon.generated.ts). Valences are VADER units (−4..4), chosen beside
 * the English engine's ratings of the same words. "ne … pas" is read as one negation: "ne" (or
 * the "n" of "n'") opens it, and "pas", "jamais", "plus", "rien" within its reach carry it on;
 * spoken French drops the "ne", so "pas" alone negates too.
 */
import type { LanguageDefinition } from './language';
import { LEXICON, NOT_VERB_FORMS, VERBS } from './fr.lexicon.generated';
import { frenchDerivationsOf } from './derive-fr';
import { irregularFormsOf } from './verb-forms';
import { FRENCH_GLOSS } from './fr.gloss';
import { readingOf } from './shared';
import { frenchStem } from './stem-fr';
import { normaliseWord } from './tokens';

/**
 * The forms of the modal verbs "pouvoir" and "vouloir" and of "aller": their stems are those of
 * rated words of another family ("pourrait" of "pourrir", "puisse" of "puissant", "voulu",
 * "alliez" of "allié", "irons" of "ironie"), so every form of them is a function word.
 */
const MODAL_FORMS = [
  'peux, peut, pouvons, pouvez, peuvent, pouvais, pouvait, pouvions, pouviez, pouvaient, pu, pouvoir, pouvant',
  'pourrai, pourras, pourra, pourrons, pourrez, pourront',
  'pourrais, pourrait, pourrions, pourriez, pourraient',
  'puisse, puisses, puissions, puissiez, puissent',
  'veux, veut, voulons, voulez, veulent, voulais, voulait, voulions, vouliez, voulaient, voulu, vouloir, voulant',
  'voudrai, voudras, voudra, voudrons, voudrez, voudront',
  'voudrais, voudrait, voudrions, voudriez, voudraient, veuille, veuillent',
  'vais, vas, allons, allez, vont, allais, allait, allions, alliez, allaient, aller, allant',
  'irai, iras, ira, irons, irez, iront, irais, irait, irions, iriez, iraient, aille, aillent',
].join(', ');

/**
 * Verbs and nouns that lower, stop or fight what they govern (the verbal polarity shifters of
 * Schulder et al. 2017, in French): the harm they reduce reads as its opposite ("réduire la
 * pollution", "éviter le pire", "la lutte contre la pauvreté"), the good they take away as a loss
 * ("réduire les aides"). Each verb by its infinitive, its present, its participle and its noun.
 * Not the forms whose other sense is common: "prévenir" is also to warn ("préviens-moi si ça va
 * mieux"; "prévention" is only prevention), "résolu" also resolute ("résolu à gagner"); "réduction"
 * only of what it lowers ("la réduction des inégalités"): alone it is also a discount ("une réduction
 * exceptionnelle").
 */
const SHIFTERS = [
  'lutter contre, lutte contre, luttent contre, luttons contre, luttez contre, lutté contre, luttant contre',
  'se battre contre, se bat contre, se battent contre, combat contre, combats contre, combattre, combattent, combattu',
  'réduire, réduit, réduisent, réduisons, réduisant, réduction de, réduction des, réduction du',
  'diminuer, diminue, diminuent, diminué, diminution',
  'baisser, baisse, baissent, baissé, arrêter, arrête, arrêtent, arrêtez',
  'éviter, évite, évitent, évité, évitant, empêcher, empêche, empêchent, empêché',
  'prévention, enrayer, endiguer, freiner, freine, freinent',
  'stopper, stoppe, stoppent, stoppé, mettre fin à, met fin à, mettent fin à, en finir avec',
  'éliminer, élimine, éliminent, élimination, supprimer, supprime, suppriment, suppression, abolir, abolit',
  'atténuer, atténue, atténuent, vaincre, résoudre, résout, résolvent, remédier à, remédie à',
].join(', ');

/**
 * The endings a French stem may cut off for a word to be read by it (without diacritics): the
 * word itself, the endings of number and gender, of the verb's persons, tenses and participles,
 * and of adverbs in "-ment". Snowball also cuts suffixes of derivation ("-ation", "-ique", "-iste",
 * "-ance", "-able"), which make words of other meanings: "génération" is not "généreux".
 */
const STEM_ENDINGS = [
  ', s, x, e, es, eux, euse, euses, le, les, ne, nes',
  'er, ez, ent, ons, ai, ais, ait, aient, a, as, ions, iez, ee, ees',
  'era, erai, eras, erons, erez, eront, erais, erait, erions, eriez, eraient',
  'ra, rai, ras, rons, rez, ront, rais, rait, raient, re',
  'ir, it, is, i, ie, ies, ira, irait, issons, issez, issent, isse, isses, issait, issaient, issant',
  'ant, ants, ante, antes, eant, eante, eants, eantes, eons, eais, eait, eaient, u, ue, us, ues',
  'ment, ement, emment, amment',
].join(', ');

/**
 * The forms of the third group's verbs that carry tone, by infinitive (derive-fr.ts): their forms
 * follow no rule the infinitive tells. Not the forms that are other words ("nuit" is night, "plu"
 * rain, "souris" a mouse, "plaît" politeness).
 */
const IRREGULAR_VERBS = `
  mentir: mens ment mentons mentez mentent mentait mentaient mentira mentiront
  haïr: hais hait haïssons haïssez haïssent haïssait haïssaient haï haïe haïs haïes
  craindre: crains craint craignons craignez craignent craignait craignaient craindra craindrait
  souffrir: souffre souffres souffrons souffrez souffrent souffrait souffraient souffert soufferte soufferts souffrira
  mourir: meurs meurt mourons mourez meurent mourait mouraient mourra mourrait mourront
  perdre: perds perd perdons perdez perdent perdait perdaient perdra perdrait perdront perdue perdus perdues
  détruire: détruis détruisons détruisez détruisent détruisait détruisaient détruira détruite détruits détruites
  nuire: nuis nuisons nuisez nuisent nuisait nuisaient nuira nuirait
  décevoir: déçois déçoit décevons décevez déçoivent décevait décevaient décevra décevrait
  soutenir: soutiens soutient soutenons soutenez soutiennent soutenait soutenaient soutiendra soutiendrait soutenu soutenue soutenus soutenues
  promettre: promets promet promettons promettez promettent promettait promis promise promises
  sourire: sourit sourient souriait souriaient souri
  battre: bats bat battons battez battent battait battaient battu battue battus battues
`;

/** The first-group verbs of the curated words (`rated`), by infinitive: their forms are read by it as the lexicon's verbs' are (derive-fr.ts). */
const CURATED_VERBS =
  'aimer, aider, pleurer, kiffer, assassiner, déraper, indigner, insurger, fustiger, étriller, grogner';

/** French, as data. */
export const FRENCH_DEFINITION: LanguageDefinition = {
  language: 'fr',
  roles: {
    negator: 'rien, aucun, aucune, sans, ni, peu, moins',
    specNegator: 'pas, jamais, non, à peine',
    shifter: `${SHIFTERS}`,
    // "Not only" adds rather than denies: after "ne" it is "only" as "que" is ("ce n'est pas seulement beau").
    restrictive: 'que, qu, pas seulement, pas uniquement, non seulement',
    specOpener: 'ne, n',
    contrast: 'mais, pourtant, cependant, toutefois, néanmoins, par contre, en revanche',
    concessive: 'bien que, même si, malgré, quoique',
    // "Bien des", "bien du" are "many", "much"; "concernant" is "regarding", "à force de" "by dint of".
    plain: `concernant, à force de, à force d, bien des, bien du, bien de la, bcp, si, sur, tout, tous, comme, fait, faire, être, avoir, va, faut, encore, aujourd, hui, seulement, beaucoup, toutes, sais, rien à dire, drôle de, drôle d, ferais mieux, ferait mieux, feriez mieux, ferions mieux, feraient mieux, au moins, du moins, à moins, pour le moins, n importe qui, n importe où, n importe quand, n importe quel, n importe quelle, n importe lequel, n importe laquelle, ${MODAL_FORMS}`,
    laughs: 'mdr, ptdr',
    hedge:
      'sans doute, sais pas, ne sais pas, sais plus, peut être, probablement, je crois, je pense, il semble, jsp, crois',
    commits: 'sans aucun doute, bien sûr, évidemment, c est sûr, toujours',
    calm: 'calme, tranquille',
    agrees: 'd accord, exactement, parce que',
    opposes: 'contre, non à, non au, non aux',
  },
  boosters: `
    0.35  absolument
    0.3   trop, tellement, hyper, archi, tout à fait, tro
    0.2   particulièrement
    0.15  assez, plutôt
    -0.3  un peu, un petit peu, plus ou moins
    -0.35 légèrement
  `,
  intensifiers: `
    0.4   extrêmement, incroyablement
    0.3   très, vraiment, complètement, totalement, vrmt
  `,
  rated: `
    3.2   je t'aime, t aime
    3     amour
    2.8   magnifique, adore
    2.7   excellent, parfait, formidable, heureux, heureuse, fantastique, succès
    2.5   merci beaucoup, bravo, génial, géniale, félicitations, mort de rire, incroyable, spectaculaire
    2.4   extraordinaire, youpi, miam
    2.3   bisous, kiffe, kiffer, kif, bisou, ravie, chanmé
    2.2   beau, belle, adorable, bien joué, enthousiasmant
    2.1   ami, amie, amis
    2     aime, aimer, prometteur, content, contente, chouette, joli, jolie, mignon, mignonne, sympa, j ai hâte, tu me manques
    1.9   merci, bon, bonne, stylé, marrant, drôle, nickel, cool, mrc
    1.8   top, chapeau, hâte, bonne chance, prends soin de toi, entraide
    1.6   tranquillité, ouf, progrès
    1.5   performant, à ne pas manquer, à ne pas rater, rien à redire, pas mal, pas de souci, pas de soucis, pas de problème, bien, heureusement, aider, soutenir, soutien, tkt
    1.5   le vent en poupe, lauréat, lauréate, primé, pionnier, pionnière, essor, avancée, avancées, rassuré
    1.4   slt
    1     de rien, bonne nuit
    0.5   ok
    0     développement durable, sécurité sociale, sécurité routière, aide sociale, assurance maladie, arrêt maladie
    0     belle mère, beau père, belle sœur, beau frère, belle fille, beau fils, beaux parents, beaux arts
    0     libre échange, logiciel libre, perte de poids
    0     forces de l ordre, rapport de force, rapports de force
    0     c est bien beau, c est bien joli
    -0.3  dsl, bof, mouais
    -0.8  cher, chère
    -1.2  osef, vent debout contre, coûte une fortune, coûtent une fortune, coûté une fortune, tant pis, non mais, pas top, on s en fout, peut mieux faire, peux mieux faire
    -1.5  craindre, préoccupant, à éviter, à fuir, oh non, ah non, beurk, berk, sans merci, pas terrible, fatigué, fatiguée, crevé, malheureusement, grave, je laisse tomber
    -1.6  dommage, perdre
    -1.5  polémique, polémiques, grogne, fronde, tollé, reculade, revers, fiasco, bévue, couac, cafouillage, pagaille, gabegie
    -1.5  c est une blague, quelle blague, la peau des fesses, les yeux de la tête
    -1.5  déraper, indigner, insurger, fustiger, étriller, grogner
    -1.8  vexé, stressé
    -1.5  chelou, zarbi, la flemme, flemme, bordel, quel bordel
    -2    vénère, véner, à chier, fait chier, me fait chier, ça me fait chier
    -1.8  n en peux plus, j en peux plus, n en pouvons plus, n en pouvais plus, stressant, nuisible, pff, argh, rhoo, putain, ennuyeux, n'importe quoi, n importe quoi, solitude, absurde
    -1.9  galère, relou, quel dommage
    -2    mentir, minable, énervant, mensonge, mensonges, hypocrisie, magouille, naufrage, naze, mal, ridicule, saoule, gâché, raté, énervement, chaos, bête, tais toi, perte de temps
    -2.1  triste, peur, pleure, pleurer
    -2.2  scandalisé, outré, saccage, la honte, chiant, déçu, déçue, déception, honte, énervé, tristesse
    -2.3  déplorable, intolérable, nul, nulle, pourri, mauvais, mauvaise, pire, dégoûté, dégoûtée, déprimé, déprimée, lamentable
    -2.4  écœurant, en avoir marre, marre, ras le bol, colère, honteux, inacceptable, inadmissible
    -2.5  foutage de gueule, se fout de nous, se foutent de nous, se moque du monde, se moquent du monde, merde, horrible, con, débile, idiot, scandale, arnaque, souffrance
    -2.6  dégueulasse, scandaleux, pathétique, menteur, escroc, voleur, fureur
    -2.8  corruption, ta gueule, tg, massacre, carnage, assassiner
    -2.9  violence
    -3    haïr, fdp, haine, déteste, connard, catastrophe, terreur, va te faire foutre
  `,
  entries: {
    personne: { negates: 'closer' },
    guère: { negates: 'closer', spec: true },
    plus: { negates: 'closer', boost: 0.1 },
    super: { boost: 0.3, valence: 1.5 },
    certainement: { certainty: 1, valence: 0.3 },
    clairement: { certainty: 1, valence: 0.5 },
    vrai: { certainty: 1, valence: 0.6 },
    sûr: { certainty: 1, valence: 0.4 },
    // Stances taken in the first person: agreement and support, or disapproval.
    'j adhère': { valence: 1.5, coherence: 1 },
    'je plussoie': { valence: 1.5, coherence: 1 },
    'je désapprouve': { valence: -1.5, coherence: -1 },
  },
  endings: [
    ['euses', 'eux'],
    ['euse', 'eux'],
    ['euses', 'eur'],
    ['euse', 'eur'],
    ['trices', 'teur'],
    ['trice', 'teur'],
    ['ives', 'if'],
    ['ive', 'if'],
    ['elles', 'el'],
    ['elle', 'el'],
    ['ennes', 'en'],
    ['enne', 'en'],
    ['aux', 'al'],
    ['es', 'e'],
    ['es', ''],
    ['s', ''],
    ['x', ''],
    ['e', ''],
  ],
  lexicon: LEXICON,
  gloss: FRENCH_GLOSS,
  stem: frenchStem,
  negatesBackward: false,
  postverbal: 'pas, jamais, rien',
  namesByCapitals: true,
  clitics: 'l, d, j, s, n, m, t, c, qu, jusqu, lorsqu, puisqu, quoiqu',
  stemEndings: STEM_ENDINGS,
  unstemmedEndings: 'é, ée, és, ées',
  degree: `
    0.3   bien
  `,
  spellings: `
    putain = ptn
    pourquoi = pk, pq, pourkoi
    toujours = tjrs, tjs
    jamais = jms
    vraiment = vrm
    bonjour = bjr
    maintenant = mtn
    quand = qd
    dans = ds
    pour = pr
    tout = tt
    non = nn
  `,
  // "Bon, on y va", "C'est cher, mais bon." are "well": no judgement of anything.
  discourse: { markers: '0  bon', openers: 'mais, et, ah, oh, eh, bah, ben, enfin, bref', closing: 'mais' },
  derivations: frenchDerivationsOf(
    new Set([...VERBS.split(' '), ...CURATED_VERBS.split(', ').map(normaliseWord)]),
    new Set(NOT_VERB_FORMS.split(' ')),
    irregularFormsOf(IRREGULAR_VERBS),
  ),
};

/** The French reading. */
export const FRENCH = readingOf(FRENCH_DEFINITION);
