import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('1.2.3.4', '10.0.0.9', 0)).toBe('10.0.0.9');
  });

  it('is the entry the trusted proxy appended, not a forged one to its left', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', '127.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '127.0.0.1', 1)).toBe('203.0.113.7');
  });

  it('counts hops from the right through a chain of proxies', () => {
    expect(clientAddress('6.6.6.6,203.0.113.7 , 10.0.0.2', '10.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to the leftmost entry when the chain is shorter than the hops, and to the peer without a header', () => {
    expect(clientAddress('203.0.113.7', '10.0.0.1', 3)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientAddress(' , ', '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});
