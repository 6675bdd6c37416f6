/**
 * Dates in the reader's language, through Intl: "today", "hace 2 días",
 * "27. Nov. 2026" come from the browser's own locale data.
 */
import { useMemo } from 'react';
import { RELATIVE_DATE_MAX_DAYS, type Language } from '@tonelens/core';
import { useLanguage } from './index';

const DAY_MS = 86_400_000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** The first letter in upper case, by the language's rules ("heute" → "Heute"). */
function capitalise(text: string, language: Language): string {
  const [first = '', ...rest] = [...text];
  return first.toLocaleUpperCase(language) + rest.join('');
}

/**
 * A date relative to `now` by calendar day, in `language`: "Today",
 * "Yesterday", "3 days ago" ("Hoy", "Ayer", "Hace 3 días") up to
 * RELATIVE_DATE_MAX_DAYS, otherwise the date ("27 nov 2026"); '' for an
 * unreadable date. The same rule as core's dateLabel, which stays English.
 */
export function relativeDate(date: Date | string, language: Language, now: Date = new Date()): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(d)) / DAY_MS);
  if (days <= RELATIVE_DATE_MAX_DAYS) {
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    return capitalise(relative.format(-Math.max(0, days), 'day'), language);
  }
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(d);
}

/** A short day and month ("27 Nov", "27. Nov."), for chart axes. */
export function shortDate(date: Date | string, language: Language): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(d);
}

/** {@link relativeDate} and {@link shortDate} bound to the interface's current language. */
export function useDates() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      relativeDate: (date: Date | string, now?: Date) => relativeDate(date, language, now),
      shortDate: (date: Date | string) => shortDate(date, language),
    }),
    [language],
  );
}
