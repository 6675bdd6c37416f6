import { describe, expect, it } from 'vitest';
import '../engine/languages/all';
import type { OtherLanguage } from '../engine/languages/language';
import { readTone } from './read-tone';
import { toneName } from './tone-name';
import type { ToneId } from './tones';

/** [language, text, the tone a person names, a phrase of the text it shows (null: the tone rests on a rule, as in English)]. */
const NAMED: readonly [OtherLanguage, string, ToneId, string | null][] = [
  ['es', 'Estoy muy preocupada, no he dormido nada', 'worried', 'Estoy muy preocupada'],
  ['es', 'Muchas gracias por tu ayuda', 'grateful', 'Muchas gracias'],
  ['es', '¿Podrías enviarme el informe, por favor?', 'courteous', 'por favor'],
  ['es', 'Lo siento mucho, fue culpa mía', 'apologetic', 'Lo siento mucho'],
  ['es', 'Estoy muy triste hoy', 'sad', 'Estoy muy triste'],
  ['es', 'Estoy furiosa, esto es inaceptable', 'angry', null],
  ['es', 'Sí, claro, genial, otra reunión más 🙄', 'sarcastic', '🙄'],
  ['fr', "Je suis vraiment inquiète, je n'ai pas dormi de la nuit", 'worried', 'Je suis vraiment inquiète'],
  ['fr', 'Merci beaucoup pour ton aide', 'grateful', 'Merci beaucoup'],
  ['fr', "Pourriez-vous m'envoyer le rapport, s'il vous plaît ?", 'courteous', "s'il vous plaît"],
  ['fr', "Je suis vraiment désolé, c'est ma faute", 'apologetic', 'Je suis vraiment désolé'],
  ['fr', "Je suis tellement triste aujourd'hui", 'sad', 'Je suis tellement triste'],
  ['fr', "Je suis en colère, c'est inadmissible", 'angry', null],
  ['fr', "C'est ça, oui, encore une réunion 🙄", 'sarcastic', '🙄'],
  ['de', 'Ich mache mir Sorgen, ich habe nicht geschlafen', 'anxious', 'Ich mache mir Sorgen'],
  ['de', 'Vielen Dank für deine Hilfe', 'grateful', 'Vielen Dank'],
  ['de', 'Könnten Sie mir bitte den Bericht schicken?', 'courteous', 'bitte'],
  ['de', 'Es tut mir wirklich leid, das war mein Fehler', 'apologetic', 'mein Fehler'],
  ['de', 'Ich bin heute so traurig', 'sad', 'Ich bin … so traurig'],
  ['de', 'Ich bin wütend, das ist eine Frechheit', 'angry', 'Ich bin wütend'],
  ['de', 'Na toll, schon wieder ein Meeting 🙄', 'sarcastic', 'Na toll'],
  // Relief is the gladness of a worry ended; a hope told as past, or a pity, is a let-down.
  ['es', 'Menos mal, estoy aliviada, la operación salió bien', 'joyful', 'estoy aliviada'],
  ['fr', "Je suis soulagée, l'examen s'est bien passé", 'joyful', 'Je suis soulagée'],
  ['de', 'Ich bin so erleichtert, die Prüfung ist bestanden', 'joyful', 'Ich bin so erleichtert'],
  ['de', 'Was für eine Erleichterung, der Flug findet doch statt', 'joyful', 'Was für eine Erleichterung'],
  ['es', '¡Menudo alivio! Ya llegó el paquete', 'joyful', 'Menudo alivio'],
  ['es', 'Qué pena que no puedas venir, tenía mucha ilusión', 'disappointed', 'tenía mucha ilusión'],
  ['fr', "Quel dommage que tu partes déjà, j'avais tellement hâte", 'disappointed', "j'avais tellement hâte"],
  ['de', 'Wie schade, dass ihr absagt, ich hatte mich gefreut', 'disappointed', 'ich hatte mich gefreut'],
  // Thanks said with the verb ("je vous remercie") is thanks; fed up and not understanding said as French and German say them.
  ['fr', 'Je te remercie pour les fleurs', 'grateful', 'Je te remercie'],
  ['de', 'Ich bedanke mich herzlich für die Einladung', 'grateful', 'Ich bedanke mich'],
  ['fr', "J'en ai marre de ces bouchons tous les matins", 'frustrated', "J'en ai marre"],
  ['de', 'Ich habe die Nase voll von diesem Lärm', 'frustrated', 'Ich habe die Nase voll'],
  ['fr', "Je n'y comprends rien, à ce formulaire", 'unsure', "Je n'y comprends rien"],
  ['de', 'Ich verstehe die Anleitung nicht', 'unsure', 'verstehe die Anleitung nicht'],
  ['es', 'No entiendo por qué tarda tanto', 'unsure', 'No entiendo'],
  // Sympathy for the reader's trouble, and an apology for what one did.
  ['es', 'Siento mucho lo de tu padre, aquí estoy para lo que necesites', 'caring', 'Siento mucho lo de tu'],
  ['es', 'No debí hablarte así, perdóname', 'apologetic', 'No debí'],
  ['fr', "Je n'aurais pas dû crier, excuse-moi", 'apologetic', "Je n'aurais pas dû"],
  // Fear the body tells ("a knot in my stomach", "my hands are shaking").
  ['es', 'Tengo un nudo en el estómago antes del examen', 'anxious', 'un nudo en el estómago'],
  ['fr', "J'ai la boule au ventre avant l'entretien", 'anxious', 'la boule au ventre'],
  ['de', 'Meine Hände zittern vor dem Vortrag', 'anxious', 'Meine Hände zittern'],
];

