/**
 * The named tones against people's: how often readTone's strongest tone is one a person
 * named for the text (bench/tone-sets/named.csv, and named-es, named-fr, named-de.csv in
 * Spanish, French and German, messages and journal lines written for this purpose, each with the tone or tones a person would name, the first the likeliest),
 * how often its family (positive, steady, tense) is right, how often sarcasm is named on
 * sarcastic texts and on sincere positive ones; and the family on the everyday set, whose
 * sentiment class stands for a family (positive → positive, concerned → tense, reflective
 * and neutral → steady).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  readTone,
  TONE_IDS,
  TONES,
  type Language,
  type ReadingContext,
  type ToneFamily,
  type ToneId,
} from '@tonelens/core';
import '../core/src/engine/languages/all';
import { parseCsvRecords } from './csv';

const pct = (k: number, n: number) => (n === 0 ? '   n/a' : `${((100 * k) / n).toFixed(1).padStart(5)}%`);

const CLASS_FAMILY: Readonly<Record<string, ToneFamily>> = {
  positive: 'positive',
  concerned: 'tense',
  reflective: 'steady',
  neutral: 'steady',
};

const isTone = (name: string): name is ToneId => (TONE_IDS as readonly string[]).includes(name);

/** The named sets in Spanish, French and German (bench/tone-sets/named-<language>.csv), written for the purpose as named.csv is. */
const LANGUAGE_SETS = ['es', 'fr', 'de'] as const;

/** Prints the named-tone figures; `showMisses` lists the texts whose strongest tone no person named. */
export function namedTones(root: string, showMisses: boolean): void {
  namedSet(root, 'named.csv', undefined, showMisses);
  everydayFamilies(root, showMisses);
  for (const language of LANGUAGE_SETS) namedSet(root, `named-${language}.csv`, language, showMisses);
  console.log('');
}

/** The named-tone figures of one set, read in `language` (English when undefined). */
function namedSet(root: string, file: string, language: Language | undefined, showMisses: boolean): void {
  const path = join(root, 'bench/tone-sets', file);
  if (!existsSync(path)) {
    console.log(`Named tones: ${path} not found; skipped.`);
    return;
  }
  const rows = parseCsvRecords(readFileSync(path, 'utf8')).filter((r) => r.text);
  let named = 0;
  let family = 0;
  let sarcastic = 0;
  let sarcasticNamed = 0;
  let sincere = 0;
  let sincereSarcasm = 0;
  const perTone = new Map<ToneId, { right: number; total: number }>();
  const misses: string[] = [];
  for (const row of rows) {
    const wanted = row.tone!.split('|').filter(isTone);
    const first = wanted[0];
    if (!first) throw new Error(`${file}: unknown tone "${row.tone}" for ${JSON.stringify(row.text)}`);
    const reading = readTone(row.text!, { context: row.context as ReadingContext, ...(language && { language }) });
    const top = reading.tones[0]!;
    const tally = perTone.get(first) ?? { right: 0, total: 0 };
    tally.total++;
    if (wanted.includes(top.name)) {
      named++;
      tally.right++;
    } else {
      const shown = reading.tones.map((t) => `${t.name} ${t.strength.toFixed(2)}`).join(', ');
      misses.push(`  ${JSON.stringify(row.text)}: ${shown} (want ${row.tone})`);
    }
    perTone.set(first, tally);
    if (top.family === TONES[first].family) family++;
    const saysSarcasm = reading.tones.some((t) => t.name === 'sarcastic');
    if (first === 'sarcastic') {
      sarcastic++;
      if (saysSarcasm) sarcasticNamed++;
    } else if (TONES[first].family === 'positive') {
      sincere++;
      if (saysSarcasm) sincereSarcasm++;
    }
  }
  console.log(`Named tones (bench/tone-sets/${file}): ${rows.length} messages and journal lines`);
  console.log(`  strongest tone one a person named: ${pct(named, rows.length)} (${named}/${rows.length})`);
  console.log(`  tone family right:                 ${pct(family, rows.length)}`);
  console.log(`  sarcasm named on sarcastic texts:  ${pct(sarcasticNamed, sarcastic)} of ${sarcastic}`);
  console.log(`  sarcasm named on sincere positive: ${pct(sincereSarcasm, sincere)} of ${sincere}`);
  const byTone = [...perTone.entries()]
    .sort((a, b) => b[1].total - a[1].total)
    .map(([tone, t]) => `${tone} ${t.right}/${t.total}`);
  console.log(`  per tone (right/total): ${byTone.join(', ')}`);
  if (showMisses) console.log(`\nStrongest tone no person named (${misses.length}):\n${misses.join('\n')}`);
}

/** The family of the strongest tone on the everyday set, against the family of its sentiment class. */
function everydayFamilies(root: string, showMisses: boolean): void {
  const path = join(root, 'bench/tone-sets/everyday.csv');
  if (!existsSync(path)) return;
  const rows = parseCsvRecords(readFileSync(path, 'utf8')).filter((r) => r.text && CLASS_FAMILY[r.sentiment!]);
  let right = 0;
  const misses: string[] = [];
  for (const row of rows) {
    const context: ReadingContext = row.kind === 'journal' ? 'journal' : 'message';
    const tones = readTone(row.text!, { context }).tones;
    if (tones[0]!.family === CLASS_FAMILY[row.sentiment!]) right++;
    else {
      const shown = tones.map((t) => `${t.name} ${t.strength.toFixed(2)}`).join(', ');
      misses.push(`  ${JSON.stringify(row.text)}: ${shown} (want ${CLASS_FAMILY[row.sentiment!]})`);
    }
  }
  console.log(`  everyday set, tone family right:   ${pct(right, rows.length)} of ${rows.length}`);
  if (showMisses) console.log(`\nEveryday texts in the wrong family (${misses.length}):\n${misses.join('\n')}`);
}
