import { describe, expect, it } from 'vitest';
import { canSave, canSend, echoStatus, isReflectionMode, reflectionPayload, ECHO_STATUS } from './echo-room-state';

describe('echoStatus', () => {
  it('awaits before an analysis, flags tension, and otherwise reads balance', () => {
    expect(echoStatus(null)).toBe('awaiting');
    expect(echoStatus({ tensionDetected: true })).toBe('tension');
    expect(echoStatus({ tensionDetected: false })).toBe('balance');
    expect(ECHO_STATUS.awaiting.label).toBe('Awaiting Transmission');
    expect(ECHO_STATUS.tension.label).toBe('Tension Detected');
    expect(ECHO_STATUS.balance.label).toBe('Emotional Balance');
  });
});

describe('EchoRoom validation', () => {
  it('allows sending only non-blank text while nothing is pending', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('  \n\t', false)).toBe(false);
    expect(canSend('hello', true)).toBe(false);
    expect(canSend('hello', false)).toBe(true);
  });

  it('allows saving only a non-blank reflection with a chosen mode', () => {
    expect(canSave('my reflection', null)).toBe(false);
    expect(canSave('   ', 'solo')).toBe(false);
    expect(canSave('my reflection', 'thread')).toBe(true);
  });

  it('opens a reflection editor for solo, message and thread, and the lookup for spectral', () => {
    expect(['solo', 'message', 'thread'].every((m) => isReflectionMode(m as 'solo'))).toBe(true);
    expect(isReflectionMode('spectral')).toBe(false);
  });
});

describe('reflectionPayload', () => {
  it('always sends emotionalInsights null and the mode and time as spectralResonance JSON', () => {
    const now = new Date('2025-08-09T12:00:00.000Z');
    const body = reflectionPayload({
      analysisId: 7,
      echoMode: 'message',
      originalText: 'Original',
      resonantReply: null,
      userReflection: 'Reflection',
      now,
    });
    expect(body.emotionalInsights).toBeNull();
    expect(JSON.parse(body.spectralResonance)).toEqual({ echoMode: 'message', timestamp: now.toISOString() });
    expect(body).toMatchObject({
      analysisId: 7,
      echoMode: 'message',
      originalText: 'Original',
      userReflection: 'Reflection',
    });
  });
});
