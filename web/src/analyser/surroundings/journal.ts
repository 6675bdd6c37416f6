/** Journal rules (spec surroundings §3, §4, §8, §9): sort order, dominant tones and the entry's text. */
import en from '../../i18n/locales/en.json';
import { JOURNAL_PREVIEW_ENTRIES, TEXT_NOT_AVAILABLE, type JournalEntry, type ToneCategory } from '@tonelens/core';

/** Sort order of the journal: newest first (desc) or oldest first (asc). */
export type JournalOrder = 'desc' | 'asc';

/** The other order (the sort toggle). */
export function toggleOrder(order: JournalOrder): JournalOrder {
  return order === 'desc' ? 'asc' : 'desc';
}

/** Entries sorted by createdAt in the given order; equal times keep a stable order by id. */
export function sortJournal<T extends Pick<JournalEntry, 'createdAt' | 'id'>>(
  entries: readonly T[],
  order: JournalOrder,
): T[] {
  const sign = order === 'desc' ? -1 : 1;
  return [...entries].sort((a, b) => {
    const diff = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
    return diff !== 0 ? sign * diff : sign * (a.id - b.id);
  });
}

/** The entries the widget shows: the first 2 in the chosen order. */
export function journalPreview<T extends Pick<JournalEntry, 'createdAt' | 'id'>>(
  entries: readonly T[],
  order: JournalOrder,
): T[] {
  return sortJournal(entries, order).slice(0, JOURNAL_PREVIEW_ENTRIES);
}

const TONES: readonly ToneCategory[] = ['deep', 'suspended', 'bright'];

/** How a journal tag names a tone category in English (the catalogues' `journal.category`): where the text's letters sit on the spectrum. */
export const TONE_CATEGORY_WORDS: Readonly<Record<ToneCategory, string>> = en.journal.category;

/** The dominant tones of an entry: JSON text of a list of deep/suspended/bright; anything unparseable is an empty list. */
export function parseDominantTones(text: string | null | undefined): ToneCategory[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter((t): t is ToneCategory => TONES.includes(t as ToneCategory));
  } catch {
    return [];
  }
}

/** The text to show for an entry: its text, or `missing` ('Text not available' by default) when it is missing or blank. */
export function entryText(text: string | null | undefined, missing: string = TEXT_NOT_AVAILABLE): string {
  return text && text.trim().length > 0 ? text : missing;
}
