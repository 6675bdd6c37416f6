/**
 * The framed chat's answers about tone, all from the one reading (`readTone`):
 * "is it too blunt for my manager?" (yes or no, why, and a rewrite), "make it
 * warmer / firmer / shorter / more formal" (done, with the rewrite), "what
 * will they feel?", "why this tone?" and "what should I say instead?". A
 * reply never names a tone the reading does not, and every rewrite it offers
 * is read again before it is offered.
 */
import {
  capitalised,
  listOf,
  quoted,
  readTone,
  sentences,
  TONES,
  type ReadTone,
  type ToneId,
  type ToneReading,
} from '@tonelens/core';
import { rewriteText, sentencesWithSpace, splitFrame, type RewriteEdit } from './rewrite';
import { FLAGGED_TONES, rewriteForTone } from './tone-rewrite';
import { pick } from './variety';

/** A way a person can ask for a text to change. */
export type ChatAim = 'warmer' | 'firmer' | 'shorter' | 'formal' | 'casual' | 'calmer';

/** A quality a person can ask about ("is it too blunt?"). */
export type Quality =
  'blunt' | 'cold' | 'aggressive' | 'passive-aggressive' | 'formal' | 'casual' | 'long' | 'emotional';

/** What a chat message asks about the text's tone. */
export type ToneQuestion =
  | { kind: 'too'; quality: Quality; word: string; who?: string }
  | { kind: 'make'; aim: ChatAim }
  | { kind: 'feel'; who?: string }
  | { kind: 'why'; asked?: string }
  | { kind: 'instead' }
  | { kind: 'send'; who?: string };

/** Words of a "too …?" question and the quality each asks about. */
const QUALITY_WORDS: readonly (readonly [RegExp, Quality])[] = [
  [/^passive[- ]aggressive$|^sarcastic$|^snarky$|^snide$/i, 'passive-aggressive'],
  [/^(?:blunt|rude|harsh|abrupt|curt|short|mean|brusque|snappy|direct|impolite|dismissive)$/i, 'blunt'],
  [/^(?:cold|distant|stiff|unfriendly|detached|icy|robotic)$/i, 'cold'],
  [/^(?:aggressive|pushy|bossy|demanding|angry|hostile|confrontational|accusatory)$/i, 'aggressive'],
  [/^(?:formal|stuffy|corporate|professional)$/i, 'formal'],
  [/^(?:casual|informal|sloppy|chatty|unprofessional)$/i, 'casual'],
  [/^(?:long|wordy|lengthy|rambling|verbose|much text)$/i, 'long'],
  [/^(?:emotional|intense|dramatic|much|heavy|needy|upset)$/i, 'emotional'],
];
const QUALITY_ALTERNATION =
  'passive[- ]aggressive|sarcastic|snarky|snide|blunt|rude|harsh|abrupt|curt|short|mean|brusque|snappy|direct|impolite|dismissive|cold|distant|stiff|unfriendly|detached|icy|robotic|aggressive|pushy|bossy|demanding|angry|hostile|confrontational|accusatory|formal|stuffy|corporate|professional|casual|informal|sloppy|chatty|unprofessional|long|wordy|lengthy|rambling|verbose|emotional|intense|dramatic|much|heavy|needy|upset';
const TOO = new RegExp(
  String.raw`\b(?:too|overly|a (?:bit|little) (?:too )?|kind of|kinda|rather|very|so)\s+(${QUALITY_ALTERNATION})\b`,
  'i',
);
const SOUNDS = new RegExp(
  String.raw`\b(?:is|does|will|would|could|might|am i|do i)\b[^?.!]{0,40}?\b(?:sound|sounds|read|reads|come across|comes across|seem|seems|find (?:it|this|that|me)|think (?:it|this|that)(?: is|'s)?|think (?:i am|i'm|i sound)|be|being|look)\s+(?:as\s+|like\s+)?(?:i'm\s+|i am\s+)?(?:a bit\s+|too\s+|rude or\s+)?(${QUALITY_ALTERNATION})\b`,
  'i',
);
const IS_IT = new RegExp(
  String.raw`^\s*(?:is|isn't) (?:it|this|that|my (?:message|email|text|reply|note))\s+(${QUALITY_ALTERNATION})\b`,
  'i',
);

