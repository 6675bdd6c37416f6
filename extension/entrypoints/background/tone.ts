/**
 * The tone readings other parts ask for: the live-tone chip's and the popup's quick check,
 * computed here so the tone engine and its learned weights live in the worker, not in every
 * page nor in the popup that must open at once.
 */
import { loadLanguage } from '@tonelens/core/engine';
import type { LanguageCode } from '@tonelens/core/reading';
import { listen, type Handlers } from '@/lib/protocol';
import { chipReading } from '@/lib/chip-reading';
import { quickCheck } from '@/lib/quick-check';

/**
 * Loads the reading of `language` (its words and lexicon, a chunk of its own) the first time it
 * is asked for, so a text written in the reader's language is read in it rather than as English.
 */
async function readingOf(language: LanguageCode): Promise<void> {
  if (language !== 'en') await loadLanguage(language);
}

/** Handles 'tone:chip' (the chip's reading, in the chip's language) and 'tone:quick' (the popup's quick check). */
export const toneHandlers: Pick<Handlers, 'tone:chip' | 'tone:quick'> = {
  'tone:chip': async ({ text, language }) => {
    await readingOf(language);
    return chipReading(text, language);
  },
  'tone:quick': async ({ text, language }) => {
    await readingOf(language);
    return quickCheck(text);
  },
};

/** Answers 'tone:chip' and 'tone:quick'. */
export function setupToneReading(): void {
  listen(toneHandlers);
}
