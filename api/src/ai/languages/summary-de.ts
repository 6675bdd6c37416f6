/** The local readings in German (summaries.ts): whole sentences, the reader addressed as "du". */
import type { SummaryReplies } from './summaries';

export const GERMAN_SUMMARY: SummaryReplies = {
  axes: {
    warmthDetachment: { name: 'Wärme', high: 'Nähe', low: 'Distanz' },
    certaintyAmbiguity: { name: 'Gewissheit', high: 'Sicherheit', low: 'Zweifel' },
    intensityRestraint: { name: 'Intensität', high: 'Kraft', low: 'Zurückhaltung' },
    conflictCoherence: { name: 'Kohärenz', high: 'Zusammenhalt', low: 'Konflikt' },
  },
  bands: {
    Ignition: { name: 'Zündung', meaning: 'Dringlichkeit, Funke' },
    Vitality: { name: 'Vitalität', meaning: 'Optimismus, Wachstum' },
    Harmony: { name: 'Harmonie', meaning: 'Gleichgewicht, Neugier' },
    Serenity: { name: 'Gelassenheit', meaning: 'Ruhe, Vertrauen' },
    Immersion: { name: 'Versenkung', meaning: 'Tiefe, Intensität' },
    Zenith: { name: 'Zenit', meaning: 'Grenze, Transzendenz' },
  },
  feedback: {
    response: {
      one: 'Dein Text aus einem Wort drückt {tone} aus.',
      many: 'Dein Text aus {count} Wörtern drückt {tone} aus.',
    },
    charged: 'Der Satz {sentence} trägt das meiste Gefühl.',
    felt: {
      one: '{words} trägt das Gefühl; wenn du willst, dass man dich versteht, sag klar, was du brauchst.',
      many: '{words} tragen das Gefühl; wenn du willst, dass man dich versteht, sag klar, was du brauchst.',
    },
    edge: {
      one: '{words} gibt den Ton vor; sag geradeheraus, was du willst, dann kommt es eher so an, wie du es meinst.',
      many: '{words} geben den Ton vor; sag geradeheraus, was du willst, dann kommt es eher so an, wie du es meinst.',
    },
    cold: 'Wörter wie {words} halten den Leser auf Abstand; ein Satz darüber, was du an ihm schätzt, macht den Text wärmer.',
    hedges: 'Einschränkungen wie {words} schwächen deine Aussage ab; sag klar, worum du bittest.',
    absolutes: 'So absolute Wörter wie {words} lassen der Sicht des Lesers wenig Raum.',
    loud: {
      one: '{words} dreht die Lautstärke auf; überleg dir, ob der Leser diese Wucht spüren soll.',
      many: '{words} drehen die Lautstärke auf; überleg dir, ob der Leser diese Wucht spüren soll.',
    },
    conflict: {
      one: '{words} zieht gegen den Rest; ein Satz dazu, was als Nächstes passieren soll, würde alles verbinden.',
      many: '{words} ziehen gegen den Rest; ein Satz dazu, was als Nächstes passieren soll, würde alles verbinden.',
    },
    nothingPositive: 'Hier muss nichts geändert werden: Der Leser sollte es so verstehen, wie du es meinst.',
    nothing: 'Kein Wort muss umformuliert werden: Der Leser wird deine Worte wohl so nehmen, wie sie dastehen.',
    empathic: {
      positive: {
        with: 'Hier steckt echtes Wohlwollen drin, vor allem in {anchor}. Es sollte so ankommen, wie du hoffst.',
        without: 'Hier steckt echtes Wohlwollen drin. Es sollte so ankommen, wie du hoffst.',
      },
      positiveTension: {
        with: 'Der freundliche Ton kommt an, aber etwas zieht in die andere Richtung, vor allem in {anchor}. Sag klar, was als Nächstes passieren soll, dann kommt es an, wie du es meinst.',
        without:
          'Der freundliche Ton kommt an, aber etwas zieht in die andere Richtung. Sag klar, was als Nächstes passieren soll, dann kommt es an, wie du es meinst.',
      },
      felt: {
        with: 'Es klingt, als würde dich etwas belasten, und {anchor} sagt es am direktesten. Das verdient es, ernst genommen zu werden, auch wie du dich damit fühlst.',
        without:
          'Es klingt, als würde dich etwas belasten. Das verdient es, ernst genommen zu werden, auch wie du dich damit fühlst.',
      },
      tense: {
        with: 'Der Leser hört die Spannung womöglich vor deinem Anliegen, vor allem in {anchor}. Wenn du das nicht meinst, sag geradeheraus, was du willst.',
        without:
          'Der Leser hört die Spannung womöglich vor deinem Anliegen. Wenn du das nicht meinst, sag geradeheraus, was du willst.',
      },
      unsure: {
        with: 'Du scheinst noch darüber nachzudenken, statt es zu entscheiden; {anchor} zeigt die Frage, die dich beschäftigt.',
        without: 'Du scheinst noch darüber nachzudenken, statt es zu entscheiden.',
      },
      steady:
        'Du hast das ruhig und sachlich gehalten. Wenn ein Gefühl dahintersteckt, findet der Leser es noch nicht.',
    },
    insight: {
      one: '{axis} {value}: Das Wort {words} lenkt sie in Richtung {end}.',
      many: '{axis} {value}: Die Wörter {words} lenken sie in Richtung {end}.',
    },
    tension: {
      one: 'Eine der Spannungsregeln trifft zu.',
      many: '{count} der Spannungsregeln treffen zu.',
    },
    noInsightSteady:
      'Kein Wort im Text rückt eine der vier Achsen weit von 0,50 ab, also drängt nichts darin auf den Leser ein.',
    noInsight: 'Der Ton kommt aus der Formulierung als Ganzes; kein einzelnes Wort hat eine Achse bewegt.',
    prompt:
      'Möchtest du mit der ToneLens-Analyse von {text} auf vier Achsen weitermachen und sehen, wie Wärme, Gewissheit, Intensität und Kohärenz zueinander stehen?',
  },
  enhanced: {
    summary: 'Der Text drückt {tone} aus.',
    tensionIn: 'Am deutlichsten ist die Spannung in {sentence}.',
    suggestion: {
      tense: 'Bring ihn in den EchoRoom und sieh dir an, was er zurückwirft, bevor du ihn abschickst.',
      steady: 'Wenn du wissen willst, was dahintersteckt, kann der EchoRoom es dir spiegeln.',
      positive: 'Behalte diesen Ton bei: Der EchoRoom kann dir zeigen, was ihn trägt.',
    },
    response: {
      tense: 'Sollen wir gemeinsam schauen, wie du es mit weniger Spannung sagen kannst?',
      steady: 'Möchtest du sehen, wie es mit mehr Wärme klingen würde?',
      positive: 'Das klingt gut. Möchtest du sehen, welche Wörter diesen Ton tragen?',
    },
  },
  reanalyse: {
    intro: 'Mit den angepassten Werten:',
    line: '{axis} {from} → {to} (in Richtung {end}).',
    stillTense: 'Die angepasste Lesart hätte immer noch Spannung.',
    calm: 'Die angepasste Lesart hätte keine Spannung.',
    rewritten: 'Eine Fassung, die diesen Werten näherkommt: {text}',
    noRewrite: 'Kein Satz im Text steht diesen Werten entgegen, daher bewegt ihn Umformulieren allein nicht.',
    nothing: 'Die angepassten Werte liegen nah am Text, wie er ist, also muss sich nichts ändern.',
  },
  spectral: {
    place: 'Nach seinen Buchstaben hat {text} den Spektralwert {value} ({hz} Hz) und liegt im Band {band}: {meaning}.',
    make: 'Seine Zeichen sind zu {deep} % tief, zu {suspended} % schwebend und zu {bright} % hell, also überwiegt {dominant}.',
    dominant: { deep: 'das Tiefe', suspended: 'das Schwebende', bright: 'das Helle' },
    arc: {
      rises: 'Er beginnt bei {opening}, erreicht seinen Höhepunkt bei {peak} und steigt zum Schluss an ({resolution}).',
      settles:
        'Er beginnt bei {opening}, erreicht seinen Höhepunkt bei {peak} und sinkt zum Schluss ab ({resolution}).',
      same: 'Er beginnt bei {opening}, erreicht seinen Höhepunkt bei {peak} und endet, wo er begann ({resolution}).',
    },
    letters: 'Das ergibt sich aus den Zeichen des Textes, nicht aus seiner Stimmung.',
  },
  recommendations: {
    skills: {
      selfAwarenessScore: 'Selbstwahrnehmung',
      empathyScore: 'Empathie',
      emotionalRegulationScore: 'Emotionsregulation',
      socialSkillsScore: 'soziale Kompetenz',
    },
    next: {
      title: 'Weiter: {title}',
      description: 'Mach mit der nächsten Lektion deines Lernpfads weiter ({module}).',
      first: 'Du hast noch keine Lektion abgeschlossen; diese legt die Grundlage für die übrigen.',
      reason: {
        one: 'Du hast eine Lektion abgeschlossen; das ist der nächste Schritt.',
        many: 'Du hast {count} Lektionen abgeschlossen; das ist der nächste Schritt.',
      },
    },
    weakest: {
      title: 'Stärke deine {skill}: {title}',
      description: 'Eine Lektion für deinen niedrigsten Wert.',
      reason: 'Dein Wert für {skill} liegt bei {score}/100, dem niedrigsten deiner vier.',
    },
    pause: {
      title: 'Übe eine Pause vor dem Senden',
      description:
        'Bevor deine nächste Nachricht rausgeht, lass sie durch ToneLens laufen und schreib den Satz mit der meisten Spannung um.',
      reason: {
        one: 'Deine letzte Analyse zeigte Spannung.',
        many: 'In {tense} deiner letzten {count} Analysen zeigte sich Spannung.',
      },
    },
    warmer: {
      title: 'Jeden Tag ein warmer Satz',
      description: 'Such dir heute eine Nachricht aus und füge einen Satz hinzu, der sagt, was du am Leser schätzt.',
    },
    balance: {
      title: 'Bleib im Gleichgewicht',
      description:
        'Was du zuletzt geschrieben hast, ist ausgewogen; versuch eine schwierigere Lektion, um weiterzukommen.',
    },
    warmthReason: 'Deine letzten Analysen haben im Schnitt eine Wärme von {value}.',
    streak: {
      title: 'Starte eine Serie',
      description: 'Mach heute eine kurze Übung; ein paar Minuten am Tag bilden die Gewohnheit.',
      reason: 'Du hast gerade keine aktive Lernserie.',
    },
  },
};