/** Requests to change the text, most specific first (a "less formal" request is not a "formal" one). */
const MAKE_WORDS: readonly (readonly [RegExp, ChatAim])[] = [
  [/\b(?:less (?:formal|stiff|stuffy|corporate)|more (?:casual|relaxed|informal|chatty)|casual(?:er)?)\b/i, 'casual'],
  [
    /\b(?:less (?:blunt|rude|harsh|cold|curt|bossy|pushy|aggressive|passive[- ]aggressive|sarcastic|snarky|mean|abrupt|demanding)|warmer|friendlier|kinder|nicer|softer|soften|gentler|more (?:polite|friendly|kind|warm|caring|empathetic|gentle)|politer|sweeter)\b/i,
    'warmer',
  ],
  [
    /\b(?:firmer|more (?:direct|assertive|confident|firm|decisive)|stronger|bolder|less (?:wishy[- ]washy|hedgy|timid|apologetic|weak|vague)|clearer)\b/i,
    'firmer',
  ],
  [
    /\b(?:shorter|more concise|briefer|concise|tighter|less wordy|cut (?:it|this) down|trim (?:it|this)|shorten)\b/i,
    'shorter',
  ],
  [/\b(?:more (?:formal|professional)|formal|professional)\b/i, 'formal'],
  [
    /\b(?:calmer|less (?:angry|intense|emotional|dramatic|upset)|tone (?:it|this) down|cool (?:it|this) down)\b/i,
    'calmer',
  ],
];
const MAKE_CUE =
  /\b(?:make|making|turn|soften|warm (?:it|this) up|rewrite|reword|rephrase|redo|write|can (?:it|this) be|could (?:it|this) be|i want (?:it|this)|i'd like (?:it|this)|want it|needs? to be|should be|sound|version|shorten|trim|cut|tone)\b|^\s*(?:\w+\s+){0,2}\w+er\b[\s\w]{0,12}[.!?]?\s*$|^\s*more \w+|^\s*less \w+/i;

const FEEL =
  /\b(?:how|what) (?:will|would|might|do you think|does|could) (?:they|he|she|my [\w-]+|the [\w-]+|\p{Lu}\p{Ll}+|the reader|people|someone|anyone)(?: will| would)? (?:feel|think|take (?:it|this)|react|hear|make of)|\bhow (?:will|would|might|does) (?:this|it|that) (?:land|be received|be taken|come across|make (?:them|him|her|people|someone|my [\w-]+) feel)|\bwhat will they feel\b|\bhow (?:are|is) (?:they|he|she|my [\w-]+) (?:going to|gonna) (?:feel|take it|react)\b|\bhow will (?:this|it) feel\b|\bhow (?:is|will) (?:this|it) (?:going to |gonna )?land\b/iu;
const TONE_WORDS =
  'sarcastic|curt|accusatory|demanding|angry|annoyed|frustrated|hurt|sad|disappointed|anxious|worried|apologetic|grateful|appreciative|excited|joyful|warm|caring|courteous|curious|unsure|confident|calm|mixed|friendly|firm|neutral';
const WHY = new RegExp(
  String.raw`\bwhy (?:this|that|the) (?:tone|label|name|reading)\b|\bwhy (?:does|is|did) (?:it|this|that)(?: text| message)? (?:say|read|sound|come across|get|called|labell?ed|flagged|marked|named|seen)(?: as)? (${TONE_WORDS})\b|\bwhy (?:is|does) (?:it|this|that)(?: text| message)? (?:labell?ed|flagged|called|named|marked)\b|\bwhy (?:is|does) it (?:say|think)\b|\bwhat makes (?:it|this|that) (?:sound |read |seem |come across |so |)(?:as )?(${TONE_WORDS})\b|\bwhy (${TONE_WORDS})\b|\bwhere does (?:the|this|that) tone come from\b|\bwhy does it read (?:like )?that way\b`,
  'i',
);
const INSTEAD =
  /\bwhat (?:should|could|would|can|do) i (?:say|write|send|put|reply)(?: instead)?\b|\bsay instead\b|\bwhat would you (?:say|write|send)\b|\bhow should i (?:reply|respond|say it|put it|word it)\b|\bgive me (?:a |an )?(?:better|another|different) (?:version|way|wording)\b|\b(?:rewrite|reword|rephrase|fix) (?:it|this|that)(?: for me)?(?: please)?\s*[.!?]?\s*$|\bmake (?:it|this) better\b|\b(?:a )?better version\b|\bsuggest (?:a |an |some )?(?:wording|rewrite|version|reply)\b|\bwhat(?:'s| is) a better way\b/i;

const SEND =
  /\b(?:is it|is this|would it be|would this be) (?:ok|okay|alright|all right|fine|safe|appropriate)(?: to send)?\b|\b(?:can|should|could) i (?:send|post) (?:it|this|that)\b|\bgood to (?:go|send)\b|\bready to send\b/i;

/** Who a question is about ("for my manager" → "your manager"). */
function whoIn(message: string): string | undefined {
  const owned =
    /\b(?:for|to|will|would|might|does|do|could) (my|our|the) ((?:\w+[ -]){0,2}?(?:manager|boss|team|colleague|coworker|co-worker|client|customer|partner|mum|mom|dad|mother|father|friend|teacher|professor|landlord|sister|brother|wife|husband|girlfriend|boyfriend|lead|director|ceo|hr|recruiter|neighbour|neighbor|reader|group|family|kids?|son|daughter|staff|students?|parents?))\b/i.exec(
      message,
    );
  if (owned)
    return `${/^(?:my|our)$/i.test(owned[1]!) ? (owned[1]!.toLowerCase() === 'my' ? 'your' : 'your') : 'the'} ${owned[2]!.toLowerCase()}`;
  const pronoun = /\b(?:will|would|might|does|do|could|did) (he|she|they)\b/i.exec(message);
  if (pronoun) return pronoun[1]!.toLowerCase();
  const named = /\b(?:for|to|will|would|does) (\p{Lu}\p{Ll}+)\b/u.exec(message);
  if (named && !/^(?:I|It|This|That|The|A|An)$/.test(named[1]!)) return named[1];
  return undefined;
}

/** What a message asks about the text's tone, or undefined when it asks none of these. */
export function toneQuestionOf(message: string): ToneQuestion | undefined {
  const m = message.trim();
  const who = whoIn(m);
  if (FEEL.test(m)) return { kind: 'feel', who };
  const why = WHY.exec(m);
  if (why) return { kind: 'why', asked: (why[1] ?? why[2] ?? why[3])?.toLowerCase() };
  const questioning =
    /\?\s*$|^\s*(?:is|does|do|will|would|am|could|might|isn't|doesn't|won't|tell me if|be honest)\b/i.test(m);
  const too = TOO.exec(m) ?? (questioning ? (SOUNDS.exec(m) ?? IS_IT.exec(m)) : null);
  const asksWhy = /^\s*(?:why|what makes|which|where)\b/i.test(m);
  if (too && questioning && !asksWhy && !/\b(?:make|rewrite|turn)\b/i.test(m)) {
    const said = too[1]!.toLowerCase();
    const word = said === 'much' ? 'too much' : said;
    const quality = QUALITY_WORDS.find(([re]) => re.test(said))?.[1] ?? 'blunt';
    return { kind: 'too', quality, word, who };
  }
  if (SEND.test(m)) return { kind: 'send', who };
  if (MAKE_CUE.test(m)) {
    const aim = MAKE_WORDS.find(([re]) => re.test(m))?.[1];
    if (aim) return { kind: 'make', aim };
  }
  if (INSTEAD.test(m)) return { kind: 'instead' };
  return undefined;
}

// ——— The rewrites a reply can offer ———

/** A rewrite offered in a reply, with the edits behind it. */
interface Offer {
  text: string;
  edits: RewriteEdit[];
}

const CONTRACTIONS: readonly (readonly [RegExp, string])[] = [
  [/\bI'm\b/g, 'I am'],
  [/\bI've\b/g, 'I have'],
  [/\bI'll\b/g, 'I will'],
  [/\bI'd\b/g, 'I would'],
  [/\b(you|we|they)'re\b/gi, '$1 are'],
  [/\b(you|we|they)'ve\b/gi, '$1 have'],
  [/\b(you|we|they|he|she|it)'ll\b/gi, '$1 will'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should)n't\b/gi, '$1 not'],
  [/\b(it|that|there|what|here)'s\b/gi, '$1 is'],
  [/\blet's\b/gi, 'let us'],
];
const INFORMAL: readonly (readonly [RegExp, string])[] = [
  [/^(?:hey|hiya|yo)\b/i, 'Hello'],
  [/\bthanks\b/gi, 'thank you'],
  [/\bthx\b/gi, 'thank you'],
  [/\byeah\b/gi, 'yes'],
  [/\bnope\b/gi, 'no'],
  [/\bgonna\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bkinda\b/gi, 'somewhat'],
  [/\bASAP\b/g, 'as soon as possible'],
  [/\bstuff\b/gi, 'material'],
  [/\bguys\b/gi, 'everyone'],
  [/\bok(?:ay)?\b/gi, 'all right'],
  [/!+/g, '.'],
];
const FORMAL: readonly (readonly [RegExp, string])[] = [
  [/^dear (\p{Lu}[\p{L}-]*)/iu, 'Hi $1'],
  [/\bI am writing to\b/gi, 'I wanted to'],
  [/\bkindly\b/gi, 'please'],
  [/\bplease find attached\b/gi, "I've attached"],
  [/\bI would be grateful if you could\b/gi, 'could you'],
  [/\bat your earliest convenience\b/gi, 'when you can'],
  [/\bdo not hesitate to\b/gi, 'feel free to'],
  [/\bfurthermore\b,?/gi, 'also,'],
  [/\bI am\b/g, "I'm"],
  [/\bI have\b(?= \w+ed\b)/g, "I've"],
  [/\bdo not\b/g, "don't"],
  [/\bcannot\b/g, "can't"],
  [/\bit is\b/g, "it's"],
  [/\bwill not\b/g, "won't"],
  [/^(?:kind|best|warm) regards,?$/gim, 'Thanks,'],
];

function applyAll(
  text: string,
  table: readonly (readonly [RegExp, string])[],
  edits: RewriteEdit[],
  because: string,
): string {
  let out = text;
  for (const [re, to] of table) {
    out = out.replace(re, (...args: unknown[]) => {
      const match = args[0] as string;
      const groups = args.slice(1).filter((a): a is string => typeof a === 'string');
      const filled = to.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '');
      const at = args.find((a, k) => k > 0 && typeof a === 'number') as number;
      const start = at === 0 || /[.!?]\s*$/.test(out.slice(0, at));
      const put = start ? capitalised(filled) : filled;
      if (match !== put) edits.push({ from: match, to: put, because, choices: 1 });
      return put;
    });
  }
  return out.replace(/\.{2,}/g, '.').replace(/ {2,}/g, ' ');
}

/** Sentences that carry no point of their own, dropped first when shortening. */
const FILLER =
  /^no (?:more )?(?:excuses|exceptions)(?: (?:this time|again|any ?more|from now on|whatsoever))?[.!]*$|^(?:i hope (?:you are|you're|this (?:email |message )?finds you|all is) (?:well|doing well|good)|hope (?:you are|you're) (?:well|good)|i just wanted to (?:say|let you know|reach out)|sorry to bother you|thanks in advance|let me know if you have any questions|i hope (?:that|this) makes sense|just checking in|just a quick note|as you (?:know|may know)|i wanted to reach out)\b[^.!?]*[.!?]/i;
const PADDING = /\b(?:really|very|just|actually|basically|honestly|literally|totally|quite|simply|definitely)\s+/gi;

function shorter(text: string, variant: number): Offer {
  const edits: RewriteEdit[] = [];
  const { head, body, tail } = splitFrame(text);
  let kept = sentencesWithSpace(body.replace(/\n+/g, ' ').trim())
    .map((s) => s.sentence.trim())
    .filter((s) => {
      if (FILLER.test(s)) {
        edits.push({ from: s, to: '', because: 'carries no point of its own', choices: 1 });
        return false;
      }
      return s.length > 0;
    });
  kept = kept.map((s) => {
    const slim = capitalised(s.replace(PADDING, ''));
    if (slim !== s) edits.push({ from: s, to: slim, because: 'drops words that only pad', choices: 1 });
    return slim;
  });
  // Still long: keep the opening, the sentences that ask or carry facts, and the close.
  if (kept.join(' ').split(/\s+/).length > 45 && kept.length > 3) {
    const essential = kept.filter(
      (s, i) => i === 0 || i === kept.length - 1 || /\?|\d|\b(?:please|could you|can you|need|by|deadline)\b/i.test(s),
    );
    const limited = essential.length > 4 ? [essential[0]!, ...essential.slice(1, 3), essential.at(-1)!] : essential;
    for (const s of kept)
      if (!limited.includes(s)) edits.push({ from: s, to: '', because: 'repeats what the rest says', choices: 1 });
    kept = limited;
  }
  const eased = rewriteText(kept.join(' '), { aims: ['clearer'], flagged: false, variant });
  edits.push(...eased.edits);
  const out = `${head}${eased.text}${tail ? `\n${tail.trim()}` : ''}`;
  return { text: out, edits };
}

/** The warm lines a warmer rewrite may close with, by what the text does. */
const WARM_LINES = {
  hurt: ['I am telling you because you matter to me.', 'I care about us, which is why I am saying this.'],
  request: ['Thank you so much for your help with this.', 'I really appreciate your help.'],
  thanks: ['It means a lot to me.', 'I am so grateful.'],
  other: ['I appreciate you.', 'Thank you for hearing me out.'],
} as const;

function warmthOf(reading: ToneReading): number {
  return reading.axes.warmthDetachment + reading.politeness.score * 0.5;
}

function warmer(text: string, variant: number): Offer {
  const toned = rewriteForTone(text, variant, { force: true });
  const eased = rewriteText(toned.text, { aims: ['warmer', 'calmer'], flagged: true, variant });
  const edits = [...toned.edits, ...eased.edits];
  let out = eased.text;
  const before = warmthOf(readTone(text));
  if (out === text || warmthOf(readTone(out)) <= before) {
    const tones = readTone(text).tones.map((t) => t.name);
    const lines = tones.some((t) => t === 'hurt' || t === 'sad' || t === 'disappointed')
      ? WARM_LINES.hurt
      : tones.some((t) => t === 'grateful' || t === 'appreciative' || t === 'warm')
        ? WARM_LINES.thanks
        : readTone(out).politeness.request
          ? WARM_LINES.request
          : WARM_LINES.other;
    const candidates = [...lines.slice(variant % lines.length), ...lines.slice(0, variant % lines.length)];
    for (const line of candidates) {
      const { head, body, tail } = splitFrame(out);
      const trimmed = body.trimEnd();
      const joined = `${head}${trimmed}${/[.!?…]$/.test(trimmed) ? '' : '.'} ${line}${tail}`;
      if (warmthOf(readTone(joined)) > before) {
        edits.push({ from: '', to: line, because: 'tells the reader how you mean the rest', choices: lines.length });
        out = joined;
        break;
      }
    }
  }
  return { text: out, edits };
}

function firmer(text: string, variant: number): Offer {
  const eased = rewriteText(text, { aims: ['clearer', 'firmer'], flagged: false, variant });
  let out = eased.text;
  const edits = [...eased.edits];
  const slim = out
    .replace(/\bjust\s+/gi, '')
    .replace(/,?\s*\bif (?:that's|that is) (?:ok|okay|alright|all right)\b/gi, '');
  if (slim !== out) {
    edits.push({ from: 'just', to: '', because: 'stops apologising for the request', choices: 1 });
    out = slim;
  }
  if (readTone(out).axes.certaintyAmbiguity <= readTone(text).axes.certaintyAmbiguity) {
    // Nothing hedged to drop: say plainly that you stand by it, in the wording the reading finds surest.
    const before = readTone(out).axes.certaintyAmbiguity;
    const lines = ['I am sure of this.', 'I am certain about this.', 'I am clear about this.'];
    const { head, body, tail } = splitFrame(out);
    const trimmed = body.trimEnd();
    const line = [...lines.slice(variant % lines.length), ...lines.slice(0, variant % lines.length)].find(
      (l) => readTone(`${trimmed} ${l}`).axes.certaintyAmbiguity > before,
    );
    if (line) {
      out = `${head}${trimmed}${/[.!?…]$/.test(trimmed) ? '' : '.'} ${line}${tail}`;
      edits.push({ from: '', to: line, because: 'says plainly that you stand by it', choices: lines.length });
    }
  }
  return { text: out, edits };
}

function formal(text: string, variant: number): Offer {
  const toned = rewriteForTone(text, variant);
  const edits = [...toned.edits];
  let out = applyAll(toned.text, CONTRACTIONS, edits, 'spells the words out');
  out = applyAll(out, INFORMAL, edits, 'uses the more formal word');
  return { text: out, edits };
}

function casual(text: string): Offer {
  const edits: RewriteEdit[] = [];
  const out = applyAll(text, FORMAL, edits, 'sounds like you talking');
  return { text: out, edits };
}

function calmer(text: string, variant: number): Offer {
  const toned = rewriteForTone(text, variant, { force: true });
  const eased = rewriteText(toned.text, { aims: ['calmer'], flagged: true, variant });
  return { text: eased.text, edits: [...toned.edits, ...eased.edits] };
}

/** The text rewritten toward one aim (the text itself when nothing could change). */
export function rewriteToward(text: string, aim: ChatAim, variant = 0): Offer {
  switch (aim) {
    case 'warmer':
      return warmer(text, variant);
    case 'firmer':
      return firmer(text, variant);
    case 'shorter':
      return shorter(text, variant);
    case 'formal':
      return formal(text, variant);
    case 'casual':
      return casual(text);
    case 'calmer':
      return calmer(text, variant);
  }
}

// ——— Replies ———

const AIM_WORDS: Readonly<Record<ChatAim, string>> = {
  warmer: 'warmer',
  firmer: 'firmer',
  shorter: 'shorter',
  formal: 'more formal',
  casual: 'less formal',
  calmer: 'calmer',
};

/** The phrases of a tone, quoted and listed ("“Fine” and “Do whatever you want”"). */
function phrasesOf(tone: ReadTone, limit = 3): string | undefined {
  const words = tone.phrases.slice(0, limit).map((p) => quoted(p, 60));
  return words.length > 0 ? listOf(words) : undefined;
}

function adjective(tone: ReadTone): string {
  return TONES[tone.name].adjective;
}

/** "It reads as curt, from “Fine” and “Do whatever you want”." */
export function readsAs(tone: ReadTone, lead = 'It reads as'): string {
  const phrases = phrasesOf(tone);
  return `${lead} ${adjective(tone)}${phrases ? `, from ${phrases}` : ''}`;
}

/** The tones that answer yes to a quality, and the test of the reading beyond them. */
const YES_TONES: Readonly<Record<Quality, readonly ToneId[]>> = {
  blunt: ['curt', 'demanding', 'accusatory', 'angry', 'annoyed', 'sarcastic', 'frustrated'],
  cold: ['curt', 'neutral-formal', 'demanding', 'sarcastic', 'angry', 'annoyed'],
  aggressive: ['demanding', 'accusatory', 'angry', 'annoyed'],
  'passive-aggressive': ['sarcastic', 'accusatory'],
  formal: [],
  casual: [],
  long: [],
  emotional: ['angry', 'hurt', 'sad', 'frustrated', 'anxious', 'worried', 'excited', 'disappointed'],
};

const FORMAL_MARKERS =
  /\b(?:dear|kindly|i am writing to|please find attached|regards|sincerely|furthermore|hereby|herewith|at your earliest convenience|do not hesitate|pursuant|as per)\b/gi;
const CASUAL_MARKERS =
  /\b(?:hey|lol|gonna|wanna|yeah|nope|kinda|thx|u|ur|k|omg|btw|haha)\b|!{2,}|[\u{1F300}-\u{1FAFF}]/giu;

/** The aim that fixes a quality. */
const FIX: Readonly<Record<Quality, ChatAim>> = {
  blunt: 'warmer',
  cold: 'warmer',
  aggressive: 'calmer',
  'passive-aggressive': 'warmer',
  formal: 'casual',
  casual: 'formal',
  long: 'shorter',
  emotional: 'calmer',
};

/** Words above which a message reads as long, for someone busy and for anyone. */
export const LONG_WORDS = { busy: 80, anyone: 150 } as const;

/** Whether the reading says yes to "is it too <quality>?", and the evidence. */
function judge(
  reading: ToneReading,
  text: string,
  quality: Quality,
  who: string | undefined,
): { yes: boolean; tone?: ReadTone; evidence?: string } {
  const words = reading.axes.wordCount;
  if (quality === 'long') {
    const limit =
      who && /manager|boss|director|ceo|client|lead|recruiter|professor/i.test(who)
        ? LONG_WORDS.busy
        : LONG_WORDS.anyone;
    return { yes: words > limit, evidence: `${words} words` };
  }
  if (quality === 'formal') {
    const markers = [...new Set((text.match(FORMAL_MARKERS) ?? []).map((m) => m.toLowerCase()))];
    const top = reading.tones[0]!;
    const yes = markers.length >= 2 || (markers.length === 1 && top.family !== 'positive');
    return { yes, evidence: markers.length > 0 ? listOf(markers.map((m) => quoted(m))) : undefined };
  }
  if (quality === 'casual') {
    const markers = [...new Set((text.match(CASUAL_MARKERS) ?? []).map((m) => m.toLowerCase()))];
    return {
      yes: markers.length > 0,
      evidence: markers.length > 0 ? listOf(markers.map((m) => quoted(m))) : undefined,
    };
  }
  const hit = reading.tones.find((t) => YES_TONES[quality].includes(t.name));
  if (hit) return { yes: true, tone: hit };
  if (quality === 'cold' && reading.axes.warmthDetachment < 0.4 && reading.tones[0]!.family !== 'positive') {
    return { yes: true, tone: reading.tones[0] };
  }
  return { yes: false, tone: reading.tones[0] };
}

/** "“new text”" with what changed, or undefined when the rewrite changed nothing. */
function offerLine(original: string, offer: Offer, lead: string): string | undefined {
  if (offer.text.trim() === original.trim()) return undefined;
  const after = readTone(offer.text).tones[0]!;
  return sentences(`${lead}: ${quoted(offer.text, 600)}`, `That version reads as ${adjective(after)}`);
}

function tooReply(q: Extract<ToneQuestion, { kind: 'too' }>, text: string, variant: number): string {
  const reading = readTone(text);
  const verdict = judge(reading, text, q.quality, q.who);
  const forWhom = q.who ? ` for ${q.who}` : '';
  const toWhom = q.who ? `to ${q.who} ` : '';
  const top = reading.tones[0]!;
  if (!verdict.yes) {
    const reason =
      q.quality === 'long'
        ? `At ${verdict.evidence} it is short enough to read in one go${forWhom}`
        : q.quality === 'formal' || q.quality === 'casual'
          ? `Nothing in it marks it as ${q.word}`
          : `It does not read as ${q.word}${forWhom}`;
    return sentences(
      `No. ${reason}`,
      readsAs(top, 'It reads as'),
      top.meaning,
      FLAGGED_TONES.has(top.name)
        ? offerLine(text, rewriteForTone(text, variant), 'If you want it to land more gently, try')
        : pick(['I would send it as it is', 'It can go as it is'], variant),
    );
  }
  const offer = rewriteToward(text, FIX[q.quality], variant);
  const why =
    verdict.tone !== undefined
      ? sentences(
          adjective(verdict.tone) === q.word && phrasesOf(verdict.tone)
            ? `That comes from ${phrasesOf(verdict.tone)}`
            : readsAs(verdict.tone, `It may read as`),
          verdict.tone.meaning,
        )
      : q.quality === 'long'
        ? `At ${verdict.evidence} it asks a lot of a busy reader; the point gets lost`
        : `Words like ${verdict.evidence} make it read as ${q.word}`;
  return sentences(
    `Yes, ${toWhom}it may come across as ${q.word}`,
    why,
    offerLine(text, offer, pick(['Here is a version that keeps your point', 'You could send this instead'], variant)) ??
      'I could not find a wording that changes that without changing what you say; which part matters most to you?',
  );
}

/** "It now reads as calm, where before it read as angry", or "It still reads as grateful". */
function nowReads(after: ReadTone, before: ReadTone): string {
  return after.name === before.name
    ? `It still reads as ${adjective(after)}`
    : `It now reads as ${adjective(after)}, where before it read as ${adjective(before)}`;
}

function makeReply(aim: ChatAim, text: string, variant: number): string {
  const offer = rewriteToward(text, aim, variant);
  const reading = readTone(text);
  if (offer.text.trim() === text.trim()) {
    return sentences(
      `I could not make it ${AIM_WORDS[aim]} without changing what it says`,
      readsAs(reading.tones[0]!),
      'Which sentence would you like me to start with?',
    );
  }
  const worded = (t: string) => /\p{L}/u.test(t);
  const changed = offer.edits.filter((e) => worded(e.from) && worded(e.to) && e.from !== e.to).slice(0, 2);
  return sentences(
    `${pick(['Here it is', 'Done; here it is', 'Here is the text'], variant)} ${AIM_WORDS[aim]}: ${quoted(offer.text, 600)}`,
    changed.length > 0 &&
      `Where you had ${listOf(changed.map((e) => quoted(e.from, 60)))}, it now says ${listOf(changed.map((e) => quoted(e.to, 60)))}`,
    nowReads(readTone(offer.text).tones[0]!, reading.tones[0]!),
  );
}

function feelReply(who: string | undefined, text: string, variant: number): string {
  const reading = readTone(text);
  const [top, second] = reading.tones;
  const reader = who ? capitalised(who) : 'The reader';
  const likely = top!.family === 'positive' ? 'will most likely take it as' : 'may take it as';
  const out = [
    `${reader} ${likely} ${adjective(top!)}${phrasesOf(top!) ? `, mostly from ${phrasesOf(top!)}` : ''}`,
    top!.meaning,
    second &&
      `There is also something ${adjective(second)} in it${phrasesOf(second, 2) ? ` (${phrasesOf(second, 2)})` : ''}`,
  ];
  if (FLAGGED_TONES.has(top!.name)) {
    const offer = rewriteForTone(text, variant);
    out.push(offerLine(text, offer, 'If that is not what you want them to feel, try'));
  }
  return sentences(...out);
}

function whyReply(asked: string | undefined, text: string): string {
  const reading = readTone(text);
  const [top, second] = reading.tones;
  const named = asked
    ? reading.tones.find((t) => t.name === asked || adjective(t) === asked || t.label.toLowerCase() === asked)
    : undefined;
  const lead = asked && !named ? `It does not read as ${asked}. ` : '';
  const focus = named ?? top!;
  const phrases = phrasesOf(focus);
  const because = phrases
    ? `${lead}It reads as ${adjective(focus)} because of ${phrases}`
    : `${lead}It reads as ${adjective(focus)}: no phrase in it carries a strong feeling, so the reading rests on the tone of the whole`;
  const other = focus === top ? second : top;
  return sentences(
    because,
    focus.meaning,
    other && `It also reads as ${adjective(other)}${phrasesOf(other, 2) ? `, from ${phrasesOf(other, 2)}` : ''}`,
  );
}

function insteadReply(text: string, variant: number): string {
  const reading = readTone(text);
  const top = reading.tones[0]!;
  const offer = rewriteForTone(text, variant, { force: true });
  if (!offer.changed && FLAGGED_TONES.has(top.name)) {
    return sentences(
      readsAs(top),
      'I could not find a rewording that changes that without changing what you say',
      'Which sentence would you most like to change?',
    );
  }
  if (!offer.changed) {
    return sentences(
      readsAs(top),
      `That is likely what you mean, so I would send it as it is`,
      'If you want it to land differently, tell me how: warmer, firmer, shorter or more formal?',
    );
  }
  return sentences(
    `${pick(['You could say', 'Try', 'I would send'], variant)}: ${quoted(offer.text, 600)}`,
    `Your version may read as ${adjective(top)}${phrasesOf(top) ? ` because of ${phrasesOf(top)}` : ''}; this one reads as ${adjective(readTone(offer.text).tones[0]!)}`,
  );
}

function sendReply(who: string | undefined, text: string, variant: number): string {
  const top = readTone(text).tones[0]!;
  const toWhom = who ? ` to ${who}` : '';
  if (!FLAGGED_TONES.has(top.name)) {
    return sentences(`Yes. ${readsAs(top)}`, top.meaning, `I would send it${toWhom} as it is`);
  }
  const offer = rewriteForTone(text, variant);
  return sentences(
    `Not as it is. ${readsAs(top, `${who ? capitalised(who) : 'The reader'} may read it as`)}`,
    top.meaning,
    offerLine(text, offer, `I would send this${toWhom} instead`),
  );
}

/** The one clarifying question asked when a message does not say what it wants. */
export function clarifyingQuestion(text: string, variant: number): string {
  const top = readTone(text).tones[0]!;
  return sentences(
    readsAs(top, 'Right now it reads as'),
    pick(
      [
        'Would you like to know how it will land, or shall I make it warmer, firmer, shorter or more formal?',
        'Do you want me to explain the tone, or to rewrite it warmer, firmer, shorter or more formal?',
      ],
      variant,
    ),
  );
}

/** The reply to a tone question about `text`. */
export function toneReply(q: ToneQuestion, text: string, variant: number): string {
  switch (q.kind) {
    case 'too':
      return tooReply(q, text, variant);
    case 'make':
      return makeReply(q.aim, text, variant);
    case 'feel':
      return feelReply(q.who, text, variant);
    case 'why':
      return whyReply(q.asked, text);
    case 'instead':
      return insteadReply(text, variant);
    case 'send':
      return sendReply(q.who, text, variant);
  }
}
