import { describe, expect, it } from 'vitest';
import { readTone, toneNameOf } from '@tonelens/core';
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

  it('answers null for a text too short to read', async () => {
    expect(await toneHandlers['tone:chip']({ text: ' a ', language: 'en' }, sender)).toBeNull();
  });
});
