/** Cutting a text into sentences, and finding the one that leans furthest from balance. */
import { analyseAxesLocally, AXES, type AxisScores, type LocalAxesResult } from '@tonelens/core';

/** Sentences considered in one text (keeps 1 MB inputs fast). */
export const MAX_SENTENCES = 400;

/** The sentences of a text (split after . ! ? … and at line breaks), trimmed, at most MAX_SENTENCES. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  const re = /[^.!?…\n]+[.!?…]*[”"’')\]]*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && out.length < MAX_SENTENCES) {
    const s = m[0].trim();
    if (/[\p{L}\p{N}]/u.test(s)) out.push(s);
  }
  return out;
}

/** How far the four axes sit from balance, summed (0..2). */
export function leanOf(axes: AxisScores): number {
  return AXES.reduce((s, { key }) => s + Math.abs(axes[key] - 0.5), 0);
}

/** The sentence whose own axes lean furthest from balance (undefined when no sentence leans). */
export function mostChargedSentence(text: string): { sentence: string; axes: LocalAxesResult } | undefined {
  let best: { sentence: string; axes: LocalAxesResult } | undefined;
  let bestLean = 0;
  for (const sentence of sentencesOf(text)) {
    const axes = analyseAxesLocally(sentence);
    const d = leanOf(axes);
    if (d > bestLean) {
      bestLean = d;
      best = { sentence, axes };
    }
  }
  return best;
}
