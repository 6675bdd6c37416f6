import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { apiPage, apiRequest, ApiError, schemas } from '@tonelens/core';
import { LOCAL_FEEDBACK_KEY, localFeedback } from './local-feedback';
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

describe('deviceFetch and "Not right?" feedback', () => {
  /** The extension's localStorage, as its pages share it. */
  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (i) => [...items.keys()][i] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  }

  it('keeps feedback on the device: stored, listed newest first, deleted, never sent', async () => {
    const store = memoryStorage();
    vi.stubGlobal('localStorage', store);
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      const body = { tone: 'Hurt', shownTone: 'calm', role: 'reader', analysisId: null, text: 'You never call.' };
      const first = schemas.feedback.parse(
        await apiRequest('POST', '/api/feedback', { ...body, textHash: '0'.repeat(64) }, base),
      );
      expect(first).toMatchObject({ id: 1, tone: 'Hurt', toneId: 'hurt', role: 'reader', text: 'You never call.' });
      expect(first.textHash).toBe(createHash('sha256').update('You never call.').digest('hex'));
      await apiRequest('POST', '/api/feedback', { ...body, tone: 'tired', text: null, textHash: 'a'.repeat(64) }, base);
      const page = await apiPage('/api/feedback', { ...base, schema: schemas.feedbackList, count: true });
      expect(page.items.map((f) => f.tone)).toEqual(['tired', 'Hurt']);
      expect(page.total).toBe(2);
      expect(JSON.parse(store.getItem(LOCAL_FEEDBACK_KEY)!)).toHaveLength(2);
      const file = schemas.journalExport.parse(await apiRequest('GET', '/api/journal/export', undefined, base));
      expect(file.feedback).toHaveLength(2);

      expect(await apiRequest('DELETE', '/api/feedback/1', undefined, base)).toEqual({ id: 1, deleted: true });
      await expect(apiRequest('DELETE', '/api/feedback/1', undefined, base)).rejects.toMatchObject({ status: 404 });
      await expect(apiRequest('POST', '/api/feedback', { tone: '' }, base)).rejects.toMatchObject({ status: 400 });
      expect(localFeedback(store).map((f) => f.tone)).toEqual(['tired']);
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
