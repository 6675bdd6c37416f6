/** Words of several senses ("killer", "a steal", "sorry"): the key each is read as where its neighbours give it that sense. */
import { hashText } from './keys';
import { nextWordRoles, peekEnd } from './read-word';
import {
  ROLE_BARGAIN,
  ROLE_BARGAIN_NEXT,
  ROLE_CONTRAST,
  ROLE_DETERMINER,
  ROLE_FOR_ABOUT,
  ROLE_HEARING,
  ROLE_LITERAL_HEAD,
  ROLE_POSSESSIVE,
  ROLE_SLANG,
  ROLE_TO,
  ROLE_TOPIC,
  ROLE_TOPIC_HEAD,
  ROLE_VERDICT,
} from './roles';

export const SYMPATHY_KEY = hashText('<sympathy>');
export const SORRY_BUT_KEY = hashText('<sorry-but>');
export const SENSE_ROLES = ROLE_SLANG | ROLE_BARGAIN | ROLE_TOPIC;
export const PRAISE_KEY = hashText('awesome');
export const TOPIC_KEY = hashText('<topic>');

/** The key a word of several senses is read as here (see SLANG_PRAISE), or 0 to read it as itself. */
export function senseOf(role: number, twoBefore: number, before: number, after: number): number {
  if (role & ROLE_SLANG && before > 0 && before & ROLE_DETERMINER && after >= 0 && !(after & ROLE_LITERAL_HEAD))
    return PRAISE_KEY;
  if (
    role & ROLE_BARGAIN &&
    before > 0 &&
    before & ROLE_DETERMINER &&
    twoBefore > 0 &&
    twoBefore & ROLE_VERDICT &&
    (after < 0 || after & ROLE_BARGAIN_NEXT)
  )
    return PRAISE_KEY;
  if (role & ROLE_TOPIC && after > 0 && after & ROLE_TOPIC_HEAD) return TOPIC_KEY;
  return 0;
}

/**
 * The sense of "sorry" before the text at j: sympathy before another's loss or news ("sorry
 * for your loss", "sorry to hear"), a formula before a refusal ("sorry, but"), or 0 for the
 * apology and regret the word itself carries.
 */
export function sorrySense(text: string, j: number, n: number): number {
  let k = j;
  while (k < n && text.charCodeAt(k) === 32) k++;
  if (k < n && text.charCodeAt(k) === 44) {
    const after = nextWordRoles(text, k + 1, n);
    return after > 0 && after & ROLE_CONTRAST ? SORRY_BUT_KEY : 0;
  }
  const next = nextWordRoles(text, j, n);
  if (next <= 0) return 0;
  if (next & ROLE_CONTRAST) return SORRY_BUT_KEY;
  if (!(next & (ROLE_FOR_ABOUT | ROLE_TO))) return 0;
  const then = nextWordRoles(text, peekEnd, n);
  if (then <= 0) return 0;
  if (next & ROLE_FOR_ABOUT && then & ROLE_POSSESSIVE) return SYMPATHY_KEY;
  if (next & ROLE_TO && then & ROLE_HEARING) return SYMPATHY_KEY;
  return 0;
}
