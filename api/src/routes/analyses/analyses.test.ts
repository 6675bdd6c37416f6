import { detectTension, readTone, schemas, toneSummaryOf } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/dialects';
import { savePayload, TENSE_TEXT, WARM_TEXT } from '../../../test/fixtures';
import { signedInPair } from '../../../test/signed-in-pair';

describe.each(DIALECTS)('analysis routes on %s', (dialect) => {
  const pair = signedInPair(dialect);

  it('answers the plain analysis with counts, a sentiment class and feedback that quotes the text', async () => {
    const res = await pair.ada.request('POST', '/api/analyse/plain', { inputText: TENSE_TEXT });
    expect(res.status).toBe(200);
    const body = schemas.plainAnalysis.parse(await res.json());
    expect(body.source).toBe('local');
    expect(body.wordCount).toBe(28);
    expect(body.characterCount).toBe(TENSE_TEXT.length);
    expect(body.sentimentClassification).toBe('concerned');
    expect(body.aiResponse).toContain('28 words');
    expect(`${body.feedback} ${body.aiInsights}`).toMatch(/“furious”|“never”|“nobody”/);
  });

  it('answers the enhanced analysis with tension by the spec rule', async () => {
    for (const inputText of [TENSE_TEXT, WARM_TEXT]) {
      const res = await pair.ada.request('POST', '/api/analyse/enhanced', { inputText });
      const body = schemas.enhancedAnalysis.parse(await res.json());
      expect(body.tensionDetected).toBe(detectTension(body));
      expect(body.toneLensSummary.length).toBeGreaterThan(40);
      expect(body.resonanceLabel).toBeDefined();
    }
  });

  it('keeps the reading’s tone name and top emotions on the analysis, its list item and its journal entry', async () => {
    const text = "I'm so sorry I missed your call, I was in back-to-back meetings. It won't happen again.";
    const saved = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(text))).json(),
    );
    const reading = toneSummaryOf(readTone(text));
    expect(saved.toneName).toBe('apologetic');
    expect(saved.toneName).toBe(reading.toneName);
    expect(saved.topEmotions).toEqual(reading.topEmotions);
    expect(saved.topEmotions[0]?.label).toBe('remorse');
    const list = schemas.analysisList.parse(await (await pair.ada.request('GET', '/api/analyses')).json());
    expect(list.find((a) => a.id === saved.id)).toMatchObject({
      toneName: 'apologetic',
      topEmotions: saved.topEmotions,
    });
    const journal = schemas.journalList.parse(await (await pair.ada.request('GET', '/api/journal')).json());
    expect(journal.find((j) => j.analysisId === saved.id)).toMatchObject({
      toneName: 'apologetic',
      topEmotions: saved.topEmotions,
    });
  });

  it('keeps the reading the device sent with the save, and reads one itself when none is sent', async () => {
    const text = 'Thank you so much for your help with the move, we could not have done it without you.';
    const sent = { toneName: 'grateful' as const, topEmotions: [{ label: 'gratitude', score: 0.97 }] };
    const saved = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', { ...savePayload(text), ...sent })).json(),
    );
    expect(saved).toMatchObject(sent);
    const bad = await pair.ada.request('POST', '/api/analyse', { ...savePayload(text), toneName: 'furious-ish' });
    expect(bad.status).toBe(400);
    const read = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(text))).json(),
    );
    expect(read.toneName).toBe(toneSummaryOf(readTone(text)).toneName);
  });

  it('saves an analysis with its journal entry and reads it back, newest first', async () => {
    const first = await pair.ada.request('POST', '/api/analyse', savePayload(WARM_TEXT, 'tonelens'));
    expect(first.status).toBe(201);
    const saved = schemas.analysis.parse(await first.json());
    expect(saved.inputText).toBe(WARM_TEXT);
    expect(saved.mode).toBe('tonelens');
    const second = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT))).json(),
    );
    expect(second.tensionDetected).toBe(true);

    const list = schemas.analysisList.parse(await (await pair.ada.request('GET', '/api/analyses')).json());
    expect(list.map((a) => a.id).slice(0, 2)).toEqual([second.id, saved.id]);
    expect(list[1]).toEqual({
      ...Object.fromEntries(
        Object.entries(saved).filter(
          ([k]) => !['inputText', 'toneLensSummary', 'conversationalResponse', 'echoRoomSuggestion'].includes(k),
        ),
      ),
      preview: WARM_TEXT,
    });
    const one = schemas.analysis.parse(await (await pair.ada.request('GET', `/api/analyses/${saved.id}`)).json());
    expect(one).toEqual(saved);

    const journal = schemas.journalList.parse(await (await pair.ada.request('GET', '/api/journal')).json());
    const entry = journal.find((j) => j.analysisId === saved.id)!;
    expect(entry.preview).toBe(WARM_TEXT.slice(0, 120));
    const tones = JSON.parse(entry.dominantTones) as string[];
    const p = savePayload(WARM_TEXT);
    const expected = (['deep', 'suspended', 'bright'] as const).filter(
      (k) => (p[`${k}TonePercentage` as const] as number) > 30,
    );
    expect(tones).toEqual(expected);
  });

  it("hides one user's analyses from another (404, and not in the list)", async () => {
    const mine = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(WARM_TEXT))).json(),
    );
    expect((await pair.bob.request('GET', `/api/analyses/${mine.id}`)).status).toBe(404);
    const theirs = schemas.analysisList.parse(await (await pair.bob.request('GET', '/api/analyses')).json());
    expect(theirs.some((a) => a.id === mine.id)).toBe(false);
  });

  it('keeps emoji and non-Latin text intact', async () => {
    const text = 'Merci beaucoup 🙏 — 本当にありがとう. I am grateful 💜';
    const saved = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(text))).json(),
    );
    const back = schemas.analysis.parse(await (await pair.ada.request('GET', `/api/analyses/${saved.id}`)).json());
    expect(back.inputText).toBe(text);
  });

  it('writes a different alternative for different inputs, each a rewrite toward balance', async () => {
    const a = schemas.alternative.parse(
      await (await pair.ada.request('POST', '/api/generate-alternative', { inputText: TENSE_TEXT })).json(),
    );
    const b = schemas.alternative.parse(
      await (
        await pair.ada.request('POST', '/api/generate-alternative', {
          inputText: 'Maybe I guess we could sort of try it?',
        })
      ).json(),
    );
    expect(a.alternativeText).not.toBe(TENSE_TEXT);
    expect(a.alternativeText).not.toMatch(/furious|!!/);
    expect(a.alternativeText).not.toBe(b.alternativeText);
    expect(b.alternativeText).not.toMatch(/\bsort of\b|\bI guess\b/i);
  });

  it('replies in the framed conversation to the slider values and the history', async () => {
    const res = await pair.ada.request('POST', '/api/ai-response/framed', {
      userMessage: 'How can I say this without sounding angry?',
      emotionalValues: {
        warmthDetachment: 0.9,
        certaintyAmbiguity: 0.7,
        intensityRestraint: 0.3,
        conflictCoherence: 0.8,
      },
      originalText: TENSE_TEXT,
      aiText: null,
      conversationHistory: [
        { id: 'm1', type: 'user', content: 'I am upset about the deadline.', timestamp: new Date().toISOString() },
      ],
    });
    const body = schemas.aiReply.parse(await res.json());
    // A question about phrasing is answered with a rewritten sentence and what changed in it.
    expect(body.response).toMatch(/^(Try|You could say|Another way to put it): “[^”]+”/);
    expect(body.response).toMatch(/Where you had|Leaving out/);
  });

  it('reanalyses with adjusted values', async () => {
    const res = await pair.ada.request('POST', '/api/reanalyse-adjusted', {
      originalText: TENSE_TEXT,
      adjustedEmotionalValues: {
        warmthDetachment: 0.8,
        certaintyAmbiguity: 0.5,
        intensityRestraint: 0.3,
        conflictCoherence: 0.8,
      },
    });
    const body = schemas.aiReply.parse(await res.json());
    expect(body.response).toMatch(/Intensity \d\.\d\d → 0\.30/);
    expect(body.response).toContain('A version closer to these values');
  });

  it('saves a framed conversation with a journal entry', async () => {
    const payload = {
      originalText: TENSE_TEXT,
      aiGeneratedText: 'A calmer version.',
      emotionalValues: {
        warmthDetachment: 0.6,
        certaintyAmbiguity: 0.5,
        intensityRestraint: 0.4,
        conflictCoherence: 0.7,
      },
      conversation: [{ id: 'a', type: 'ai', content: 'Hello', timestamp: new Date().toISOString() }],
      timestamp: new Date().toISOString(),
    };
    const res = await pair.ada.request('POST', '/api/framed-conversations', payload);
    expect(res.status).toBe(201);
    const saved = schemas.framedConversation.parse(await res.json());
    expect(saved.conversation).toEqual(payload.conversation);
    const journal = schemas.journalList.parse(await (await pair.ada.request('GET', '/api/journal')).json());
    expect(journal[0]!.framedConversationId).toBe(saved.id);
    expect(journal[0]!.analysisId).toBeNull();
  });

  it('reads a saved conversation back for its owner only', async () => {
    const payload = {
      originalText: 'Can we talk about the plan?',
      aiGeneratedText: null,
      emotionalValues: {
        warmthDetachment: 0.5,
        certaintyAmbiguity: 0.5,
        intensityRestraint: 0.5,
        conflictCoherence: 0.5,
      },
      conversation: [
        { id: 'u', type: 'user', content: 'How does this sound?', timestamp: new Date().toISOString() },
        { id: 'a', type: 'ai', content: 'Open and calm.', timestamp: new Date().toISOString() },
      ],
      timestamp: new Date().toISOString(),
    };
    const saved = schemas.framedConversation.parse(
      await (await pair.ada.request('POST', '/api/framed-conversations', payload)).json(),
    );
    const res = await pair.ada.request('GET', `/api/framed-conversations/${saved.id}`);
    expect(res.status).toBe(200);
    expect(schemas.framedConversation.parse(await res.json())).toEqual(saved);
    expect((await pair.bob.request('GET', `/api/framed-conversations/${saved.id}`)).status).toBe(404);
    expect((await pair.ada.request('GET', '/api/framed-conversations/999999')).status).toBe(404);
    expect((await pair.ada.request('GET', '/api/framed-conversations/abc')).status).toBe(404);
  });
});
