import { describe, expect, it } from 'vitest';
import { readTone, toneNameOf } from '@tonelens/core';
import { chipWords } from '@/lib/chip-words';
import { quickCheck } from '@/lib/quick-check';
import { toneHandlers } from './tone';

const sender = { id: 'test' };

describe('the tone reading for the live-tone chip', () => {
  it('answers the chip’s reading of the text, named as every screen names it, in the chip’s language', async () => {
    const text = 'Thanks for nothing.';
    const reading = await toneHandlers['tone:chip']({ text, language: 'en' }, sender);
    expect(reading?.name).toBe(toneNameOf(readTone(text)).label);
    const german = await toneHandlers['tone:chip']({ text, language: 'de' }, sender);
    expect(german?.name).toBe('Sarkastisch');
  });

  it('reads a text in the chip’s language with that language’s reading, loaded on first use', async () => {
    const text = 'Estoy muy triste y harto de todo esto.';
    // Read as English, the Spanish words carry nothing: the chip would call it steady.
    expect(toneNameOf(readTone(text, { language: 'en' })).family).toBe('steady');
    const reading = await toneHandlers['tone:chip']({ text, language: 'es' }, sender);
    const spanish = toneNameOf(readTone(text, { language: 'es' }));
    expect(spanish.family).toBe('tense');
    expect(reading?.family).toBe('tense');
    expect(reading?.name).toBe(chipWords('es').tone.names[spanish.id].label);
  });

  it('answers null for a text too short to read', async () => {
    expect(await toneHandlers['tone:chip']({ text: ' a ', language: 'en' }, sender)).toBeNull();
  });
});

describe('the popup’s quick check', () => {
  it('answers the quick check of the text, named as every screen names it', async () => {
    const text = 'Seriously?? You told me you’d be there at 7 and I waited an hour.';
    const check = await toneHandlers['tone:quick']({ text, language: 'en' }, sender);
    expect(check).toEqual(JSON.parse(JSON.stringify(quickCheck(text))));
    expect(check?.tone.label).toBe(toneNameOf(readTone(text)).label);
  });

  it('reads a text in the popup’s language once that language’s reading is loaded for it', async () => {
    const text = 'Je suis tellement triste et épuisé par tout ça.';
    const check = await toneHandlers['tone:quick']({ text, language: 'fr' }, sender);
    expect(check?.tone.family).toBe('tense');
  });

  it('answers null for blank text', async () => {
    expect(await toneHandlers['tone:quick']({ text: '  \n ', language: 'en' }, sender)).toBeNull();
  });
});
