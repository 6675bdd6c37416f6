/**
 * Spanish, as data (language.ts LanguageDefinition; shared.ts readingOf makes it a reading): the
 * curated words of the local reading (negators, boosters and dampeners, contrast, hedges and
 * commitment, idioms, the words of tweets the rated lexicon lacks or misreads), its rated lexicon
 * (es.lexicon.generated.ts) and its verb forms, read by their infinitive (derive-es.ts). Valences are VADER units (−4..4), chosen beside
 * the English engine's ratings of the same words.
 */
import type { LanguageDefinition } from './language';
import { LEXICON, NOT_VERB_FORMS, STEM_AFTER, STEM_BEFORE, VERBS } from './es.lexicon.generated';
import { spanishDerivationsOf } from './derive-es';
import { SPANISH_GLOSS } from './es.gloss';
import { readingOf } from './shared';
import { spanishStemmer } from './stem-es';

/** The absolute superlative "-ísimo" (any gender and number) and the plain words it may come from. */
const SUPERLATIVE = /^(.{2,}?)(?:ísim|isim)[oa]s?$/;

/**
 * The plain words a Spanish absolute superlative may come from: "buenísimo" → "bueno",
 * "riquísimo" → "rico", "larguísimo" → "largo", "amabilísimo" → "amable", "facilísimo" → "fácil"
 * (read without its accent: the lexicons key words without diacritics).
 */
export function spanishSuperlative(word: string): string[] {
  const m = SUPERLATIVE.exec(word);
  if (!m) return [];
  let base = m[1]!;
  if (base.endsWith('qu')) base = base.slice(0, -2) + 'c';
  else if (base.endsWith('gu')) base = base.slice(0, -1);
  if (base.endsWith('bil')) return [base.slice(0, -3) + 'ble'];
  return [base + 'o', base + 'e', base];
}

/** A diminutive ("-ito", "-ita", "-cito", "-ecito", any number) or augmentative ("-azo", "-aza"): the word before the suffix, and the suffix's vowel. */
const DIMINUTIVE = /^(.{2,}?)it([oa])s?$/;
const AUGMENTATIVE = /^(.{3,}?)az([oa])s?$/;

/**
 * The plain words a Spanish diminutive or augmentative may come from, read as that word (they
 * size or endear it, and keep its tone): "penita" → "pena", "asquito" → "asco", "amiguito" →
 * "amigo", "cafecito" → "café", "pobrecito" (or "pobresito", as it is often written) → "pobre",
 * "nuevecito" → "nuevo"; "golazo" → "gol", "buenazo" → "bueno", "bajonazo" → "bajón". Empty when
 * the word has neither suffix.
 */
export function spanishEvaluative(word: string): string[] {
  const out: string[] = [];
  const add = (form: string) => {
    if (form.length >= 3 && form !== word && !out.includes(form)) out.push(form);
  };
  const small = DIMINUTIVE.exec(word);
  if (small) {
    const base = small[1]!;
    const vowel = small[2]!;
    if (base.endsWith('qu')) add(base.slice(0, -2) + 'c' + vowel);
    else if (base.endsWith('gu')) add(base.slice(0, -1) + vowel);
    add(base + vowel);
    if (base.endsWith('ec')) add(base.slice(0, -2) + vowel);
    if (base.endsWith('c') || base.endsWith('s')) add(base.slice(0, -1));
  }
  const large = AUGMENTATIVE.exec(word);
  if (large) {
    const base = large[1]!;
    add(base + large[2]!);
    add(base + 'o');
    add(base);
    add(base + 'e');
  }
  return out;
}

/**
 * Verbs and nouns that lower, stop or fight what they govern (the verbal polarity shifters of
 * Schulder et al. 2017, in Spanish): the harm they reduce reads as its opposite ("evitar lo peor",
 * "la lucha contra la corrupción", "disminuye el paro" with its subject after it), the good they take
 * away as a loss ("reducir las ayudas"). Each verb by its infinitive, its present, its preterite,
 * its participle and gerund and its noun. Not the verbs whose other senses are common: "bajar" (to
 * download, to get off; "bajo" is "under"), "acabar con" in the past (the match "acabó con
 * victoria"), "parar" ("para" is "for"), "superar" (to surpass), "resuelto" (resolute), "quitar"
 * ("quitó" is "quito" and "Quito" unaccented; "te quita años" flatters), "combate" alone (a bout).
 */
