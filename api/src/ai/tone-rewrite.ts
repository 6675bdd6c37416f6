/**
 * The rewrite that acts on the tone: it reads the text with `readTone`, and
 * for the tone it names (sarcastic, curt, accusatory, demanding, angry,
 * frustrated) it changes the sentences that carry it. Sarcasm is said
 * plainly, a curt reply becomes an honest and civil one, blame becomes an "I"
 * statement, and a demand becomes a request that keeps its urgency ("ASAP",
 * "by 5pm"). Names, numbers, dates and times stay as written; each rule
 * replaces whole phrases with phrases that fit where they stand, and the
 * phrase table (rewrite.ts) then eases what is left.
 */
import {
  capitalised,
  readTone,
  type SarcasmCue,
  type SarcasmCueKind,
  type ToneId,
  type ToneReading,
} from '@tonelens/core';
import {
  aimsForBalance,
  rewriteText,
  sentencesWithSpace,
  splitFrame,
  type Aim,
  type Rewrite,
  type RewriteEdit,
} from './rewrite';
import { feelingsIn } from './intent';

/** The tones a rewrite removes: each is how a reader may take a message the writer did not mean that way. */
export const FLAGGED_TONES: ReadonlySet<ToneId> = new Set<ToneId>([
  'sarcastic',
  'curt',
  'accusatory',
  'demanding',
  'angry',
  'annoyed',
  'frustrated',
]);

/** One sentence rule: what to find, what to put instead, and which tone it answers. */
interface ToneRule {
  /** The tone whose presence in the reading lets the rule act. */
  tone: ToneId | 'any';
  pattern: RegExp;
  /** The replacement (`$1` and so on are the pattern's groups); a function for changes of form. */
  to: string | readonly string[] | ((...groups: string[]) => string);
  /** The whole sentence becomes a statement (its question mark goes). */
  statement?: boolean;
  /** The whole sentence becomes a question. */
  question?: boolean;
  because: string;
}

/** Verbs that open an order when they start a sentence bare (as core's demand rule reads them). */
const ORDER_VERBS =
  'send|fix|call|get|give|stop|finish|submit|reply|answer|bring|return|remove|delete|change|update|move|check|read|sort|handle|deal|explain|tell|show|pay|cancel|respond|complete|resolve|confirm|email|come|hurry|clean';

