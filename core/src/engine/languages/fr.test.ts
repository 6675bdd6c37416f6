import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage } from './all';

const warmth = (text: string) => analyseAxesInLanguage(text, 'fr').warmthDetachment;
const negatedTerms = (text: string) => {
  const d = analyseAxesInLanguage(text, 'fr').drivers.warmthDetachment;
  return [...d.positive, ...d.negative].filter((x) => x.negated).map((x) => x.term);
};

describe('the French reading', () => {
  it.each([
    ['"ne … pas" flips the word it frames', "Ce n'est pas bon", 0, 0.45, ['bon']],
    ['"ne … pas" reaches past the verb', 'Je ne suis pas content', 0, 0.45, ['content']],
    ['"pas" alone negates, as people speak', "C'est pas génial", 0, 0.45, ['génial']],
    ['"ne … jamais" flips', "Ce n'était jamais agréable", 0, 0.45, ['agréable']],
    ['"ne … plus" flips', 'Je ne suis plus heureux', 0, 0.45, ['heureux']],
    ['"plus" without "ne" is no negation', 'Il est plus heureux', 0.55, 1, []],
    ['"sans" flips what it reaches', 'Une journée sans problème', 0.5, 1, ['problème']],
    ['"ne … pas seulement" adds rather than denies', "Ce n'est pas seulement beau, c'est utile", 0.55, 1, []],
    ['"pas seulement" alone too', "C'est pas seulement beau", 0.55, 1, []],
    ['and "non seulement"', "Non seulement c'est beau", 0.55, 1, []],
  ])('negation: %s (%j)', (_rule, text, low, high, flipped) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
    expect(negatedTerms(text)).toEqual(flipped);
  });

  it.each([
    ['"pas" right after the verb negates it when speech drops "ne"', "J'aime pas ça", 0, 0.45, ['aime']],
    ['so does "jamais"', "Il m'aide jamais", 0, 0.45, ['aide']],
    ['and "rien"', 'Ça vaut rien', 0, 0.45, ['vaut']],
    ['"rien à dire" negates nothing', 'Top, rien à dire', 0.55, 1, []],
    ['"rien à redire" finds no fault', 'Rien à redire', 0.55, 1, []],
    ['with "ne" the opener has already negated the verb', "Je n'aime pas ça", 0, 0.45, ['aime']],
    ['"pas" after a word of no tone still reaches forward', "C'est pas génial", 0, 0.45, ['génial']],
    ['the verb negated, the word after "pas" keeps its own tone', "J'aime pas les gens méchants", 0, 0.45, ['aime']],
    ['a question tag "non" negates nothing before it', "C'est mieux, non ?", 0.55, 1, []],
  ])('negation after the verb: %s (%j)', (_rule, text, low, high, flipped) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
    expect(negatedTerms(text)).toEqual(flipped);
  });

  it.each([
    ['a harm avoided is good news', 'On a évité le pire', 0.55, 1, ['pire']],
    ['a harm prevented', 'Il faut empêcher la violence', 0.55, 1, ['violence']],
    ['a harm fought', 'La lutte contre la corruption avance', 0.5, 1, ['corruption']],
    ['a problem solved', 'Une idée pour résoudre les problèmes', 0.55, 1, ['problèmes']],
    ['a harm lowered', 'La baisse du chômage', 0.55, 1, ['chômage']],
    ['a harm stopped', 'Arrêtez la violence', 0.55, 1, ['violence']],
    ['"à éviter" advises against', 'Un film à éviter', 0, 0.45, []],
    ['"à ne pas manquer" recommends', 'Une expo à ne pas manquer', 0.55, 1, []],
    ['a good taken away is a loss', "L'État va réduire les aides", 0, 0.45, ['aides']],
    ['a shifter with nothing toned after it reads nothing', 'Réduire les émissions de 40 %', 0.5, 0.5, []],
    ['"la réduction de" lowers what it names', 'La réduction de la violence', 0.55, 1, ['violence']],
    ['"réduction" alone is also a discount', 'Une réduction exceptionnelle', 0.55, 1, []],
    ['a negated shifter leaves the harm a harm', "Il n'a pas évité le pire", 0, 0.45, []],
    ['so does "pas" right after it, as people speak', "J'évite pas le pire", 0, 0.45, []],
    ['and "ne … aucun"', 'Ça ne résout aucun problème', 0, 0.45, []],
    ['"n\'empêche que" is "all the same"', "N'empêche que c'est beau", 0.55, 1, []],
    ['"ne … que" before a shifter is "only"', "On ne peut qu'éviter le pire", 0.55, 1, ['pire']],
    ['"prévenir" is also to warn', 'Il faut prévenir nos amis', 0.55, 1, []],
    ['"moins" lowers what it reaches', "C'est l'énergie la moins chère", 0.5, 1, ['chère']],
    ['"moins bon" is worse', "C'est moins bon qu'avant", 0, 0.45, ['bon']],
    ['"au moins" lowers nothing', "Au moins c'est beau", 0.55, 1, []],
  ])('shifters: %s (%j)', (_rule, text, low, high, flipped) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
    expect(negatedTerms(text)).toEqual(flipped);
  });

  it.each([
    'Le climat pourrait changer',
    'Les prix pourraient baisser',
    'Pourvu que ça puisse marcher',
    "C'est ce qu'il a voulu",
    'Nous irons demain',
    'Vous alliez partir',
  ])('the forms of "pouvoir", "vouloir" and "aller" carry no tone (%j)', (text) => {
    expect(warmth(text)).toBe(0.5);
  });

  it.each([
    ['a rated word inside a name carries no tone', 'Le Ministère du Développement Durable publie un rapport', 0.5, 0.5],
    ['the same word in a sentence keeps its tone', 'Un vélo durable pour la ville', 0.55, 1],
    ['the first word of a sentence is no name', 'Durable et solide, ce vélo', 0.55, 1],
    ['a curated word keeps its tone in title case', 'Je vous souhaite une Bonne Année', 0.55, 1],
    ['the capital of a sentence is no evidence of a name', 'Quel Bonheur !', 0.55, 1],
  ])('names: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['"ne … que" is "only", not "not"', "Il n'y a que du bon", 0.55, 1, []],
    ['and leaves a bad word bad', 'Il ne dit que des choses horribles', 0, 0.45, []],
    ['"ne … pas que" still negates', "Ce n'est pas que mauvais", 0.5, 1, ['mauvais']],
    ['"n\'importe qui" is no negation', "N'importe qui peut aider", 0.55, 1, []],
    ['a negated opinion reaches into the clause "que" opens', 'Je ne pense pas que ce soit bon', 0, 0.45, ['bon']],
    [
      'an elided article is one word with its noun',
      "Je ne veux pas que l'écologie soit punitive",
      0.5,
      1,
      ['punitive'],
    ],
  ])('restriction: %s (%j)', (_rule, text, low, high, flipped) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
    expect(negatedTerms(text)).toEqual(flipped);
  });

  it('"ne … que" counts no negation', () => {
    expect(analyseAxesInLanguage("Il n'y a que du bon", 'fr').negatorCount).toBe(0);
  });

  it.each([
    ['"génération" is not "généreux"', 'Une nouvelle génération', 0.5, 0.5],
    ['"Amérique" is not "amer"', 'En Amérique du Nord', 0.5, 0.5],
    ['"organisation" is not "organiser"', 'Une organisation', 0.5, 0.5],
    ['a feminine is read by its stem', 'Une route dangereuse', 0, 0.45],
    ['a participle is read by its stem', 'Les espèces menacées', 0, 0.45],
    ['an adverb is read by its stem', 'Ils ont tristement échoué', 0, 0.45],
  ])('stems: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it('"ne … pas" is one negation, not two', () => {
    expect(analyseAxesInLanguage("Ce n'est pas bon", 'fr').negatorCount).toBe(1);
  });

  it.each([
    ['"très" strengthens', "C'est très bon", "C'est bon"],
    ['"trop" strengthens, as people speak', "C'est trop beau", "C'est beau"],
    ['"tellement" strengthens a bad word', "C'est tellement horrible", "C'est horrible"],
    ['capitals strengthen', "C'est MAGNIFIQUE", "C'est magnifique"],
    ['a drawn-out word reads as the word, stressed', "C'est géniaaal", "C'est génial"],
  ])('intensifiers: %s (%j reads further from balance than %j)', (_rule, stronger, plain) => {
    expect(Math.abs(warmth(stronger) - 0.5)).toBeGreaterThan(Math.abs(warmth(plain) - 0.5));
  });

  it('one of the spec\'s intensifiers also adds its 0.3 to warmth, as "really" does in English', () => {
    expect(warmth("C'est vraiment horrible")).toBeGreaterThan(warmth("C'est horrible"));
    expect(analyseAxesInLanguage("C'est vraiment horrible", 'fr').intensifierCount).toBe(1);
  });

  it('dampeners: "un peu" softens the word it reaches', () => {
    expect(warmth("C'est un peu triste")).toBeGreaterThan(warmth("C'est triste"));
    expect(warmth("C'est un peu triste")).toBeLessThan(0.5);
  });

  it.each([
    ['what follows "mais" outweighs what precedes it', "C'est cher mais magnifique", 0.55, 1],
    ['and the other way round', "L'hôtel est beau mais le service est horrible", 0, 0.45],
    ['"pourtant" is a contrast too', "Le film est joli. Pourtant c'est nul", 0, 0.45],
    ['a concessive clause weighs less than the verdict', "Même si c'est joli, c'est horrible", 0, 0.45],
  ])('contrast: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['"pas mal" is praise', "C'est pas mal", 0.55, 1],
    ['"de rien" is courtesy', 'De rien !', 0.5, 1],
    ['"j\'en ai marre" is weariness', "J'en ai marre", 0, 0.4],
    ['"mdr" is laughter', 'mdr', 0.5, 1],
    ['an exasperated "pff", however drawn out', 'Pfffff, encore une réunion', 0, 0.45],
    ['disgust', 'Beurk', 0, 0.45],
    ['joy', 'Youpi !', 0.55, 1],
    ['"oh non" is dismay', "Oh non ! J'ai raté le train", 0, 0.45],
    ['"non mais" is exasperation', 'Non mais franchement', 0, 0.45],
    ['"j\'adhère" takes a stance for', "J'adhère !", 0.55, 1],
    ['"je désapprouve" takes a stance against', 'Je désapprouve', 0, 0.45],
    ['"sans merci" is ruthless, not thankless', 'Un combat sans merci', 0, 0.45],
    ['"peut mieux faire" is a reproach', 'Peut mieux faire', 0, 0.45],
    ['"ferais mieux de" is counsel, not praise', 'Tu ferais mieux de partir', 0.5, 0.5],
    ['"drôle de" is strange, not funny', "Une drôle d'idée", 0.5, 0.5],
    ['an angry face reads cool', 'Encore en retard 😡', 0, 0.4],
  ])('idioms and tweets: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it('"non à" is opposition, as "contre" is', () => {
    expect(analyseAxesInLanguage('Non aux éoliennes', 'fr').conflictCoherence).toBeLessThan(0.45);
    expect(analyseAxesInLanguage('Les éoliennes', 'fr').conflictCoherence).toBe(0.5);
  });

  it('"sans doute" hedges rather than negates, and "bien sûr" commits', () => {
    const certainty = (text: string) => analyseAxesInLanguage(text, 'fr').certaintyAmbiguity;
    expect(certainty('Il viendra sans doute')).toBeLessThan(0.5);
    expect(certainty('Peut-être demain')).toBeLessThan(0.5);
    expect(certainty('Bien sûr que oui')).toBeGreaterThan(0.5);
  });

  it('reads "sûr" as certain but the preposition "sur" as nothing', () => {
    const read = (text: string) => analyseAxesInLanguage(text, 'fr');
    expect(read('Je suis sûr').certaintyAmbiguity).toBeGreaterThan(0.5);
    const plain = read('Le livre est sur la table');
    expect([plain.warmthDetachment, plain.certaintyAmbiguity]).toEqual([0.5, 0.5]);
  });

  it.each([
    ['heureux', 'heureuses'],
    ['décevant', 'décevants'],
    ['magnifique', 'magnifiques'],
  ])('inflection: %j and %j read the same way through their stem', (word, inflected) => {
    expect(Math.sign(warmth(inflected) - 0.5)).toBe(Math.sign(warmth(word) - 0.5));
    expect(warmth(inflected)).not.toBe(0.5);
  });

  it.each([
    ['prometteur', 'prometteuses'],
    ['menteur', 'menteuse'],
    ['destructeur', 'destructrice'],
  ])('inflection: the feminine of %j in "-euse" or "-trice" reads as it does (%j)', (word, feminine) => {
    expect(Math.sign(warmth(feminine) - 0.5)).toBe(Math.sign(warmth(word) - 0.5));
    expect(warmth(feminine)).not.toBe(0.5);
  });

  it.each([
    'Le développement durable est au programme',
    'Ma belle-mère arrive demain',
    'Le beau-frère de Paul travaille ici',
    'La sécurité sociale change de directeur',
    'Le traité de libre-échange est signé',
    'Une note concernant la réunion de demain',
    "Les forces de l'ordre arrivent sur place",
    'La pêche à la truite ouvre samedi',
    'Un programme de perte de poids',
    'Il a vu bien des pays',
    'Le panneau a généré 20 kWh',
    "L'équipe a dominé le match",
    'Bon, on y va',
  ])(
    'fixed terms, prepositions, "bien des" (many), "bon" as "well", and participles not read by the stem of an adjective of another meaning carry no tone: "%s"',
    (text) => {
      expect(warmth(text)).toBe(0.5);
    },
  );

  it.each([
    ['a curated verb conjugated', 'Ils aimaient ce quartier', 0.55, 1],
    ['another', 'Le journaliste a été assassiné', 0, 0.45],
    ['a ligature written out or not reads alike', 'Meilleurs vœux à tous', 0.55, 1],
    ['"mais bon" closing a clause is "well"', "C'est cher, mais bon.", 0, 0.5],
    ['"bon" before its noun is good', 'Un bon film', 0.55, 1],
    ['and as the predicate', "C'est bon", 0.55, 1],
    ['a participle the lexicon rates as written keeps its tone', 'Une décision forcée', 0, 0.45],
    ['a noun in "-té" keeps its tone in the plural', 'Les beautés de la région', 0.55, 1],
    ['a trade named after its verb carries no praise', 'Les développeurs livrent la version 2', 0, 0.5],
    ['nor does a concession', "C'est bien beau de parler, mais il faut agir", 0, 0.5],
  ])('%s: %j', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['"bien" before a toned word is "very"', 'Un film bien triste', 'Un film triste'],
    ['chat spellings read as their words: "ptn"', 'ptn le train est en retard', 'le train est en retard'],
    ['"jms" negates as "jamais" does', 'Je suis jms content', 'Je suis content'],
    ['complaint idioms', 'Quel foutage de gueule, ce projet', 'Quel projet'],
    ['"tant pis" gives something up', 'Tant pis pour le concert', 'Pour le concert'],
    ['colloquial complaint', "J'ai la flemme d'aller bosser", 'Je vais aller bosser'],
    ['exhaustion', "Je n'en peux plus de ce bruit", "J'entends encore ce bruit"],
    ['as speech drops "ne"', "J'en peux plus de ce bruit", "J'entends encore ce bruit"],
    ['and verlan', 'Ce type est vraiment chelou', 'Ce type est vraiment grand'],
    ['news of criticism: a verb conjugated', 'Les syndicats fustigent la réforme', 'Les syndicats étudient la réforme'],
    ['a slip', 'Le ministre dérape encore à la télévision', 'Le ministre parle encore à la télévision'],
    ['a controversy', 'La polémique enfle autour du nouveau stade', 'Le chantier avance autour du nouveau stade'],
    [
      'an agent noun of a rated verb',
      'Ces lignes électriques sont des tueuses',
      'Ces lignes électriques sont des câbles',
    ],
    ['an idiom of cost', 'Ces travaux nous coûtent la peau des fesses', 'Ces travaux nous prennent du temps'],
    ['an incredulous question', "Encore une réunion ? C'est une blague ?", 'Encore une réunion ?'],
  ])('%s: "%s" is colder than "%s"', (_rule, toned, plain) => {
    expect(warmth(toned)).toBeLessThan(warmth(plain));
  });

  it.each([
    [
      'news of achievement',
      'Notre école est lauréate du concours régional',
      'Notre école participe au concours régional',
    ],
    ['an award', 'Un vin primé au salon de Paris', 'Un vin présenté au salon de Paris'],
    ['doing well', 'Le vélo a le vent en poupe', 'Le vélo a des roues'],
  ])('%s: "%s" is warmer than "%s"', (_rule, toned, plain) => {
    expect(warmth(toned)).toBeGreaterThan(warmth(plain));
  });

  it('says it read French', () => {
    expect(analyseAxesInLanguage('Merci beaucoup, vous êtes géniaux', 'fr').language).toBe('fr');
  });
});
