/**
 * What a chat message asks for, read from its words: how to phrase something,
 * a feeling to be heard, a question about the reading, or something else; and
 * the feelings a text names, in plain words.
 */
import type { Aim } from './phrase-table';

/** The kind of answer a message calls for. */
export type Intent = 'phrasing' | 'reading' | 'feeling' | 'other';

const PHRASING =
  /\b(?:how (?:can|could|do|should|would|might) i (?:say|phrase|word|put|write|tell|ask|answer|reply|respond|make|sound|soften|start|open|end|explain)|how (?:to|do you|would you) (?:say|phrase|word|put|write)|re-?word|re-?phrase|re-?write|(?:make|get) (?:it|this|that) (?:sound|read|seem|come across)|without sounding|sound (?:less|more|nicer|kinder|softer|firmer|friendlier)|(?:softer|gentler|kinder|nicer|politer|friendlier|firmer|clearer|warmer|calmer) (?:way|version)|better way to|what should i (?:say|write)|help me (?:say|write|word|phrase)|another way to (?:say|put))\b/i;

const READING =
  /\b(?:why (?:does|is|did|do|would)|what makes|what made|which (?:words?|part|line|phrase|sentence)|where does|my (?:score|reading)|the (?:score|reading|scores)|rated|warmth|certainty|intensity|coherence|tension|axis|axes|(?:read|reads|come|comes) (?:across|off) as|explain (?:the|my|this) (?:reading|score|result)|insights?|emotional state|how does (?:it|this) (?:read|sound|come across))\b/i;

