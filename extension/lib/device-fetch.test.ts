import { describe, expect, it } from 'vitest';
import { apiRequest, ApiError } from '@tonelens/core';
import { deviceFetch, unsavedAnalysis, UNSAVED_ANALYSIS_ID } from './device-fetch';
import { LocalOnlyError } from './api';

const base = { baseUrl: 'http://localhost:8787', fetchImpl: deviceFetch };

describe('deviceFetch', () => {
  it('refuses every request that would leave the device, reads included', async () => {
    await expect(apiRequest('POST', '/api/analyse/enhanced', { inputText: 'hi' }, base)).rejects.toBeInstanceOf(
      LocalOnlyError,
    );
    await expect(apiRequest('GET', '/api/journal', undefined, base)).rejects.toThrow('Local only');
    await expect(apiRequest('GET', '/api/auth/user', undefined, base)).rejects.not.toBeInstanceOf(ApiError);
  });

  it('answers the save at the end of an analysis on the device, unsaved', async () => {
    const saved = await apiRequest<{ id: number; tensionDetected: boolean; inputText: string }>(
      'POST',
      '/api/analyse',
      { inputText: 'Hello there', mode: 'spectral', deepTonePercentage: 40, tensionDetected: 1 },
      base,
    );
    expect(saved).toMatchObject({ id: UNSAVED_ANALYSIS_ID, inputText: 'Hello there', tensionDetected: true });
  });
});

describe('unsavedAnalysis', () => {
  it('fills every field a saved analysis has, and checks the request like the API would', () => {
    const now = new Date('2025-08-09T10:00:00.000Z');
    expect(unsavedAnalysis({ inputText: 'x', mode: 'plain' }, now)).toMatchObject({
      id: 0,
      mode: 'plain',
      warmthDetachment: null,
      frequencyData: null,
      tensionDetected: false,
      createdAt: '2025-08-09T10:00:00.000Z',
    });
    expect(() => unsavedAnalysis({ inputText: '', mode: 'nope' })).toThrow();
  });
});
