/** The local readings in Spanish (summaries.ts): whole sentences, the reader addressed as "tú". */
import type { SummaryReplies } from './summaries';

export const SPANISH_SUMMARY: SummaryReplies = {
  axes: {
    warmthDetachment: { name: 'Calidez', high: 'la cercanía', low: 'la distancia' },
    certaintyAmbiguity: { name: 'Certeza', high: 'la seguridad', low: 'la duda' },
    intensityRestraint: { name: 'Intensidad', high: 'la fuerza', low: 'la contención' },
    conflictCoherence: { name: 'Coherencia', high: 'la coherencia', low: 'el conflicto' },
  },
  bands: {
    Ignition: { name: 'Ignición', meaning: 'urgencia, chispa' },
    Vitality: { name: 'Vitalidad', meaning: 'optimismo, crecimiento' },
    Harmony: { name: 'Armonía', meaning: 'equilibrio, curiosidad' },
    Serenity: { name: 'Serenidad', meaning: 'calma, confianza' },
    Immersion: { name: 'Inmersión', meaning: 'profundidad, intensidad' },
    Zenith: { name: 'Cénit', meaning: 'límite, trascendencia' },
  },
  feedback: {
    response: {
      one: 'Tu texto de una palabra transmite {tone}.',
      many: 'Tu texto de {count} palabras transmite {tone}.',
    },
    charged: 'La frase {sentence} es la que más sentimiento lleva.',
    felt: {
      one: '{words} lleva el sentimiento; si quieres que quien lo lea lo entienda, dile con claridad qué necesitas.',
      many: '{words} llevan el sentimiento; si quieres que quien lo lea lo entienda, dile con claridad qué necesitas.',
    },
    edge: {
      one: '{words} marca el tono; di lo que quieres sin rodeos y es más probable que se entienda como lo dices.',
      many: '{words} marcan el tono; di lo que quieres sin rodeos y es más probable que se entienda como lo dices.',
    },
    cold: 'Palabras como {words} mantienen a distancia a quien lo lee; una frase sobre lo que valoras de esa persona le daría calidez.',
    hedges: 'Matices como {words} suavizan lo que quieres decir; pide con claridad lo que necesitas.',
    absolutes: 'Palabras tan tajantes como {words} dejan poco espacio a la opinión de quien lo lee.',
    loud: {
      one: '{words} sube el volumen; decide si quieres que se sienta esa fuerza.',
      many: '{words} suben el volumen; decide si quieres que se sienta esa fuerza.',
    },
    conflict: {
      one: '{words} tira en contra del resto; una frase sobre lo que quieres que pase ahora lo uniría todo.',
      many: '{words} tiran en contra del resto; una frase sobre lo que quieres que pase ahora lo uniría todo.',
    },
    nothingPositive: 'No hay nada que cambiar: quien lo lea debería entenderlo tal como lo dices.',
    nothing: 'No hace falta cambiar ninguna palabra: es probable que se lea tal cual.',
    empathic: {
      positive: {
        with: 'Hay verdadera buena voluntad aquí, sobre todo en {anchor}. Debería llegar como esperas.',
        without: 'Hay verdadera buena voluntad aquí. Debería llegar como esperas.',
      },
      positiveTension: {
        with: 'Se nota el buen tono, pero algo tira en sentido contrario, sobre todo en {anchor}. Di claramente qué quieres que pase y se entenderá como lo dices.',
        without:
          'Se nota el buen tono, pero algo tira en sentido contrario. Di claramente qué quieres que pase y se entenderá como lo dices.',
      },
      felt: {
        with: 'Parece que algo de esto te pesa, y {anchor} lo dice de la forma más directa. Merece tomarse en serio, también lo que sientes.',
        without: 'Parece que algo de esto te pesa. Merece tomarse en serio, también lo que sientes.',
      },
      tense: {
        with: 'Quien lo lea puede notar la tensión antes que tu mensaje, sobre todo en {anchor}. Si no es lo que quieres, di claramente lo que buscas.',
        without:
          'Quien lo lea puede notar la tensión antes que tu mensaje. Si no es lo que quieres, di claramente lo que buscas.',
      },
      unsure: {
        with: 'Parece que aún lo estás pensando más que decidiéndolo; {anchor} muestra la pregunta que te haces.',
        without: 'Parece que aún lo estás pensando más que decidiéndolo.',
      },
      steady:
        'Lo has dicho con calma y de forma objetiva. Si hay un sentimiento detrás, quien lo lea todavía no lo encontrará.',
    },
    insight: {
      one: '{axis} {value}: la palabra {words} la inclina hacia {end}.',
      many: '{axis} {value}: las palabras {words} la inclinan hacia {end}.',
    },
    tension: {
      one: 'Se cumple una de las reglas de tensión.',
      many: 'Se cumplen {count} de las reglas de tensión.',
    },
    noInsightSteady:
      'Ninguna palabra del texto aleja ninguno de los cuatro ejes de 0,50, así que nada en él presiona a quien lo lee.',
    noInsight: 'El tono sale de la forma de escribir en conjunto; ninguna palabra sola movió un eje.',
    prompt:
      '¿Quieres seguir con el análisis de ToneLens en cuatro ejes de {text} para ver cómo se equilibran su calidez, su certeza, su intensidad y su coherencia?',
  },
  enhanced: {
    summary: 'El texto transmite {tone}.',
    tensionIn: 'La tensión se ve más clara en {sentence}.',
    suggestion: {
      tense: 'Llévalo a EchoRoom y mira qué refleja antes de enviarlo.',
      steady: 'Si quieres saber qué hay detrás, EchoRoom puede reflejártelo.',
      positive: 'Comparte este tono: EchoRoom puede mostrarte qué lo hace funcionar.',
    },
    response: {
      tense: '¿Quieres que veamos juntos cómo decirlo con menos tensión?',
      steady: '¿Quieres ver cómo sonaría con más calidez?',
      positive: 'Suena bien. ¿Quieres ver qué palabras le dan ese tono?',
    },
  },
  reanalyse: {
    intro: 'Con los valores ajustados:',
    line: '{axis} {from} → {to} (hacia {end}).',
    stillTense: 'La lectura ajustada todavía tendría tensión.',
    calm: 'La lectura ajustada no tendría tensión.',
    rewritten: 'Una versión más cercana a estos valores: {text}',
    noRewrite:
      'Ninguna frase del texto va en contra de estos valores, así que cambiar palabras no bastará para moverlo.',
    nothing: 'Los valores ajustados están cerca del texto tal como está, así que no hace falta cambiar nada.',
  },
  spectral: {
    place: 'Por sus letras, {text} tiene un valor espectral de {value} ({hz} Hz) y cae en la banda {band}: {meaning}.',
    make: 'Sus caracteres son un {deep} % graves, un {suspended} % suspendidos y un {bright} % brillantes, así que predomina {dominant}.',
    dominant: { deep: 'lo grave', suspended: 'lo suspendido', bright: 'lo brillante' },
    arc: {
      rises: 'Empieza en {opening}, llega a un pico de {peak} y sube hacia el final ({resolution}).',
      settles: 'Empieza en {opening}, llega a un pico de {peak} y baja hacia el final ({resolution}).',
      same: 'Empieza en {opening}, llega a un pico de {peak} y termina donde empezó ({resolution}).',
    },
    letters: 'Esto sale de los caracteres del texto, no de su estado de ánimo.',
  },
  recommendations: {
    skills: {
      selfAwarenessScore: 'autoconciencia',
      empathyScore: 'empatía',
      emotionalRegulationScore: 'regulación emocional',
      socialSkillsScore: 'habilidades sociales',
    },
    next: {
      title: 'Continúa: {title}',
      description: 'Retoma la siguiente lección de tu recorrido ({module}).',
      first: 'Todavía no has completado ninguna lección; esta sienta las bases de las demás.',
      reason: {
        one: 'Has completado una lección; este es el siguiente paso.',
        many: 'Has completado {count} lecciones; este es el siguiente paso.',
      },
    },
    weakest: {
      title: 'Refuerza tu {skill}: {title}',
      description: 'Una lección pensada para tu puntuación más baja.',
      reason: 'Tu puntuación de {skill} es {score}/100, la más baja de las cuatro.',
    },
    pause: {
      title: 'Practica una pausa antes de enviar',
      description: 'Antes de enviar tu próximo mensaje, pásalo por ToneLens y reescribe la frase con más tensión.',
      reason: {
        one: 'Tu último análisis mostró tensión.',
        many: 'En {tense} de tus últimos {count} análisis hubo tensión.',
      },
    },
    warmer: {
      title: 'Añade una frase cálida al día',
      description: 'Elige hoy un mensaje y añade una frase que diga lo que valoras de quien lo lee.',
    },
    balance: {
      title: 'Mantén el equilibrio',
      description: 'Lo que escribes últimamente está equilibrado; prueba una lección más difícil para ir más allá.',
    },
    warmthReason: 'La calidez media de tus últimos análisis es {value}.',
    streak: {
      title: 'Empieza una racha',
      description: 'Haz hoy un ejercicio corto; unos minutos al día crean el hábito.',
      reason: 'Ahora mismo no tienes ninguna racha de aprendizaje activa.',
    },
  },
};
