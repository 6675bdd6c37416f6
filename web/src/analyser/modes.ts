/** The four analysis modes as the screen names and explains them (spec analysis §1). */
import type { Mode } from '@tonelens/core';

/** One mode's button label, tooltip and guide text. */
export interface ModeInfo {
  id: Mode;
  label: string;
  tooltip: string;
  guide: string;
}

/** The modes in the order the selector shows them; plain is the default. */
export const MODES: readonly ModeInfo[] = [
  {
    id: 'plain',
    label: 'Plain',
    tooltip: 'Empathetic AI feedback with word count, character count and a basic sentiment.',
    guide:
      'Plain gives you empathetic feedback on what you wrote, with its word count, character count and a basic sentiment: positive, concerned, reflective or neutral.',
  },
  {
    id: 'tonelens',
    label: 'ToneLens',
    tooltip: 'Four dimensions from 0.00 to 1.00 (0.50 is balance), a summary and a conversational response.',
    guide:
      'ToneLens scores four dimensions from 0.00 to 1.00, where 0.50 is balance: warmth–detachment, certainty–ambiguity, intensity–restraint and conflict–coherence, with a written summary and a conversational response.',
  },
  {
    id: 'spectral',
    label: 'Spectral',
    tooltip: 'Maps every character to a frequency and colour, computed on your device.',
    guide:
      'Spectral maps each character of your text to a frequency and a colour: a frequency chart, a waveform, deep, suspended and bright tones, and a tonal playback. It runs entirely in your browser.',
  },
  {
    id: 'full',
    label: 'Full',
    tooltip: 'Everything combined, plus tension detection and a reflection room suggestion.',
    guide:
      'Full combines everything above and adds tension detection and a suggestion of a reflection room to continue in.',
  },
];
