import { describe, expect, it } from 'vitest';
import { schemas } from './index';

const apps = [
  { name: 'ToneLens Journal', url: 'https://journal.tonelens.app/' },
  { name: 'ToneLens Notes', url: 'https://notes.tonelens.app/' },
  { name: 'ToneLens Echo', url: 'https://echo.tonelens.app/' },
];

describe('schemas.config', () => {
  it('accepts the audio tool, three sister apps and a version', () => {
    const config = { audioToolUrl: 'http://localhost:8787/tone-studio/', sisterApps: apps, version: '0.42.2508.9' };
    expect(schemas.config.parse(config)).toEqual(config);
  });

  it.each([
    ['a relative audio tool', { audioToolUrl: '/tone-studio/', sisterApps: apps, version: '1' }],
    ['two sister apps', { audioToolUrl: 'https://a.test/', sisterApps: apps.slice(0, 2), version: '1' }],
    [
      'a sister app that is not http(s)',
      {
        audioToolUrl: 'https://a.test/',
        sisterApps: [...apps.slice(0, 2), { name: 'X', url: 'ftp://x.test/' }],
        version: '1',
      },
    ],
    ['an empty version', { audioToolUrl: 'https://a.test/', sisterApps: apps, version: '' }],
  ])('rejects %s', (_, config) => {
    expect(schemas.config.safeParse(config).success).toBe(false);
  });
});
