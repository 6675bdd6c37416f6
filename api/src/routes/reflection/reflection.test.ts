import { schemas } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/dialects';
import { savePayload, TENSE_TEXT } from '../../../test/fixtures';
import { signedInPair } from '../../../test/signed-in-pair';

describe.each(DIALECTS)('reflection routes on %s', (dialect) => {
  const pair = signedInPair(dialect);

  it('answers each echo mode differently: Solo Echo as a reflection with one open question, the others quoting the text', async () => {
    const replies = new Set<string>();
    for (const echoMode of ['solo', 'message', 'thread'] as const) {
      const res = await pair.ada.request('POST', '/api/echoroom/analyse', { inputText: TENSE_TEXT, echoMode });
      expect(res.status).toBe(200);
      const body = schemas.echoReply.parse(await res.json());
      expect(body.resonantReply).toMatch(echoMode === 'solo' ? /^[^?]+\?$/ : /“[^”]+”/);
      expect(body.resonantReply).not.toMatch(/\d|Tension:/);
      replies.add(body.resonantReply);
    }
    expect(replies.size).toBe(3);
  });

  it('refuses the spectral mode on the echo endpoint (it has its own)', async () => {
    const res = await pair.ada.request('POST', '/api/echoroom/analyse', { inputText: 'hello', echoMode: 'spectral' });
    expect(res.status).toBe(400);
  });

  it('defines a text spectrally with its value, frequency and band', async () => {
    const res = await pair.ada.request('POST', '/api/spectral-definition', { inputText: 'serenity' });
    const body = schemas.spectralDefinition.parse(await res.json());
    expect(body.definition).toBe(body.response);
    expect(body.definition).toMatch(/spectral value \d\.\d{3} \(\d+ Hz\)/);
    expect(body.definition).toMatch(/Ignition|Vitality|Harmony|Serenity|Immersion|Zenith/);
    // Said to come from the letters, never as the mood.
    expect(body.definition).toMatch(/^By its letters, /);
    expect(body.definition).toMatch(/drawn from the characters of the text, not from its mood\.$/);
  });

  it('saves a reflection, with or without an analysis, but never against another user’s analysis', async () => {
    const analysis = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT))).json(),
    );
    const reflection = {
      analysisId: analysis.id,
      echoMode: 'solo',
      originalText: TENSE_TEXT,
      resonantReply: 'I hear you.',
      userReflection: 'I was more hurt than angry.',
      emotionalInsights: null,
      spectralResonance: JSON.stringify({ echoMode: 'solo', timestamp: new Date().toISOString() }),
    };
    const res = await pair.ada.request('POST', '/api/echo-room/save', reflection);
    expect(res.status).toBe(201);
    expect(schemas.echoReflection.parse(await res.json())).toMatchObject({ analysisId: analysis.id, echoMode: 'solo' });
    expect((await pair.ada.request('POST', '/api/echo-room/save', { ...reflection, analysisId: null })).status).toBe(
      201,
    );
    expect((await pair.bob.request('POST', '/api/echo-room/save', reflection)).status).toBe(404);
  });
});
