import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';

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

describe('addressKey', () => {
  it('keeps an IPv4 address, and turns an IPv4-mapped IPv6 address into it', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::FFFF:7f00:1')).toBe('127.0.0.1');
    expect(addressKey('203.0.113.7:4431')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '[2001:db8:1:2:a:b:c:d]:443',
      '2001:db8:1:2::5%eth0',
      '2001:DB8:1:2::7',
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1:2:3')).toBe('1:2:3');
    expect(addressKey(undefined)).toBeUndefined();
  });
});
