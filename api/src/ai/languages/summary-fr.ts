/** The local readings in French (summaries.ts): whole sentences, the reader addressed as "vous". */
import type { SummaryReplies } from './summaries';

export const FRENCH_SUMMARY: SummaryReplies = {
  axes: {
    warmthDetachment: { name: 'Chaleur', high: 'la proximité', low: 'la distance' },
    certaintyAmbiguity: { name: 'Certitude', high: 'l’assurance', low: 'le doute' },
    intensityRestraint: { name: 'Intensité', high: 'la force', low: 'la retenue' },
    conflictCoherence: { name: 'Cohérence', high: 'la cohérence', low: 'le conflit' },
  },
  bands: {
    Ignition: { name: 'Étincelle', meaning: 'urgence, élan' },
    Vitality: { name: 'Vitalité', meaning: 'optimisme, croissance' },
    Harmony: { name: 'Harmonie', meaning: 'équilibre, curiosité' },
    Serenity: { name: 'Sérénité', meaning: 'calme, confiance' },
    Immersion: { name: 'Immersion', meaning: 'profondeur, intensité' },
    Zenith: { name: 'Zénith', meaning: 'limite, transcendance' },
  },
  feedback: {
    response: {
      one: 'Votre texte d’un mot exprime {tone}.',
      many: 'Votre texte de {count} mots exprime {tone}.',
    },
    charged: 'C’est la phrase {sentence} qui porte le plus d’émotion.',
    felt: {
      one: '{words} porte l’émotion ; si vous voulez que votre lecteur la comprenne, dites-lui clairement ce dont vous avez besoin.',
      many: '{words} portent l’émotion ; si vous voulez que votre lecteur la comprenne, dites-lui clairement ce dont vous avez besoin.',
    },
    edge: {
      one: '{words} donne le ton ; dites simplement ce que vous voulez, et il y a plus de chances qu’on vous lise comme vous l’entendez.',
      many: '{words} donnent le ton ; dites simplement ce que vous voulez, et il y a plus de chances qu’on vous lise comme vous l’entendez.',
    },
    cold: 'Des mots comme {words} tiennent le lecteur à distance ; une phrase sur ce que vous appréciez chez lui rendrait le texte plus chaleureux.',
    hedges: 'Des nuances comme {words} atténuent votre propos ; demandez clairement ce que vous voulez.',
    absolutes: 'Des mots aussi catégoriques que {words} laissent peu de place au point de vue du lecteur.',
    loud: {
      one: '{words} monte le volume ; demandez-vous si le lecteur doit ressentir cette force.',
      many: '{words} montent le volume ; demandez-vous si le lecteur doit ressentir cette force.',
    },
    conflict: {
      one: '{words} va à l’encontre du reste ; une phrase sur ce que vous souhaitez pour la suite relierait le tout.',
      many: '{words} vont à l’encontre du reste ; une phrase sur ce que vous souhaitez pour la suite relierait le tout.',
    },
    nothingPositive: 'Rien à changer : le lecteur devrait le prendre comme vous l’entendez.',
    nothing: 'Aucun mot n’a besoin d’être reformulé : le lecteur le prendra sans doute au pied de la lettre.',
    empathic: {
      positive: {
        with: 'Il y a ici une vraie bienveillance, surtout dans {anchor}. Le message devrait être reçu comme vous l’espérez.',
        without: 'Il y a ici une vraie bienveillance. Le message devrait être reçu comme vous l’espérez.',
      },
      positiveTension: {
        with: 'La bonne intention se sent, mais quelque chose tire dans l’autre sens, surtout dans {anchor}. Dites clairement ce que vous souhaitez et vous serez compris.',
        without:
          'La bonne intention se sent, mais quelque chose tire dans l’autre sens. Dites clairement ce que vous souhaitez et vous serez compris.',
      },
      felt: {
        with: 'On dirait que quelque chose vous pèse, et {anchor} le dit le plus directement. Cela mérite d’être pris au sérieux, ce que vous ressentez aussi.',
        without:
          'On dirait que quelque chose vous pèse. Cela mérite d’être pris au sérieux, ce que vous ressentez aussi.',
      },
      tense: {
        with: 'Le lecteur risque d’entendre la tension avant votre message, surtout dans {anchor}. Si ce n’est pas ce que vous voulez, dites simplement ce que vous attendez.',
        without:
          'Le lecteur risque d’entendre la tension avant votre message. Si ce n’est pas ce que vous voulez, dites simplement ce que vous attendez.',
      },
      unsure: {
        with: 'Vous semblez encore y réfléchir plutôt que trancher ; {anchor} montre la question que vous vous posez.',
        without: 'Vous semblez encore y réfléchir plutôt que trancher.',
      },
      steady: 'Vous êtes resté calme et factuel. S’il y a une émotion derrière, le lecteur ne la trouvera pas encore.',
    },
    insight: {
      one: '{axis} {value} : le mot {words} la fait pencher vers {end}.',
      many: '{axis} {value} : les mots {words} la font pencher vers {end}.',
    },
    tension: {
      one: 'Une des règles de tension s’applique.',
      many: '{count} des règles de tension s’appliquent.',
    },
    noInsightSteady: 'Aucun mot du texte n’éloigne l’un des quatre axes de 0,50 : rien n’y pèse sur le lecteur.',
    noInsight: 'Le ton vient de la tournure de l’ensemble ; aucun mot à lui seul n’a fait bouger un axe.',
    prompt:
      'Voulez-vous poursuivre avec l’analyse ToneLens en quatre axes de {text} pour voir comment s’équilibrent sa chaleur, sa certitude, son intensité et sa cohérence ?',
  },
  enhanced: {
    summary: 'Le texte exprime {tone}.',
    tensionIn: 'La tension est la plus nette dans {sentence}.',
    suggestion: {
      tense: 'Passez-le dans l’EchoRoom et voyez ce qu’il renvoie avant de l’envoyer.',
      steady: 'Si vous voulez savoir ce qu’il y a derrière, l’EchoRoom peut vous le renvoyer.',
      positive: 'Gardez ce ton : l’EchoRoom peut vous montrer ce qui le fait fonctionner.',
    },
    response: {
      tense: 'Voulez-vous que nous cherchions ensemble une façon de le dire avec moins de tension ?',
      steady: 'Voulez-vous voir comment il sonnerait avec plus de chaleur ?',
      positive: 'Le ton est bon. Voulez-vous voir quels mots le donnent ?',
    },
  },
  reanalyse: {
    intro: 'Avec les valeurs ajustées :',
    line: '{axis} {from} → {to} (vers {end}).',
    stillTense: 'La lecture ajustée comporterait encore de la tension.',
    calm: 'La lecture ajustée ne comporterait aucune tension.',
    rewritten: 'Une version plus proche de ces valeurs : {text}',
    noRewrite:
      'Aucune phrase du texte ne va à l’encontre de ces valeurs : reformuler ne suffira pas à le faire bouger.',
    nothing: 'Les valeurs ajustées sont proches du texte tel qu’il est : rien n’a besoin de changer.',
  },
  spectral: {
    place: 'Par ses lettres, {text} a une valeur spectrale de {value} ({hz} Hz), dans la bande {band} : {meaning}.',
    make: 'Ses caractères sont graves à {deep} %, suspendus à {suspended} % et clairs à {bright} % : {dominant} domine.',
    dominant: { deep: 'le grave', suspended: 'le suspendu', bright: 'le clair' },
    arc: {
      rises: 'Il s’ouvre à {opening}, culmine à {peak} et monte vers la fin ({resolution}).',
      settles: 'Il s’ouvre à {opening}, culmine à {peak} et redescend vers la fin ({resolution}).',
      same: 'Il s’ouvre à {opening}, culmine à {peak} et finit là où il a commencé ({resolution}).',
    },
    letters: 'Cela vient des caractères du texte, pas de son humeur.',
  },
  recommendations: {
    skills: {
      selfAwarenessScore: 'conscience de soi',
      empathyScore: 'empathie',
      emotionalRegulationScore: 'régulation émotionnelle',
      socialSkillsScore: 'aisance relationnelle',
    },
    next: {
      title: 'Continuer : {title}',
      description: 'Reprenez la prochaine leçon de votre parcours ({module}).',
      first: 'Vous n’avez pas encore terminé de leçon ; celle-ci pose les bases des suivantes.',
      reason: {
        one: 'Vous avez terminé une leçon ; voici l’étape suivante.',
        many: 'Vous avez terminé {count} leçons ; voici l’étape suivante.',
      },
    },
    weakest: {
      title: 'Renforcer votre {skill} : {title}',
      description: 'Une leçon qui vise votre score le plus bas.',
      reason: 'Votre score en {skill} est de {score}/100, le plus bas des quatre.',
    },
    pause: {
      title: 'Faire une pause avant d’envoyer',
      description:
        'Avant d’envoyer votre prochain message, passez-le dans ToneLens et réécrivez la phrase la plus tendue.',
      reason: {
        one: 'Votre dernière analyse montrait de la tension.',
        many: 'Il y avait de la tension dans {tense} de vos {count} dernières analyses.',
      },
    },
    warmer: {
      title: 'Ajouter une phrase chaleureuse par jour',
      description:
        'Choisissez aujourd’hui un message et ajoutez-y une phrase sur ce que vous appréciez chez votre lecteur.',
    },
    balance: {
      title: 'Garder l’équilibre',
      description: 'Vos écrits récents sont équilibrés ; essayez une leçon plus difficile pour aller plus loin.',
    },
    warmthReason: 'La chaleur moyenne de vos dernières analyses est de {value}.',
    streak: {
      title: 'Commencer une série',
      description: 'Faites un court exercice aujourd’hui ; quelques minutes par jour installent l’habitude.',
      reason: 'Vous n’avez pas de série d’apprentissage en cours.',
    },
  },
};
