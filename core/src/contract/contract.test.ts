import { describe, expect, it } from 'vitest';
import { schemas, utf8ByteLength } from './index';
import { UPLOAD_LIMIT_BYTES } from '../upload';

describe('schemas.analyseText', () => {
  it('accepts text', () => {
    expect(schemas.analyseText.safeParse({ inputText: 'Hello' }).success).toBe(true);
  });
  it.each([[''], ['   \n\t'], [42], [null]])('rejects %j', (inputText) => {
    expect(schemas.analyseText.safeParse({ inputText }).success).toBe(false);
  });
  it('caps inputText at 1 MiB of UTF-8', () => {
    expect(schemas.analyseText.safeParse({ inputText: 'a'.repeat(UPLOAD_LIMIT_BYTES) }).success).toBe(true);
    expect(schemas.analyseText.safeParse({ inputText: 'a'.repeat(UPLOAD_LIMIT_BYTES + 1) }).success).toBe(false);
    expect(schemas.analyseText.safeParse({ inputText: 'é'.repeat(UPLOAD_LIMIT_BYTES / 2 + 1) }).success).toBe(false);
  });
});

describe('utf8ByteLength', () => {
  it('counts bytes as UTF-8 does', () => {
    for (const s of ['', 'abc', 'é', '€', '😀', 'a😀é€', '\ud800']) {
      expect(utf8ByteLength(s)).toBe(new TextEncoder().encode(s).length);
    }
  });
});

describe('schemas.saveAnalysis', () => {
  const base = { inputText: 'Hi there', mode: 'full' };
  it('accepts the spec payload with tensionDetected 1 or 0', () => {
    const body = {
      ...base,
      warmthDetachment: 0.6,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.4,
      conflictCoherence: 0.7,
      toneLensSummary: 'Warm.',
      conversationalResponse: 'Nice.',
      deepTonePercentage: 40,
      suspendedTonePercentage: 30,
      brightTonePercentage: 30,
      openingTone: 0.3,
      peakIntensity: 0.98,
      resolution: 0.5,
      frequencyData: JSON.stringify([0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]),
      tensionDetected: 1,
      echoRoomSuggestion: null,
    };
    expect(schemas.saveAnalysis.safeParse(body).success).toBe(true);
  });
  it.each([
    [{ mode: 'loud' }],
    [{ warmthDetachment: 1.2 }],
    [{ deepTonePercentage: 101 }],
    [{ tensionDetected: 2 }],
    [{ frequencyData: '[1,2]' }],
    [{ frequencyData: 'not json' }],
  ])('rejects %j', (change) => {
    expect(schemas.saveAnalysis.safeParse({ ...base, ...change }).success).toBe(false);
  });
});

describe('schemas.updateUser', () => {
  it('accepts the four settings and rejects unknown fields and languages', () => {
    expect(
      schemas.updateUser.safeParse({ firstName: 'Ada', lastName: 'L', sitePrefix: 'ada', language: 'fr' }).success,
    ).toBe(true);
    expect(schemas.updateUser.safeParse({ language: 'it' }).success).toBe(false);
    expect(schemas.updateUser.safeParse({ email: 'x@y.z' }).success).toBe(false);
  });
});

describe('schemas.framedRequest', () => {
  it('needs a non-blank message and four axis values', () => {
    const body = {
      userMessage: 'How does this sound?',
      emotionalValues: {
        warmthDetachment: 0.5,
        certaintyAmbiguity: 0.5,
        intensityRestraint: 0.5,
        conflictCoherence: 0.5,
      },
      originalText: 'Hello',
      aiText: null,
      conversationHistory: [],
    };
    expect(schemas.framedRequest.safeParse(body).success).toBe(true);
    expect(schemas.framedRequest.safeParse({ ...body, userMessage: '  ' }).success).toBe(false);
    expect(schemas.framedRequest.safeParse({ ...body, emotionalValues: { warmthDetachment: 0.5 } }).success).toBe(
      false,
    );
  });
});

describe('schemas.echoSaveRequest', () => {
  it('needs a reflection and emotionalInsights null', () => {
    const body = {
      analysisId: null,
      echoMode: 'solo',
      originalText: 'text',
      resonantReply: 'reply',
      userReflection: 'I see it now.',
      emotionalInsights: null,
      spectralResonance: JSON.stringify({ echoMode: 'solo', timestamp: new Date().toISOString() }),
    };
    expect(schemas.echoSaveRequest.safeParse(body).success).toBe(true);
    expect(schemas.echoSaveRequest.safeParse({ ...body, userReflection: ' ' }).success).toBe(false);
    expect(schemas.echoSaveRequest.safeParse({ ...body, echoMode: 'group' }).success).toBe(false);
  });
});

describe('schemas.exerciseRequest', () => {
  it('rejects a blank response', () => {
    const body = { lessonKey: 'f-1', exerciseType: 'reflection', promptText: 'Describe…', userResponse: '   ' };
    expect(schemas.exerciseRequest.safeParse(body).success).toBe(false);
    expect(schemas.exerciseRequest.safeParse({ ...body, userResponse: 'I felt heard.' }).success).toBe(true);
  });
});

describe('schemas.lessonsQuery', () => {
  it('defaults the module to foundations', () => {
    expect(schemas.lessonsQuery.parse({})).toEqual({ moduleKey: 'foundations' });
  });
});

describe('schemas.error', () => {
  it('wants a snake_case code', () => {
    expect(
      schemas.error.safeParse({ code: 'invalid_body', message: 'x', issues: [{ path: 'inputText', message: 'y' }] })
        .success,
    ).toBe(true);
    expect(schemas.error.safeParse({ code: 'InvalidBody', message: 'x' }).success).toBe(false);
  });
});