const SHIFTERS = [
  'evitar, evita, evitan, evitamos, evité, evitó, evitaron, evitado, evitando, evite, eviten, evitemos',
  'reducir, reduce, reducen, reducimos, redujo, redujeron, reducido, reduciendo, reduzca, reduzcan, reducción de, reducción del',
  'disminuir, disminuye, disminuyen, disminuyó, disminuido, disminución, bajada de',
  'frenar, frena, frenan, frenó, frenado, frenando, poner freno a',
  'combatir, combaten, combatimos, combatió, combatiendo, el combate contra',
  'luchar contra, lucha contra, luchan contra, luchamos contra, luchó contra, luchando contra, medidas contra',
  'acabar con, acabemos con, poner fin a, pone fin a, ponga fin a, poner fin al',
  'prevenir, previene, previenen, prevención, impedir, impide, impiden, impidió',
  'eliminar, elimina, eliminan, eliminó, eliminación, erradicar, erradica, erradicación',
  'resolver, resuelve, resuelven, resolvió, solucionar, soluciona, solucionan, solucionó',
  'aliviar, alivia, alivian, mitigar, mitiga, paliar, atenuar',
  'dejar de, deja de, dejo de, dejé de, dejó de, dejan de, dejes de, dejen de',
  // What is over ("se acabaron las vacaciones", "se acabó lo bueno").
  'se acabó, se acaba, se acabaron, se acaban, se terminó, se termina, se terminaron, se terminan',
].join(', ');

