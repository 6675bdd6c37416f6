import { describe, expect, it } from 'vitest';
import { FALLBACK_CONFIG, loginUrl, parseAppConfig } from './session';

describe('loginUrl', () => {
  it('sends sign-in back to the page it started from', () => {
    expect(loginUrl()).toBe('/api/login');
    expect(loginUrl('/')).toBe('/api/login');
    expect(loginUrl('/tune-link?tone=0.5&frequency=550')).toBe(
      '/api/login?returnTo=%2Ftune-link%3Ftone%3D0.5%26frequency%3D550',
    );
  });
});

describe('parseAppConfig', () => {
  it('keeps a well-formed configuration and falls back on anything else', () => {
    const config = {
      audioToolUrl: 'http://127.0.0.1:9000/tone-studio/',
      sisterApps: [
        { name: 'One', url: 'https://one.example' },
        { name: 'Two', url: 'https://two.example' },
        { name: 'Three', url: 'https://three.example' },
      ],
      version: '0.42.2508.9',
    };
    expect(parseAppConfig(config)).toEqual(config);
    expect(parseAppConfig({ audioToolUrl: 'javascript:alert(1)', sisterApps: [], version: 'x' })).toBe(FALLBACK_CONFIG);
    expect(parseAppConfig(null)).toBe(FALLBACK_CONFIG);
  });
});
