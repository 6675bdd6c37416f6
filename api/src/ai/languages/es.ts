/** The local replies in Spanish (replies.ts): whole sentences, the reader addressed as "tú" as the app does. */
import { w, type LocalReplies } from './replies';
import { SPANISH_SUMMARY } from './summary-es';

export const SPANISH_REPLIES: LocalReplies = {
  language: 'es',
  quotes: ['«', '»'],
  and: 'y',
  negated: 'no {word}',
  tones: {
    frustrated: 'frustración',
    mixed: 'sentimientos encontrados',
    hurt: 'dolor',
    anxious: 'inquietud',
    curt: 'sequedad',
    unsure: 'duda',
    appreciative: 'agradecimiento',
    excited: 'entusiasmo',
    warm: 'calidez',
    friendly: 'cordialidad',
    firm: 'firmeza',
    calm: 'calma',
    'neutral-formal': 'un tono neutro',
  },
  echo: {
    solo: {
      openers: [
        'Lo que más me llama la atención es {anchor}.',
        'La frase que se me queda es {anchor}.',
        'Vuelves a esto: {anchor}.',
      ],
      unsure: 'Hay duda en cómo lo dices, y está bien quedarse con ella un momento.',
      heavy: 'Se nota que esto te pesa.',
      energetic: 'Hay mucha energía en cómo lo dices.',
      questions: [
        '¿Qué necesitas ahora mismo?',
        '¿Qué te gustaría que pasara a partir de aquí?',
        '¿Qué parte de esto te importa más?',
      ],
    },
    message: {
      openers: [
        'Si esto me llegara a mí, la frase que recordaría es {anchor}.',
        'Leyéndolo como la persona a la que va dirigido, me detendría en {anchor}.',
      ],
      warm: {
        one: 'La palabra {words} me dice que te importa.',
        many: 'Las palabras {words} me dicen que te importa.',
      },
      cool: {
        one: 'La palabra {words} podría hacerme sentir a distancia.',
        many: 'Las palabras {words} podrían hacerme sentir a distancia.',
      },
      forceful: 'La fuerza del mensaje podría ponerme a la defensiva antes de llegar a lo que quieres decir.',
      roomy: 'Me deja espacio para asimilarlo.',
      questions: [
        '¿Es así como quieres que llegue?',
        '¿Qué quieres que sienta sobre todo?',
        '¿Qué te gustaría que hiciera después de leerlo?',
      ],
    },
    thread: {
      openers: ['Al volver a leerlo, todo gira en torno a {anchor}.', 'Leído de nuevo, el punto de giro es {anchor}.'],
      conflict: {
        one: 'La palabra {words} tira en contra del resto de lo que escribiste.',
        many: 'Las palabras {words} tiran en contra del resto de lo que escribiste.',
      },
      steady: 'Nada choca con fuerza con el resto, lo que te da un lugar tranquilo desde el que responder.',
      questions: [
        '¿Qué quieres que cambie con el próximo mensaje?',
        '¿Qué dirías si supieras que te van a escuchar?',
        '¿Qué necesitas de la otra persona que todavía no le has pedido?',
      ],
    },
  },
  chat: {
    asks: {
      harsh: w(
        String.raw`(?:demasiado|muy|un poco) (?:brusco|brusca|duro|dura|seco|seca|borde|agresivo|agresiva|frío|fría|directo|directa)|grosero|suena mal`,
      ),
      warmer: w(String.raw`más (?:cálido|cálida|amable|suave|cercano|cercana|educado|educada)|suavízalo|suavizar`),
      feel: w(
        String.raw`(?:sentir(?:[áa]n?)?|se (?:lo|la) (?:tomar[áa]n?|va a tomar)|c[oó]mo (?:le|les) (?:va a |)(?:llegar[áa]|sentar[áa]))`,
      ),
      why: w(String.raw`por qu[eé]`),
    },
    reads: 'Tu texto transmite {tone}.',
    because: { one: 'Lo marca la palabra {words}.', many: 'Lo marcan las palabras {words}.' },
    harshYes: 'Sí, puede leerse así.',
    harshNo: 'No, no parece brusco.',
    rewritten: 'Una versión más tranquila y cercana: {text}',
    unchanged:
      'Ninguna frase pide cambios de palabras; si quieres acercarlo, añade una línea sobre lo que valoras de la otra persona.',
    feel: {
      tense: 'Es probable que la otra persona lo note tenso y se ponga a la defensiva.',
      steady: 'Es probable que la otra persona lo lea con calma, sin sentirse atacada.',
      positive: 'Es probable que la otra persona se sienta bien tratada al leerlo.',
    },
    clarify: [
      '¿Quieres saber cómo suena, o que lo reescriba de otra manera?',
      '¿Te preocupa cómo suena o prefieres una versión distinta?',
    ],
  },
  rewrite: {
    swaps: [
      [w(String.raw`tienes que`, 'giu'), 'podrías'],
      [w(String.raw`debes(?! de)`, 'giu'), 'podrías'],
      [w(String.raw`ahora mismo`, 'giu'), 'cuando puedas'],
      [w(String.raw`inmediatamente|de inmediato`, 'giu'), 'en cuanto puedas'],
      [w(String.raw`(?<!(?:como|para|desde|casi) )siempre`, 'giu'), 'a menudo'],
      [w(String.raw`todo el mundo`, 'giu'), 'mucha gente'],
      [w(String.raw`c[áa]llate`, 'giu'), 'déjame terminar, por favor'],
      [w(String.raw`obviamente,?`, 'giu'), ''],
      [w(String.raw`es obvio que`, 'giu'), 'creo que'],
    ],
    unlessNegated: [[w(String.raw`nunca`, 'giu'), 'pocas veces']],
    negators: w(String.raw`(?:no|ni|tampoco)`),
    thanked: w(String.raw`gracias|te agradezco`),
    thanks: 'Gracias de antemano.',
    nothing: 'No hace falta cambiar nada: ninguna frase pide otras palabras, así que puede enviarse tal cual.',
  },
  exercise: {
    feelings: w(
      String.raw`(?:me sent[íi]|me siento|siento|sent[íi]|me hizo sentir|me hace sentir|emoci[oó]n|triste|enfadad[oa]|preocupad[oa]|nervios[oa]|frustrad[oa]|dolid[oa]|tranquil[oa]|agradecid[oa]|content[oa]|feliz|ansios[oa]|avergonzad[oa]|decepcionad[oa]|aliviad[oa]|cansad[oa])`,
    ),
    perspective: w(
      String.raw`(?:entiendo|comprendo|puedo ver|para (?:él|ella|ellos|ti)|desde su (?:lado|punto de vista)|en su lugar|quiz[áa]s? (?:se|le|lo|la)|(?:podr[íi]a|puede que) (?:sentir|pensar|leer))`,
    ),
    specifics: w(
      String.raw`[«“"][^»”"]{2,}[»”"]|\d+|(?:ayer|hoy|mañana|lunes|martes|miércoles|jueves|viernes|sábado|domingo|por ejemplo|porque|la palabra|las palabras|en vez de)`,
    ),
    heavy: w(String.raw`(?:sin esperanza|no valgo nada|vac[íi]o por dentro|me odio|no puedo m[áa]s|nada importa)`),
    helpless: w(String.raw`(?:no puedo hacer nada|no hay salida|no sirve de nada|me rindo|sin control)`),
    bands: [
      [80, 'Muy bien'],
      [60, 'Bien'],
      [40, 'Buen comienzo'],
      [0, 'Un primer paso'],
    ],
    parts: {
      feelings: { done: 'pones nombre a lo que sientes', missing: 'nombrar lo que sientes' },
      perspective: {
        done: 'te pones en el lugar de la otra persona',
        missing: 'ponerte en el lugar de la otra persona',
      },
      specifics: { done: 'das detalles concretos', missing: 'dar algún detalle concreto' },
      length: { done: 'te das espacio para desarrollarlo', missing: 'desarrollarlo un poco más' },
    },
    explained: {
      done: '{band}: {done}.',
      both: '{band}: {done}; {missing} lo llevaría más lejos.',
      missing: '{band}: {missing} lo llevaría más lejos.',
    },
    strengths: {
      feelings: 'Pones tus sentimientos en palabras.',
      perspective: 'Tienes en cuenta cómo lo vería la otra persona.',
      specifics: 'Lo anclas en detalles concretos, y eso lo hace real.',
      length: 'Le das a la pregunta el espacio que merece.',
      warm: 'Tus palabras son cálidas.',
      start: 'Has empezado, y eso es lo más difícil.',
    },
    prompts: {
      feelings: 'Añade una frase que empiece por «Me siento» para traer tu propia mirada.',
      perspective: '¿Cómo lo leería la otra persona? Una frase desde su lado lo haría más profundo.',
      specifics: 'Añade un ejemplo concreto: qué pasó, cuándo o qué palabras se dijeron.',
      length: 'Prueba a añadir dos o tres frases: qué pasó, qué sentiste y qué te gustaría a partir de ahora.',
      heavy:
        'Parte de lo que escribes suena a que pesa mucho. Si refleja cómo te sientes ahora, puede ayudarte hablarlo con alguien de confianza.',
      next: 'Sigue así: la próxima lección se apoya en esta.',
    },
  },
  summary: SPANISH_SUMMARY,
};
