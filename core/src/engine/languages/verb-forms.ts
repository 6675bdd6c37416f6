/**
 * Verb forms read by their infinitive (French derive-fr.ts, Spanish derive-es.ts): a conjugated
 * verb that nothing rates as written is read as the first of its possible infinitives that the
 * language lists as a rated verb, or, for an irregular verb, as the infinitive its listed form
 * belongs to.
 */
import type { Derivation } from './language';
import { normaliseWord } from './tokens';

/**
 * Each form of irregular verbs written as lines of "infinitive: form form …" (LanguageDefinition
 * data), without diacritics, with its infinitive.
 */
export function irregularFormsOf(lines: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of lines.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const infinitive = normaliseWord(line.slice(0, colon).trim());
    for (const form of line
      .slice(colon + 1)
      .trim()
      .split(/\s+/))
      out.set(normaliseWord(form), infinitive);
  }
  return out;
}

/**
 * Derivations (LanguageReading.derivations) by infinitive: a form of `irregular` by its infinitive,
 * another by each of the infinitives `infinitives` gives that `verbs` lists, keeping its tone;
 * none for a word of `notVerbForms` (without diacritics), everyday words with a verb form's shape.
 */
export function verbDerivationsOf(
  infinitives: (word: string) => readonly string[],
  verbs: ReadonlySet<string>,
  notVerbForms: ReadonlySet<string> = new Set(),
  irregular: ReadonlyMap<string, string> = new Map(),
): (word: string) => Derivation[] {
  return (word) => {
    const form = normaliseWord(word);
    if (notVerbForms.has(form)) return [];
    const infinitive = irregular.get(form);
    if (infinitive !== undefined) return [{ base: infinitive, turn: 'keep' }];
    return infinitives(word)
      .filter((base) => verbs.has(base))
      .map((base) => ({ base, turn: 'keep' }));
  };
}
