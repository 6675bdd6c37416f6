import { describe, expect, it } from 'vitest';
import { hostPermissionPattern, parseServerUrl } from './server-url';

describe('parseServerUrl', () => {
  it('accepts an http(s) address and keeps its origin', () => {
    expect(parseServerUrl(' https://tone.example.com/ ')).toEqual({ ok: true, origin: 'https://tone.example.com' });
    expect(parseServerUrl('http://localhost:8787')).toEqual({ ok: true, origin: 'http://localhost:8787' });
  });

  it.each([
    ['', 'Enter the address'],
    ['tone.example.com', 'not a web address'],
    ['ftp://tone.example.com', 'http:// or https://'],
    ['https://me:pw@tone.example.com', 'user name or password'],
    ['https://tone.example.com/?a=1', 'query or a fragment'],
    ['https://tone.example.com/app', 'without a path'],
  ])('refuses %j', (input, message) => {
    const check = parseServerUrl(input);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.error).toContain(message);
  });
});

describe('hostPermissionPattern', () => {
  it('drops the port, since a pattern without one matches every port', () => {
    expect(hostPermissionPattern('http://localhost:8787')).toBe('http://localhost/*');
    expect(hostPermissionPattern('https://tone.example.com')).toBe('https://tone.example.com/*');
  });
});
