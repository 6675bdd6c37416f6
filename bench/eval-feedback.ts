/**
 * The engine against people's "Not right?" feedback: `npm run eval:tone -- --feedback <file>`,
 * where the file is a journal export (GET /api/journal/export, "Export journal" in settings) or a
 * plain array of feedback. For each feedback the person's tone (a catalogue id, or their own words
 * when they name none of the 28) is set against the engine's: readTone of the text now when the
 * feedback kept its text, else the tone the reading showed when the feedback was given. Prints,
 * per tone the people named, how often the engine's strongest tone was theirs, how often theirs
 * was among the tones it named, and how often it was in the same family; then the commonest
 * confusions. Measured only: nothing is fitted to it.
 */
import { readFileSync } from 'node:fs';
import { TONE_NAME_CATALOGUE, readTone, schemas, toneIdOf, type Feedback, type ToneNameId } from '@tonelens/core';

const FAMILY = new Map<string, string>(TONE_NAME_CATALOGUE.map((tone) => [tone.id, tone.family]));

/** One tone's figures: feedback naming it, and how many the engine matched three ways. */
export interface ToneScore {
  tone: ToneNameId;
  count: number;
  top: number;
  named: number;
  family: number;
}

/** The whole file's figures. */
export interface FeedbackScore {
  total: number;
  /** Feedback in the person's own words (no catalogue tone): counted, not scored. */
  ownWords: number;
  /** Feedback scored against a re-reading of its text, and against the tone shown at the time. */
  reread: number;
  asShown: number;
  /** Feedback that could not be scored: no text and no tone shown. */
  unscored: number;
  perTone: ToneScore[];
  confusions: { person: ToneNameId; engine: ToneNameId; count: number }[];
  writer: { count: number; top: number };
  reader: { count: number; top: number };
}

/** The feedback of an exported file (a journal export or a plain array); throws on anything else. */
export function feedbackOfFile(json: unknown): Feedback[] {
  const asExport = schemas.journalExport.safeParse(json);
  if (asExport.success) return asExport.data.feedback;
  return schemas.feedbackList.parse(json);
}

/** Scores the engine on `feedback` (see the file's comment). */
export function scoreFeedback(feedback: readonly Feedback[]): FeedbackScore {
  const perTone = new Map<ToneNameId, ToneScore>();
  const confusions = new Map<string, number>();
  const score: FeedbackScore = {
    total: feedback.length,
    ownWords: 0,
    reread: 0,
    asShown: 0,
    unscored: 0,
    perTone: [],
    confusions: [],
    writer: { count: 0, top: 0 },
    reader: { count: 0, top: 0 },
  };
  for (const item of feedback) {
    const person = item.toneId ?? toneIdOf(item.tone);
    if (!person) {
      score.ownWords++;
      continue;
    }
    let engine: ToneNameId[];
    if (item.text) {
      engine = readTone(item.text).tones.map((tone) => tone.name);
      score.reread++;
    } else if (item.shownTone) {
      engine = [item.shownTone];
      score.asShown++;
    } else {
      score.unscored++;
      continue;
    }
    const row = perTone.get(person) ?? { tone: person, count: 0, top: 0, named: 0, family: 0 };
    perTone.set(person, row);
    const top = engine[0]!;
    row.count++;
    if (top === person) row.top++;
    if (engine.includes(person)) row.named++;
    if (FAMILY.get(top) === FAMILY.get(person)) row.family++;
    if (top !== person) confusions.set(`${person}>${top}`, (confusions.get(`${person}>${top}`) ?? 0) + 1);
    if (item.role) {
      score[item.role].count++;
      if (top === person) score[item.role].top++;
    }
  }
  score.perTone = [...perTone.values()].sort((a, b) => b.count - a.count || a.tone.localeCompare(b.tone));
  score.confusions = [...confusions.entries()]
    .map(([pair, count]) => {
      const [person, engine] = pair.split('>') as [ToneNameId, ToneNameId];
      return { person, engine, count };
    })
    .sort((a, b) => b.count - a.count)
    .slice(0, 10);
  return score;
}

const pct = (n: number, of: number) => (of === 0 ? '   –  ' : `${((100 * n) / of).toFixed(1).padStart(5)} %`);

/** Prints the figures of the file at `path`. */
export function evalFeedback(path: string): void {
  const score = scoreFeedback(feedbackOfFile(JSON.parse(readFileSync(path, 'utf8'))));
  const scored = score.perTone.reduce((n, t) => n + t.count, 0);
  const sum = (key: 'top' | 'named' | 'family') => score.perTone.reduce((n, t) => n + t[key], 0);
  console.log(`"Not right?" feedback in ${path}: ${score.total} in all`);
  console.log(
    `  scored ${scored} (${score.reread} re-read from their text, ${score.asShown} against the tone shown then); ` +
      `${score.ownWords} in the person's own words, ${score.unscored} with neither text nor tone shown`,
  );
  console.log(
    `  engine's strongest tone = the person's: ${pct(sum('top'), scored)}; among the tones named: ${pct(sum('named'), scored)}; same family: ${pct(sum('family'), scored)}`,
  );
  console.log(
    `  as the writer meant it: ${pct(score.writer.top, score.writer.count)} of ${score.writer.count}; ` +
      `as a reader heard it: ${pct(score.reader.top, score.reader.count)} of ${score.reader.count}`,
  );
  console.log('\n  tone (the person’s) | feedback | strongest | named | family');
  for (const t of score.perTone) {
    console.log(
      `  ${t.tone.padEnd(20)} | ${String(t.count).padStart(8)} | ${pct(t.top, t.count)} | ${pct(t.named, t.count)} | ${pct(t.family, t.count)}`,
    );
  }
  if (score.confusions.length > 0) {
    console.log('\n  commonest confusions (the person’s → the engine’s):');
    for (const c of score.confusions) console.log(`    ${c.person} → ${c.engine}: ${c.count}`);
  }
}
