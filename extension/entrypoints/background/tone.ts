/** The live-tone chip's reading, computed here for content scripts so the tone engine stays out of every page. */
import { listen, type Handlers } from '@/lib/protocol';
import { chipReading } from '@/lib/chip-reading';

/** Handles 'tone:chip': the chip's reading of the text, in the chip's language. */
export const toneHandlers: Pick<Handlers, 'tone:chip'> = {
  'tone:chip': ({ text, language }) => chipReading(text, language),
};

/** Answers 'tone:chip'. */
export function setupToneReading(): void {
  listen(toneHandlers);
}
