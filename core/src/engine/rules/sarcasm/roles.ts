/** What each word may do in the sarcasm rules, as bits: one lookup per distinct word instead of one per rule. */
import { type RuleWord, wordTable } from '../words';
import {
  CLEARLY,
  CLOSING_FILLERS,
  COMPLIMENTS_BY_FIRST_WORD,
  DURATIONS,
  INTERJECTIONS,
  LOVE,
  MANNER_PRAISE,
  NUISANCES,
  PHRASE_OPENERS,
  PLAIN_PRAISE,
  PRAISE_LEADS_BY_FIRST_WORD,
  QUOTABLE_PRAISE,
  RESOLVED,
  SURE,
  THANKS,
  TIME_UNITS,
  WAIT_WORDS,
} from './tables';

/** The roles, one bit each. */
export const ROLE_INTERJECTION = 1;
export const ROLE_LOVE = 2;
export const ROLE_THANKS = 4;
export const ROLE_SURE = 8;
export const ROLE_CLEARLY = 16;
export const ROLE_PRAISE_LEAD = 64;
export const ROLE_NUISANCE = 128;
export const ROLE_RESOLVED = 256;
export const ROLE_WAIT = 512;
export const ROLE_DURATION = 1024;
export const ROLE_QUOTABLE = 2048;
export const ROLE_PLAIN_PRAISE = 4096;
export const ROLE_EYE_ROLL = 8192;
export const ROLE_PHRASE_OPENER = 16384;
export const ROLE_TIME_UNIT = 32768;
export const ROLE_COMPLIMENT = 65536;
export const ROLE_MANNER = 131072;
export const ROLE_FILLER = 262144;
export const ROLE_WEEKDAY = 524288;
export const ROLE_SETS: readonly [number, ReadonlySet<string> | ReadonlyMap<string, unknown>][] = [
  [ROLE_INTERJECTION, INTERJECTIONS],
  [ROLE_LOVE, LOVE],
  [ROLE_THANKS, THANKS],
  [ROLE_SURE, SURE],
  [ROLE_CLEARLY, CLEARLY],
  [ROLE_PRAISE_LEAD, PRAISE_LEADS_BY_FIRST_WORD],
  [ROLE_NUISANCE, NUISANCES],
  [ROLE_RESOLVED, RESOLVED],
  [ROLE_WAIT, WAIT_WORDS],
  [ROLE_DURATION, DURATIONS],
  [ROLE_QUOTABLE, QUOTABLE_PRAISE],
  [ROLE_PLAIN_PRAISE, PLAIN_PRAISE],
  [ROLE_EYE_ROLL, new Set(['eyeroll', 'rolls', 'eye'])],
  [ROLE_PHRASE_OPENER, PHRASE_OPENERS],
  [ROLE_TIME_UNIT, TIME_UNITS],
  [ROLE_COMPLIMENT, COMPLIMENTS_BY_FIRST_WORD],
  [ROLE_MANNER, MANNER_PRAISE],
  [ROLE_FILLER, CLOSING_FILLERS],
  [ROLE_WEEKDAY, new Set(['monday', 'mondays'])],
];
export const rolesOf = wordTable((norm) => {
  let roles = 0;
  for (const [role, set] of ROLE_SETS) if (set.has(norm)) roles |= role;
  return roles;
});
/** True when the word has any of the roles. */
export function is(word: RuleWord, roles: number): boolean {
  return (rolesOf(word) & roles) !== 0;
}
