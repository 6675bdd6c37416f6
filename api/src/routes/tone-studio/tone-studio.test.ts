import { emotionalBand, schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/dialects';
import { getTestServer, type TestServer } from '../../../test/server';
import { AUDIO_TOKEN_TTL_S, createAudioTokens } from './audio-token';
import { AudioStore, AUDIO_STORE_SIZE, RENDERS_PER_GENERATE } from './router';
import { STUDIO_SAMPLE_RATE_HZ } from './melody';

/** The parts of a WAV file header the studio writes. */
function readWav(buf: Buffer) {
  return {
    riff: buf.toString('ascii', 0, 4),
    wave: buf.toString('ascii', 8, 12),
    format: buf.readUInt16LE(20),
    channels: buf.readUInt16LE(22),
    sampleRate: buf.readUInt32LE(24),
    bitsPerSample: buf.readUInt16LE(34),
    dataTag: buf.toString('ascii', 36, 40),
    dataBytes: buf.readUInt32LE(40),
    /** Loudest sample, 0..1 of full scale. */
    peak: (() => {
      let peak = 0;
      for (let i = 44; i + 1 < buf.length; i += 2) peak = Math.max(peak, Math.abs(buf.readInt16LE(i)));
      return peak / 32767;
    })(),
  };
}

describe('the tone studio', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer('sqlite');
  });
  afterAll(async () => t?.close());

  const generate = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/tone-studio/api/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('serves its page as HTML showing tone, frequency, band, text and lyrics, with a nonce policy that the app may frame', async () => {
    for (const path of ['/tone-studio/', '/tone-studio/index.html']) {
      const res = await fetch(`${t.url}${path}?tone=0.5&frequency=550&text=hello%20%3Cb%3E&lyrics=la%20la`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toContain('<dd id="tone">0.500');
      expect(html).toContain('<dd id="frequency">550 Hz');
      expect(html).toContain(`<dd id="band">${emotionalBand(0.5).name}`);
      expect(html).toContain('<p id="text">hello &#60;b&#62;</p>');
      expect(html).toContain('<p id="lyrics">la la</p>');
      expect(html).not.toContain('<b>');
      expect(html).toMatch(/id="play"[^>]*>▶ Play/);
      expect(html).toMatch(/id="stop"[^>]*disabled/);
      expect(html).not.toMatch(/(src|href)="https?:/);
      const csp = res.headers.get('content-security-policy')!;
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(csp).toContain(`frame-ancestors 'self' ${t.url}`);
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('puts each tone in the band of core’s cut-offs, and falls back to the neutral tone with a notice', async () => {
    for (const [tone, band] of [
      ['0.150', 'Ignition'],
      ['0.151', 'Vitality'],
      ['0.3', 'Vitality'],
      ['0.45', 'Harmony'],
      ['0.6', 'Serenity'],
      ['0.8', 'Immersion'],
      ['0.81', 'Zenith'],
    ]) {
      const html = await (await fetch(`${t.url}/tone-studio/?tone=${tone}&frequency=300`)).text();
      expect(html).toContain(`<dd id="band">${band}<`);
    }
    const bad = await (await fetch(`${t.url}/tone-studio/?tone=2`)).text();
    expect(bad).toContain('is not a tone between 0 and 1');
    expect(bad).toContain('<dd id="tone">0.500');
    expect(bad).toContain('<dd id="frequency">550 Hz');
    const none = await (await fetch(`${t.url}/tone-studio/`)).text();
    expect(none).toContain('No tone was sent');
  });

  it('redirects /tone-studio to /tone-studio/ keeping the query', async () => {
    const res = await fetch(`${t.url}/tone-studio?tone=0.2&frequency=352`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/tone-studio/?tone=0.2&frequency=352');
  });

  it('generates a WAV whose URL serves 16-bit mono PCM of 3 to 6 seconds', async () => {
    const res = await generate({ tone: 0.5, frequency: 550, text: 'hello' }, { Origin: 'http://elsewhere.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { success: boolean; audioUrl: string };
    expect(body.success).toBe(true);
    expect(body.audioUrl).toMatch(
      new RegExp(`^${t.url}/tone-studio/api/audio/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{22}\\.wav$`),
    );
    const audio = await fetch(body.audioUrl);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const wav = readWav(Buffer.from(await audio.arrayBuffer()));
    expect(wav).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      format: 1,
      channels: 1,
      sampleRate: STUDIO_SAMPLE_RATE_HZ,
      bitsPerSample: 16,
      dataTag: 'data',
    });
    const seconds = wav.dataBytes / 2 / wav.sampleRate;
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThanOrEqual(6);
    expect(wav.peak).toBeGreaterThan(0.1);
    expect(wav.peak).toBeLessThan(1);
  });

  it('gives different texts different audio, and the same text the same audio', async () => {
    const wavOf = async (body: unknown) => {
      const { audioUrl } = (await (await generate(body)).json()) as { audioUrl: string };
      return Buffer.from(await (await fetch(audioUrl)).arrayBuffer());
    };
    const a = await wavOf({ tone: 0.4, frequency: 484, text: 'I am so glad you came' });
    const b = await wavOf({ tone: 0.4, frequency: 484, text: 'Never do that again' });
    const again = await wavOf({ tone: 0.4, frequency: 484, text: 'I am so glad you came' });
    const toneOnly = await wavOf({ tone: 0.4, frequency: 484 });
    expect(a.equals(b)).toBe(false);
    expect(a.equals(again)).toBe(true);
    expect(toneOnly.equals(a)).toBe(false);
    expect(readWav(toneOnly).dataBytes).toBeGreaterThan(0);
  });

  it.each([
    ['tone 2', { tone: 2, frequency: 550 }, 'tone'],
    ['tone as a string', { tone: '0.5', frequency: 550 }, 'tone'],
    ['frequency 0', { tone: 0.5, frequency: 0 }, 'frequency'],
    ['text 3', { tone: 0.5, frequency: 550, text: 3 }, 'text'],
    ['an array', [0.5, 550], '(body)'],
  ])('answers 400 in the API error shape for %s', async (_, body, field) => {
    const res = await generate(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const error = schemas.error.parse(await res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.map((i) => i.path)).toContain(field);
  });

  it('answers 400 invalid_json for a body that is not JSON, and 415 for another content type', async () => {
    const res = await generate('{"tone": 0.5,');
    expect(res.status).toBe(400);
    expect(schemas.error.parse(await res.json()).code).toBe('invalid_json');
    const text = await fetch(`${t.url}/tone-studio/api/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'tone=0.5',
    });
    expect(text.status).toBe(415);
  });

  it('answers a CORS preflight from another origin', async () => {
    const res = await fetch(`${t.url}/tone-studio/api/generate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://web.elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('needs no session even with a foreign origin, and answers JSON 404s and 405s under its API', async () => {
    const foreign = await generate({ tone: 0.1, frequency: 286 }, { Origin: 'https://evil.example', Cookie: 'x=1' });
    expect(foreign.status).toBe(200);
    const missing = await fetch(`${t.url}/tone-studio/api/audio/00000000-0000-0000-0000-000000000000.wav`);
    expect(missing.status).toBe(404);
    expect(schemas.error.parse(await missing.json()).code).toBe('not_found');
    expect((await fetch(`${t.url}/tone-studio/api/nothing`)).status).toBe(404);
    const get = await fetch(`${t.url}/tone-studio/api/generate`);
    expect(get.status).toBe(405);
    expect(schemas.error.parse(await get.json()).code).toBe('method_not_allowed');
  });

  it('lets any instance with the same secrets serve a WAV another generated, byte for byte, and after a rotation', async () => {
    const { audioUrl } = (await (await generate({ tone: 0.7, frequency: 682, text: 'shared' })).json()) as {
      audioUrl: string;
    };
    const path = new URL(audioUrl).pathname;
    const here = Buffer.from(await (await fetch(audioUrl)).arrayBuffer());
    const rotated = await getTestServer('sqlite', {
      SESSION_SECRET: 'a-newer-secret-a-newer-secret-a-newer-secret',
      SESSION_PREVIOUS_SECRETS: t.env.SESSION_SECRET,
    });
    const stranger = await getTestServer('sqlite', { SESSION_SECRET: 'another-deployment-another-deployment-000' });
    try {
      const there = await fetch(`${rotated.url}${path}`);
      expect(there.status).toBe(200);
      expect(there.headers.get('cache-control')).toMatch(/^public, max-age=\d+, immutable$/);
      expect(Buffer.from(await there.arrayBuffer()).equals(here)).toBe(true);
      const refused = await fetch(`${stranger.url}${path}`);
      expect(refused.status).toBe(404);
      expect(schemas.error.parse(await refused.json()).code).toBe('not_found');
    } finally {
      await rotated.close();
      await stranger.close();
    }
  });

  it('serves the WAV of the longest text the melody reads, in the characters that take the most room', async () => {
    for (const text of ['\u0001"'.repeat(600), '😀'.repeat(600)]) {
      const { audioUrl } = (await (await generate({ tone: 0.3, frequency: 330, text })).json()) as { audioUrl: string };
      const res = await fetch(audioUrl);
      expect(res.status).toBe(200);
      expect(readWav(Buffer.from(await res.arrayBuffer())).dataBytes).toBeGreaterThan(0);
    }
  });

  it('answers 404 for a token whose parameters were changed after signing', async () => {
    const { audioUrl } = (await (await generate({ tone: 0.2, frequency: 352 })).json()) as { audioUrl: string };
    const [, payload, signature] = /audio\/([^.]+)\.([^.]+)\.wav$/.exec(audioUrl)!;
    const forged = Buffer.from(JSON.stringify([0.9, 352])).toString('base64url');
    expect(forged).not.toBe(payload);
    const res = await fetch(`${t.url}/tone-studio/api/audio/${forged}.${signature}.wav`);
    expect(res.status).toBe(404);
  });

  it('limits how many WAVs one address may render per window: 429 with Retry-After, the page still served', async () => {
    const limited = await getTestServer('sqlite', {
      RATE_LIMIT_TONE_STUDIO_MAX: '3',
      RATE_LIMIT_TONE_STUDIO_WINDOW_SECONDS: '600',
    });
    try {
      const post = () =>
        fetch(`${limited.url}/tone-studio/api/generate`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ tone: 0.4, frequency: 484, text: 'steady' }),
        });
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
      expect((await fetch(`${limited.url}/tone-studio/?tone=0.4`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe.each(DIALECTS)('tone-studio audio on a server over %s', (dialect) => {
  const STUDIO_MAX = 3;
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer(dialect, {
      RATE_LIMIT_TONE_STUDIO_MAX: String(STUDIO_MAX),
      RATE_LIMIT_TONE_STUDIO_WINDOW_SECONDS: '600',
      TRUST_PROXY_HOPS: '1',
    });
  });
  afterAll(async () => t?.close());

  /** Signs tokens as the server does (the test knows its secret), so renders can be asked for without generates. */
  const tokens = () => createAudioTokens([t.env.SESSION_SECRET]);
  const audio = (token: string, from = '198.51.100.1') =>
    fetch(`${t.url}/tone-studio/api/audio/${token}.wav`, { headers: { 'X-Forwarded-For': from } });
  const generate = (from: string) =>
    fetch(`${t.url}/tone-studio/api/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ tone: 0.5, frequency: 550 }),
    });

  it('limits renders per client address like generates, while a WAV already rendered is served free', async () => {
    const from = '198.51.100.20';
    const budget = STUDIO_MAX * RENDERS_PER_GENERATE;
    const signed = Array.from({ length: budget + 1 }, (_, i) => tokens().sign({ tone: 0.5, frequency: 300 + i }));
    for (const token of signed.slice(0, budget)) expect((await audio(token, from)).status).toBe(200);
    const refused = await audio(signed[budget]!, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(schemas.error.parse(await refused.json()).code).toBe('rate_limited');
    expect((await audio(signed[0]!, from)).status).toBe(200);
    // Another address has its own budget.
    expect((await audio(signed[budget]!, '198.51.100.21')).status).toBe(200);
  });

  it('puts no text in the token: only its expiry, the tone, the frequency and the melody’s steps', async () => {
    const secret = 'Please do not tell anyone about the letter';
    const res = await fetch(`${t.url}/tone-studio/api/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.30' },
      body: JSON.stringify({ tone: 0.42, frequency: 497, text: secret }),
    });
    const { audioUrl } = (await res.json()) as { audioUrl: string };
    const payload = /audio\/([^.]+)\.[^.]+\.wav$/.exec(audioUrl)![1]!;
    const content = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    expect(content).toHaveLength(4);
    const [expiresAtS, tone, frequency, steps] = content as [number, number, number, string];
    expect([tone, frequency]).toEqual([0.42, 497]);
    expect(steps).toMatch(/^[0-9a-]{8,24}$/);
    expect(expiresAtS - Date.now() / 1000).toBeGreaterThan(AUDIO_TOKEN_TTL_S - 60);
    for (const word of secret.split(' ').filter((w) => w.length > 3)) expect(audioUrl).not.toContain(word);
    const wav = await fetch(audioUrl, { headers: { 'X-Forwarded-For': '198.51.100.30' } });
    expect(wav.status).toBe(200);
    const maxAge = Number(/^public, max-age=(\d+), immutable$/.exec(wav.headers.get('cache-control')!)![1]);
    expect(maxAge).toBeGreaterThan(AUDIO_TOKEN_TTL_S - 60);
    expect(maxAge).toBeLessThanOrEqual(AUDIO_TOKEN_TTL_S);
  });

  it('answers 410 audio_expired for a token past its expiry', async () => {
    const old = tokens().sign({ tone: 0.5, frequency: 550 }, Math.floor(Date.now() / 1000) - AUDIO_TOKEN_TTL_S - 1);
    const res = await audio(old, '198.51.100.40');
    expect(res.status).toBe(410);
    expect(schemas.error.parse(await res.json()).code).toBe('audio_expired');
  });

  it('counts ::ffff:127.0.0.1 as 127.0.0.1, and every IPv6 address of one /64 as one client', async () => {
    for (const [first, ...same] of [
      ['127.0.0.1', '::ffff:127.0.0.1', '::ffff:7f00:1'],
      ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff:1:2:3'],
    ]) {
      expect((await generate(first!)).status).toBe(200);
      for (const address of same) expect((await generate(address)).status, address).toBe(200);
      expect((await generate(first!)).status).toBe(429);
    }
    expect((await generate('2001:db8:7:2::1')).status).toBe(200);
  });
});

describe('AudioStore', () => {
  it(`keeps the last ${AUDIO_STORE_SIZE}, dropping the least recently used`, () => {
    const store = new AudioStore();
    store.set('first', Buffer.from('first'));
    store.set('second', Buffer.from('second'));
    for (let i = 0; i < AUDIO_STORE_SIZE - 2; i++) store.set(String(i), Buffer.from(String(i)));
    expect(store.size).toBe(AUDIO_STORE_SIZE);
    expect(store.get('first')?.toString()).toBe('first');
    store.set('one more', Buffer.from('one more'));
    expect(store.size).toBe(AUDIO_STORE_SIZE);
    expect(store.get('first')?.toString()).toBe('first');
    expect(store.get('second')).toBeUndefined();
  });
});
