/**
 * Tone evaluation: how well the local engine's readings agree with people, beside
 * VADER (`vader-sentiment`) and AFINN (`sentiment`) in the same run. Prints figures;
 * never fails on a target.
 *
 * 1. EmoBank train+dev (Buechel & Hahn, EACL 2017, CC BY-SA 4.0): 9,062 sentences rated
 *    for valence (V), arousal (A) and dominance (D), 1..5. Pearson r of warmth with V,
 *    intensity with A, certainty with D; direction accuracy on the clearly rated
 *    sentences (≤ 2.5 or ≥ 3.5: the score must lean the same way from balance); and the
 *    share of texts where each axis moved at all. Measured only: nothing the product
 *    ships is fitted to it. Path: $TONE_DATA or ../shared/tone-data beside the repo.
 * 2. The everyday set (bench/tone-sets/everyday.csv, written for this purpose): the
 *    sentiment class, and each axis's expected direction (+ above 0.5, − below,
 *    = between 0.4 and 0.6).
 * 3. Review sentences labelled positive or negative by people: Kotzias et al.'s
 *    "Sentiment Labelled Sentences" (KDD 2015, UCI repository, CC BY 4.0), 1,000 each from
 *    Amazon, IMDb and Yelp, as the `sentiment` package ships them for its own tests. Warmth's
 *    direction against the label, beside VADER's and AFINN's. Measured only, as EmoBank is.
 *
 * 4. Spanish, French and German tweets (UMSAB, measure only): eval-languages.ts.
 *
 * `npm run eval:tone` (add `-- --misses` to list the everyday texts read wrongly).
 * `npm run eval:tone -- --feedback <file>` scores the engine on an exported journal's
 * "Not right?" feedback instead (eval-feedback.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Sentiment from 'sentiment';
import vader from 'vader-sentiment';
import { analyseLocally, readAxes, readTone } from '@tonelens/core';
import { parseCsvRecords } from './csv';
import { evalLanguages } from './eval-languages';
import { politenessEvaluation } from './eval-politeness';
import { evalGoEmotions } from './eval-emotions';
import { namedTones } from './eval-named';
import { evalFeedback } from './eval-feedback';

const root = resolve(import.meta.dirname, '..');
const dataDir = process.env.TONE_DATA ?? resolve(root, '../shared/tone-data');
const showMisses = process.argv.includes('--misses');
const afinn = new Sentiment();

/** Pearson correlation of two equal-length series (0 when either is constant). */
function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i]!;
    my += ys[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

const pct = (k: number, n: number) => (n === 0 ? '   n/a' : `${((100 * k) / n).toFixed(1).padStart(5)}%`);
const r3 = (r: number) => r.toFixed(4).padStart(6);

/** One analyser's reading of a text on a scale where its balance is `centre`. */
interface Reader {
  name: string;
  centre: number;
  /** Valence-like, arousal-like and dominance-like readings. */
  read(text: string): { v: number; a: number; d: number };
}

const readers: Reader[] = [
  {
    name: 'ToneLens',
    centre: 0.5,
    read(text) {
      const { axes } = analyseLocally(text);
      return { v: axes.warmthDetachment, a: axes.intensityRestraint, d: axes.certaintyAmbiguity };
    },
  },
  {
    // The axes every screen shows (readTone's): the same, with the praise sarcasm rides on read as its opposite.
    name: 'as shown',
    centre: 0.5,
    read(text) {
      const { axes } = readAxes(text);
      return { v: axes.warmthDetachment, a: axes.intensityRestraint, d: axes.certaintyAmbiguity };
    },
  },
  {
    name: 'VADER',
    centre: 0,
    read(text) {
      const c = vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;
      // VADER has no arousal or dominance: strength of feeling and valence stand in.
      return { v: c, a: Math.abs(c), d: c };
    },
  },
  {
    name: 'AFINN',
    centre: 0,
    read(text) {
      const c = afinn.analyze(text).comparative;
      return { v: c, a: Math.abs(c), d: c };
    },
  },
];

function emoBank(): void {
  const path = join(dataDir, 'emobank-train-dev.csv');
  if (!existsSync(path)) {
    console.log(`EmoBank: ${path} not found (set TONE_DATA); skipped.\n`);
    return;
  }
  const rows = parseCsvRecords(readFileSync(path, 'utf8')).filter((r) => r.text);
  const gold = { v: rows.map((r) => Number(r.V)), a: rows.map((r) => Number(r.A)), d: rows.map((r) => Number(r.D)) };
  console.log(`EmoBank train+dev (Buechel & Hahn 2017, CC BY-SA 4.0): ${rows.length} sentences rated 1..5`);
  console.log(
    'analyser | r warmth~V | r intensity~A | r certainty~D | V direction (clear) | A direction | D direction | moved V/A/D',
  );
  for (const reader of readers) {
    const started = performance.now();
    const readings = rows.map((r) => reader.read(r.text!));
    const ms = performance.now() - started;
    const cols = (['v', 'a', 'd'] as const).map((k) => {
      const xs = readings.map((x) => x[k]);
      const r = pearson(xs, gold[k]);
      let right = 0;
      let clear = 0;
      gold[k].forEach((g, i) => {
        if (g > 2.5 && g < 3.5) return;
        clear++;
        const x = xs[i]! - (k === 'a' && reader.centre === 0 ? 0 : reader.centre);
        // VADER and AFINN give no arousal below balance: for them a rated-calm sentence is right when they read no feeling.
        const leans = k === 'a' && reader.centre === 0 ? (x > 0.05 ? 1 : -1) : Math.sign(x);
        if (leans === (g >= 3.5 ? 1 : -1)) right++;
      });
      const moved = xs.filter((x) => x !== reader.centre).length;
      return { r, right, clear, moved };
    });
    console.log(
      `${reader.name.padEnd(8)} | ${r3(cols[0]!.r).padStart(10)} | ${r3(cols[1]!.r).padStart(13)} | ${r3(cols[2]!.r).padStart(13)} | ` +
        `${pct(cols[0]!.right, cols[0]!.clear)} of ${String(cols[0]!.clear).padStart(4)}      | ${pct(cols[1]!.right, cols[1]!.clear)}      | ${pct(cols[2]!.right, cols[2]!.clear)}      | ` +
        `${cols.map((c) => pct(c.moved, rows.length).trim()).join(' / ')}  (${ms.toFixed(0)} ms)`,
    );
  }
  console.log('(as shown: ToneLens with sarcasm read, as readTone gives every screen its axes.)');
  console.log('(VADER and AFINN read only valence: |score| stands in for arousal and the score for dominance.)\n');
}

type Direction = '+' | '-' | '=';
const AXIS_COLUMNS = [
  ['warmth', 'warmthDetachment'],
  ['intensity', 'intensityRestraint'],
  ['certainty', 'certaintyAmbiguity'],
  ['coherence', 'conflictCoherence'],
] as const;

function directionHolds(expected: Direction, value: number): boolean {
  if (expected === '+') return value > 0.5;
  if (expected === '-') return value < 0.5;
  return value >= 0.4 && value <= 0.6;
}

function everyday(): void {
  const path = join(root, 'bench/tone-sets/everyday.csv');
  if (!existsSync(path)) {
    console.log(`Everyday set: ${path} not found; skipped.`);
    return;
  }
  const rows = parseCsvRecords(readFileSync(path, 'utf8')).filter((r) => r.text);
  console.log(`Everyday set (bench/tone-sets/everyday.csv): ${rows.length} messages`);
  let classRight = 0;
  const axisRight = AXIS_COLUMNS.map(() => ({ right: 0, total: 0, balancedRight: 0, balanced: 0 }));
  let vaderRight = 0;
  let afinnRight = 0;
  let polar = 0;
  const misses: string[] = [];
  for (const row of rows) {
    const { axes, stats } = analyseLocally(row.text!);
    const wrong: string[] = [];
    if (stats.sentimentClassification === row.sentiment) classRight++;
    else wrong.push(`class ${stats.sentimentClassification} (want ${row.sentiment})`);
    AXIS_COLUMNS.forEach(([column, key], i) => {
      const expected = row[column] as Direction;
      const ok = directionHolds(expected, axes[key]);
      const tally = axisRight[i]!;
      if (expected === '=') {
        tally.balanced++;
        if (ok) tally.balancedRight++;
      } else {
        tally.total++;
        if (ok) tally.right++;
      }
      if (!ok) wrong.push(`${column} ${axes[key].toFixed(2)} (want ${expected})`);
    });
    const warmthWant = row.warmth as Direction;
    if (warmthWant !== '=') {
      polar++;
      const sign = warmthWant === '+' ? 1 : -1;
      if (Math.sign(vader.SentimentIntensityAnalyzer.polarity_scores(row.text!).compound) === sign) vaderRight++;
      if (Math.sign(afinn.analyze(row.text!).comparative) === sign) afinnRight++;
    }
    if (wrong.length > 0) misses.push(`  ${JSON.stringify(row.text)}: ${wrong.join('; ')}`);
  }
  console.log(`  sentiment class right: ${pct(classRight, rows.length)} (${classRight}/${rows.length})`);
  AXIS_COLUMNS.forEach(([column], i) => {
    const t = axisRight[i]!;
    console.log(
      `  ${column.padEnd(9)} direction right: ${pct(t.right, t.total)} of ${t.total} leaning; balance kept (0.4..0.6): ${pct(t.balancedRight, t.balanced)} of ${t.balanced}`,
    );
  });
  console.log(
    `  warmth direction of the leaning texts, beside: VADER ${pct(vaderRight, polar)}, AFINN ${pct(afinnRight, polar)}`,
  );
  if (showMisses) console.log(`\nRead wrongly (${misses.length}):\n${misses.join('\n')}`);
}

/** Warmth's direction against people's positive/negative label on review sentences (see 3. above). */
function reviews(): void {
  const dir = join(root, 'node_modules/sentiment/test/fixtures');
  const sources = ['amazon', 'imdb', 'yelp'].filter((name) => existsSync(join(dir, `${name}.json`)));
  if (sources.length === 0) {
    console.log(`Review sentences: ${dir} not found; skipped.\n`);
    return;
  }
  console.log(
    'Review sentences (Kotzias et al. 2015, UCI Sentiment Labelled Sentences, CC BY 4.0), labelled positive or negative',
  );
  console.log(
    'source   | sentences | ToneLens right (of those it moved) | as shown (sarcasm read)  | VADER right (moved)     | AFINN right (moved)',
  );
  for (const name of sources) {
    const rows = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as { text: string; class: number }[];
    const cols = readers.map((reader) => {
      let right = 0;
      let moved = 0;
      for (const row of rows) {
        const lean = reader.read(row.text).v - reader.centre;
        if (lean === 0) continue;
        moved++;
        if ((lean > 0 ? 1 : 0) === row.class) right++;
      }
      // A reading that does not move is counted wrong: every sentence here is labelled one way or the other.
      return `${pct(right, rows.length)} (${pct(right, moved).trim()} of ${pct(moved, rows.length).trim()})`;
    });
    console.log(
      `${name.padEnd(8)} | ${String(rows.length).padStart(9)} | ${cols[0]!.padEnd(34)} | ${cols[1]!.padEnd(24)} | ${cols[2]!.padEnd(23)} | ${cols[3]}`,
    );
  }
  console.log('(right: share of all sentences read the labelled way; a reading at balance counts wrong)');
  reviewTones(sources.flatMap((name) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Review[]));
}

interface Review {
  text: string;
  class: number;
}

/**
 * The strongest tone's family on the same sentences: a negative review should read tense, a positive one positive,
 * and a complaint about a thing should not be named a fear of the writer's (Anxious or Worried).
 */
function reviewTones(rows: readonly Review[]): void {
  let negative = 0;
  let tense = 0;
  let fear = 0;
  let positive = 0;
  let glad = 0;
  for (const row of rows) {
    const top = readTone(row.text).tones[0]!;
    if (row.class === 0) {
      negative++;
      if (top.family === 'tense') tense++;
      if (top.name === 'anxious' || top.name === 'worried') fear++;
    } else {
      positive++;
      if (top.family === 'positive') glad++;
    }
  }
  console.log(
    `strongest tone's family, all three sources: negative read tense ${pct(tense, negative).trim()} (named Anxious or Worried ${pct(fear, negative).trim()}), positive read positive ${pct(glad, positive).trim()}\n`,
  );
}

const feedbackAt = process.argv.indexOf('--feedback');
if (feedbackAt >= 0) {
  const file = process.argv[feedbackAt + 1];
  if (!file) {
    console.error('Usage: npm run eval:tone -- --feedback <exported journal .json>');
    process.exit(2);
  }
  evalFeedback(file);
  process.exit(0);
}

console.log('ToneLens tone evaluation (prints figures; never fails)\n');
emoBank();
evalGoEmotions(dataDir);
reviews();
politenessEvaluation();
everyday();
namedTones(root, showMisses);
evalLanguages(dataDir);
