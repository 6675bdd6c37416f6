import { analyseAxesLocally, type OtherLanguage } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { createLocalAi } from '../local';
import type { RecommendationInput } from '../types';

/** English words no reply in another language may carry. */
const ENGLISH =
  /\b(?:the|you|your|and|is|it|what|would|this|that|with|feel|words?|reader|lesson|nothing|mostly|letters|characters)\b/i;

/** Per language: a tense text, a warm one, and the words each reply must use (the axis name, the band, the skill). */
const CASES: Record<
  OtherLanguage,
  { tense: string; warm: string; plain: string; warmth: string; says: Record<string, RegExp> }
> = {
  es: {
    tense: 'Siempre llegas tarde y estoy harto. Es un desastre, de verdad, un desastre!!!',
    warm: 'Muchas gracias por tu ayuda, ha sido precioso trabajar contigo.',
    plain: 'El tren sale a las diez de la estación del norte.',
    warmth: 'Calidez',
    says: {
      response: /^Tu texto de \d+ palabras transmite /,
      spectral: /^Por sus letras, «.+» tiene un valor espectral de 0,\d{3} \(\d+ Hz\) y cae en la banda /,
      reanalyse: /^Con los valores ajustados: Calidez 0,\d\d → 0,90 \(hacia la cercanía\)\./,
      recommendation: /^Refuerza tu empatía: /,
    },
  },
  fr: {
    tense: 'Tu es toujours en retard et j’en ai marre. C’est nul, un vrai désastre !!!',
    warm: 'Merci beaucoup pour votre aide, c’était un plaisir de travailler avec vous.',
    plain: 'Le train part à dix heures de la gare du Nord.',
    warmth: 'Chaleur',
    says: {
      response: /^Votre texte de \d+ mots exprime /,
      spectral: /^Par ses lettres, «.+» a une valeur spectrale de 0,\d{3} \(\d+ Hz\), dans la bande /,
      reanalyse: /^Avec les valeurs ajustées : Chaleur 0,\d\d → 0,90 \(vers la proximité\)\./,
      recommendation: /^Renforcer votre empathie : /,
    },
  },
  de: {
    tense: 'Du bist immer zu spät und ich habe die Nase voll. Das ist eine Katastrophe, einfach schlecht!!!',
    warm: 'Vielen Dank für deine Hilfe, es war wunderbar, mit dir zu arbeiten.',
    plain: 'Der Zug fährt um zehn Uhr vom Nordbahnhof ab.',
    warmth: 'Wärme',
    says: {
      response: /^Dein Text aus \d+ Wörtern drückt .+ aus\./,
      spectral: /^Nach seinen Buchstaben hat „?.+“? den Spektralwert 0,\d{3} \(\d+ Hz\) und liegt im Band /,
      reanalyse: /^Mit den angepassten Werten: Wärme 0,\d\d → 0,90 \(in Richtung Nähe\)\./,
      recommendation: /^Stärke deine Empathie: /,
    },
  },
};

const LANGUAGES = Object.keys(CASES) as OtherLanguage[];

/** Every sentence of a reply opens with a capital (or an opening mark) and closes with its mark. */
function wholeSentences(reply: string): void {
  expect(reply.trim()).toMatch(/^[\p{Lu}«„“¿¡]/u);
  expect(reply.trim()).toMatch(/[.!?»“)]$/u);
  // No slot left unfilled, no word glued twice, no empty list.
  expect(reply).not.toMatch(/\{\w+\}|\s{2,}|\s[,.]\s|«\s*»/u);
}

const recommendationInput: RecommendationInput = {
  scores: { selfAwarenessScore: 70, empathyScore: 30, emotionalRegulationScore: 60, socialSkillsScore: 55 },
  lessonsCompleted: 3,
  currentStreak: 0,
  openLessons: [
    {
      lessonKey: 'l1',
      title: 'Lesson one',
      moduleKey: 'm1',
      skill: 'selfAwarenessScore',
      difficulty: 1,
      estimatedTime: 10,
    },
    { lessonKey: 'l2', title: 'Lesson two', moduleKey: 'm1', skill: 'empathyScore', difficulty: 2, estimatedTime: 15 },
  ],
  recentAxes: [
    { warmthDetachment: 0.2, certaintyAmbiguity: 0.9, intensityRestraint: 0.9, conflictCoherence: 0.2 },
    { warmthDetachment: 0.3, certaintyAmbiguity: 0.5, intensityRestraint: 0.8, conflictCoherence: 0.3 },
  ],
};

