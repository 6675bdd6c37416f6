/**
 * Self-report: the writer names their own feeling ("I'm so frustrated with
 * myself", "I feel anxious", "Grateful for my sister today"). It is the
 * plainest evidence of what a person feels, and the tones weigh it as clear
 * (reading/read-tone.ts). Each kind is the feeling named, spelled as the tone it
 * names. Left out:
 * - a negated feeling ("I'm not angry");
 * - the courtesy of willingness ("happy to help", "pleased to inform you");
 * - the past ("I was worried, but…"): a feeling told as over is not the one the
 *   text carries now;
 * - hurt and sorrow for the reader, which rules/hurt.ts and rules/apology.ts read.
 */
import type { Cue } from './cue';

/** The feelings a writer may name, each as the tone it names. */
export type SelfReportKind =
  | 'frustrated'
  | 'annoyed'
  | 'angry'
  | 'sad'
  | 'disappointed'
  | 'worried'
  | 'anxious'
  | 'grateful'
  | 'excited'
  | 'joyful'
  | 'confident'
  | 'unsure'
  | 'calm';

/** The words of each feeling. */
export const FEELING_WORDS: Readonly<Record<SelfReportKind, readonly string[]>> = {
  frustrated: ['frustrated', 'fed up', 'exasperated'],
  annoyed: ['annoyed', 'irritated', 'irked'],
  angry: ['angry', 'furious', 'livid', 'enraged', 'outraged', 'pissed off', 'seething'],
  sad: ['sad', 'miserable', 'heartbroken', 'devastated', 'depressed', 'down', 'lonely', 'unhappy', 'gutted'],
  disappointed: ['disappointed', 'let down', 'disheartened'],
  worried: ['worried', 'concerned'],
  // Not "afraid": "I'm afraid we are out of stock" is a courtesy of bad news. "Freaking out" and "panicking"
  // name the fear as it runs away with the writer ("I'm freaking out"); rules/distress.ts reads them anywhere.
  anxious: ['anxious', 'nervous', 'scared', 'terrified', 'panicky', 'on edge', 'stressed', 'freaking out', 'panicking'],
  grateful: ['grateful', 'thankful'],
  excited: ['excited', 'thrilled', 'pumped', 'stoked', 'buzzing'],
  joyful: ['happy', 'glad', 'delighted', 'overjoyed', 'proud', 'elated', 'over the moon', 'content', 'relieved'],
  confident: ['confident', 'certain'],
  unsure: ['confused', 'unsure', 'uncertain', 'torn', 'conflicted'],
  calm: ['calm', 'relaxed', 'at peace'],
};

/** Each feeling word (lower case), with the feeling it names. */
const KIND_OF_WORD: ReadonlyMap<string, SelfReportKind> = new Map(
  (Object.entries(FEELING_WORDS) as [SelfReportKind, readonly string[]][]).flatMap(([kind, words]) =>
    words.map((word) => [word, kind] as const),
  ),
);
/** Every feeling word, longest first, as one alternation. */
const WORDS = [...KIND_OF_WORD.keys()].sort((a, b) => b.length - a.length).join('|');
const DEGREE = String.raw`(?: (?:so|really|very|quite|pretty|a bit|a little|rather|incredibly|extremely|super|truly|honestly|genuinely|just|kind of|kinda|more and more|increasingly|beyond|deeply|utterly|completely|totally))*`;
/** Willingness, not feeling: "happy to help", "glad to assist", "pleased to inform". */
const COURTESY = String.raw`(?! to (?:help|assist|answer|discuss|chat|meet|provide|share|talk|oblige|inform|announce|confirm|report|take|do|support|look|review|hear from)\b)`;

/** "I'm so frustrated…", "I feel anxious", "I've been down": the writer says how they feel now. */
const SAYS_I_FEEL = new RegExp(
  String.raw`\bi(?:['’]?m| am| feel|['’]ve been| have been| keep feeling)(?: feeling| getting)?${DEGREE} (${WORDS})\b${COURTESY}`,
  'gi',
);
/** A sentence opened by the feeling itself: "Feeling a bit lonely tonight", "Grateful for my sister today". */
const OPENS_WITH_FEELING = new RegExp(
  String.raw`(?:^|[.!?\n])[ \t]*((?:feeling${DEGREE} (${WORDS})\b|(?:so |really |very |truly |just )?(${WORDS}) (?:for|about|that|to|with|by)\b)${COURTESY})`,
  'gi',
);

/** The phrases of `text` in which the writer names a feeling of their own, in text order. */
export function findSelfReports(text: string): Cue<SelfReportKind>[] {
  const found: Cue<SelfReportKind>[] = [];
  SAYS_I_FEEL.lastIndex = 0;
  for (let m = SAYS_I_FEEL.exec(text); m; m = SAYS_I_FEEL.exec(text)) {
    found.push({
      kind: KIND_OF_WORD.get(m[1]!.toLowerCase())!,
      phrase: m[0],
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  OPENS_WITH_FEELING.lastIndex = 0;
  for (let m = OPENS_WITH_FEELING.exec(text); m; m = OPENS_WITH_FEELING.exec(text)) {
    const phrase = m[1]!;
    const start = m.index + m[0].length - phrase.length;
    const kind = KIND_OF_WORD.get((m[2] ?? m[3]!).toLowerCase())!;
    found.push({ kind, phrase, start, end: start + phrase.length });
    // The next sentence may open right after this one's mark.
    OPENS_WITH_FEELING.lastIndex = start + phrase.length;
  }
  return found.sort((a, b) => a.start - b.start);
}
