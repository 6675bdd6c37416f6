import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import de from './locales/de.json';

type Tree = { [key: string]: string | readonly string[] | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalogue as a dotted path and its text (array items by index). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value)) value.forEach((item: string, i) => out.set(`${path}.${i}`, item));
    else for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
  }
  return out;
}

/** The catalogue's keys with plural suffixes folded into their base key. */
function baseKeys(catalogue: Map<string, string>): Set<string> {
  return new Set([...catalogue.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
}

/** The {{variables}} a text interpolates, sorted (a format such as {{count, number}} counts as its name). */
function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

/** The plural forms a catalogue gives a base key ('one', 'other' …). */
function pluralForms(catalogue: Map<string, string>, base: string): string[] {
  return [...catalogue.keys()]
    .filter((k) => k.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(k))
    .map((k) => PLURAL_SUFFIX.exec(k)![1]!)
    .sort();
}

const english = leaves(en);
const translations = { es: leaves(es), fr: leaves(fr), de: leaves(de) };

describe('the message catalogues', () => {
  it('give English every plural form English has (one and other)', () => {
    const plurals = [...baseKeys(english)].filter((k) => pluralForms(english, k).length > 0);
    expect(plurals.length).toBeGreaterThan(0);
    for (const base of plurals) expect(pluralForms(english, base), base).toEqual(['one', 'other']);
  });

  for (const [language, catalogue] of Object.entries(translations)) {
    describe(language, () => {
      it('has every key of English and no other', () => {
        const missing = [...baseKeys(english)].filter((k) => !baseKeys(catalogue).has(k));
        const extra = [...baseKeys(catalogue)].filter((k) => !baseKeys(english).has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it("gives each plural key exactly the language's plural categories (Intl.PluralRules)", () => {
        const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
        for (const base of baseKeys(english)) {
          if (pluralForms(english, base).length === 0) continue;
          expect(pluralForms(catalogue, base), `${language} ${base}`).toEqual(categories);
        }
      });

      it('interpolates the same variables as English in every text', () => {
        const differing: string[] = [];
        for (const [key, text] of catalogue) {
          const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
          if (source === undefined) continue;
          const expected = variables(source);
          const found = variables(text);
          // A singular form may spell out the one ("un caractère") rather than print {{count}}.
          const ok = key.endsWith('_one')
            ? found.every((v) => expected.includes(v)) &&
              expected.filter((v) => v !== 'count').every((v) => found.includes(v))
            : found.join() === expected.join();
          if (!ok) differing.push(`${key}: ${found.join(',')} ≠ ${expected.join(',')}`);
        }
        expect(differing).toEqual([]);
      });

      it('translates the texts that a reader sees first', () => {
        for (const key of ['analyser.analyse', 'tone.names.warm.label', 'feedback.title']) {
          expect(catalogue.get(key), key).not.toBe(english.get(key));
        }
      });
    });
  }
});
