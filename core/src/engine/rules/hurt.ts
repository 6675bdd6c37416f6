/**
 * Hurt: the ways people say someone's act or neglect wounded them, beyond the
 * word "sad". Three kinds, each a family of phrasings:
 * - stung: saying that something hurt ("that really hurt", "it stings", "I was
 *   hurt to learn", "hurt my feelings", "broke my heart");
 * - excluded: being left out, passed over or unnoticed ("left out", "you didn't
 *   invite me", "decided without me", "nobody noticed", "forgot about me",
 *   "behind my back", "found out from Facebook");
 * - unreciprocated: care given and not returned ("I'm always the one who…",
 *   "I thought you'd at least…", "doesn't matter to you", "you don't even care",
 *   "after everything I did").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of hurt a text can voice. */
export type HurtKind = 'stung' | 'excluded' | 'unreciprocated';

const ME = String.raw`(?:me|us)`;
const SOMEONE = String.raw`(?:you|u|they|he|she|nobody|no one|none of (?:you|them)|everyone|everybody)`;
const NOT = String.raw`(?:didn't|did not|don't|do not|never|wouldn't|won't|couldn't|can't|haven't|hasn't|doesn't)`;
const INCLUDE = String.raw`(?:invite|invited|include|included|tell|told|ask|asked|call|called|text|texted|check on|checked on|thank|thanked|mention|mentioned|wait for|waited for|save|saved|think of|thought of)`;

/** The hurt patterns, one family per kind. */
export const HURT_PATTERNS: readonly CuePattern<HurtKind>[] = [
  {
    kind: 'stung',
    pattern: new RegExp(
      String.raw`\b(?:that|it|this|what (?:you|he|she|they) said|your (?:words|comment|silence))(?: really| honestly| kind of| kinda| still| actually)? (?:hurt|hurts|stung|stings)\b` +
        String.raw`|\bhurt(?:s)? (?:me|my feelings|so much|a lot)\b` +
        String.raw`|\bi (?:was|am|'m|felt|feel|got) (?:really |so |very |deeply |pretty |a (?:bit|little) )?(?:hurt|wounded|crushed|gutted|stung)\b` +
        String.raw`|\bhurtful\b|\bbroke my heart\b|\bstill stings\b|\bfelt (?:invisible|unwanted|unappreciated|replaceable|like an afterthought)\b`,
      'gi',
    ),
  },
  {
    kind: 'excluded',
    pattern: new RegExp(
      String.raw`\b(?:left|leaving|leave) (?:me|us) out\b|\b(?:was|were|am|'m|felt|feel|feeling|get|got|being|always) left out\b|\bfeel(?:ing)? (?:so )?(?:left out|excluded|ignored|forgotten|invisible)\b` +
        String.raw`|\b${SOMEONE} ${NOT} (?:even )?${INCLUDE} ${ME}\b` +
        String.raw`|\bwithout (?:even )?(?:asking|telling|including|consulting|inviting) ${ME}\b` +
        String.raw`|\b(?:decided|made|planned|booked|went ahead|chose|agreed|went)\b[^.!?\n]{0,30}?\bwithout ${ME}\b` +
        String.raw`|\bbehind my back\b` +
        String.raw`|\b(?:nobody|no one|none of (?:you|them)) (?:even )?(?:noticed|asked|cared|called|came|remembered|showed up|bothered|said a word)\b` +
        String.raw`|\b(?:forgot|forgotten|forget) (?:about )?(?:me|my (?:birthday|name|message|texts?))\b` +
        String.raw`|\b(?:ignored|ignoring|ghosted|ghosting|blanked|dropped|replaced) (?:me|us)\b` +
        String.raw`|\bfound out (?:from|on|through|via) (?:instagram|facebook|twitter|social media|someone else|a friend|the group chat)\b`,
      'gi',
    ),
  },
  {
    kind: 'unreciprocated',
    pattern: new RegExp(
      String.raw`\bi(?:'m| am) always the one (?:who|to|that|reaching|making|asking|texting|calling|planning)\b` +
        String.raw`|\bi thought (?:you|u|he|she|they)(?:'d| would) at least\b` +
        String.raw`|\b(?:don't|doesn't|didn't|do not|does not|never) (?:seem to )?(?:matter|mean (?:anything|much)|count)(?: much)? to (?:you|u|him|her|them|anyone)\b` +
        String.raw`|\b(?:mean|matter)s? (?:nothing|so little|less) to (?:you|u|him|her|them)\b` +
        String.raw`|\b(?:you|u|he|she|they) (?:don't|doesn't|didn't) (?:even )?(?:care|cared|notice|noticed)\b` +
        String.raw`|\bafter (?:all|everything) (?:i(?:'ve| have)?|we(?:'ve| have)?) (?:done|did|gave|given|sacrificed)\b` +
        String.raw`|\bguess i was wrong\b|\bi guess (?:i|my [a-z]+)(?:'m| am| is|'s| don't| doesn't) (?:not |just )?(?:that important|not important|matter|enough|invisible)\b`,
      'gi',
    ),
  },
];

/** The phrases of `text` that voice hurt, in text order. */
export function findHurt(text: string): Cue<HurtKind>[] {
  return findCues(text, HURT_PATTERNS);
}
