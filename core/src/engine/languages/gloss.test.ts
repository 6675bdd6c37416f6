import { describe, expect, it } from 'vitest';
import './all';
import { GLOSS_WORD_CACHE_SIZE, glossTableOf } from './gloss';
import { SPANISH } from './es';
import { glossInLanguage } from './index';
import type { OtherLanguage } from './language';

/** [language, text, the gloss expected]. */
const GLOSSED: readonly [OtherLanguage, string, string][] = [
  ['es', 'Estoy muy preocupada, no he dormido nada', "I'm very worried, I haven't slept."],
  ['es', 'Muchas gracias por tu ayuda', 'thank you so much you.'],
  ['es', '¿Podrías enviarme el informe, por favor?', 'could you, please?'],
  ['es', 'Lo siento mucho, fue culpa mía', 'I am so sorry, my fault.'],
  ['es', 'Sí, claro, genial, otra reunión más 🙄', 'yes of course, great, another meeting 🙄.'],
  ['es', 'Qué día tan aburrido #sarcasmo', '#sarcasm.'],
  ['es', 'Estate atento a las fechas. Un saludo', 'kind regards.'],
  ['fr', 'Je suis vraiment inquiète, je n’ai pas dormi', "I'm very worried, I haven't slept."],
  ['fr', "Pourriez-vous m'envoyer le rapport, s'il vous plaît ?", 'could you, please?'],
  ['fr', "C'est ça, oui, encore une réunion 🙄", 'yeah right, another meeting 🙄.'],
  ['de', 'Vielen Dank für deine Hilfe!', 'thank you so much your!'],
  ['de', 'Es tut mir wirklich leid, das war mein Fehler.', 'I am so sorry, my fault.'],
  ['de', 'Könnten Sie mir bitte den Bericht schicken?', 'could you please?'],
];

/** [language, text]: a cue reached by a negator is left out. */
const NEGATED: readonly [OtherLanguage, string, string][] = [
  ['es', 'No estoy triste', 'triste'],
  ['es', 'No estoy nada preocupado', 'preocupado'],
  ['fr', 'Je ne suis pas triste', 'triste'],
  ['fr', 'Pas inquiet du tout', 'inquiet'],
  ['fr', "J'adore pas", "J'adore"],
  ['de', 'Ich bin nicht traurig', 'traurig'],
  ['de', 'Ich bin gar nicht wütend', 'wütend'],
];

