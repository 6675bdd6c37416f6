/**
 * The identity key of a user: the provider's issuer and its `sub`, exactly as
 * given (no trimming, case folding or normalisation), joined with `|`. Stored
 * in users.subject with a binary collation, so two identities match only when
 * every byte matches.
 */

/** Longest subject stored, in characters (users.subject is VARCHAR(512)); longer ones are refused, never cut. */
export const SUBJECT_MAX_CHARACTERS = 512;

/** The stored subject of (issuer, sub), or null when `sub` is empty or the pair does not fit. */
export function userSubject(issuer: string, sub: unknown): string | null {
  if (typeof sub !== 'string' || sub.length === 0) return null;
  const subject = `${issuer}|${sub}`;
  // Code points, as MySQL counts VARCHAR length.
  let characters = 0;
  for (const _ of subject) if (++characters > SUBJECT_MAX_CHARACTERS) return null;
  return subject;
}
