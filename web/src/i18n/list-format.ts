/**
 * Items joined as a sentence joins them ("a, b and c", "a, b y c"), with one Intl.ListFormat per
 * language and kind kept: building one costs several times what formatting does, and the readings
 * list a phrase's tones on every keystroke. No dependencies, so the extension's worker can use it.
 */
const FORMATS = new Map<string, Intl.ListFormat>();

/** `items` listed in `language`, joined by "and" (conjunction) or "or" (disjunction). */
export function listItems(
  items: readonly string[],
  language: string,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const key = `${language} ${type}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.ListFormat(language, { style: 'long', type });
    FORMATS.set(key, format);
  }
  return format.format(items);
}
