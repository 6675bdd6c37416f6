import { describe, expect, it } from 'vitest';
import { analyseAxesInLanguage } from './all';
import { spanishEvaluative } from './es';

const warmth = (text: string) => analyseAxesInLanguage(text, 'es').warmthDetachment;
const negatedTerms = (text: string) => {
  const d = analyseAxesInLanguage(text, 'es').drivers.warmthDetachment;
  return [...d.positive, ...d.negative].filter((x) => x.negated).map((x) => x.term);
};

describe('the Spanish reading', () => {
  it.each([
    ['"no" flips the word after it', 'No me gusta', 0, 0.45, ['gusta']],
    ['"nunca" flips', 'Nunca fue divertido', 0, 0.45, ['divertido']],
    ['each "ni" flips', 'Ni bonito ni barato', 0, 0.45, ['bonito', 'barato']],
    ['concord: "no … nada" is one negation', 'No es nada bueno', 0, 0.45, ['bueno']],
    ['a negator flips a bad word to mildly good', 'No está nada mal', 0.5, 1, ['mal']],
    ['"sin" flips what it reaches', 'Un día sin problemas', 0.5, 1, ['problemas']],
    ['a negator reaches no further than its clause', 'No, es genial', 0.55, 1, []],
    ['"no solo" adds rather than denies', 'No solo es bonito sino también barato', 0.55, 1, []],
  ])('negation: %s (%j)', (_rule, text, low, high, flipped) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
    expect(negatedTerms(text)).toEqual(flipped);
  });

  it.each([
    ['a harm avoided is good news', 'Hay que evitar lo peor', 0.55, 1, ['peor']],
    ['a harm fought', 'La lucha contra la corrupción', 0.55, 1, ['corrupción']],
    ['a harm put an end to', 'Hay que acabar con la violencia', 0.55, 1, ['violencia']],
    ['a harm lowered, its subject after the verb', 'Disminuye la violencia', 0.55, 1, ['violencia']],
    ['a good taken away is a loss', 'Van a reducir las ayudas', 0, 0.45, ['ayudas']],
    ['stopping a sorrow', 'Deja de llorar', 0.55, 1, ['llorar']],
    ['"la reducción de" lowers what it names', 'La reducción de la pobreza', 0.55, 1, ['pobreza']],
    ['"reducción" alone is also a discount', 'Una reducción increíble', 0.55, 1, []],
    ['a negated shifter leaves the harm a harm', 'No evita el problema', 0, 0.45, []],
    ['however far the negator stands in its reach', 'No se puede evitar el problema', 0, 0.45, []],
    ['"nunca" too', 'Nunca evitan los problemas', 0, 0.45, []],
    ['"no dejar de" is to keep on', 'No deja de sorprenderme lo bonito que es', 0.55, 1, []],
    ['a negator further on opens a reach of its own', 'Reducir la pobreza no es fácil', 0, 1, ['pobreza', 'fácil']],
    ['a shifter with nothing toned after it reads nothing', 'Reducir las emisiones un 40 %', 0.5, 0.5, []],
  ])('shifters: %s (%j)', (_rule, text, low, high, flipped) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
    expect(negatedTerms(text)).toEqual(flipped);
  });

  it.each([
    ['"muy" strengthens', 'Es muy bueno', 'Es bueno'],
    ['"súper" strengthens', 'Es súper bonito', 'Es bonito'],
    ['"tan" strengthens a bad word', 'Es tan malo', 'Es malo'],
    ['an absolute superlative strengthens', 'Es buenísimo', 'Es bueno'],
    ['an absolute superlative strengthens a bad word', 'Fue aburridísimo', 'Fue aburrido'],
    ['"bien" right before a toned word is "very"', 'Va a ser bien feo', 'Va a ser feo'],
    ['and strengthens a good word too', 'Es bien bonito', 'Es bonito'],
    ['capitals strengthen', 'Es GENIAL', 'Es genial'],
    ['a drawn-out word reads as the word, stressed', 'Es geniaaaal', 'Es genial'],
    ['"!" strengthens, and "¡" is not counted twice', '¡Es genial!', 'Es genial'],
  ])('intensifiers: %s (%j reads further from balance than %j)', (_rule, stronger, plain) => {
    expect(Math.abs(warmth(stronger) - 0.5)).toBeGreaterThan(Math.abs(warmth(plain) - 0.5));
  });

  it('dampeners: "un poco" softens the word it reaches', () => {
    expect(warmth('Es un poco triste')).toBeGreaterThan(warmth('Es triste'));
    expect(warmth('Es un poco triste')).toBeLessThan(0.5);
  });

  it.each([
    ['what follows "pero" outweighs what precedes it', 'Es caro pero precioso', 0.55, 1],
    ['and the other way round', 'Es precioso pero caro y horrible', 0, 0.45],
    ['"sin embargo" is a contrast too', 'El hotel es bonito, sin embargo el servicio es horrible', 0, 0.45],
    [
      'a concessive clause weighs less than the verdict, whichever comes first',
      'Es precioso, aunque es caro y feo',
      0.55,
      1,
    ],
    ['and the verdict may come last', 'Aunque es bonito, es horrible', 0, 0.45],
    ['"si bien" concedes as "aunque" does', 'Si bien es bonito, es horrible', 0, 0.45],
  ])('contrast: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['"de nada" is courtesy, not a negation', 'De nada', 0.5, 1],
    ['"no pasa nada" reassures', 'No pasa nada', 0.5, 1],
    ['"qué asco" is disgust', 'Qué asco', 0, 0.4],
    ['a sign-off is a formula, not warmth', 'Les escribo por lo del envío. Un saludo', 0.5, 0.5],
    ['and so are its other forms', 'Saludos cordiales. Atentamente, Ana', 0.5, 0.5],
    ['a greeting is mildly warm, as "good morning" is', 'Buenas tardes a todos', 0.55, 0.65],
    ['"en serio" asks whether, it praises nothing', '¿En serio?', 0.5, 0.5],
    ['"buen" of a stretch of time measures it', 'No lo veré por un buen tiempo', 0.5, 0.5],
    ['"buena parte" measures too', 'Buena parte del día en casa', 0.5, 0.5],
    ['"el cielo de la boca" is the palate', 'Tengo algo pegado en el cielo de la boca', 0.5, 0.5],
    ['"bueno" as a clause of its own is "well", no praise', 'Bueno, ya veremos', 0.5, 0.59],
    ['and so is a "bueno" that answers', 'Bueno.', 0.5, 0.59],
    ['or that "y" or "pero" opens', 'Y bueno, mañana será otro día', 0.5, 0.59],
    ['"pero bueno" concedes, it praises nothing', 'Pero bueno, ya veremos', 0.5, 0.59],
    ['"bueno" of a clause praises', 'Es bueno, ya veremos', 0.6, 1],
    ['"muy bueno" alone praises', 'Muy bueno.', 0.6, 1],
    ['"bien" alone is still "well"', 'Está bien', 0.55, 1],
    ['"bien" before an untoned word too', 'Lo hizo bien, gracias', 0.55, 1],
    ['"o bien" is "or"', 'O bien mañana o el lunes', 0.5, 0.5],
    ['"más bien" is "rather", not "good"', 'Es más bien una piedra pintada', 0.5, 0.5],
    ['"pocos" and "pocas" negate as "poco" does', 'Son pocos los buenos momentos', 0, 0.45],
    ['"hasta los huevos" is fed up', 'Estoy hasta los huevos del tráfico', 0, 0.4],
    ['"qué poca vergüenza" is outrage, not a negated shame', 'Qué poca vergüenza', 0, 0.4],
    ['"no hay derecho" complains', 'No hay derecho a esto', 0, 0.4],
    ['"ya está bien de" has had enough', 'Ya está bien de excusas', 0, 0.4],
    ['"qué pereza" is weariness', 'Qué pereza el lunes', 0, 0.45],
    ['"qué ganas" is "can\'t wait", as English rates it', '¡Qué ganas de que llegue el viaje!', 0.6, 1],
    ['"no tengo ganas" is its negation', 'No tengo ganas de salir', 0, 0.45],
    ['"menos mal" is relief ("thank goodness"), not a bad word', 'Menos mal que llegaste', 0.55, 1],
    ['"el colmo" is the last straw, not a fullness', 'Esto es el colmo', 0, 0.4],
    ['"para colmo" piles a trouble on', 'Para colmo perdí el tren', 0, 0.45],
    ['"mala suerte" is one bad thing, not a bad word beside a good one', 'Qué mala suerte', 0, 0.4],
    ['"¿cómo es posible?" is indignant', '¿Cómo es posible?', 0, 0.45],
    ['"de puta madre" praises whatever its words', 'El concierto fue de puta madre', 0.6, 1],
    ['"ni de coña" refuses, it is no negated word', 'Ni de coña voy', 0.5, 0.5],
    ['laughter reads warm', 'jajajaja', 0.6, 1],
    ['laughter closed by "xd" and "jsjsjs" read warm too', 'jajaxd jsjsjs', 0.6, 1],
    ['a heart reads warm', 'Te veo mañana ❤', 0.6, 1],
    ['a sad face reads cool', 'Mañana lunes :(', 0, 0.4],
  ])('idioms and tweets: %s (%j)', (_rule, text, low, high) => {
    expect(warmth(text)).toBeGreaterThanOrEqual(low);
    expect(warmth(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['"bella" is beautiful', 'Qué ciudad tan bella', 'Qué ciudad tan grande'],
    ['praise of Spain', 'Tu amiga es muy maja', 'Tu amiga es muy alta'],
    ['praise of Latin America', 'El concierto estuvo chévere', 'El concierto estuvo lleno'],
    ['"qué padre" is "how cool" in Mexico', '¡Qué padre tu casa!', '¡Tu casa!'],
    ['"qué mono" is "how cute"', 'Qué mono tu gato', 'Tu gato'],
    ['"chula" is as cool as "chulo"', 'Qué camiseta más chula', 'Qué camiseta más larga'],
    ['"vale la pena" is worth it, no sorrow', 'El viaje vale la pena', 'El viaje dura una semana'],
    ['"no hay nada mejor que" praises', 'No hay nada mejor que un café', 'Hay un café'],
    ['and "nada mejor que" too', 'Nada mejor que dormir la siesta', 'Voy a dormir la siesta'],
    ['"por fin" is relief', 'Por fin es viernes', 'Hoy es viernes'],
    ['"con ganas de" is eager', 'Con ganas de ver la película', 'Antes de ver la película'],
    ['"chingón" is cool in Mexico', 'Tu coche está chingón', 'Tu coche está aparcado'],
    ['"ntp" is "no te preocupes"', 'ntp, llego a tiempo', 'Llego a tiempo'],
    ['"porfa" pleads as "por favor" does', 'Ven a verme porfa', 'Ven a verme'],
    ['"tranquilo" reassures', 'Tranquilo, llego a tiempo', 'Llego a tiempo'],
  ])('colloquial praise: %s (%j reads warmer than %j)', (_rule, warm, plain) => {
    expect(warmth(warm)).toBeGreaterThan(warmth(plain));
    expect(warmth(warm)).toBeGreaterThan(0.55);
  });

  it.each([
    ['"hija" and "hijo" are words, not laughter', 'Mi hija y mi hijo'],
    ['medicine is care, not praise', 'Tomo la medicina cada mañana'],
    ['"de todos modos" is "anyway"', 'De todos modos llego a las ocho'],
    ['"en torno a" is "around"', 'Llegaron en torno a las ocho'],
    ['"hace falta" is "it takes"', 'Hace falta una llave para abrir'],
    ["a neutral verb's conjugated forms are as plain as it is", 'Entran a la tienda y suceden cosas'],
    ['and "hoja" too', 'Una hoja de papel'],
    ['a word of importance says how much, not how good', 'Es importante llegar a las ocho'],
    ['nor does likelihood', 'Es probable que llueva mañana'],
    ['"capaz que" is "maybe"', 'Capaz que llueve mañana'],
    ['"típico" and "serio" describe', 'Es el típico examen serio'],
    ['"¡cuidado!" warns', '¡Cuidado con el escalón!'],
    ['"perro" is the dog', 'Saqué al perro a pasear'],
    ['"te lo juro" swears an oath, no curse', 'Te lo juro, llego a las ocho'],
    ['an apology of courtesy', 'Perdona, ¿sabes dónde está la estación?'],
    ['"faltan" counts down', 'Faltan tres días para el examen'],
    ['"pasado" of a date is "last"', 'La semana pasada fui al cine'],
    ['advising and valuing', 'Te aconsejan valorar el coche completo'],
    ['meaning, logic and trying describe', 'Eso significa que lo lógico es probar otra vez'],
    ['"sentido" is sense or direction', 'En sentido contrario'],
    ['"justo" is mostly "just, right"', 'Justo hoy llegó el paquete'],
    ['preparing and sharing are plain verbs', 'Voy a preparar la cena y compartir la mesa'],
  ])('everyday words carry no tone: %s (%j)', (_rule, text) => {
    expect(warmth(text)).toBe(0.5);
  });

  it.each([
    ['a sigh of weariness', 'Uf, otra vez lunes', 'Otra vez lunes'],
    ['written drawn out', 'Pfff, otra vez lunes', 'Otra vez lunes'],
    ['a groan', 'Agh, se me olvidó la llave', 'Se me olvidó la llave'],
    ['"jolín" of mild annoyance', 'Jolín, se acabó el café', 'Se acabó el café'],
    ['disgust', 'Puaj, esta sopa', 'Esta sopa'],
    ['an apology or sympathy', 'Lo siento, no puedo ir', 'Hoy no puedo ir'],
    ['"qué calor" complains', 'Qué calor hace en la oficina', 'Hace calor en la oficina'],
    ['"qué bajón" is a low', 'Qué bajón el final de la serie', 'El final de la serie'],
    ['"la cagué" is a blunder', 'La cagué en el examen', 'Hice el examen'],
    ['exhaustion', 'Estoy agotada después del turno', 'Estoy en casa después del turno'],
    ['an ache, plural', 'Me duelen los pies', 'Me miran los pies'],
    ['"raro" is odd', 'Qué día más raro', 'Qué día más largo'],
    ['"pesado" of a person is tiresome', 'Mi vecino es un pesado', 'Mi vecino es un señor'],
    ['"insoportable" cannot be borne', 'El ruido es insoportable', 'El ruido es constante'],
    ['a colloquial insult', 'Eres un capullo', 'Eres un chico'],
    ['a Mexican curse before a noun', 'Ese pinche tráfico', 'Ese tráfico'],
    ['"no sirve para nada" is useless', 'Este cargador no sirve para nada', 'Este cargador es nuevo'],
    ['"no lo soporto" cannot stand it', 'No lo soporto más', 'Lo veo más'],
    ['"no aguanto" neither', 'No aguanto este calor', 'Hace este calor'],
    ['a good that is over is a loss', 'Se acabaron las vacaciones', 'Empiezan las vacaciones'],
    ['"falta de respeto" is disrespect', 'Eso es una falta de respeto', 'Eso es una pregunta'],
    ['"oportunista" blames', 'Es un político oportunista', 'Es un político joven'],
    ['a chat abbreviation of an insult', 'Ese tipo es un hdp', 'Ese tipo es un amigo'],
    ['a chat abbreviation of a curse', 'ptm se me olvidó', 'Se me olvidó'],
    ['"me vale madre" does not care', 'Me vale madre lo que digas', 'Escucho lo que digas'],
    ['"alarmante" alarms', 'Una subida alarmante de precios', 'Una subida de precios'],
    ['annoyance', 'Qué fastidio de tráfico', 'Qué cantidad de tráfico'],
  ])('complaints and interjections: %s (%j reads colder than %j)', (_rule, cold, plain) => {
    expect(warmth(cold)).toBeLessThan(warmth(plain));
    expect(warmth(cold)).toBeLessThan(0.45);
  });

  it.each([
    ["a diminutive keeps its word's tone", 'Me da mucha penita', 'Me da mucha pena'],
    ['"-quito" is the diminutive of a word in "-co"', 'Qué asquito', 'Qué asco'],
    ['"-guito" is the diminutive of a word in "-go"', 'Mi amiguito', 'Mi amigo'],
    ['"-cito" follows a word in "-e"', 'Pobrecito', 'Pobre'],
    ['and is often written "-sito"', 'Pobresito', 'Pobre'],
    ['a feminine diminutive', 'Me estoy poniendo nerviosita', 'Me estoy poniendo nerviosa'],
    ["an augmentative keeps its word's tone", 'Está buenazo', 'Está bueno'],
  ])('diminutives and augmentatives: %s (%j reads as %j)', (_rule, derived, plain) => {
    expect(Math.sign(warmth(derived) - 0.5)).toBe(Math.sign(warmth(plain) - 0.5));
    expect(warmth(derived)).not.toBe(0.5);
  });

  it.each([
    ['penita', ['pena']],
    ['asquitos', ['asco', 'asquo']],
    ['cafecito', ['cafeco', 'cafo', 'cafe']],
    ['golazo', ['golo', 'gol', 'gole']],
    ['cochazo', ['cocho', 'coch', 'coche']],
    ['casa', []],
  ])('the plain words a diminutive or augmentative may come from: %j', (word, plain) => {
    expect(spanishEvaluative(word)).toEqual(plain);
  });

  it.each([
    ['"q" is "que", and "q asco" the idiom "qué asco"', 'q asco', 'qué asco'],
    ['"k" is "que" too', 'k pena', 'qué pena'],
    ['"d" is "de", and "d nada" courtesy', 'd nada', 'de nada'],
    ['"nd" is "nada", a negator', 'No me gusta nd', 'No me gusta nada'],
    ['"xq" is "porque"', 'Lo digo xq es cierto', 'Lo digo porque es cierto'],
  ])('chat spellings: %s (%j reads as %j)', (_rule, chat, written) => {
    const scores = (text: string) => {
      const r = analyseAxesInLanguage(text, 'es');
      return [r.warmthDetachment, r.certaintyAmbiguity, r.intensityRestraint, r.conflictCoherence];
    };
    expect(scores(chat)).toEqual(scores(written));
  });

  it('hedges lower certainty and "sin duda" raises it', () => {
    const certainty = (text: string) => analyseAxesInLanguage(text, 'es').certaintyAmbiguity;
    expect(certainty('Quizás venga mañana')).toBeLessThan(0.5);
    expect(certainty('No sé si venir')).toBeLessThan(0.5);
    expect(certainty('Sin duda vendré')).toBeGreaterThan(0.5);
  });

  it.each(['Me odia', 'Lo odiaban todos', 'Estoy jodida', 'Me dolió'])(
    'verb forms whose stem is too short to look up read as their verb: %j',
    (text) => {
      expect(warmth(text)).toBeLessThan(0.4);
    },
  );

  it.each([
    ['alegría', 'alegrías'],
    ['horrible', 'horribles'],
    ['aburrido', 'aburridas'],
    ['preocupado', 'preocupadas'],
  ])('inflection: %j and %j read the same way through their stem', (word, inflected) => {
    expect(Math.sign(warmth(inflected) - 0.5)).toBe(Math.sign(warmth(word) - 0.5));
    expect(warmth(inflected)).not.toBe(0.5);
  });

  it('reads "no sé" as a hedge only with its accent: unaccented, "no se" is the negated reflexive', () => {
    const read = (text: string) => analyseAxesInLanguage(text, 'es');
    expect(read('No sé').certaintyAmbiguity).toBeLessThan(0.5);
    expect(read('No se siente bien').warmthDetachment).toBeLessThan(0.5);
    expect(read('Se siente bien').warmthDetachment).toBeGreaterThan(0.5);
  });

  it('says it read Spanish and keeps the English result shape', () => {
    const r = analyseAxesInLanguage('@user Gracias por todo, sois geniales! #felicidad http://t.co/x', 'es');
    expect(r.language).toBe('es');
    expect(r.wordCount).toBe(6);
    expect(r.drivers.warmthDetachment.positive.map((d) => d.term)).toContain('gracias');
    expect(r.warmthDetachment).toBeGreaterThan(0.6);
  });
});