/** Feeling words and the plain word a reply uses for each. */
const FEELINGS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:alone|lonely|lonelier|loneliest|isolated|left out)\b/i, 'lonely'],
  [/\b(?:sad|sadder|down|low|blue|heartbroken|miserable|unhappy|gutted)\b/i, 'sad'],
  [/\b(?:hopeless|worthless|empty|numb|pointless)\b/i, 'hopeless'],
  [/\bupset\b/i, 'upset'],
  [/\b(?:angry|furious|mad|livid|annoyed|irritated|resentful)\b/i, 'angry'],
  [/\b(?:frustrated|fed up|stuck)\b/i, 'frustrated'],
  [/\b(?:anxious|worried|nervous|scared|afraid|frightened|panicky|on edge|uneasy)\b/i, 'anxious'],
  [/\b(?:overwhelmed|stressed|swamped|drowning|too much)\b/i, 'overwhelmed'],
  [/\b(?:tired|exhausted|drained|worn out|burnt out|burned out)\b/i, 'worn out'],
  [/\b(?:hurt|wounded|betrayed|let down|rejected|ignored|invisible|unseen)\b/i, 'hurt'],
  [/\b(?:ashamed|embarrassed|guilty|stupid for)\b/i, 'ashamed'],
  [/\b(?:confused|lost|unsure|torn|mixed up)\b/i, 'unsure'],
  [/\b(?:jealous|envious)\b/i, 'jealous'],
  [/\b(?:happy|glad|excited|thrilled|delighted|joyful)\b/i, 'happy'],
  [/\b(?:proud|relieved|grateful|thankful|hopeful|calm|peaceful)\b/i, 'hopeful'],
  [/\bmiss (?:him|her|them|you|my|home|it|how|the way|being|having|when|our|us)\b/i, 'sad'],
  [/\b(?:failing|failure|not good enough|a mess|falling behind)\b/i, 'discouraged'],
  [/\b(?:regret|regretted|wish i hadn'?t|wish i had(?:n'?t)? said)\b/i, 'regretful'],
  [/\b(?:nobody|no one|no-one) (?:texted|called|came|remembered|noticed|asked|cared|wrote|replied)\b/i, 'hurt'],
  [/\b(?:don'?t|do not) know what (?:i want|to do|to say)|can'?t decide\b/i, 'unsure'],
  [/\b(?:got the job|passed|i did it|we did it|can'?t believe it|so excited)\b/i, 'happy'],
];

const FEELING_CUE =
  /\b(?:i (?:feel|felt|am feeling|'m feeling|have been feeling|keep feeling|'ve been feeling)|i(?:'m| am| was| have been|'ve been) (?:so |really |very |just |a bit |kind of |feeling |pretty |quite |getting )?\w+|(?:feels?|feeling) (?:like|so|really)?|i miss\b|i can'?t (?:stop|sleep|cope|breathe)|i'?m struggling|it hurts|nobody (?:cares|listens|notices))/i;

/** Feelings a reply meets with gladness rather than care. */
export const POSITIVE_FEELINGS: ReadonlySet<string> = new Set(['happy', 'hopeful']);

/** Words that say things are very heavy; a reflection then also mentions reaching someone. */
export const HEAVY =
  /\b(?:hopeless|worthless|can'?t go on|no point|end it|hurt myself|give up on everything|nothing matters)\b/i;

/** The plain feelings a text names, most prominent first (empty when it names none). */
export function feelingsIn(text: string): string[] {
  const found: { word: string; at: number }[] = [];
  for (const [pattern, word] of FEELINGS) {
    const m = pattern.exec(text);
    if (m && !found.some((f) => f.word === word)) found.push({ word, at: m.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.word);
}

/** What the message asks for. */
export function intentOf(message: string): Intent {
  if (PHRASING.test(message)) return 'phrasing';
  if (READING.test(message) && /\?|\b(?:why|explain|what|which|share|tell me)\b/i.test(message)) return 'reading';
  if (feelingsIn(message).length > 0 && (FEELING_CUE.test(message) || /\b(?:i|i'm|i've|my|me|myself)\b/i.test(message)))
    return 'feeling';
  if (FEELING_CUE.test(message) && /\bi (?:feel|felt)\b/i.test(message)) return 'feeling';
  return 'other';
}

/** Directions a phrasing request names ("less passive-aggressive" → warmer and calmer). */
export function aimsNamedIn(message: string): Aim[] {
  const aims = new Set<Aim>();
  if (
    /\b(?:passive[- ]aggressive|rude|harsh|cold|blunt|bossy|demanding|aggressive|mean|angry|curt|nicer|kinder|softer|gentler|warmer|politer|polite|friendlier|friendly)\b/i.test(
      message,
    )
  ) {
    aims.add('warmer');
    aims.add('calmer');
  }
  if (
    /\b(?:clearer|more direct|direct|confident|firmer|assertive|stronger|less vague|wishy[- ]washy|unsure|weak)\b/i.test(
      message,
    )
  ) {
    aims.add('clearer');
    aims.add('firmer');
  }
  if (/\b(?:calmer|less intense|less dramatic|tone it down|less upset|less emotional)\b/i.test(message))
    aims.add('calmer');
  if (
    /\b(?:less certain|less absolute|humbler|more open|less preachy|less judgmental|less judgemental)\b/i.test(message)
  )
    aims.add('gentler');
  return [...aims];
}

const SWAPS: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  im: "you're",
};

/**
 * The sentence said back to its writer ("I am lonelier than I let anyone see"
 * → "you are lonelier than you let anyone see"), or undefined when it also
 * speaks of "you" (the swap would then confuse who is who) or is too long.
 */
export function mirrored(sentence: string): string | undefined {
  const core = sentence
    .trim()
    .replace(/[.!?…]+$/, '')
    .replace(/^(?:and|but|so|honestly|i think|i guess|maybe|just|tbh|lately)\b,?\s*/i, '')
    .replace(/^(?:i think|i guess)\b,?\s*/i, '')
    // "I feel like I'm failing" is a feeling, not a fact: it stays "you feel you're failing".
    .replace(/^i feel like\b/i, 'I feel');
  if (/\b(?:you|your|yours|yourself|u|ur)\b/i.test(core)) return undefined;
  const words = core.split(/\s+/);
  if (words.length < 3 || words.length > 22 || !/^i\b|^i'|^my\b|^im\b/i.test(core)) return undefined;
  let previous = '';
  const out = words.map((w) => {
    const bare = w.toLowerCase().replace(/[’]/g, "'");
    const trail = /[,;:]$/.test(w) ? w.slice(-1) : '';
    const key = trail ? bare.slice(0, -1) : bare;
    let to = SWAPS[key];
    if (!to && (key === 'was' || key === "wasn't") && previous === 'i') to = key === 'was' ? 'were' : "weren't";
    previous = key;
    return to ? to + trail : w;
  });
  return out.join(' ');
}
