import { BUILD_VERSION, schemas } from '@tonelens/core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SISTER_APPS, loadEnv } from '../../env';
import { getTestServer, type TestServer } from '../../../test/server';

describe('GET /api/config', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers the built-in tone studio, the default sister apps and the build version without a session', async () => {
    t = await getTestServer('sqlite');
    const res = await fetch(`${t.url}/api/config`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const config = schemas.config.parse(await res.json());
    expect(config).toEqual({
      audioToolUrl: `${t.url}/tone-studio/`,
      sisterApps: DEFAULT_SISTER_APPS,
      version: BUILD_VERSION,
    });
    // The default audio tool is really served there.
    expect((await fetch(config.audioToolUrl)).status).toBe(200);
  });

  it('answers AUDIO_TOOL_URL and SISTER_APP_URLS when set', async () => {
    t = await getTestServer('sqlite', {
      AUDIO_TOOL_URL: 'https://audio.example/tool/',
      SISTER_APP_URLS: 'Alpha=https://a.example/, Beta=https://b.example/x ,Gamma=http://c.example',
    });
    const config = schemas.config.parse(await (await fetch(`${t.url}/api/config`)).json());
    expect(config.audioToolUrl).toBe('https://audio.example/tool/');
    expect(config.sisterApps).toEqual([
      { name: 'Alpha', url: 'https://a.example/' },
      { name: 'Beta', url: 'https://b.example/x' },
      { name: 'Gamma', url: 'http://c.example' },
    ]);
  });
});

describe('SISTER_APP_URLS', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', SESSION_SECRET: 'x'.repeat(32) };
  it.each([
    ['two pairs', 'A=https://a.example,B=https://b.example'],
    ['four pairs', 'A=https://a.example,B=https://b.example,C=https://c.example,D=https://d.example'],
    ['a pair without a name', '=https://a.example,B=https://b.example,C=https://c.example'],
    ['a pair without =', 'https://a.example,B=https://b.example,C=https://c.example'],
    ['a URL that is not http(s)', 'A=javascript:alert(1),B=https://b.example,C=https://c.example'],
  ])('stops start-up naming the variable for %s', (_, value) => {
    expect(() => loadEnv({ ...base, SISTER_APP_URLS: value })).toThrow(/SISTER_APP_URLS: must be 3/);
  });
});
