/**
 * The local rewriter: moves a text toward balance with explicit, explainable
 * edits — softening absolutes, calming intensity, replacing harsh words,
 * clarifying hedges and adding warmth where the text has none.
 */
import { analyseAxesLocally, type AxisScores } from '@tonelens/core';

/** Which way each kind of edit should push. */
export interface RewriteGoals {
  softenAbsolutes: boolean;
  calmIntensity: boolean;
  replaceHarshWords: boolean;
  clarifyHedges: boolean;
  addWarmth: boolean;
  addCoherence: boolean;
}

/** One edit that was made, for explanations. */
export interface RewriteEdit {
  kind: keyof RewriteGoals;
  from: string;
  to: string;
}

/** A rewrite and the edits behind it. */
export interface Rewrite {
  text: string;
  edits: RewriteEdit[];
}

type Rule = readonly [RegExp, string];

const ABSOLUTES: Rule[] = [
  [/\balways\b/gi, 'often'],
  [/\bnever\b/gi, 'rarely'],
  [/\beveryone\b/gi, 'many people'],
  [/\beverybody\b/gi, 'many people'],
  [/\bnobody\b/gi, 'few people'],
  [/\bno one\b/gi, 'few people'],
  [/\beverything\b/gi, 'a lot'],
  [/\bcompletely\b/gi, 'largely'],
  [/\btotally\b/gi, 'quite'],
  [/\bobviously,?\s*/gi, ''],
  [/\byou must\b/gi, 'could you'],
  [/\byou should\b/gi, 'you might'],
  [/\bdefinitely\b/gi, 'likely'],
];

const HARSH: Rule[] = [
  [/\bi hate\b/gi, 'I really struggle with'],
  [/\bhate\b/gi, 'dislike'],
  [/\bstupid\b/gi, 'frustrating'],
  [/\bidiotic\b/gi, 'hard to follow'],
  [/\bridiculous\b/gi, 'hard to accept'],
  [/\buseless\b/gi, 'not helpful yet'],
  [/\bpathetic\b/gi, 'disappointing'],
  [/\bterrible\b/gi, 'difficult'],
  [/\bawful\b/gi, 'hard'],
  [/\bhorrible\b/gi, 'painful'],
  [/\bdisgusting\b/gi, 'upsetting'],
  [/\bfurious\b/gi, 'very frustrated'],
  [/\bangry\b/gi, 'frustrated'],
  [/\bworst\b/gi, 'hardest'],
  [/\bshut up\b/gi, "let's pause"],
  [/\bwhatever\b/gi, 'okay'],
  [/\bfault\b/gi, 'part'],
  [/\bblame\b/gi, 'look at'],
];

const HEDGES: Rule[] = [
  [/\bi was (just )?wondering if\b/gi, 'I would like to ask whether'],
  [/\bi'?m not sure (if|whether)\b/gi, 'I would like to check whether'],
  [/\bi guess\b/gi, 'I think'],
  [/\bi suppose\b/gi, 'I think'],
  [/\b(kind|sort) of\s+/gi, ''],
  [/\bmaybe we could\b/gi, 'I suggest we'],
  [/\bmaybe\b,?\s*/gi, ''],
  [/\bperhaps\b,?\s*/gi, ''],
  [/\bpossibly\s+/gi, ''],
  [/\bi just\b/gi, 'I'],
  [/\bor something\b/gi, ''],
  [/\bi think i think\b/gi, 'I think'],
];

const INTENSITY: Rule[] = [
  [/!{2,}/g, '.'],
  [/\?{2,}/g, '?'],
  [/\b(very|really|extremely|incredibly|so) (very|really|extremely|incredibly|so)\b/gi, '$1'],
  [/\bextremely\b/gi, 'very'],
  [/\bincredibly\b/gi, 'very'],
];

const WARM_WORDS = /\b(thank|thanks|appreciate|grateful|care|love|glad|kind|dear|hope)\w*/i;

function matchCase(source: string, replacement: string): string {
  if (!replacement) return replacement;
  if (source[0] && source[0] === source[0].toUpperCase() && source[0] !== source[0].toLowerCase()) {
    return replacement[0]!.toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

function applyRules(text: string, rules: Rule[], kind: keyof RewriteGoals, edits: RewriteEdit[]): string {
  let out = text;
  for (const [pattern, replacement] of rules) {
    out = out.replace(pattern, (match: string, ...groups: unknown[]) => {
      const to = replacement.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1] ?? ''));
      const cased = matchCase(match, to);
      if (edits.length < 200) edits.push({ kind, from: match.trim(), to: cased.trim() });
      return cased;
    });
  }
  return out;
}

