import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../../test/fake-openai';
import { TENSE_TEXT } from '../../test/fixtures';
import { getTestServer, type TestServer } from '../../test/server';
import type { SignedInClient } from '../../test/sign-in';

const AI_TIMEOUT_MS = 800;

describe('the OpenAI-compatible engine against a server on loopback', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestServer;
  let ada: SignedInClient;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await getTestServer('sqlite', {
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'tone-model',
      AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
      AI_MAX_RETRIES: '1',
    });
    ada = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => fake.setMode('ok'));

  it('answers every AI route from the model, with structured output, the key and the model name', async () => {
    const plain = schemas.plainAnalysis.parse(
      await (await ada.request('POST', '/api/analyse/plain', { inputText: TENSE_TEXT })).json(),
    );
    expect(plain).toMatchObject({ source: 'openai', aiResponse: 'Model: your note is warm.', wordCount: 28 });

    const enhanced = schemas.enhancedAnalysis.parse(
      await (await ada.request('POST', '/api/analyse/enhanced', { inputText: TENSE_TEXT })).json(),
    );
    // Tension and the resonance label come from core's rules, not from the model.
    expect(enhanced).toMatchObject({
      source: 'openai',
      tensionDetected: true,
      resonanceLabel: 'in-tune',
      toneLensSummary: 'Model summary.',
    });

    const alt = schemas.alternative.parse(
      await (await ada.request('POST', '/api/generate-alternative', { inputText: TENSE_TEXT })).json(),
    );
    expect(alt).toEqual({ alternativeText: 'Model alternative.', source: 'openai' });

    const echo = schemas.echoReply.parse(
      await (await ada.request('POST', '/api/echoroom/analyse', { inputText: TENSE_TEXT, echoMode: 'thread' })).json(),
    );
    expect(echo.resonantReply).toBe('Model echo.');

    const exercise = schemas.exerciseResult.parse(
      await (
        await ada.request('POST', '/api/learning/exercise', {
          lessonKey: 'foundations-what-is-tone',
          exerciseType: 'reflection',
          promptText: 'Describe a message.',
          userResponse: 'It sounded cold.',
        })
      ).json(),
    );
    expect(exercise).toMatchObject({ score: 77, source: 'openai' });

    const recs = schemas.recommendationList.parse(
      await (await ada.request('POST', '/api/learning/generate-recommendations')).json(),
    );
    expect(recs[0]!.title).toBe('Model recommendation');

    const last = fake.requests.at(-1)!;
    expect(last.authorization).toBe('Bearer sk-test-key');
    expect(last.body.model).toBe('tone-model');
    expect(last.body.response_format?.type).toBe('json_schema');
  });

  it("writes in the user's language", async () => {
    await ada.request('PATCH', '/api/auth/user', { language: 'de' });
    await ada.request('POST', '/api/analyse/plain', { inputText: TENSE_TEXT });
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('German');
    await ada.request('PATCH', '/api/auth/user', { language: 'en' });
  });

  it('falls back to the local engine on malformed output, on output of the wrong shape, and on server errors', async () => {
    for (const mode of ['malformed', 'wrong-shape', 'error'] as const) {
      fake.setMode(mode);
      const res = await ada.request('POST', '/api/analyse/enhanced', { inputText: TENSE_TEXT });
      expect(res.status).toBe(200);
      const body = schemas.enhancedAnalysis.parse(await res.json());
      expect(body.source, mode).toBe('local');
      expect(body.toneLensSummary).toMatch(/(Your text|Word by word, it) reads as/);
    }
  });

  it('falls back within AI_TIMEOUT_MS when the server is too slow', async () => {
    fake.setMode('slow', 5000);
    const started = performance.now();
    const res = await ada.request('POST', '/api/generate-alternative', { inputText: TENSE_TEXT });
    const elapsed = performance.now() - started;
    const body = schemas.alternative.parse(await res.json());
    expect(body.source).toBe('local');
    expect(body.alternativeText).not.toBe(TENSE_TEXT);
    expect(elapsed).toBeGreaterThanOrEqual(AI_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(AI_TIMEOUT_MS + 400);
  });
});
