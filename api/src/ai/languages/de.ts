/** The local replies in German (replies.ts): whole sentences, the reader addressed as "du" as the app does. */
import { w, type LocalReplies } from './replies';
import { GERMAN_SUMMARY } from './summary-de';

export const GERMAN_REPLIES: LocalReplies = {
  language: 'de',
  quotes: ['„', '“'],
  and: 'und',
  negated: 'nicht {word}',
  tones: {
    frustrated: 'Frust',
    mixed: 'gemischte Gefühle',
    hurt: 'Kränkung',
    anxious: 'Unruhe',
    curt: 'Schroffheit',
    unsure: 'Unsicherheit',
    appreciative: 'Dankbarkeit',
    excited: 'Begeisterung',
    warm: 'Wärme',
    friendly: 'Freundlichkeit',
    firm: 'Bestimmtheit',
    calm: 'Ruhe',
    'neutral-formal': 'einen neutralen Ton',
  },
  echo: {
    solo: {
      openers: [
        'Was mir am meisten auffällt, ist {anchor}.',
        'Der Satz, der bei mir hängen bleibt, ist {anchor}.',
        'Du kommst auf das hier zurück: {anchor}.',
      ],
      unsure: 'In der Art, wie du es sagst, liegt Unsicherheit, und es ist in Ordnung, einen Moment dabei zu bleiben.',
      heavy: 'Man merkt, dass dich das belastet.',
      energetic: 'In der Art, wie du es sagst, steckt viel Energie.',
      questions: [
        'Was brauchst du gerade jetzt?',
        'Was würdest du dir von hier aus wünschen?',
        'Welcher Teil davon ist dir am wichtigsten?',
      ],
    },
    message: {
      openers: [
        'Wenn diese Nachricht mich erreichen würde, wäre {anchor} der Satz, den ich behalte.',
        'Wenn ich sie als die Person lese, für die sie gedacht ist, bleibe ich bei {anchor} hängen.',
      ],
      warm: {
        one: 'Das Wort {words} sagt mir, dass ich dir wichtig bin.',
        many: 'Die Wörter {words} sagen mir, dass ich dir wichtig bin.',
      },
      cool: {
        one: 'Das Wort {words} könnte mir das Gefühl geben, auf Abstand gehalten zu werden.',
        many: 'Die Wörter {words} könnten mir das Gefühl geben, auf Abstand gehalten zu werden.',
      },
      forceful: 'Die Wucht der Nachricht könnte mich in die Defensive bringen, bevor ich bei deinem Punkt ankomme.',
      roomy: 'Sie lässt mir Raum, sie aufzunehmen.',
      questions: [
        'Soll sie so ankommen?',
        'Was soll die andere Person vor allem fühlen?',
        'Was soll die andere Person tun, nachdem sie es gelesen hat?',
      ],
    },
    thread: {
      openers: [
        'Wenn ich darauf zurückkomme, dreht sich alles um {anchor}.',
        'Beim zweiten Lesen liegt der Wendepunkt bei {anchor}.',
      ],
      conflict: {
        one: 'Das Wort {words} zieht gegen den Rest dessen, was du geschrieben hast.',
        many: 'Die Wörter {words} ziehen gegen den Rest dessen, was du geschrieben hast.',
      },
      steady:
        'Nichts darin stemmt sich stark gegen den Rest, das gibt dir einen ruhigen Ausgangspunkt für die Antwort.',
      questions: [
        'Was soll die nächste Nachricht verändern?',
        'Was würdest du sagen, wenn du wüsstest, dass man dir zuhört?',
        'Was brauchst du von der anderen Person, worum du noch nicht gebeten hast?',
      ],
    },
  },
  chat: {
    asks: {
      harsh: w(
        String.raw`zu (?:hart|schroff|direkt|unfreundlich|kalt|grob|streng|barsch|aggressiv)|unhöflich|klingt (?:das |es )?(?:böse|gemein)`,
      ),
      warmer: w(String.raw`wärmer|freundlicher|herzlicher|netter|höflicher|sanfter|weicher`),
      feel: w(
        String.raw`(?:wird|werden) (?:er|sie|es|die|der) .{0,30}(?:fühlen|aufnehmen|empfinden)|wie kommt (?:das|es) an`,
      ),
      why: w(String.raw`warum|wieso|weshalb`),
    },
    reads: 'Dein Text drückt {tone} aus.',
    because: { one: 'Das liegt am Wort {words}.', many: 'Das liegt an den Wörtern {words}.' },
    harshYes: 'Ja, so kann er gelesen werden.',
    harshNo: 'Nein, er wirkt nicht schroff.',
    rewritten: 'Eine ruhigere, freundlichere Fassung: {text}',
    unchanged:
      'Kein Satz verlangt nach anderen Worten; wenn du ihn näher machen willst, füge eine Zeile darüber hinzu, was du an der anderen Person schätzt.',
    feel: {
      tense: 'Die andere Person wird ihn wahrscheinlich als angespannt lesen und in die Defensive gehen.',
      steady: 'Die andere Person wird ihn wahrscheinlich ruhig lesen, ohne sich angegriffen zu fühlen.',
      positive: 'Die andere Person wird sich beim Lesen wahrscheinlich gut behandelt fühlen.',
    },
    clarify: [
      'Möchtest du wissen, wie er klingt, oder soll ich ihn anders formulieren?',
      'Geht es dir um den Ton, oder hättest du lieber eine andere Fassung?',
    ],
  },
  rewrite: {
    swaps: [
      [w(String.raw`du musst`, 'giu'), 'du könntest'],
      [w(String.raw`musst du`, 'giu'), 'könntest du'],
      [w(String.raw`Sie müssen`, 'gu'), 'Sie könnten'],
      [w(String.raw`müssen Sie`, 'gu'), 'könnten Sie'],
      [w(String.raw`sofort|unverzüglich`, 'giu'), 'so bald wie möglich'],
      [w(String.raw`immer(?!\s+(?:noch|wieder|mehr))`, 'giu'), 'oft'],
      [w(String.raw`jeder weiß`, 'giu'), 'viele wissen'],
      [w(String.raw`halt die Klappe|halt den Mund`, 'giu'), 'lass mich bitte ausreden'],
    ],
    unlessNegated: [[w(String.raw`nie|niemals`, 'giu'), 'selten']],
    negators: w(String.raw`nicht|kein|keine|keinen|keinem|keiner`),
    thanked: w(String.raw`danke|vielen dank|ich danke`),
    thanks: 'Vielen Dank im Voraus.',
    nothing: 'Nichts muss sich ändern: Kein Satz verlangt nach anderen Worten, er kann so verschickt werden.',
  },
  exercise: {
    feelings: w(
      String.raw`ich fühle mich|ich fühlte mich|ich habe mich .{0,20}gefühlt|ich spüre|es hat mich|gefühl|traurig|wütend|besorgt|nervös|frustriert|verletzt|ruhig|dankbar|froh|glücklich|ängstlich|beschämt|enttäuscht|erleichtert|müde|gekränkt`,
    ),
    perspective: w(
      String.raw`ich verstehe|ich kann sehen|für (?:ihn|sie|dich)|aus (?:seiner|ihrer) sicht|an (?:seiner|ihrer) stelle|(?:er|sie) (?:könnte|hat vielleicht|muss) .{0,20}(?:fühlen|denken|lesen|gefühlt|gedacht)|vielleicht (?:hat|fühlt|denkt) (?:er|sie)`,
    ),
    specifics: w(
      String.raw`[„“"][^“”"]{2,}[“”"]|\d+|gestern|heute|morgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|zum beispiel|weil|das wort|die wörter|statt`,
    ),
    heavy: w(
      String.raw`hoffnungslos|ich bin nichts wert|innerlich leer|ich hasse mich|ich kann nicht mehr|nichts ist mehr wichtig`,
    ),
    helpless: w(String.raw`ich kann nichts tun|kein ausweg|es hat keinen sinn|ich gebe auf|machtlos`),
    bands: [
      [80, 'Sehr gut'],
      [60, 'Gut'],
      [40, 'Ein guter Anfang'],
      [0, 'Ein erster Schritt'],
    ],
    parts: {
      feelings: { done: 'du benennst, was du fühlst', missing: 'zu benennen, was du fühlst' },
      perspective: {
        done: 'du versetzt dich in die andere Person',
        missing: 'dich in die andere Person zu versetzen',
      },
      specifics: { done: 'du nennst konkrete Einzelheiten', missing: 'eine konkrete Einzelheit zu nennen' },
      length: { done: 'du nimmst dir Raum, es auszuführen', missing: 'es etwas weiter auszuführen' },
    },
    explained: {
      done: '{band}: {done}.',
      both: '{band}: {done}; {missing}, würde es weiterbringen.',
      missing: '{band}: {missing}, würde es weiterbringen.',
    },
    strengths: {
      feelings: 'Du bringst deine Gefühle in Worte.',
      perspective: 'Du bedenkst, wie die andere Person es sehen könnte.',
      specifics: 'Du machst es an konkreten Einzelheiten fest, das macht es greifbar.',
      length: 'Du gibst der Aufgabe den Raum, den sie braucht.',
      warm: 'Deine Worte sind warm.',
      start: 'Du hast angefangen, und das ist das Schwerste.',
    },
    prompts: {
      feelings: 'Füge einen Satz hinzu, der mit „Ich fühle mich“ beginnt, um deine eigene Sicht einzubringen.',
      perspective: 'Wie würde die andere Person das lesen? Ein Satz aus ihrer Sicht würde es vertiefen.',
      specifics: 'Füge ein konkretes Beispiel hinzu: was passiert ist, wann, oder welche Worte gefallen sind.',
      length:
        'Versuche, zwei oder drei Sätze hinzuzufügen: was passiert ist, was du gefühlt hast und was du dir als Nächstes wünschst.',
      heavy:
        'Manches von dem, was du schreibst, klingt schwer. Wenn es zeigt, wie es dir gerade geht, kann es helfen, mit einem Menschen deines Vertrauens darüber zu sprechen.',
      next: 'Mach weiter: Die nächste Lektion baut auf dieser auf.',
    },
  },
  summary: GERMAN_SUMMARY,
};