/** The rules, most specific first; each acts on one sentence at a time. */
const TONE_RULES: readonly ToneRule[] = [
  // Sarcasm: the complaint said plainly.
  {
    tone: 'sarcastic',
    pattern:
      /^(?:really |very |so )?(?:helpful|useful|classy|real mature|mature|good job|great teamwork|shocker|go figure|not|nice one|love it|love that for me|just perfect|just great|perfect|great)[.!]*$/i,
    to: '',
    because: 'drops the mock praise, which says the opposite of what it means',
  },
  {
    tone: 'sarcastic',
    pattern:
      /^(?:oh |well |wow,? )?(?:just )?(?:great|wonderful|perfect|fantastic|brilliant|lovely|terrific|awesome|super)(?:,? (?:just|really|simply) (?:great|wonderful|perfect|fantastic|brilliant|lovely))?[.!]*$/i,
    to: 'Honestly, this frustrates me.',
    because: 'says the frustration instead of praising what went wrong',
  },
  {
    tone: 'sarcastic',
    pattern:
      /^(?:oh |well |wow,? )?(?:great|wonderful|perfect|fantastic|brilliant|lovely|terrific|awesome|super|just great)[,!.]\s*/i,
    to: 'Honestly, this frustrates me: ',
    because: 'says the frustration instead of praising what went wrong',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:wow,?\s*|oh,?\s*)?thanks for the heads[- ]up(?:\.{3}|…)$/i,
    to: 'I only heard about it...',
    because: 'says you heard late instead of thanking for it',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:wow,?\s*|oh,?\s*)?thanks for the heads[- ]up,?\s*/i,
    to: 'I only heard about it ',
    because: 'says you heard late instead of thanking for it',
  },
  {
    tone: 'sarcastic',
    pattern: /^finally,? after (?:only )?([^,]+),\s*/i,
    to: 'It took $1 before ',
    because: 'says how long it took instead of cheering',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:it )?must be nice to\s+/i,
    to: 'It feels unfair to me that you get to ',
    because: 'says what feels unfair instead of envying it aloud',
  },
  {
    tone: 'sarcastic',
    pattern: /^well done,?\s*/i,
    to: 'Honestly, this frustrates me: ',
    because: 'says the frustration instead of praising what went wrong',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:(?:oh |yeah,? )?sure,?\s*)?take your time,\s*/i,
    to: 'I need it soon; ',
    because: 'asks for what you need',
  },
  {
    tone: 'sarcastic',
    pattern:
      /^(?:really |so |very )?impressive how (?!the\b|my\b|a\b|an\b|your\b|our\b|this\b|that\b|it\b|they\b|he\b|she\b|we\b|you\b)/i,
    to: 'Honestly, it bothers me how ',
    because: 'says what bothers you instead of praising it',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:i )?can't wait to\s+/i,
    to: 'I am dreading having to ',
    because: 'says the dread instead of pretending to look forward to it',
  },
  {
    tone: 'sarcastic',
    pattern:
      /^(?:really |i just |i really |i )?(?:love(?:d)?(?: it)?(?: when| that| how)?|good to know(?: that)?|(?:really )?impressive how|nothing i love more than|so (?:happy|glad|thrilled)(?: that)?)\s+/i,
    to: 'Honestly, this frustrates me: ',
    because: 'says the frustration instead of praising what went wrong',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:great|nice|good|awesome|five stars|kudos|bravo)(?: job| work)?,? (?:for|on) ([\w-]+ing)\b/i,
    to: (verb) => `I am not happy about ${verb!.toLowerCase()}`,
    because: 'names the problem instead of praising it',
  },
  {
    tone: 'sarcastic',
    pattern: /\b(?:brilliant|great|amazing|perfect|fantastic|wonderful)(?:\.{3}|…)\s*/i,
    to: 'a letdown... ',
    because: 'names the problem instead of praising it',
  },
  {
    tone: 'sarcastic',
    pattern: /,?\s*(?:i )?(?:really |truly )?appreciate (?:it|that)[.!]*$/i,
    to: '.',
    because: 'drops the thanks that means the opposite',
  },
  {
    tone: 'sarcastic',
    pattern: /\bthanks for nothing\b/i,
    to: 'that did not help me',
    because: 'says what went wrong instead of thanking for it',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:wow,?\s*|oh,?\s*)?thanks (?:so much |a lot |very much )?for (letting me know|telling me)\b,?\s*/i,
    to: (verb) => `I wish you had ${verb!.toLowerCase() === 'telling me' ? 'told me' : 'let me know'} sooner that `,
    because: 'says what you needed instead of thanking for it',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:wow,?\s*|oh,?\s*)?thanks (?:so much |a lot |a bunch |very much )?for ([\w-]+ing)\b/i,
    to: (verb) => `I was upset about you ${verb!.toLowerCase()}`,
    because: 'says how it landed instead of thanking for it',
  },
  {
    tone: 'sarcastic',
    pattern: /\b(?:how )?nice of you to (?:finally )?/i,
    to: 'I was waiting for you to ',
    because: 'says you were kept waiting instead of praising',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:great|nice|good|well done|awesome) (?:job|work|going)(?: on)? ([\w-]+ing)\b/i,
    to: (verb) => `I am not happy about you ${verb!.toLowerCase()}`,
    because: 'names the problem instead of praising it',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:oh |yeah,? |yes,? )?(?:sure|right|yeah),? because (i|we)\b/i,
    to: (who) => `It is unfair to assume ${who!.toLowerCase() === 'i' ? 'I' : 'we'}`,
    because: 'says the assumption is unfair instead of mocking it',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:oh |yeah,? |yes,? )?(?:sure|right|yeah),? because\s*/i,
    to: 'I have doubts about this, since ',
    because: 'states the doubt instead of mocking it',
  },
  {
    tone: 'sarcastic',
    pattern: /\b(worked|went) (?:so|really) well\b/i,
    to: (v) => (v === 'went' ? 'did not go well' : 'did not work'),
    because: 'says what happened',
  },
  {
    tone: 'sarcastic',
    pattern: /^(?:sure,?\s*)?take your time\b/i,
    to: 'I need this soon',
    because: 'asks for what you need',
  },
  { tone: 'sarcastic', pattern: /^it(?:'s| is) only\b/i, to: 'It is', because: 'states the stakes without irony' },
  {
    tone: 'sarcastic',
    pattern: /^(?:oh |yeah,? )?(?:sure|right)[.!]$/i,
    to: 'I am not convinced.',
    because: 'says the doubt',
  },
  // Curt: an honest, civil reply.
  {
    tone: 'curt',
    pattern: /^(?:fine|ok|okay|k|kk|sure|yes|no|right|whatever|later|busy)[.!]*$/i,
    to: 'All right, I understand.',
    because: 'answers in a full sentence instead of a clipped one',
  },
  {
    tone: 'curt',
    pattern: /^do (?:whatever|what) you (?:want|like)[.!]*$/i,
    to: 'I do not fully agree, but it is your call.',
    because: 'says you disagree and leaves the choice with them, without the shrug',
  },
  {
    tone: 'curt',
    pattern: /\bdo (?:whatever|what) you (?:want|like)\b/i,
    to: 'it is your call',
    because: 'leaves the choice with them without the shrug',
  },
  {
    tone: 'curt',
    pattern: /^if you say so[.!]*$/i,
    to: 'I am not sure I agree, but I will go with it.',
    because: 'says the doubt openly',
  },
  {
    tone: 'curt',
    pattern: /^suit yourself[.!]*$/i,
    to: 'It is your decision, and I respect it.',
    because: 'respects the choice instead of brushing it off',
  },
  {
    tone: 'curt',
    pattern: /^not (?:my (?:problem|job))\b/i,
    to: 'This is not something I can take on',
    because: 'says what you can and cannot do',
  },
  {
    tone: 'curt',
    pattern: /\bnot my (?:problem|job)\b/i,
    to: 'not something I can take on',
    because: 'says what you can and cannot do',
  },
  {
    tone: 'curt',
    pattern: /\bi (?:don't|do not) care\b/i,
    to: 'I do not mind either way',
    because: 'says you are easy rather than indifferent',
  },
  {
    tone: 'curt',
    pattern: /^(?:don't|do not) bother\b,?\s*/i,
    to: 'There is no need; ',
    because: 'declines without the brush-off',
  },
  { tone: 'curt', pattern: /^not now\b/i, to: 'I cannot talk right now', because: 'says why, without the brush-off' },
  { tone: 'curt', pattern: /^whatever,?\s*/i, to: '', because: 'drops the shrug' },
  {
    tone: 'curt',
    pattern: /\bjust pick one\b/i,
    to: 'so please pick the one you prefer',
    because: 'asks instead of ordering',
  },
  // Blame: "I" statements instead of charges.
  {
    tone: 'any',
    pattern:
      /^how many times (?:do|must|will|should) i (?:have to |need to )?(?:ask|tell|remind) you (?:to )?(.+?)[?!.]*$/i,
    to: (rest) => `Could you please ${rest}?`,
    question: true,
    because: 'asks once more instead of counting',
  },
  {
    tone: 'any',
    pattern:
      /^(?:as (?:i|we) (?:have |had )?(?:already |previously )?(?:said|stated|mentioned|told you|explained|pointed out|noted)(?: (?:before|earlier|previously|already|above))?|as (?:previously|already|clearly) (?:stated|mentioned|discussed|explained|noted|agreed)|per my (?:last|previous|earlier) (?:e-?mail|message|note)),?\s*/i,
    to: ['To recap, ', 'Following up on my earlier note, ', 'To pick up where we left off, '],
    because: 'recaps without reproaching the reader for missing it',
  },
  {
    tone: 'any',
    pattern:
      /,?\s*\b(?:as (?:i|we) (?:have |had )?(?:already |previously )?(?:said|stated|mentioned|told you|explained|pointed out|noted)(?: (?:before|earlier|previously|already|above))?|as (?:previously|already|clearly) (?:stated|mentioned|discussed|explained|noted|agreed))\b,?/i,
    to: '',
    because: 'leaves out the reminder that they should have listened',
  },
  {
    tone: 'any',
    pattern:
      /^for the (?:second|third|fourth|fifth|sixth|tenth|hundredth|umpteenth|nth|last|\d+(?:st|nd|rd|th)) time,?\s*/i,
    to: '',
    because: 'leaves out the scorekeeping',
  },
  {
    tone: 'any',
    pattern: /^i(?:'ve| have)? already (?:told|said to) you(?: that)?,?\s*/i,
    to: 'Just to confirm, ',
    because: 'confirms instead of reproaching',
  },
  {
    tone: 'any',
    pattern: /\bi(?:'ve| have)? already (told|asked|said|explained|sent)\b/i,
    to: (v) => `I ${v}`,
    because: 'drops the reproach in "already"',
  },
  {
    tone: 'any',
    pattern: /^you(?:'re| are) always\b/i,
    to: 'It feels to me that you are often',
    because: 'says how it feels to you instead of charging them with "always"',
  },
  {
    tone: 'any',
    pattern: /^you always\b/i,
    to: ['It feels to me that you often', 'It seems to me that you often'],
    because: 'says how it feels to you instead of charging them with "always"',
  },
  {
    tone: 'any',
    pattern: /^you never\b/i,
    to: ['It feels to me that you rarely', 'It seems to me that you rarely'],
    because: 'says how it feels to you instead of charging them with "never"',
  },
  {
    tone: 'any',
    pattern: /^you keep\b/i,
    to: 'I have noticed that you have been',
    because: 'describes what you noticed',
  },
  { tone: 'any', pattern: /\byou(?:'re| are) always\b/i, to: 'you are often', because: 'drops the absolute' },
  { tone: 'any', pattern: /\byou always\b/i, to: 'you often', because: 'drops the absolute' },
  { tone: 'any', pattern: /\byou never\b/i, to: 'you rarely', because: 'drops the absolute' },
  {
    tone: 'any',
    pattern: /\b(?:it is|it's|this is|that is|that's) (?:all )?(?:your|ur) (?:own )?fault\b/i,
    to: 'I would like us to fix this together',
    because: 'looks for a fix instead of a culprit',
  },
  {
    tone: 'any',
    pattern: /\b(?:your|ur) (?:own )?fault\b/i,
    to: 'something we need to fix',
    because: 'looks for a fix instead of a culprit',
  },
  {
    tone: 'any',
    pattern: /\bbecause of you\b/i,
    to: 'because of what happened',
    because: 'names the event, not the person',
  },
  {
    tone: 'any',
    pattern: /^you (ruined|broke|messed up|caused|screwed up)\b/i,
    to: (verb) =>
      `I think something that happened ${verb!.toLowerCase() === 'screwed up' ? 'messed up' : verb!.toLowerCase()}`,
    because: 'describes what went wrong instead of who did it',
  },
  {
    tone: 'any',
    pattern: /\byou (said|promised|told me) you(?:'d| would| will)\b/i,
    to: 'I understood you would',
    because: 'says what you understood instead of holding them to it',
  },
  {
    tone: 'any',
    pattern: /,? and you didn't[.!]*$/i,
    to: ', and I was left waiting.',
    because: 'says how it left you',
  },
  {
    tone: 'any',
    pattern: /\byou (?:didn't|did not) even\b/i,
    to: 'I was hoping you would',
    because: 'says what you hoped for',
  },
  {
    tone: 'any',
    pattern: /\byou (?:haven't|have not) even\b/i,
    to: 'you have not yet',
    because: 'says what is still to come',
  },
  {
    tone: 'any',
    pattern: /\byou (?:don't|do not|never) even\b/i,
    to: 'I wish you would',
    because: 'says what you wish for',
  },
  {
    tone: 'any',
    pattern: /^(?:so,?\s*|and\s+|but\s+)?why (?:do|must) you keep (\w+ing)\b/i,
    to: (verb) => `Could you please stop ${verb!.toLowerCase()}`,
    question: true,
    because: 'asks for the change instead of demanding a reason',
  },
  {
    tone: 'any',
    pattern: /^(?:so,?\s*|and\s+|but\s+)?why must you\b/i,
    to: 'I wish you would not',
    statement: true,
    because: 'says what you wish for instead of challenging',
  },
  {
    tone: 'any',
    pattern: /^(?:so,?\s*|and\s+|but\s+)?why (?:don't|do not) you\b/i,
    to: 'Could you',
    question: true,
    because: 'asks instead of challenging',
  },
  {
    tone: 'any',
    pattern: /^(?:so,?\s*|and\s+|but\s+)?why (?:are|were) you (?=\w+ing\b)/i,
    to: 'I would like to understand why you are ',
    statement: true,
    because: 'asks to understand instead of challenging',
  },
  {
    tone: 'any',
    pattern: /^what the (?:hell|heck|fuck)[?!.]*$/i,
    to: 'What happened here?',
    because: 'asks without swearing',
  },
  { tone: 'any', pattern: /\s*\bthe (?:hell|heck|fuck)\b/i, to: '', because: 'drops the oath' },
  { tone: 'any', pattern: /\b(?:fucking|bloody|damn|damned|freaking) /i, to: '', because: 'drops the oath' },
  {
    tone: 'any',
    pattern: /\b(?:crap|garbage|bullshit|rubbish)\b/i,
    to: 'material',
    because: 'describes it without contempt',
  },
  {
    tone: 'any',
    pattern: /^why (?:didn't|did not) you\b/i,
    to: 'I wish you had',
    statement: true,
    because: 'says what you wished for instead of demanding a reason',
  },
  {
    tone: 'any',
    pattern: /^why (?:don't|do not) you\b/i,
    to: 'Could you',
    question: true,
    because: 'asks instead of challenging',
  },
  {
    tone: 'any',
    pattern: /^why (?:won't|wouldn't|will not|would not) you\b/i,
    to: 'I wish you would',
    statement: true,
    because: 'says what you wish for',
  },
  {
    tone: 'any',
    pattern: /^why (?:can't|cannot) you\b/i,
    to: 'I would like you to',
    statement: true,
    because: 'says what you would like',
  },
  {
    tone: 'any',
    pattern: /^why (?:did|would) you\b/i,
    to: 'Could you tell me what led you to',
    question: true,
    because: 'asks to understand instead of challenging',
  },
  {
    tone: 'any',
    pattern: /\byou (?:should have|should've)\b/i,
    to: 'it would have helped if you had',
    because: 'says what would have helped',
  },
  {
    tone: 'any',
    pattern: /\byou were supposed to\b/i,
    to: 'I was expecting you to',
    because: 'says what you expected',
  },
  {
    tone: 'any',
    pattern: /\byou forgot\b/i,
    to: 'I think you may have forgotten',
    because: 'allows that it slipped their mind',
  },
  {
    tone: 'any',
    pattern: /\b(did|do) you (?:even|actually) (read|listen|check|look)\b/i,
    to: (aux, verb) => `${aux} you get a chance to ${verb}`,
    because: 'asks without the jab',
  },
  { tone: 'any', pattern: /\bthis is (?:exactly )?why\b/i, to: 'this is the reason', because: 'drops the told-you-so' },
  // Persistence said without the sigh.
  {
    tone: 'frustrated',
    pattern: /(?<!\bonce)\s+again\b/i,
    to: ' once more',
    because: 'notes that it happened before without the sigh',
  },
  // Demands: a request that keeps its urgency.
  {
    tone: 'any',
    pattern: /^no (?:more )?(?:excuses|exceptions)(?: (?:this time|again|any ?more|from now on|whatsoever))?[.!]*$/i,
    to: '',
    because: 'drops the ultimatum',
  },
  {
    tone: 'any',
    pattern:
      /^(?:do not|don't) make me (?:ask|tell you|remind you|chase (?:you|this)|come)(?: (?:again|twice))?[.!]*$/i,
    to: '',
    because: 'drops the threat',
  },
  {
    tone: 'any',
    pattern: /^i (?:need|want) (the|this|that|your|these|those)\b(.*?)[.!]*$/i,
    to: (det, rest) => `Could I please have ${det!.toLowerCase()}${rest}?`,
    question: true,
    because: 'asks instead of ordering, and keeps the deadline',
  },
  {
    tone: 'any',
    pattern: /^i (?:need|want) you to\b/i,
    to: ['Could you please', 'Would you please'],
    question: true,
    because: 'asks instead of ordering',
  },
  {
    tone: 'any',
    pattern: /\bi (?:need|want) you to\b/i,
    to: 'I would appreciate it if you could',
    because: 'asks instead of ordering',
  },
  {
    tone: 'any',
    pattern: /^(everyone|everybody|all staff|you all) (?:must|need to|has to|have to|are required to)\b/i,
    to: (who) => `Could ${who!.toLowerCase()} please`,
    question: true,
    because: 'asks instead of ordering',
  },
  {
    tone: 'any',
    pattern: /^you (?:must|need to|have to|are required to)\b/i,
    to: ['Could you please', 'Would you please'],
    question: true,
    because: 'asks instead of ordering',
  },
  {
    tone: 'any',
    pattern: /\byou (?:must|need to|have to|are required to)\b/i,
    to: 'it is important that you',
    because: 'explains instead of ordering',
  },
  {
    tone: 'any',
    pattern: /^make sure (?:you(?:'re| are))\b/i,
    to: 'Please check that you are',
    because: 'asks instead of ordering',
  },
  { tone: 'any', pattern: /^make sure you\b/i, to: 'Please remember to', because: 'asks instead of ordering' },
  {
    tone: 'any',
    pattern: /\bmake sure (that|this|it)\b/i,
    to: (w) => `please check that${w!.toLowerCase() === 'that' ? '' : ` ${w!.toLowerCase()}`}`,
    because: 'asks instead of ordering',
  },
  {
    tone: 'any',
    pattern: /^i expect you to\b/i,
    to: 'I would appreciate it if you could',
    because: 'asks instead of expecting',
  },
  {
    tone: 'any',
    pattern: /^i (?:expect|demand|require)\b/i,
    to: 'I would appreciate having',
    because: 'asks instead of expecting',
  },
  { tone: 'any', pattern: /\bi don't want to hear\b/i, to: 'I would rather not hear', because: 'says it as a wish' },
  {
    tone: 'any',
    pattern: new RegExp(String.raw`^(${ORDER_VERBS})\b(?![^.!?]*\?)(.*?)[.!]*$`, 'i'),
    to: ['Could you please $1$2?', 'Would you please $1$2?'],
    question: true,
    because: 'asks instead of ordering, and keeps the deadline',
  },
  // Anger: the complaint without the heat.
  {
    tone: 'any',
    pattern: /\bi(?:'m| am) (?:sick|tired) of (?:it|this)\b/i,
    to: 'this keeps letting me down',
    because: 'names the effect instead of the exasperation',
  },
  {
    tone: 'any',
    pattern: /\bthe worst ([\w-]+) (?:i have|i've) ever (?:had|seen|received|used)\b/i,
    to: (noun) => `a really disappointing ${noun}`,
    because: 'says how disappointing it was without the superlative',
  },
  {
    tone: 'any',
    pattern: /\bi(?:'m| am) (?:furious|livid|outraged|enraged|fuming)\b/i,
    to: 'I am disappointed',
    because: 'names the disappointment behind the anger',
  },
  {
    tone: 'any',
    pattern: /\bi hate (?:how|that|the way)\b/i,
    to: 'I am concerned about how',
    because: 'names the concern behind the anger',
  },
];

/** The tones of a reading that a rule may act on. */
function tonesOf(reading: ToneReading): Set<ToneId> {
  return new Set(reading.tones.map((t) => t.name));
}

/** One sentence through the rules that its reading's tones allow. */
function rewriteToneSentence(
  sentence: string,
  tones: ReadonlySet<ToneId>,
  edits: RewriteEdit[],
  variant: number,
  sarcasm: readonly SarcasmCue[] = [],
): string {
  let out = sentence;
  let mood: 'statement' | 'question' | undefined;
  for (const rule of TONE_RULES) {
    if (rule.tone !== 'any' && !tones.has(rule.tone)) continue;
    const m = rule.pattern.exec(out);
    if (!m) continue;
    const wording = typeof rule.to === 'function' ? undefined : typeof rule.to === 'string' ? [rule.to] : rule.to;
    const to =
      typeof rule.to === 'function'
        ? rule.to(...m.slice(1).map((g) => g ?? ''))
        : wording![variant % wording!.length]!.replace(/\$(\d)/g, (_, n: string) =>
            n === '1' && /^[\p{Lu}]/u.test(m[1] ?? '') && m.index === 0
              ? (m[1] ?? '').toLowerCase()
              : (m[Number(n)] ?? ''),
          );
    edits.push({
      from: m[0].replace(/^[\s,]+|[\s,.!?]+$/g, ''),
      to: to.replace(/^[\s,;:]+|[\s,;:]+$/g, ''),
      because: rule.because,
      choices: wording?.length ?? 1,
    });
    out = out.slice(0, m.index) + to + out.slice(m.index + m[0].length);
    if (rule.question) mood = 'question';
    else if (rule.statement) mood = 'statement';
  }
  if (out === sentence && sarcasm.length > 0) out = plainSarcasm(sentence, sarcasm, edits);
  if (out === sentence) return sentence;
  return tidy(out, mood);
}

/** Cue kinds that open or close a sentence with mock praise ("Perfect timing, …", "… Best day ever."). */
const MOCK_PRAISE: ReadonlySet<SarcasmCueKind> = new Set<SarcasmCueKind>([
  'mockInterjection',
  'stockPhrase',
  'closingPraise',
  'clearlyPraise',
  'mockCompliment',
  'ironyTag',
]);

/**
 * A sarcastic sentence no rule above rewrote, said plainly from the reading's
 * own cues: a sentence that is only mock praise goes ("Best day ever."); mock
 * praise opening a sentence gives way to the frustration it hides ("Perfect
 * timing, the server went down" → "Honestly, this frustrates me: the server
 * went down").
 */
function plainSarcasm(sentence: string, cues: readonly SarcasmCue[], edits: RewriteEdit[]): string {
  const trimmed = sentence.trim();
  for (const cue of cues) {
    if (!MOCK_PRAISE.has(cue.kind)) continue;
    const phrase = cue.phrase.trim();
    if (!trimmed.toLowerCase().startsWith(phrase.toLowerCase())) continue;
    const rest = trimmed.slice(phrase.length);
    if (/^[\s.!?…]*$/.test(rest)) {
      edits.push({
        from: phrase,
        to: '',
        because: 'drops the mock praise, which says the opposite of what it means',
        choices: 1,
      });
      return '';
    }
    const m = /^(?:\s*[,:;–—-]\s*(?:that\s+)?|\s+that\s+)(.+)$/su.exec(rest);
    if (!m) continue;
    edits.push({
      from: phrase,
      to: 'Honestly, this frustrates me',
      because: 'says the frustration instead of praising what went wrong',
      choices: 1,
    });
    const clause = m[1]!.replace(/^\p{Lu}\p{Ll}*\b/u, (w) => (COMMON_OPENER.test(w) ? w.toLowerCase() : w));
    return `Honestly, this frustrates me: ${clause.replace(/\?+$/, '.')}`;
  }
  return sentence;
}

/** Words that open a clause in lower case after a colon (names, days and months keep their capital). */
const COMMON_OPENER =
  /^(?:The|A|An|It|Its|This|That|These|Those|My|Our|Your|Their|His|Her|They|We|He|She|You|There|Another|Only|Some|Every|All|No|Nobody|Everyone|Being|Coming|Paying|Cutting|Three|Two|One)$/;

/** Spacing, a capital start and the right closing mark for a rewritten sentence. */
function tidy(sentence: string, mood: 'statement' | 'question' | undefined): string {
  let out = sentence
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([,;:])\s*([.!?])/g, '$2')
    .replace(/,\s*,/g, ',')
    .replace(/^[\s,;:]+/, '')
    .trim();
  if (!out) return '';
  // After a colon the sentence runs on in lower case unless a name follows.
  out = out.replace(/: (\p{Lu}\p{Ll}*)\b/gu, (all, word: string) =>
    COMMON_OPENER.test(word) ? `: ${word.toLowerCase()}` : all,
  );
  out = capitalised(out);
  if (mood === 'question') out = out.replace(/[.!?]*$/, '?');
  else if (mood === 'statement') out = out.replace(/[.!?]*$/, '.');
  else if (!/[.!?…]$/.test(out)) out += '.';
  return out;
}

/** Aims the phrase table serves after the tone rules: calm an angry text, warm a cold or clipped one. */
function aimsAfter(reading: ToneReading, body: string): Aim[] {
  const aims = new Set<Aim>(aimsForBalance(readTone(body).axes));
  const tones = tonesOf(reading);
  if (tones.has('angry') || tones.has('annoyed') || tones.has('frustrated')) aims.add('calmer');
  aims.delete('clearer');
  aims.delete('firmer');
  // The rewrite says the point plainly; a closing line about sorting it out together is not asked for.
  aims.delete('steadier');
  return [...aims];
}

/** Closings that make a request courteous without taking its urgency. */
const THANKS = ['Thank you.', 'Thanks for your help with this.', 'I appreciate your help.'];

/**
 * Rewrites `text` so the tones in {@link FLAGGED_TONES} that `readTone` finds
 * in it are gone, keeping its greeting, sign-off, names, numbers, dates and
 * deadlines. `variant` picks among wordings of added lines; `force` applies
 * the rules for blame and demands even when no tone shown is flagged (asked
 * outright for another way to say it).
 */
export function rewriteForTone(text: string, variant = 0, options: { force?: boolean } = {}): Rewrite {
  const reading = readTone(text);
  const unchanged: Rewrite = { text, edits: [], added: [], aims: [], changed: false };
  // Every tone the reading shows counts: a demand under a courteous greeting still reads as a demand.
  if (!options.force && !reading.tones.some((t) => FLAGGED_TONES.has(t.name))) return unchanged;
  const tones = tonesOf(reading);
  const sarcasm = tones.has('sarcastic') ? reading.sarcasm.cues : [];
  const { head, body, tail } = splitFrame(text);
  const edits: RewriteEdit[] = [];
  const lines = body.split('\n').map((line) =>
    sentencesWithSpace(line)
      .map(({ sentence, space }) => {
        const next = rewriteToneSentence(sentence, tones, edits, variant, sarcasm);
        return next ? next + space : '';
      })
      .join('')
      .trimEnd(),
  );
  const toned = lines.join('\n');
  // A text that names a feeling keeps its own words apart from flagged phrases (as rewriteTowardBalance does).
  const aims = feelingsIn(text).length > 0 ? [] : aimsAfter(reading, toned);
  const eased = rewriteText(toned, { aims, flagged: true, variant });
  edits.push(...eased.edits);
  let newBody = eased.text.trim() || 'Honestly, this frustrates me.';
  // After an inline greeting ("Hi Jo, …") the body runs on in lower case, as it was written.
  if (
    head &&
    !head.endsWith('\n') &&
    /^(?:Could|Would|Please|To|It|There|This|That|Following|Honestly|All|Just)\b/.test(newBody)
  )
    newBody = newBody.charAt(0).toLowerCase() + newBody.slice(1);
  const added = [...eased.added];
  const still = readTone(newBody);
  const asksStill =
    still.tones[0]?.name === 'demanding' || (tones.has('demanding') && still.tones.some((t) => t.name === 'demanding'));
  if (edits.length > 0 && asksStill && !/\bthank/i.test(newBody)) {
    const thanks = THANKS[variant % THANKS.length]!;
    added.push(thanks);
    newBody = `${newBody}${/[.!?…]$/.test(newBody) ? '' : '.'} ${thanks}`;
  }
  const changed = edits.length > 0 || added.length > 0;
  const lead = /^\s*/.exec(body)![0];
  const trail = /\s*$/.exec(body)![0];
  const result = `${head}${lead}${newBody}${trail}${tail}`;
  return changed ? { text: result, edits, added, aims, changed } : unchanged;
}

/** True when `tone` is one a rewrite removes. */
export function isFlaggedTone(tone: ToneId): boolean {
  return FLAGGED_TONES.has(tone);
}
