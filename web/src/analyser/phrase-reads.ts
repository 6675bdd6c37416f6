import type { ToneNameId } from '@tonelens/core/reading';
import type { TFunction } from 'i18next';
import { quote, toneLabel } from '../i18n/core-text';
import { listItems } from '../i18n/list-format';

/**
 * What a driving phrase does, the same words on every surface: "“Oh great” — reads as sarcastic"
 * (the tones in lower case, listed in the reader's language).
 */
export function phraseReadsText(t: TFunction, language: string, phrase: string, tones: readonly ToneNameId[]): string {
  const names = tones.map((id) => toneLabel(t, id).toLocaleLowerCase(language));
  return t('feedback.phraseReads', {
    phrase: quote(t, phrase),
    tones: listItems(names, language),
  });
}
