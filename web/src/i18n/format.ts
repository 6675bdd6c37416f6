/**
 * Numbers and lists in the reader's language, through Intl: separators
 * ("0,50"), percent signs ("42 %") and conjunctions ("a, b und c") come from the
 * browser's own locale data, not from the catalogues. Pure of core's contract,
 * so the extension's popup can use it.
 */
import { useMemo } from 'react';
import type { Language } from '@tonelens/core';
import { useLanguage } from './index';
import { listItems } from './list-format';

/** A number with exactly `digits` decimals in `language` ("0.50", "0,50"). */
export function decimal(value: number, digits: number, language: Language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    Number.isFinite(value) ? value : 0,
  );
}

/** A whole percentage 0..100 with the language's sign and spacing ("42%", "42 %"). */
export function percentage(percent: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    (Number.isFinite(percent) ? percent : 0) / 100,
  );
}

/** A whole number with the language's grouping ("1,234", "1.234", "1 234"). */
export function integer(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** Items joined as a sentence would ("a, b and c", "a, b y c"). */
export function listed(
  items: readonly string[],
  language: Language,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return listItems(items, language, type);
}

/** The formatters above, bound to the interface's current language. */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      decimal: (value: number, digits: number) => decimal(value, digits, language),
      percentage: (percent: number) => percentage(percent, language),
      integer: (value: number) => integer(value, language),
      listed: (items: readonly string[], type?: 'conjunction' | 'disjunction') => listed(items, language, type),
    }),
    [language],
  );
}
