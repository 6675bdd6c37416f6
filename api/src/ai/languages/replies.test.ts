import { analyseAxesLocally, type FramedRequest } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { createLocalAi } from '../local';
import type { ExerciseInput } from '../types';
import { repliesIn, rewriteIn, type LocalReplies } from './replies';

/** English words no reply in another language may carry. */
const ENGLISH = /\b(?:the|you|your|and|is|it|what|would|this|that|with|feel|words?)\b/i;

const neutral = { warmthDetachment: 0.5, certaintyAmbiguity: 0.5, intensityRestraint: 0.5, conflictCoherence: 0.5 };
const request = (userMessage: string, originalText: string, replies = 0): FramedRequest => ({
  userMessage,
  emotionalValues: neutral,
  originalText,
  aiText: null,
  conversationHistory: Array.from({ length: replies }, (_, i) => ({
    id: String(i),
    type: 'ai' as const,
    content: `reply ${i}`,
    timestamp: '2026-11-28T00:00:00.000Z',
  })),
});

/** Per language: a tense message with a name and a time in it, a warm one, and questions of the chat. */
const CASES = {
  es: {
    tense: 'Marta, tienes que enviarme el informe ahora mismo. Siempre llegas tarde y estoy harto, es un desastre!!!',
    warm: 'Muchas gracias por tu ayuda, ha sido precioso trabajar contigo.',
    harsh: '¿Suena demasiado brusco?',
    warmer: 'Hazlo más amable, por favor',
    why: '¿Por qué suena así?',
    feel: '¿Cómo se lo va a tomar?',
    unclear: 'vale',
    kept: ['Marta'],
    answer:
      'Ayer me sentí dolida y frustrada cuando Ana dijo «no importa» en la reunión del lunes. Entiendo que para ella fue un día difícil, y quizás se sintió presionada, pero me gustaría que habláramos de ello porque me importa nuestra relación y quiero que el equipo funcione mejor.',
    thin: 'No sé.',
    heavy: 'Ya no puedo más, nada importa.',
  },
  fr: {
    tense:
      'Paul, tu dois m’envoyer le rapport immédiatement. Tu es toujours en retard et c’est nul, un vrai désastre !!!',
    warm: 'Merci beaucoup pour votre aide, c’était un plaisir de travailler avec vous.',
    harsh: 'Est-ce que c’est trop sec ?',
    warmer: 'Rends-le plus chaleureux',
    why: 'Pourquoi ce ton ?',
    feel: 'Comment va-t-il le prendre ?',
    unclear: 'ok',
    kept: ['Paul'],
    answer:
      'Hier je me suis sentie blessée et frustrée quand Marc a dit « peu importe » pendant la réunion de lundi. Je comprends que pour lui la journée était difficile, il a pu se sentir sous pression, mais j’aimerais qu’on en parle parce que notre équipe compte pour moi et je veux que tout se passe mieux.',
    thin: 'Je sais pas.',
    heavy: 'Je n’en peux plus, plus rien ne compte.',
  },
  de: {
    tense:
      'Jonas, du musst mir den Bericht sofort schicken. Du bist immer zu spät und das ist eine Katastrophe, einfach schlecht!!!',
    warm: 'Vielen Dank für deine Hilfe, es war wunderbar, mit dir zu arbeiten.',
    harsh: 'Ist das zu schroff?',
    warmer: 'Mach es freundlicher',
    why: 'Warum klingt das so?',
    feel: 'Wie wird sie sich dabei fühlen?',
    unclear: 'ok',
    kept: ['Jonas'],
    answer:
      'Gestern habe ich mich verletzt und frustriert gefühlt, als Lena in der Besprechung am Montag „egal“ gesagt hat. Ich verstehe, dass es für sie ein schwerer Tag war, vielleicht fühlt sie sich unter Druck, aber ich möchte darüber reden, weil mir unser Team wichtig ist und ich will, dass es besser läuft.',
    thin: 'Weiß nicht.',
    heavy: 'Ich kann nicht mehr, nichts ist mehr wichtig.',
  },
} as const;

const exercise = (userResponse: string): ExerciseInput => ({
  lesson: {
    lessonKey: 'naming-feelings',
    moduleKey: 'self-awareness',
    title: 'Naming feelings',
    skill: 'selfAwarenessScore',
    difficulty: 1,
    estimatedTime: 10,
  },
  exerciseType: 'reflection',
  promptText: 'Describe a moment this week when a message upset you.',
  userResponse,
});