/** Shouted words (three or more capitals) become lower case; "I" and short acronyms stay. */
function lowerShouting(text: string, edits: RewriteEdit[]): string {
  return text.replace(/\b[A-Z]{4,}\b/g, (word) => {
    if (edits.length < 200) edits.push({ kind: 'calmIntensity', from: word, to: word.toLowerCase() });
    return word.toLowerCase();
  });
}

/** Re-capitalises sentence starts and tidies spaces a removal left behind. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/(^|[.!?]\s+|\n\s*)([a-z])/g, (_, lead: string, c: string) => lead + c.toUpperCase())
    .trim();
}

/** The edits a text needs to move toward balance, from its local axes. */
export function goalsFor(axes: AxisScores, text: string): RewriteGoals {
  return {
    softenAbsolutes: axes.certaintyAmbiguity > 0.6 || /\b(always|never|everyone|nobody|everything)\b/i.test(text),
    calmIntensity: axes.intensityRestraint > 0.6 || /!{2,}|\b[A-Z]{4,}\b/.test(text),
    replaceHarshWords: axes.warmthDetachment < 0.5 || axes.conflictCoherence < 0.5,
    clarifyHedges: axes.certaintyAmbiguity < 0.45,
    addWarmth: axes.warmthDetachment < 0.5 && !WARM_WORDS.test(text),
    addCoherence: axes.conflictCoherence < 0.4,
  };
}

/** Rewrites `text` with the given goals (default: the ones its own axes call for). */
export function rewriteTowardBalance(text: string, goals?: Partial<RewriteGoals>): Rewrite {
  const axes = analyseAxesLocally(text);
  const g: RewriteGoals = { ...goalsFor(axes, text), ...goals };
  const edits: RewriteEdit[] = [];
  let out = text;
  if (g.calmIntensity) {
    out = applyRules(out, INTENSITY, 'calmIntensity', edits);
    out = lowerShouting(out, edits);
  }
  if (g.softenAbsolutes) out = applyRules(out, ABSOLUTES, 'softenAbsolutes', edits);
  if (g.replaceHarshWords) out = applyRules(out, HARSH, 'replaceHarshWords', edits);
  if (g.clarifyHedges) out = applyRules(out, HEDGES, 'clarifyHedges', edits);
  out = tidy(out);
  if (g.addWarmth) {
    const opener =
      axes.conflictCoherence < 0.5 ? 'I want to talk this through with you.' : 'Thank you for reading this.';
    out = `${opener} ${out}`;
    edits.push({ kind: 'addWarmth', from: '', to: opener });
  }
  if (g.addCoherence) {
    const closer = 'What matters most to me is that we find a way forward together.';
    out = `${out}${/[.!?]$/.test(out) ? '' : '.'} ${closer}`;
    edits.push({ kind: 'addCoherence', from: '', to: closer });
  }
  if (out === text.trim()) {
    // Already balanced: make the intent explicit rather than hand back the same words.
    const closer =
      axes.intensityRestraint < 0.4
        ? 'This matters to me, and I wanted you to know.'
        : 'I hope this lands the way I mean it.';
    out = `${out}${/[.!?]$/.test(out) ? '' : '.'} ${closer}`;
    edits.push({ kind: 'addWarmth', from: '', to: closer });
  }
  return { text: out, edits };
}
