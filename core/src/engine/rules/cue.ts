/**
 * A cue: a phrase of the text that a tone rule found, with where it stands.
 * Rules that name a tone (blame, demands, dismissal, sarcasm) return cues so
 * every tone can show the words behind it.
 */

/** One phrase a rule found: the kind of cue, the phrase as written, and its UTF-16 offsets in the text. */
export interface Cue<K extends string = string> {
  kind: K;
  phrase: string;
  /** Offset of the first code unit of the phrase. */
  start: number;
  /** Offset just past the phrase. */
  end: number;
}

/** One pattern of a cue rule: the kind of cue it shows and a global, case-insensitive regular expression. */
export interface CuePattern<K extends string> {
  kind: K;
  pattern: RegExp;
}

/** Every match of every pattern in `text`, in text order; a match overlapping an earlier one is left out. */
export function findCues<K extends string>(text: string, patterns: readonly CuePattern<K>[]): Cue<K>[] {
  const found: Cue<K>[] = [];
  for (const { kind, pattern } of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const phrase = m[0].trim();
      const start = m.index + m[0].indexOf(phrase);
      found.push({ kind, phrase, start, end: start + phrase.length });
      if (m[0].length === 0) pattern.lastIndex++;
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Cue<K>[] = [];
  for (const cue of found) {
    const last = kept[kept.length - 1];
    if (!last || cue.start >= last.end) kept.push(cue);
  }
  return kept;
}
