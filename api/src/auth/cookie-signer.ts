/**
 * Signs the session cookie (koa-session through the `cookies` module, which
 * accepts any object with Keygrip's sign/verify/index methods as app.keys).
 * HMAC-SHA256 with Node's native constant-time comparison, and a bounded memo
 * of cookie values already verified: a browser sends the same signed value on
 * every request, and re-computing its HMAC (Keygrip hashes twice more to
 * compare) was a fifth of the CPU of a save.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Most verified (value, signature) pairs remembered before the memo starts over. */
export const VERIFIED_MEMO_SIZE = 10_000;

/** Keygrip's interface: sign with the first key, find which key signed. */
export interface CookieSigner {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  /** Index of the key that made `digest` for `data`, or -1. */
  index(data: string, digest: string): number;
}

/** Creates a signer over `keys` (newest first; older keys still verify, so secrets can rotate). */
export function createCookieSigner(keys: readonly string[]): CookieSigner {
  if (keys.length === 0) throw new Error('At least one key is required');
  const sign = (data: string, key: string) => createHmac('sha256', key).update(data).digest('base64url');
  const verified = new Map<string, number>();
  const index = (data: string, digest: string): number => {
    const memoKey = `${digest}\n${data}`;
    const known = verified.get(memoKey);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    for (let i = 0; i < keys.length; i++) {
      const expected = Buffer.from(sign(data, keys[i]!));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        if (verified.size >= VERIFIED_MEMO_SIZE) verified.clear();
        verified.set(memoKey, i);
        return i;
      }
    }
    return -1;
  };
  return {
    sign: (data) => sign(data, keys[0]!),
    verify: (data, digest) => index(data, digest) > -1,
    index,
  };
}