/** [language, sincere praise or thanks]: never read as sarcasm. */
const SINCERE: readonly [OtherLanguage, string][] = [
  ['es', 'Genial, muchas gracias por todo'],
  ['es', 'Sí, claro, te ayudo mañana'],
  ['fr', "Super, merci beaucoup, c'était génial"],
  ['de', 'Toll, vielen Dank, das war großartig'],
  ['de', 'Ja klar, ich helfe dir gern'],
];

describe('readTone in Spanish, French and German', () => {
  it.each(NAMED)('names a %s text: %s', (language, text, tone, phrase) => {
    const reading = readTone(text, { language });
    expect(reading.language).toBe(language);
    expect(reading.tones[0]!.name).toBe(tone);
    if (phrase !== null) expect(reading.tones[0]!.phrases).toContain(phrase);
  });

  it.each([
    ['de', 'Klasse. Der Kühlschrank ist kaputt, Katastrophe, Skandal, Abzocke', 'appreciative'],
    ['de', 'Prima, mein Fahrrad wurde gestohlen, so eine Abzocke und Diebstahl, Skandal', 'appreciative'],
    // A greeting or a thanks around a complaint is the complaint's form, not its tone.
    ['de', 'Danke. Der Zug fällt schon wieder aus, das ist eine Katastrophe.', 'courteous'],
    ['de', 'Guten Morgen. Hallo Montag. Schon wieder Stau, furchtbar.', 'courteous'],
    ['es', 'Gracias. Otra vez sin luz en todo el barrio, qué desastre.', 'courteous'],
    ['fr', 'Merci. Encore une panne de train, quelle catastrophe.', 'courteous'],
  ] as const)('names first the family the axes read when the cues named another (%s: %s)', (language, text, cue) => {
    const reading = readTone(text, { language });
    expect(reading.tones[0]!.family).toBe('tense');
    expect(reading.tones[0]!.name).not.toBe(cue);
  });

  it.each([
    ['fr', "Pourriez-vous vérifier la facture, s'il vous plaît ? Il y a une erreur."],
    ['de', 'Könnten Sie bitte die Rechnung prüfen? Da ist ein Fehler drin.'],
  ] as const)('keeps first the courtesy of a request about a fault (%s: %s)', (language, text) => {
    expect(readTone(text, { language }).tones[0]!.name).toBe('courteous');
  });

  it('keeps first a tone of care the axes read cold, as it keeps an apology', () => {
    const reading = readTone('Geht es dir gut? Du schreibst seit Tagen nicht, ich mache mir Sorgen', {
      language: 'de',
    });
    expect(reading.tones[0]!.name).toBe('caring');
  });

  it.each(SINCERE)('reads sincere praise in %s as praise: %s', (language, text) => {
    const reading = readTone(text, { language });
    expect(reading.sarcasm.sarcastic).toBe(false);
    expect(reading.tones[0]!.family).toBe('positive');
  });

  it.each([
    ['es', 'Me siento muy triste', 'sad', 'Me siento muy triste'],
    ['es', 'Estoy harta de esperar', 'frustrated', 'Estoy harta'],
    ['fr', 'Je me sens tellement stressée', 'anxious', 'Je me sens tellement stressée'],
    ['de', 'Ich fühle mich so traurig', 'sad', 'Ich fühle mich so traurig'],
    ['de', 'Bin total genervt', 'annoyed', 'Bin total genervt'],
  ] as const)('reads a feeling the writer names in %s as the self-report it is: %j', (language, text, tone, phrase) => {
    const reading = readTone(text, { language });
    expect(reading.cues.selfReports.map((r) => r.kind)).toContain(tone);
    expect(reading.tones[0]!.name).toBe(tone);
    expect(reading.tones[0]!.phrases).toContain(phrase);
  });

  it.each([
    ['es', 'Es tu culpa, como ya te dije.', 'accusatory', 'Es tu culpa'],
    ['es', 'Nunca me escuchas.', 'accusatory', 'Nunca me escuchas'],
    ['fr', "C'est ta faute, je te l'ai déjà dit.", 'accusatory', "C'est ta faute"],
    ['de', 'Du hörst mir nie zu.', 'accusatory', 'Du hörst mir nie zu'],
    ['es', 'Me da igual lo que pienses.', 'curt', 'Me da igual'],
    ['fr', "Je m'en fiche.", 'curt', "Je m'en fiche"],
    ['de', 'Ist mir egal.', 'curt', 'Ist mir egal'],
  ] as const)('reads blame and dismissal in %s as English does: %j', (language, text, tone, phrase) => {
    const reading = readTone(text, { language });
    expect(reading.tones[0]!.name).toBe(tone);
    expect(reading.tones[0]!.phrases).toContain(phrase);
  });

  it('reads no blame in "por ti" (for you) nor in a fault that is nobody\'s', () => {
    const reading = readTone('Lo hago por ti, no es culpa de nadie.', { language: 'es' });
    expect(reading.cues.blame).toEqual([]);
    expect(reading.tones.map((t) => t.name)).not.toContain('accusatory');
  });

  it('never shows the frame alone as the reason for a tone', () => {
    for (const [language, text, frame] of [
      ['es', 'Estoy muy triste y cansado, nadie me escucha', 'Estoy'],
      ['fr', 'Je suis très triste et fatigué', 'Je suis'],
      ['de', 'Ich bin sehr traurig und müde, niemand hört mir zu', 'Ich bin'],
    ] as const) {
      const phrases = readTone(text, { language }).tones.flatMap((t) => t.phrases);
      expect(phrases.length).toBeGreaterThan(0);
      expect(phrases).not.toContain(frame);
    }
  });

  it('reads no self-report where the feeling is negated or told of someone else', () => {
    for (const [language, text] of [
      ['es', 'No estoy triste'],
      ['es', 'Mi hermana está triste'],
      ['fr', 'Je ne suis pas inquiète'],
      ['de', 'Er ist traurig'],
    ] as const)
      expect(readTone(text, { language }).cues.selfReports).toEqual([]);
  });

  it('reads no sadness into a negated cue', () => {
    for (const [language, text] of [
      ['es', 'No estoy triste'],
      ['fr', 'Je ne suis pas triste'],
      ['de', 'Ich bin nicht traurig'],
    ] as const) {
      const reading = readTone(text, { language });
      expect(reading.tones.map((t) => t.name)).not.toContain('sad');
      expect(reading.emotions.drivers.flatMap((d) => d.terms)).toEqual([]);
    }
  });

  it('keeps the readings in the words of the text, at their offsets', () => {
    const text = '¿Podrías enviarme el informe, por favor?';
    const reading = readTone(text, { language: 'es' });
    expect(reading.politeness.strategies.map((s) => s.phrase)).toEqual(
      expect.arrayContaining(['Podrías', 'por favor']),
    );
    for (const s of reading.politeness.strategies) expect(text.slice(s.start, s.end)).toBe(s.phrase);
  });

  it.each([
    ['a negated hope', 'es', 'Espero que no vuelva a pasar, fue horrible', 'tense'],
    ['praise conceded before a complaint', 'es', 'Es precioso, pero carísimo y feo', 'tense'],
    ['a wish the verdict denies', 'es', 'Ojalá fuera verdad, pero todo sigue igual de mal', 'tense'],
    ['a greeting beside bad news', 'es', 'Feliz año dicen, y yo sigo enfermo, harto y solo', 'tense'],
    [
      'sadness the verdict leaves behind',
      'es',
      'Qué triste, pero al final todo salió genial y estoy encantada',
      'positive',
    ],
  ] as const)(
    'names no feeling the gloss read out of context against the words (%s): %j',
    (_rule, language, text, family) => {
      const reading = readTone(text, { language });
      expect(toneName(reading.axes, reading.axes.drivers).family).toBe(family);
      expect(reading.tones[0]!.family).toBe(family);
      if (family !== 'positive') expect(reading.tones.map((t) => t.family)).not.toContain('positive');
    },
  );

  it.each([
    [
      'the words lean warm, too faintly to name a positive tone',
      'fr',
      "J'ai trop hâte de partir en vacances, la valise est déjà prête !",
    ],
  ] as const)('keeps a glad feeling of the gloss where %s: %j', (_rule, language, text) => {
    const reading = readTone(text, { language });
    expect(toneName(reading.axes, reading.axes.drivers).family).not.toBe('positive');
    expect(reading.tones[0]!.family).toBe('positive');
  });

  it('names a text with no cue of its language by its axes, as before (not by the contentment of its good words)', () => {
    const reading = readTone('Una tarde bonita con amigos en el parque', { language: 'es' });
    expect(reading.emotions.drivers.flatMap((d) => d.terms)).toEqual([]);
    expect(reading.tones).toHaveLength(1);
    expect(reading.tones[0]!.name).toBe(toneName(reading.axes, reading.axes.drivers).id);
  });
});