describe('glossInLanguage', () => {
  it.each(GLOSSED)('glosses a %s text: %s', (language, text, english) => {
    expect(glossInLanguage(text, language).text).toBe(english);
  });

  it.each(NEGATED)('leaves out a negated cue (%s): %s', (language, text, cue) => {
    const gloss = glossInLanguage(text, language);
    expect(gloss.text).toBe('');
    expect(gloss.negated).toEqual([cue]);
  });

  it('keeps a phrase that holds its own negator ("no te preocupes")', () => {
    expect(glossInLanguage('No te preocupes, no pasa nada', 'es').text).toBe("don't worry.");
    expect(glossInLanguage('Keine Sorge!', 'de').text).toBe("don't worry!");
  });

  it.each([
    ['es', 'Estoy muy triste', "I'm very sad."],
    ['es', 'Me siento así', ''],
    ['es', 'Estoy en casa', ''],
    ['es', 'Estoy, la verdad, triste', 'sad.'],
    ['es', 'No estoy triste', ''],
    ['fr', 'Je me sens stressée', 'I feel stressed.'],
    ['de', 'Ich bin nicht traurig', ''],
    ['de', 'Bin total genervt', "I'm very annoyed."],
    // A booster inside a listed phrase is passed over.
    ['fr', "J'en ai vraiment marre", "I'm fed up."],
    ['de', 'Ich habe echt die Nase voll', "I'm fed up."],
    // The reader is no feeling: a frame waits past them for its own.
    ['de', 'Ich bin bei dir', 'you.'],
    ['fr', 'Je suis fière de toi', "I'm proud you."],
  ])(
    "glosses the frame of the writer's own state only before a phrase of its clause (%s: %j)",
    (language, text, english) => {
      expect(glossInLanguage(text, language as 'es' | 'fr' | 'de').text).toBe(english);
    },
  );

  it('reads a German negator that closes the clause after the cue', () => {
    expect(glossInLanguage('Ich bereue es nicht', 'de').negated).toEqual(['Ich bereue']);
  });

  it('matches a word by its stem, and a word of function never', () => {
    expect(glossInLanguage('Estamos preocupados', 'es').text).toBe('worried.');
    // "schon" (already) is a word of its own, not "schön" without its accent.
    expect(glossInLanguage('Das ist schon erledigt', 'de').text).toBe('');
    expect(glossInLanguage('Das ist schön', 'de').text).toBe('beautiful.');
  });

  it('maps each phrase back to its words in the text', () => {
    const text = 'Estoy muy preocupada, no he dormido nada';
    const gloss = glossInLanguage(text, 'es');
    expect(gloss.pieces.map((p) => text.slice(p.start, p.end))).toEqual(['Estoy', 'muy preocupada', 'no he dormido']);
    expect(gloss.pieces.map((p) => gloss.text.slice(p.glossStart, p.glossEnd))).toEqual([
      "I'm",
      'very worried',
      "I haven't slept",
    ]);
  });

  it.each([
    ['de', 'Ich verstehe das nicht.', "I don't understand.", 'verstehe das nicht'],
    ['de', 'Das interessiert mich nicht.', "I don't care.", 'interessiert mich nicht'],
    // A negator closing the clause negates its verb however far it stands.
    [
      'de',
      'Ich verstehe diese neue Rechnung überhaupt nicht',
      "I don't understand.",
      'verstehe diese neue Rechnung überhaupt nicht',
    ],
    ['es', 'No te entiendo.', "I don't understand.", 'No te entiendo'],
    ['es', 'No me importa lo que digas.', "I don't care.", 'No me importa'],
  ] as const)(
    'glosses a phrase that says something negated as that, from the phrase to its negator (%s: %j)',
    (language, text, english, phrase) => {
      const gloss = glossInLanguage(text, language);
      expect(gloss.text).toBe(english);
      const piece = gloss.pieces[0]!;
      expect(text.slice(piece.start, piece.end)).toBe(phrase);
    },
  );

  it.each([
    ['de', 'Ich verstehe dich.'],
    ['es', 'Me importa mucho.'],
  ] as const)(
    'glosses nothing of a phrase said only when negated, where no negator reaches it (%s: %j)',
    (language, text) => {
      expect(glossInLanguage(text, language).text).not.toMatch(/understand|care/);
    },
  );

  it('keeps a phrase glossed when negated apart from its plain gloss, each listed once', () => {
    const stem = (w: string) => w;
    const table = glossTableOf("I understand = entiendo\nwhen negated: I don't understand = entiendo", stem, new Map());
    expect(table.words.get('entiendo')).toMatchObject({ english: 'I understand', whenNegated: "I don't understand" });
    expect(() =>
      glossTableOf("when negated: I don't care = me importa\nwhen negated: no = me importa", stem, new Map()),
    ).toThrow(/listed twice/);
  });

  it('refuses a table that lists a phrase twice, and lets a phrase as written win over a plain form', () => {
    const stem = (w: string) => w;
    expect(() => glossTableOf('sad = triste\nunhappy = triste', stem, new Map())).toThrow(/listed twice/);
    const table = glossTableOf('anxious = angoissé\nanxiety = angoisse', stem, new Map());
    expect(table.words.get('angoisse')?.english).toBe('anxiety');
    expect(table.words.get('angoissé')?.english).toBe('anxious');
  });

  it('glosses a word the same when its facts were kept from an earlier text', () => {
    const text = 'Estoy preocupada #sarcasmo, muy triste';
    const first = glossInLanguage(text, 'es');
    glossInLanguage('Preocupada no, triste tampoco, sarcasmo sí', 'es');
    expect(glossInLanguage(text, 'es')).toEqual(first);
  });

  it('keeps the facts of at most GLOSS_WORD_CACHE_SIZE words', () => {
    // Words of letters only, each new: "palabrab", "palabrac", … "palabrabba".
    const letters = (i: number): string =>
      (i < 26 ? '' : letters(Math.floor(i / 26))) + String.fromCharCode(97 + (i % 26));
    const words = Array.from({ length: GLOSS_WORD_CACHE_SIZE + 10 }, (_, i) => `palabra${letters(i)}`);
    glossInLanguage(words.join(' '), 'es');
    expect(SPANISH.gloss!.seen.size).toBeLessThanOrEqual(GLOSS_WORD_CACHE_SIZE);
    // Past the limit the cache started over: it holds the words read since.
    expect(SPANISH.gloss!.seen.has(words.at(-1)!)).toBe(true);
    expect(SPANISH.gloss!.seen.has(words[0]!)).toBe(false);
  });
});