/** Spanish, as data. */
export const SPANISH_DEFINITION: LanguageDefinition = {
  language: 'es',
  roles: {
    negator: 'ni, tampoco, nada, nadie, ningún, ninguno, ninguna, sin, poco, poca, pocos, pocas',
    specNegator: 'no, nunca, jamás, apenas',
    shifter: SHIFTERS,
    contrast: 'no obstante, pero, sin embargo',
    concessive: 'aunque, a pesar de, pese a, si bien',
    plain:
      'si, como, que, quiero, quieres, dio, era, vez, hoy, ya, solo, sólo, gobierno, partido, presidente, algún, alguna, alguno, ' +
      // "Not only" adds rather than denies ("no solo es bonito sino también barato").
      'no solo, no sólo, no solamente, no únicamente, ' +
      // Nouns and irregular forms shaped like the regular forms of a rated verb: "ganas" is desire
      // ("tengo ganas", curated as phrases), "venga" and "vengo" come from "venir", not "vengar".
      'ganas, venga, vengo, vengas, vengan, ' +
      // "Justo" is mostly the adverb "just, right" ("justo hoy", "justo cuando"); its feminine and
      // plurals, only adjectives, keep "fair".
      'justo, ' +
      // "Perro" is the dog; its feminine is the insult, and keeps its rating.
      'perro, perros, ' +
      // Apology as courtesy ("perdona, ¿sabes dónde está?"), not forgiveness.
      'perdón, perdona, perdone, perdonad, disculpa, disculpe, disculpen, disculpad, ' +
      // "Faltan tres días" counts down; "falta" alone keeps a milder want.
      'faltan',
    hedge:
      'no sé, ni idea, quizás, quizá, tal vez, a lo mejor, puede que, supongo, creo, probablemente, posiblemente, ns',
    commits: 'sin duda, seguramente, por supuesto, claramente, definitivamente, obviamente, evidentemente, siempre',
    calm: 'poco a poco, tranquilo, tranquila, calma, relajado',
    aroused: 'urgente',
    agrees: 'de acuerdo, exacto, exactamente, porque, por eso',
    opposes: 'contra, en contra',
  },
  boosters: `
    0.35  muchísimo, absolutamente, sumamente, tremendamente
    0.3   súper, super, re, mucho, mucha, mxo
    0.25  tan, tanto, tanta, verdaderamente
    0.2   demasiado, demasiada, especialmente
    0.15  bastante
    0.1   más
    -0.3  un poco, un poquito, algo, más o menos
    -0.35 ligeramente
  `,
  intensifiers: `
    0.4   increíblemente, extremadamente
    0.3   muy, realmente, totalmente, completamente, mx
  `,
  rated: `
    3.2   te amo
    3     amo, te quiero, amor, tqm, tkm, amar
    2.5   enamorar
    2.9   buenísimo
    2.8   maravilloso, maravillosa
    2.7   feliz, felices, precioso, preciosa, hermoso, hermosa, excelente, perfecto, perfecta, fantástico, fantástica
    2.6   fenomenal, estupendo, estupenda
    2.5   de puta madre
    2.5   muchas gracias, felicidades, enhorabuena, genial, encanta, encantan, enamorado, enamorada, me muero de risa, me cago de risa, bravo, increíble
    2.3   besos, beso, felicitar, bss
    2.2   qué bien, divertido, divertida, ideal, orgulloso, orgullosa, adorable, disfrutar, disfruta, disfrutando, gozar, bien hecho
    2.1   amigo, amiga, amigos, guapo, guapa, guapos, guapas
    2     ilusionar, qué rico, qué rica, qué padre, qué mono, qué mona, qué monada
    2     chévere, bacán, bacana, copado, copada, cuqui, cuquis, chachi, chachis, majo, maja, majos, majas, molón, molona, flipante
    2.5   bello, bella, bellos, bellas
    1.5   descanso
    2     guay, chido, bonito, bonita, abrazo, abrazos, emocionado, emocionada, ilusión, ilusionado, ilusionada, paz, te echo de menos, te extraño
    1.9   gracias, bueno, buena, buenos, buenas, bienvenido, bienvenida, gusta, gustan, gracioso, graciosa, grax, graciass
    1.8   chula, chulos, chulas, chulada, qué chulada, con ganas, con muchas ganas, me entran ganas
    1.6   rica, ricos, ricas, agusto
    1.5   vale la pena, valió la pena, merece la pena, mereció la pena, valen la pena, merecen la pena
    1.2   por fin, al fin, espero que
    2     nada mejor que, no hay nada mejor, no hay nada mejor que, no hay nada como, no hay nada más bonito
    0     al fin y al cabo
    1.8   mola, chulo, ánimo, ánimos, buena suerte, cuídate, qué ganas, tengo ganas, tengo muchas ganas, no puedo esperar
    1.7   risa
    1.6   mejor, justa, justos, justas
    1.5   menos mal, no te preocupes, no hay problema, sin problema, bien, suerte, crack, brutal, sano, sana, fácil
    1     de nada, no pasa nada, ojalá, sorpresa, buenos días, buenas tardes, buenas noches, buen día, sí
    0.5   ok, vale
    0     saludo, saludos, un saludo, cordial saludo, un cordial saludo, saludos cordiales, atentamente
    0     en serio, por un buen tiempo, un buen rato, buena parte, una buena parte, un buen número, una buena cantidad
    0     cielo de la boca, más bien, o bien, ni de coña
    -0.8  madre mía
    -1    lo siento, lo siento mucho, qué frío, qué sueño, qué calor
    -1    uf, uff, puf, puff, pf, pff, buf, buff, meh, jo, jope, jopé, jolín, jolines, ufa, chale
    -1.5  agh, argh, ugh, aj, puaj
    -1    raro, rara, raros, raras, soso, sosa, flojo, floja, mediocre, drama, lío, resaca, tengo sueño
    -1.5  pesado, pesada, pesados, pesadas, cansino, cansina, plasta, bajón, chafa, gacho, gacha, pesadilla, timo, putada, celos
    -2    insoportable, insufrible, infumable, porquería, pinche, culero, pendejo, pendeja, subnormal, tarado, tarada
    -2    mamón, capullo, capulla, me muero de sueño
    -2.5  hdp, ctm, hijueputa, hijueputas, gonorrea
    -2    ptm, ptmr, mrd, jdr, vrg, alv, pendejada, pendejadas
    -1.5  verga, mmv, me vale madre, me vale verga
    -1    nmms, no mames
    2     chingón, chingona, chingones
    1.5   ntp
    -2    alarmante, alarmantes, ominoso, ominosa
    -1.5  extenuante, extenuado, extenuada, oportunista, oportunistas
    0     hace falta, me hace falta, te hace falta, sin falta
    -1    falta
    -2    falta de respeto, una falta de respeto
    0.8   por favor, porfa, porfi, porfis, porfavor, xfa, plis
    0     año pasado, semana pasada, mes pasado, fin de semana pasado, finde pasado, verano pasado
    0     lunes pasado, martes pasado, miércoles pasado, jueves pasado, viernes pasado, sábado pasado, domingo pasado
    -1.2  qué lata, qué flojera, qué hueva, agotado, agotada, agotados, agotadas
    -1.5  fastidiar, fastidio, fastidioso, fastidiosa, mala onda, cagar, chingar
    -1.8  qué bajón, qué mala pata, qué coñazo, menudo coñazo, coñazo
    -2    la cagué, la cagaste, la cagó, la cagamos, la cagaron, cagada, cagadas, chingada, chingado
    -2    doler, duelen, dolido, dolida
    -2    no sirve para nada, no sirves para nada, no sirve de nada, no vale para nada, no vale nada
    -2    no soporto, no lo soporto, no la soporto, no te soporto, no los soporto, no las soporto
    -2    no aguanto, no lo aguanto, no la aguanto, no te aguanto, no aguanto más
    -1    caro
    -1.2  qué más da
    -1.5  vaya tela, pereza, qué pereza, me da pereza, cansancio, ya está bien de
    -1.5  pena, cansado, cansada, hostia, coño, me rindo
    -1.7  problema
    -1.8  joder, lástima, culpa, molesto, molesta, cutre, estrés, soledad, absurdo, absurda
    -1.9  qué pena, enfermo, enferma, agobio
    -2    es el colmo, el colmo, mala suerte, qué mala suerte
    -1.5  para colmo, cómo es posible
    -2    no hay derecho, manda huevos, me cago en, me da coraje, qué coraje
    -2    hasta los huevos, hasta los cojones, hasta las narices, hasta el moño, hasta la madre
    -2    jode, jodes, joden, jodido, jodida, dolió, dolía
    -2    puta, puto, mal, vergüenza, harto, harta, ridículo, tonto, dolor, duele, payaso, crisis, no puedo más, cállate, pérdida de tiempo
    -2.1  triste, miedo, feo, fea, llorar, lloro
    -2.2  tristeza, enfadado, enfadada, mentira, mentiras, sufrir, pobreza, víctimas, decepción, decepcionado, decepcionada
    -2.3  malo, mala, malos, peor, lamentable, rabia, basura, penoso, cabreo
    -2.4  cabreado, robo, estúpido, hipócrita
    -2.5  qué poca vergüenza, poca vergüenza, sinvergüenza
    -2.5  mierda, horrible, fatal, vergonzoso, qué rabia, ira
    -2.6  asco, mentiroso, ladrón, ladrones, asqueroso, qué horror, fracaso, patético, estafa, furia
    -2.8  qué asco, corrupto, corruptos, corrupción, idiota, indignante
    -3    odia, odias, odian, odiar, odiaba, odiabas, odiaban, odié, odió, odiamos
    -3    odio, pésimo, imbécil, gilipollas, vete a la mierda
    -3.1  desastre
  `,
  entries: {
    seguro: { certainty: 1, valence: 0.4 },
    tranquilidad: { valence: 1.5, intensity: -1 },
    claro: { certainty: 1, valence: 0.5 },
    cierto: { certainty: 1, valence: 0.3 },
    verdad: { certainty: 1, valence: 0.6 },
  },
  accented: 'no sé',
  endings: [
    ['ces', 'z'],
    ['es', ''],
    ['s', ''],
  ],
  lexicon: LEXICON,
  degree: `
    0.3   bien
  `,
  // "Bueno, …" is "well"; "Tranquilo, llego a tiempo", "tranquila, no pasa nada" reassure, where
  // "una tarde tranquila" is calm.
  discourse: { markers: '0.5  bueno\n1  tranquilo, tranquila', openers: 'y, pero, pues, o, ah, ay, eh, oh' },
  spellings: `
    que = q, k, ke, qe
    porque = xq, pq, porq, xk, pk, porke
    también = tb, tmb, tbn
    después = dsp, dsps, dps
    para = pa, xa
    de = d
    estoy = toy, stoy
    estás = stas
    está = sta
    bien = bn
    mañana = mñn, mñna
    nada = nd
    quiero = kiero
    quien = kien
    aquí = aki
    verdad = vdd
    saludos = salu2, sl2
  `,
  gloss: SPANISH_GLOSS,
  stem: spanishStemmer(STEM_BEFORE, STEM_AFTER),
  negatesBackward: false,
  superlative: spanishSuperlative,
  evaluative: spanishEvaluative,
  derivations: spanishDerivationsOf(new Set(VERBS.split(' ')), new Set(NOT_VERB_FORMS.split(' '))),
};

/** The Spanish reading. */
export const SPANISH = readingOf(SPANISH_DEFINITION);
