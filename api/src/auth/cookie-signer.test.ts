import { describe, expect, it } from 'vitest';
import { createCookieSigner } from './cookie-signer';

describe('createCookieSigner', () => {
  it('verifies its own signatures and rejects altered data or signatures', () => {
    const signer = createCookieSigner(['secret-one']);
    const digest = signer.sign('tonelens.sid=abc');
    expect(signer.verify('tonelens.sid=abc', digest)).toBe(true);
    expect(signer.verify('tonelens.sid=abd', digest)).toBe(false);
    expect(signer.verify('tonelens.sid=abc', digest.slice(0, -1) + (digest.endsWith('A') ? 'B' : 'A'))).toBe(false);
    expect(signer.verify('tonelens.sid=abc', '')).toBe(false);
    // Asked again (answered from the memo), the answers stay the same.
    expect(signer.verify('tonelens.sid=abc', digest)).toBe(true);
    expect(signer.verify('tonelens.sid=abd', digest)).toBe(false);
  });

  it('signs with the first key and still verifies with older ones', () => {
    const old = createCookieSigner(['old-secret']);
    const rotated = createCookieSigner(['new-secret', 'old-secret']);
    expect(rotated.index('v', old.sign('v'))).toBe(1);
    expect(rotated.index('v', rotated.sign('v'))).toBe(0);
    expect(old.index('v', rotated.sign('v'))).toBe(-1);
  });
});
