/** The local replies in French (replies.ts): whole sentences, the reader addressed as "vous" as the app does. */
import { w, type LocalReplies } from './replies';
import { FRENCH_SUMMARY } from './summary-fr';

export const FRENCH_REPLIES: LocalReplies = {
  language: 'fr',
  quotes: ['« ', ' »'],
  and: 'et',
  negated: 'pas {word}',
  tones: {
    frustrated: 'de la frustration',
    mixed: 'des sentiments mêlés',
    hurt: 'de la peine',
    anxious: 'de l’inquiétude',
    curt: 'de la sécheresse',
    unsure: 'du doute',
    appreciative: 'de la reconnaissance',
    excited: 'de l’enthousiasme',
    warm: 'de la chaleur',
    friendly: 'de la cordialité',
    firm: 'de la fermeté',
    calm: 'du calme',
    'neutral-formal': 'un ton neutre',
  },
  echo: {
    solo: {
      openers: [
        'Ce qui me frappe le plus, c’est {anchor}.',
        'La phrase qui me reste, c’est {anchor}.',
        'Vous revenez à ceci : {anchor}.',
      ],
      unsure: 'Il y a du doute dans votre façon de le dire, et il est permis de rester un moment avec lui.',
      heavy: 'On sent que cela vous pèse.',
      energetic: 'Il y a beaucoup d’énergie dans votre façon de le dire.',
      questions: [
        'De quoi avez-vous besoin en ce moment ?',
        'Qu’aimeriez-vous qu’il se passe à partir de maintenant ?',
        'Quelle part de tout cela compte le plus pour vous ?',
      ],
    },
    message: {
      openers: [
        'Si je recevais ce message, la phrase que je retiendrais serait {anchor}.',
        'En le lisant comme la personne à qui il s’adresse, je m’arrêterais sur {anchor}.',
      ],
      warm: {
        one: 'Le mot {words} me dit que je compte pour vous.',
        many: 'Les mots {words} me disent que je compte pour vous.',
      },
      cool: {
        one: 'Le mot {words} pourrait me donner l’impression d’être tenu à distance.',
        many: 'Les mots {words} pourraient me donner l’impression d’être tenu à distance.',
      },
      forceful: 'La force du message pourrait me mettre sur la défensive avant que j’arrive à ce que vous voulez dire.',
      roomy: 'Il me laisse le temps de l’accueillir.',
      questions: [
        'Est-ce ainsi que vous voulez qu’il soit reçu ?',
        'Que voulez-vous surtout que l’autre ressente ?',
        'Qu’aimeriez-vous que l’autre fasse après l’avoir lu ?',
      ],
    },
    thread: {
      openers: ['En y revenant, tout tourne autour de {anchor}.', 'À la relecture, le point de bascule est {anchor}.'],
      conflict: {
        one: 'Le mot {words} tire à contre-courant du reste de ce que vous avez écrit.',
        many: 'Les mots {words} tirent à contre-courant du reste de ce que vous avez écrit.',
      },
      steady: 'Rien ne heurte vraiment le reste, ce qui vous donne une base calme pour répondre.',
      questions: [
        'Que voulez-vous que le prochain message change ?',
        'Que diriez-vous si vous saviez que l’autre allait vous écouter ?',
        'De quoi avez-vous besoin que vous n’avez pas encore demandé ?',
      ],
    },
  },
  chat: {
    asks: {
      harsh: w(
        String.raw`(?:trop|un peu|très) (?:sec|sèche|dur|dure|brusque|agressif|agressive|froid|froide|direct|directe|brutal|brutale)|impoli|malpoli`,
      ),
      warmer: w(
        String.raw`plus (?:chaleureux|chaleureuse|gentil|gentille|aimable|doux|douce|poli|polie|sympa)|adoucir|adoucis|adoucissez`,
      ),
      feel: w(
        String.raw`ressentir[ao]?n?t?|le prendr[ae]\w*|comment (?:il|elle|ils|elles|on) (?:va|vont) le (?:prendre|recevoir)`,
      ),
      why: w(String.raw`pourquoi`),
    },
    reads: 'Votre texte exprime {tone}.',
    because: { one: 'C’est le mot {words} qui le marque.', many: 'Ce sont les mots {words} qui le marquent.' },
    harshYes: 'Oui, il peut se lire ainsi.',
    harshNo: 'Non, il ne paraît pas brusque.',
    rewritten: 'Une version plus calme et plus chaleureuse : {text}',
    unchanged:
      'Aucune phrase n’appelle d’autres mots ; pour le rendre plus proche, ajoutez une ligne sur ce que vous appréciez chez l’autre.',
    feel: {
      tense: 'L’autre personne risque de le trouver tendu et de se mettre sur la défensive.',
      steady: 'L’autre personne devrait le lire avec calme, sans se sentir attaquée.',
      positive: 'L’autre personne devrait se sentir bien traitée en le lisant.',
    },
    clarify: [
      'Voulez-vous savoir comment il sonne, ou que je le reformule autrement ?',
      'Est-ce le ton qui vous inquiète, ou préférez-vous une autre version ?',
    ],
  },
  rewrite: {
    swaps: [
      [w(String.raw`tu dois`, 'giu'), 'tu devrais'],
      [w(String.raw`vous devez`, 'giu'), 'vous pourriez'],
      [w(String.raw`il faut que tu`, 'giu'), 'ce serait bien que tu'],
      [w(String.raw`il faut que vous`, 'giu'), 'ce serait bien que vous'],
      [w(String.raw`immédiatement|tout de suite`, 'giu'), 'dès que possible'],
      [w(String.raw`(?<!pour )toujours(?! pas)`, 'giu'), 'souvent'],
      [w(String.raw`tout le monde`, 'giu'), 'beaucoup de gens'],
      [w(String.raw`tais-toi`, 'giu'), 'laisse-moi finir, s’il te plaît'],
      [w(String.raw`taisez-vous`, 'giu'), 'laissez-moi finir, s’il vous plaît'],
      [w(String.raw`évidemment,?|bien évidemment,?`, 'giu'), ''],
    ],
    unlessNegated: [],
    negators: w(String.raw`ne|n|pas`),
    thanked: w(String.raw`merci|je vous remercie|je te remercie`),
    thanks: 'Merci d’avance.',
    nothing: 'Rien à changer : aucune phrase n’appelle d’autres mots, il peut partir tel quel.',
  },
  exercise: {
    feelings: w(
      String.raw`je me sens|je me suis senti|je me suis sentie|je ressens|j’ai ressenti|j'ai ressenti|ça m’a fait|ça m'a fait|émotion|triste|en colère|inquiet|inquiète|nerveux|nerveuse|frustré|frustrée|blessé|blessée|calme|reconnaissant|reconnaissante|content|contente|heureux|heureuse|anxieux|anxieuse|honteux|honteuse|déçu|déçue|soulagé|soulagée|fatigué|fatiguée`,
    ),
    perspective: w(
      String.raw`je comprends|je vois|pour (?:lui|elle|eux|vous|toi)|de son (?:côté|point de vue)|à sa place|(?:il|elle) (?:pourrait|a pu|doit) (?:se sentir|penser|lire|trouver)|peut-être qu’(?:il|elle)`,
    ),
    specifics: w(
      String.raw`[«“"][^»”"]{2,}[»”"]|\d+|hier|aujourd’hui|aujourd'hui|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|par exemple|parce que|le mot|les mots|au lieu de`,
    ),
    heavy: w(
      String.raw`sans espoir|je ne vaux rien|vide à l’intérieur|je me déteste|je n’en peux plus|plus rien ne compte`,
    ),
    helpless: w(String.raw`je ne peux rien faire|aucune issue|ça ne sert à rien|j’abandonne|je lâche tout`),
    bands: [
      [80, 'Très bien'],
      [60, 'Bien'],
      [40, 'Bon début'],
      [0, 'Un premier pas'],
    ],
    parts: {
      feelings: { done: 'vous mettez des mots sur ce que vous ressentez', missing: 'nommer ce que vous ressentez' },
      perspective: {
        done: 'vous vous mettez à la place de l’autre',
        missing: 'vous mettre à la place de l’autre',
      },
      specifics: { done: 'vous donnez des détails concrets', missing: 'donner un détail concret' },
      length: { done: 'vous prenez le temps de développer', missing: 'développer un peu plus' },
    },
    explained: {
      done: '{band} : {done}.',
      both: '{band} : {done} ; {missing} irait plus loin.',
      missing: '{band} : {missing} irait plus loin.',
    },
    strengths: {
      feelings: 'Vous mettez vos sentiments en mots.',
      perspective: 'Vous tenez compte de la façon dont l’autre pourrait le voir.',
      specifics: 'Vous l’ancrez dans des détails concrets, ce qui le rend réel.',
      length: 'Vous donnez à la question la place qu’elle mérite.',
      warm: 'Vos mots sont chaleureux.',
      start: 'Vous avez commencé, et c’est le plus difficile.',
    },
    prompts: {
      feelings: 'Ajoutez une phrase qui commence par « Je me sens » pour faire entendre votre propre regard.',
      perspective: 'Comment l’autre le lirait-il ? Une phrase de son côté l’approfondirait.',
      specifics: 'Ajoutez un exemple concret : ce qui s’est passé, quand, ou les mots qui ont été dits.',
      length:
        'Essayez d’ajouter deux ou trois phrases : ce qui s’est passé, ce que vous avez ressenti et ce que vous aimeriez ensuite.',
      heavy:
        'Une partie de ce que vous écrivez semble lourde. Si cela reflète ce que vous ressentez en ce moment, en parler à une personne de confiance peut aider.',
      next: 'Continuez : la prochaine leçon s’appuie sur celle-ci.',
    },
  },
  summary: FRENCH_SUMMARY,
};
