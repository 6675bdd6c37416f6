/** The live-tone chip's reading, computed here for content scripts so the tone engine stays out of every page. */
import { loadLanguage } from '@tonelens/core/engine';
import { listen, type Handlers } from '@/lib/protocol';
import { chipReading } from '@/lib/chip-reading';

/**
 * Handles 'tone:chip': the chip's reading of the text, in the chip's language. The reader's
 * language reading (its words and lexicon, a chunk of its own) is loaded here the first time
 * that language asks, as the popup and side panel load it, so a text written in it is read in it
 * rather than as English; the content script never carries it.
 */
export const toneHandlers: Pick<Handlers, 'tone:chip'> = {
  'tone:chip': async ({ text, language }) => {
    if (language !== 'en') await loadLanguage(language);
    return chipReading(text, language);
  },
};

/** Answers 'tone:chip'. */
export function setupToneReading(): void {
  listen(toneHandlers);
}
