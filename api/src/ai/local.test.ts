import { detectTension, englishProblems, quoted } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { createLocalAi, mostChargedSentence, NOTHING_TO_CHANGE, sentencesOf } from './local';
import { rewriteTowardBalance } from './rewrite';

const ai = createLocalAi();
const ctx = { language: 'en' as const };

describe('the local AI engine', () => {
  it('splits sentences and quotes at word boundaries', () => {
    expect(sentencesOf('One. Two!\nThree? …')).toEqual(['One.', 'Two!', 'Three?']);
    expect(quoted('a short line')).toBe('“a short line”');
    expect(quoted('word '.repeat(40), 20)).toMatch(/^“(word ?)+…”$/);
  });

  it('finds the sentence that leans furthest from balance', () => {
    const found = mostChargedSentence('The meeting is at noon. I absolutely hate how this was handled!');
    expect(found?.sentence).toBe('I absolutely hate how this was handled!');
  });

  it('names the words behind each axis and explains tension in the enhanced reading', async () => {
    const text = 'I am furious and I hate this. Nobody listens, ever.';
    const reading = await ai.enhanced(text, ctx);
    expect(reading.tensionDetected).toBe(detectTension(reading));
    expect(reading.toneLensSummary).toMatch(/“(furious|hate)”/);
    expect(reading.toneLensSummary).toContain('The tension is clearest in');
    expect(reading.conversationalResponse).toMatch(/tension/i);
  });

  it('tells the praise of sarcasm as mock praise, never as cold words to warm up', async () => {
    const mocking = await ai.plainFeedback(
      'Oh great, another meeting that could have been an email. Love that for us.',
      ctx,
    );
    expect(mocking.feedback).toContain('“Oh great”');
    expect(mocking.feedback).not.toMatch(/keep the reader at a distance/);
    expect(mocking.aiInsights).toMatch(/“(love|great)”(, “\w+”)*( and “\w+”)?, said in mock praise, make/);
    // A cold word in a sarcastic sentence is still a cold word; the praise beside it is mock praise.
    const broken = await ai.plainFeedback('Great, the printer is broken again. This is useless.', ctx);
    expect(broken.feedback).toMatch(/Words like “broken” and “useless” keep the reader at a distance/);
    expect(broken.aiInsights).toContain('“great”, said in mock praise, and “broken” and “useless” make');
    for (const reply of [mocking, broken]) expect(englishProblems(`${reply.feedback} ${reply.aiInsights}`)).toEqual([]);
    // Sincere praise keeps its warm words.
    const sincere = await ai.plainFeedback('Thank you so much for the lovely dinner!', ctx);
    expect(sincere.aiInsights).not.toContain('mock praise');
    expect(sincere.aiInsights).toMatch(/Warmth 0\.\d\d: “lovely”/);
  });

  it('writes plain feedback specific to each text', async () => {
    const a = await ai.plainFeedback('Thank you so much, I am grateful for your kindness.', ctx);
    const b = await ai.plainFeedback('Maybe we could possibly try, I guess, if that is okay?', ctx);
    expect(a.aiResponse).not.toBe(b.aiResponse);
    expect(a.aiInsights).toMatch(/“(grateful|thank you|kindness)”/);
    expect(b.feedback).toMatch(/Hedges such as/);
  });

  it('rewrites toward balance: softens absolutes, calms intensity, replaces harsh words, clarifies hedges', () => {
    const r = rewriteTowardBalance('You ALWAYS ignore me!!! This is stupid and I hate it.');
    expect(r.text).not.toMatch(/ALWAYS|!!!|stupid|I hate/);
    expect(r.text).toMatch(/You (often|tend to) ignore me\./);
    expect(r.edits.map((e) => e.from)).toEqual(expect.arrayContaining(['!!!', 'stupid', 'hate']));
    const hedged = rewriteTowardBalance('I was wondering if maybe we could sort of meet, I guess.');
    expect(hedged.text).not.toMatch(/maybe|sort of|I guess/i);
    expect(hedged.text).toMatch(/^I'd like to (know|check) whether we could meet\.$/);
  });

  it('says so when nothing needs changing, instead of padding the text', async () => {
    const text = 'The train leaves at nine.';
    expect(rewriteTowardBalance(text).changed).toBe(false);
    expect((await ai.alternative(text, ctx)).alternativeText).toBe(NOTHING_TO_CHANGE);
  });

  it('answers the issue’s examples: a rewrite that edits, signatures kept, no doubled punctuation', async () => {
    const work = await ai.alternative('Per my last email, I need this by Friday. Please action immediately.', ctx);
    expect(work.alternativeText).toMatch(
      /^(To recap|Following up on my earlier note|To pick up where we left off), I need this by Friday\. Could you .+\?/,
    );
    const signed = await ai.alternative(
      'Hi Sam,\n\nPlease action immediately, the client is waiting.\n\nBest,\nAlex',
      ctx,
    );
    expect(signed.alternativeText).toMatch(/^Hi Sam,\n\n/);
    expect(signed.alternativeText).toMatch(/\n\nBest,\nAlex$/);
    const reanalysed = await ai.reanalyse(
      {
        originalText: 'Please action immediately.',
        adjustedEmotionalValues: {
          warmthDetachment: 0.5,
          certaintyAmbiguity: 0.5,
          intensityRestraint: 0.4,
          conflictCoherence: 0.5,
        },
      },
      ctx,
    );
    expect(reanalysed.response).not.toMatch(/Changes: \.|ease off/);
    expect(reanalysed.response).toMatch(/in place of “Please action immediately”/);
    expect(englishProblems(reanalysed.response)).toEqual([]);
  });

  it('scores a thoughtful exercise answer above a thin one and flags low valence', async () => {
    const lesson = {
      lessonKey: 'x',
      moduleKey: 'foundations',
      title: 'X',
      skill: 'empathyScore' as const,
      difficulty: 1,
      estimatedTime: 10,
    };
    const prompt = 'Describe how your colleague might read your message about the deadline.';
    const rich = await ai.scoreExercise(
      {
        lesson,
        exerciseType: 'reflection',
        promptText: prompt,
        userResponse:
          'I think my colleague might feel rushed by my message about the deadline, because I wrote it quickly. From their side it may sound like blame. I feel I should thank them for the work so far and ask what would help.',
      },
      ctx,
    );
    const thin = await ai.scoreExercise(
      { lesson, exerciseType: 'reflection', promptText: prompt, userResponse: 'I feel hopeless and worthless.' },
      ctx,
    );
    expect(rich.score).toBeGreaterThan(thin.score);
    expect(rich.enhancedAnalysis.strengthsIdentified.join(' ')).toMatch(/other person/);
    expect(thin.enhancedAnalysis.safetyFlags.lowValence).toBe(true);
    expect(thin.enhancedAnalysis.gentlePrompts[0]).toMatch(/someone you trust/);
  });
});
