/**
 * The curated table behind local rewrites: phrases that make a text colder,
 * vaguer, louder or more absolute than its writer likely means, each with
 * gentler, clearer, calmer or firmer alternatives that keep the sentence
 * grammatical where it stands.
 */

/** A direction a rewrite can move a text in (one side of one axis). */
export type Aim = 'warmer' | 'cooler' | 'clearer' | 'gentler' | 'calmer' | 'firmer' | 'steadier';

/** One entry of the table. */
export interface PhraseRule {
  /** What to look for, within one sentence; `^` is the start of the sentence. */
  pattern: RegExp;
  /** Replacements in order of preference; repeated requests walk through them. "" removes the phrase. */
  alternatives: readonly string[];
  /** The aims this edit serves. */
  aims: readonly Aim[];
  /** Aims this edit works against: it is not made when one of them is asked for. */
  against?: readonly Aim[];
  /** Flagged phrases are changed by a plain "rewrite this" even when the text's scores do not ask for it. */
  flagged?: boolean;
  /** Why the edit helps, completing "it …" ("reads as a reminder rather than a reproach"). */
  because: string;
}

/** Verbs that turn a request into a question when the sentence opens with them. */
export const QUESTION_OPENERS = /^(could|would|can|will) you\b/i;

/** The table, most specific phrases first (a phrase is only matched once per sentence). */
export const PHRASE_TABLE: readonly PhraseRule[] = [
  // Passive-aggressive openers and reminders.
  {
    pattern: /\bper my (?:last|previous|earlier) (?:email|e-mail|message|note|mail)\b,?/i,
    alternatives: ['as I mentioned,', 'following up on my earlier note,', 'to pick up where we left off,'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'reads as a reminder rather than a reproach',
  },
  {
    pattern: /\bas (?:I )?(?:already |previously )?(?:said|stated|noted)(?: before| earlier| previously| above)?\b,?/i,
    alternatives: ['to recap,', 'to sum up,'],
    aims: ['warmer'],
    flagged: true,
    because: 'drops the hint that the reader should have listened',
  },
  {
    pattern: /\bas per\b/i,
    alternatives: ['following', 'in line with'],
    aims: ['warmer'],
    because: 'sounds like a person rather than a form',
  },
  {
    // At the start, or after a word of telling: "dropped for the fourth time" is a fact, not scorekeeping.
    pattern:
      /(?:^|,? ?(?<=\b(?:tell(?:ing)?|ask(?:ing)?|say(?:ing)?|remind(?:ing)?|explain(?:ing)?)(?: you| this| it)?) )for the (?:last|second|third|fourth|fifth|hundredth|umpteenth) time\b,?\s*/i,
    alternatives: [''],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'leaves out the scorekeeping',
  },
  {
    pattern: /^(?:with all due respect|no offen[cs]e)(?:,? but)?,?\s*/i,
    alternatives: [''],
    aims: ['warmer'],
    flagged: true,
    because: 'lets the point stand without a warning shot',
  },
  {
    pattern: /\bplease action (?:this |these |it )?(?:immediately|asap|now|urgently|at once)\b/i,
    alternatives: [
      'could you look at this as soon as possible',
      'could you pick this up today',
      'could you look at this as a priority',
    ],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'asks instead of ordering',
  },
  {
    pattern: /\bplease action\b/i,
    alternatives: ['could you look at', 'could you pick up'],
    aims: ['warmer'],
    flagged: true,
    because: 'asks instead of ordering',
  },
  {
    pattern: /^i need you to\b/i,
    alternatives: ['could you', 'would you'],
    aims: ['warmer'],
    against: ['firmer'],
    flagged: true,
    because: 'asks instead of ordering',
  },
  {
    pattern: /^you (?:need to|have to|must)\b/i,
    alternatives: ['could you', 'please'],
    aims: ['warmer', 'gentler'],
    against: ['firmer'],
    because: 'asks instead of ordering',
  },
  // Urgency and volume.
  {
    pattern: /\b(?:asap|a\.s\.a\.p\.?)(?=\W|$)/i,
    alternatives: ['as soon as possible', 'today'],
    aims: ['calmer', 'warmer'],
    flagged: true,
    because: 'takes the alarm out of the request',
  },
  {
    pattern: /\b(?:immediately|right away|at once)\b/i,
    alternatives: ['as soon as possible', 'today'],
    aims: ['calmer'],
    flagged: true,
    because: 'takes the alarm out of the request',
  },
  {
    pattern: /\burgently\b/i,
    alternatives: ['as a priority', 'as soon as possible'],
    aims: ['calmer'],
    flagged: true,
    because: 'takes the alarm out of the request',
  },
  {
    pattern: /\burgent\b/i,
    alternatives: ['time-sensitive', 'a priority'],
    aims: ['calmer'],
    flagged: true,
    because: 'states the timing without the alarm',
  },
  {
    pattern: /\bunacceptable\b/i,
    alternatives: ['not what I expected', 'not what we agreed'],
    aims: ['calmer', 'warmer'],
    flagged: true,
    because: 'names the gap without a verdict',
  },
  {
    pattern: /\b(?:furious|livid|outraged|enraged)\b/i,
    alternatives: ['frustrated', 'upset'],
    aims: ['calmer'],
    flagged: true,
    because: 'says how you feel at a volume the reader can hear',
  },
  {
    pattern: /\b(?:extremely|incredibly|absolutely|totally|utterly|completely) (?=\w)/i,
    alternatives: [''],
    aims: ['calmer'],
    because: 'lets the plain word carry its own weight',
  },
  {
    pattern: /\b(so|really|very) (?:so|really|very) /i,
    alternatives: ['$1 '],
    aims: ['calmer'],
    because: 'says it once',
  },
  // Harsh words.
  {
    // Not when it describes the writer ("I feel stupid"): that is a feeling, not an insult.
    pattern: /(?<!\b(?:feel|felt|feeling|am|i'm|look|looked|sound|sounded)\s(?:\w+\s)?)\b(?:stupid|idiotic|dumb)\b/i,
    alternatives: ['hard to follow', 'not working'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'describes the problem instead of insulting it',
  },
  {
    pattern: /\bridiculous\b/i,
    alternatives: ['hard to accept', 'surprising'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'describes your reaction instead of judging',
  },
  {
    pattern: /\buseless\b/i,
    alternatives: ['not working for me', 'falling short'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'leaves room for it to improve',
  },
  {
    pattern: /\b(?:pathetic|terrible|awful|horrible|disgusting)\b/i,
    alternatives: ['bad', 'poor'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'says what it did to you without a verdict',
  },
  {
    pattern: /\b(?:can't|can’t|cannot|can not) stand\b/i,
    alternatives: ['really dislike', 'strongly dislike'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'keeps the feeling without the heat',
  },
  {
    pattern: /\ba (?:total |complete |absolute |real )?nightmare\b/i,
    alternatives: ['a real mess', 'very hard going'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'says what it did to you without a verdict',
  },
  {
    pattern: /\ba (?:total |complete |absolute |real )?(?:hot mess|train ?wreck)\b/i,
    alternatives: ['in poor shape', 'really disorganised'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'says what went wrong without a verdict',
  },
  {
    pattern: /\bhat(e|es|ed|ing)\b/i,
    alternatives: ['dislik$1'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'keeps the feeling without the heat',
  },
  {
    pattern: /\bshut up\b/i,
    alternatives: ["let's pause", 'give me a moment'],
    aims: ['warmer', 'calmer'],
    flagged: true,
    because: 'asks for a pause instead of silence',
  },
  // Absolutes.
  {
    pattern: /\byou (?:always)\b/i,
    alternatives: ['you often', 'you tend to'],
    aims: ['gentler', 'warmer'],
    flagged: true,
    because: 'describes a pattern without a charge the reader will want to disprove',
  },
  {
    pattern: /\byou never\b/i,
    alternatives: ['you rarely', 'you seldom'],
    aims: ['gentler', 'warmer'],
    flagged: true,
    because: 'describes a pattern without a charge the reader will want to disprove',
  },
  {
    pattern: /(?<!\bas )\balways\b/i,
    alternatives: ['often', 'usually'],
    aims: ['gentler'],
    because: 'leaves room for exceptions',
  },
  {
    pattern: /\bnever\b/i,
    alternatives: ['rarely', 'seldom'],
    aims: ['gentler'],
    because: 'leaves room for exceptions',
  },
  {
    pattern: /\b(?:everyone|everybody)\b/i,
    alternatives: ['almost everyone', 'nearly everybody'],
    aims: ['gentler'],
    because: 'leaves room for exceptions',
  },
  {
    pattern: /\b(?:nobody|no one|no-one)\b/i,
    alternatives: ['hardly anyone', 'almost nobody'],
    aims: ['gentler'],
    because: 'leaves room for exceptions',
  },
  {
    pattern: /\b(?:definitely|certainly|undoubtedly)\b/i,
    alternatives: ['probably', 'likely'],
    aims: ['gentler'],
    because: 'holds the claim a little more loosely',
  },
  {
    pattern: /^(?:obviously|clearly|of course),?\s*/i,
    alternatives: [''],
    aims: ['gentler', 'warmer'],
    flagged: true,
    because: 'does not imply the reader missed something obvious',
  },
  {
    pattern: /\bi know\b/i,
    alternatives: ['I think', 'I believe'],
    aims: ['gentler'],
    because: 'offers your view as a view',
  },
  // Hedges.
  {
    pattern: /^i was (?:just )?wondering if you could\b/i,
    alternatives: ['could you', 'would you'],
    aims: ['clearer'],
    because: 'asks directly',
  },
  {
    pattern: /^i was (?:just )?wondering (?:if|whether)\b/i,
    alternatives: ["I'd like to know whether", "I'd like to check whether"],
    aims: ['clearer'],
    because: 'asks directly',
  },
  {
    pattern: /^maybe (?:we|you and i) (?:could|can|should)\b/i,
    alternatives: ["let's", 'I suggest we'],
    aims: ['clearer', 'firmer'],
    because: 'makes the suggestion plainly',
  },
  {
    pattern: /^(?:i guess|i suppose|i think|i feel like),?\s+(?=\w)/i,
    alternatives: [''],
    aims: ['clearer'],
    because: 'states your point without a disclaimer',
  },
  {
    pattern: /,?\s*\b(?:i guess|i suppose)\b,?/i,
    alternatives: [''],
    aims: ['clearer'],
    because: 'states your point without a disclaimer',
  },
  {
    pattern: /\b(?:kind of|sort of|kinda|sorta)\s+/i,
    alternatives: [''],
    aims: ['clearer'],
    because: 'says it plainly',
  },
  {
    pattern: /\b(?:maybe|perhaps|possibly),?\s+/i,
    alternatives: [''],
    aims: ['clearer', 'firmer'],
    because: 'says it plainly',
  },
  {
    pattern: /\bi just (?=wanted|want|need|needed)/i,
    alternatives: ['I '],
    aims: ['clearer', 'firmer'],
    because: 'drops the apology in "just"',
  },
  {
    pattern: /,?\s*\b(?:or something|if that makes sense|if that's okay|if that is okay|if that's ok)\b/i,
    alternatives: [''],
    aims: ['clearer', 'firmer'],
    because: 'ends on the point rather than a retreat',
  },
  {
    pattern: /^sorry to bother you,?\s*(?:but\s+)?/i,
    alternatives: [''],
    aims: ['clearer', 'firmer'],
    against: ['warmer'],
    because: 'opens with the point rather than an apology',
  },
  {
    pattern: /\b(?:if you get a chance|when you get a chance|no rush)\b,?/i,
    alternatives: ['soon', 'as soon as you can'],
    aims: ['firmer'],
    because: 'gives the request a time',
  },
];