describe.each(Object.entries(CASES) as [keyof typeof CASES, (typeof CASES)[keyof typeof CASES]][])(
  'local replies in %s',
  (language, c) => {
    const ai = createLocalAi();
    const ctx = { language };
    let replies: LocalReplies;

    it('rewrites a tense message so that it reads warmer, keeping the name and the sentences whole', async () => {
      replies = await repliesIn(language);
      const { alternativeText } = await ai.alternative(c.tense, ctx);
      const before = analyseAxesLocally(c.tense, { language });
      const after = analyseAxesLocally(alternativeText, { language });
      expect(alternativeText).not.toBe(c.tense);
      expect(after.warmthDetachment).toBeGreaterThan(before.warmthDetachment);
      expect(after.intensityRestraint).toBeLessThan(before.intensityRestraint);
      for (const kept of c.kept) expect(alternativeText).toContain(kept);
      expect(alternativeText).not.toMatch(/!!|\s{2}|\s[,.]/);
      expect(alternativeText).not.toMatch(ENGLISH);
    });

    it('says a warm message needs no change, in its language', async () => {
      const rewrite = rewriteIn(replies, c.warm);
      expect(rewrite.changed).toBe(false);
      expect((await ai.alternative(c.warm, ctx)).alternativeText).toBe(replies.rewrite.nothing);
    });

    it.each(['solo', 'message', 'thread'] as const)(
      'reflects in the EchoRoom (%s), quoting the text and asking',
      async (mode) => {
        const first = (await ai.echoReply({ inputText: c.tense, echoMode: mode }, ctx)).resonantReply;
        expect(first).toContain(replies.quotes[0]);
        expect(first).toContain(replies.quotes[1]);
        expect(first.trim()).toMatch(/\?$/);
        expect(first).not.toMatch(ENGLISH);
        const again = (await ai.echoReply({ inputText: c.tense, echoMode: mode }, ctx)).resonantReply;
        expect(again).not.toBe(first);
      },
    );

    it('answers the framed chat: too harsh, warmer, why, how it will land, and a clarifying question', async () => {
      const harsh = (await ai.framedReply(request(c.harsh, c.tense), ctx)).response;
      expect(harsh.startsWith(replies.chat.harshYes)).toBe(true);
      expect(Object.values(replies.tones).some((tone) => harsh.includes(tone))).toBe(true);
      expect(harsh).not.toMatch(ENGLISH);
      const gentle = (await ai.framedReply(request(c.harsh, c.warm), ctx)).response;
      expect(gentle.startsWith(replies.chat.harshNo)).toBe(true);
      const warmer = (await ai.framedReply(request(c.warmer, c.tense), ctx)).response;
      expect(warmer).toContain(c.kept[0]);
      expect(warmer).not.toMatch(ENGLISH);
      const why = (await ai.framedReply(request(c.why, c.warm), ctx)).response;
      expect(Object.values(replies.tones).some((tone) => why.includes(tone))).toBe(true);
      const feel = (await ai.framedReply(request(c.feel, c.tense), ctx)).response;
      expect(feel.startsWith(replies.chat.feel.tense)).toBe(true);
      const unclear = (await ai.framedReply(request(c.unclear, c.warm, 1), ctx)).response;
      expect(replies.chat.clarify).toContain(unclear);
    });

    it('scores an exercise answer by what it shows, and explains the score in its language', async () => {
      const rich = await ai.scoreExercise(exercise(c.answer), ctx);
      const thin = await ai.scoreExercise(exercise(c.thin), ctx);
      expect(rich.score).toBeGreaterThanOrEqual(80);
      expect(thin.score).toBeLessThan(30);
      for (const result of [rich, thin]) {
        const { resonanceQuality, strengthsIdentified, gentlePrompts } = result.enhancedAnalysis;
        expect(replies.exercise.bands.some(([, band]) => resonanceQuality.startsWith(band))).toBe(true);
        expect([resonanceQuality, ...strengthsIdentified, ...gentlePrompts].join(' ')).not.toMatch(ENGLISH);
      }
      expect(rich.enhancedAnalysis.strengthsIdentified).toContain(replies.exercise.strengths.feelings);
      expect(thin.enhancedAnalysis.gentlePrompts).toContain(replies.exercise.prompts.length);
      const heavy = await ai.scoreExercise(exercise(c.heavy), ctx);
      expect(heavy.enhancedAnalysis.safetyFlags.lowValence).toBe(true);
      expect(heavy.enhancedAnalysis.gentlePrompts[0]).toBe(replies.exercise.prompts.heavy);
    });
  },
);
