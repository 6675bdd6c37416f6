import { describe, expect, it } from 'vitest';
import { analyseSpectral, entrySpectralValue, signatureEntries } from '@tonelens/core';
import { saveRequestOf } from './run-analysis';
import { toneOf } from './tone-of';

const TEXTS = [
  "I'm really disappointed that you didn't show up. I waited for an hour.",
  'Congratulations on the new job! So happy for you!',
  'The meeting is at ten.',
];

describe('saveRequestOf', () => {
  it.each(['plain', 'spectral'] as const)(
    'saves in %s mode what the result showed: the tone’s axes and the spectral value',
    (mode) => {
      for (const text of TEXTS) {
        const spectral = mode === 'spectral' ? analyseSpectral(text) : undefined;
        const body = saveRequestOf(text, mode, spectral, undefined);
        const shown = toneOf(text, null);
        // As the API stores it: tension 1 or 0 comes back as a boolean.
        const saved = {
          ...body,
          id: 1,
          createdAt: new Date().toISOString(),
          tensionDetected: body.tensionDetected === 1,
        };
        const [entry] = signatureEntries([saved]);
        // The signature counts the entry tense exactly when the result told it so, at the same value.
        expect(entry!.tense).toBe(shown.tense);
        expect(entry!.spectralValue).toBe(entrySpectralValue(analyseSpectral(text)));
        expect(body.warmthDetachment).toBe(shown.axes.warmthDetachment);
      }
    },
  );
});
