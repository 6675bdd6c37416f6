/**
 * The four analysis modes as the screen names and explains them (spec analysis §1). The words live in the
 * message catalogues (`modes.<id>`); MODES holds the English ones.
 */
import type { Mode } from '@tonelens/core';
import en from '../i18n/locales/en.json';

/** One mode's button label, tooltip and guide text. */
export interface ModeInfo {
  id: Mode;
  label: string;
  tooltip: string;
  guide: string;
}

/** The modes in the order the selector shows them; plain is the default. */
export const MODE_IDS: readonly Mode[] = ['plain', 'tonelens', 'spectral', 'full'];

/** The modes with their English words, in the selector's order. */
export const MODES: readonly ModeInfo[] = MODE_IDS.map((id) => ({ id, ...en.modes[id] }));