describe.each(LANGUAGES)('the local readings in %s', (language) => {
  const ai = createLocalAi();
  const ctx = { language };
  const c = CASES[language];

  it('gives the plain feedback of a tense text in the language, naming its words, with no English', async () => {
    const reply = await ai.plainFeedback(c.tense, ctx);
    for (const part of Object.values(reply)) {
      wholeSentences(part);
      expect(part).not.toMatch(ENGLISH);
    }
    expect(reply.aiResponse).toMatch(c.says.response!);
    // The advice and the insights quote words of the text.
    expect(reply.feedback).toMatch(/[«„“]/u);
    expect(reply.aiInsights).toContain(c.warmth);
    expect(reply.aiInsights).toMatch(/0,\d\d/);
  });

  it('says a warm text needs nothing changed, and a plain one that no word leans', async () => {
    const warm = await ai.plainFeedback(c.warm, ctx);
    const plain = await ai.plainFeedback(c.plain, ctx);
    for (const part of [...Object.values(warm), ...Object.values(plain)]) {
      wholeSentences(part);
      expect(part).not.toMatch(ENGLISH);
    }
    expect(warm.feedback).not.toBe(plain.feedback);
    expect(plain.aiInsights).toContain('0,50');
  });

  it('writes the enhanced summary in the language, on the axes of the text read in it', async () => {
    const reply = await ai.enhanced(c.tense, ctx);
    expect(reply.warmthDetachment).toBeCloseTo(analyseAxesLocally(c.tense, { language }).warmthDetachment, 6);
    expect(reply.warmthDetachment).toBeLessThan(0.4);
    for (const part of [reply.toneLensSummary, reply.echoRoomSuggestion ?? '', reply.conversationalResponse]) {
      wholeSentences(part);
      expect(part).not.toMatch(ENGLISH);
    }
  });

  it('reads an English text as English for this reader, and still answers in the language', async () => {
    const english = 'Thank you so much for your help yesterday, it meant a lot to me.';
    const reply = await ai.enhanced(english, ctx);
    expect(reply.warmthDetachment).toBeCloseTo(analyseAxesLocally(english, { language: 'en' }).warmthDetachment, 6);
    expect(reply.toneLensSummary).not.toMatch(/^(?:The|Your)\b/);
  });

  it('reanalyses with adjusted values in the language', async () => {
    const target = { warmthDetachment: 0.9, certaintyAmbiguity: 0.5, intensityRestraint: 0.3, conflictCoherence: 0.7 };
    const { response } = await ai.reanalyse({ originalText: c.tense, adjustedEmotionalValues: target }, ctx);
    wholeSentences(response);
    expect(response).toMatch(c.says.reanalyse!);
    // The rewrite quoted in it is the text's own words; the sentences around it carry no English.
    expect(response.replace(/«[^»]*»|„[^“]*“/gu, '')).not.toMatch(ENGLISH);
    const same = await ai.reanalyse(
      { originalText: c.plain, adjustedEmotionalValues: analyseAxesLocally(c.plain, { language }) },
      ctx,
    );
    wholeSentences(same.response);
    expect(same.response).not.toMatch(/0,\d\d →/);
  });

  it('gives the spectral definition in the language, with its numbers written as the language writes them', async () => {
    const { definition } = await ai.spectralDefinition(c.warm, ctx);
    wholeSentences(definition);
    expect(definition).toMatch(c.says.spectral!);
    expect(definition.replace(/«[^»]*»|„[^“]*“/gu, '')).not.toMatch(ENGLISH);
  });

  it('writes the recommendations in the language, one per reason', async () => {
    const drafts = await ai.recommendations(recommendationInput, ctx);
    expect(drafts).toHaveLength(4);
    expect(drafts[1]!.title).toMatch(c.says.recommendation!);
    for (const d of drafts) {
      // Lesson titles come from the curriculum as stored; everything else is the language's.
      for (const part of [d.title.replace(/Lesson \w+/, ''), d.description, d.personalizedReason]) {
        expect(part).not.toMatch(ENGLISH);
      }
      wholeSentences(d.description);
      wholeSentences(d.personalizedReason);
    }
    expect(drafts.map((d) => d.priority)).toEqual([3, 4, 5, 1]);
  });
});

describe('the English recommendations', () => {
  it('make the same choices as every language, told in English', async () => {
    const ai = createLocalAi();
    const english = await ai.recommendations(recommendationInput, { language: 'en' });
    const spanish = await ai.recommendations(recommendationInput, { language: 'es' });
    expect(english.map((d) => [d.priority, d.lessonKey])).toEqual(spanish.map((d) => [d.priority, d.lessonKey]));
    expect(english.map((d) => d.title)).toEqual([
      'Continue: Lesson one',
      'Strengthen empathy: Lesson two',
      'Practise a pause before sending',
      'Start a streak',
    ]);
    expect(english[0]!.personalizedReason).toBe('You have completed 3 lessons; this is the next step.');
    expect(english[1]!.personalizedReason).toBe('Your empathy score is 30/100, the lowest of your four.');
    expect(english[2]!.personalizedReason).toBe('2 of your last 2 analyses showed tension.');
    const calm = await ai.recommendations(
      {
        ...recommendationInput,
        recentAxes: [
          {
            ...recommendationInput.recentAxes[0]!,
            conflictCoherence: 0.6,
            certaintyAmbiguity: 0.6,
            intensityRestraint: 0.5,
          },
        ],
      },
      { language: 'en' },
    );
    expect(calm.find((d) => d.priority === 2 && d.lessonKey === null)?.personalizedReason).toBe(
      'Your recent analyses average warmth 0.20.',
    );
  });
});
