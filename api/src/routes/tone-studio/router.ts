/**
 * The built-in tone studio, the default audio tool: its page at /tone-studio/
 * and its public API at /tone-studio/api/* (generate a WAV, fetch it), open
 * to any origin. It is mounted ahead of the session, the origin guard and
 * the app-wide security headers because it is public and may be framed by
 * the app; it sets its own headers.
 */
import type { Context, Middleware, Next } from 'koa';
import { isValidToneParameters, type ToneParameters } from '@tonelens/core';
import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import { HttpError, methodNotAllowed, routeNotFound, type Issue } from '../../errors';
import { jsonBody } from '../../middlewares/body';
import { addressRateLimit } from '../../middlewares/rate-limit';
import { errorHandler } from '../../middlewares/errors';
import { API_CSP } from '../../middlewares/security';
import { bodyOf } from '../../validate';
import type { Runtime } from '../../runtime';
import { createAudioTokens } from './audio-token';
import { encodeWav, melodyFromSteps, renderMelody } from './melody';
import { renderStudioPage, studioView, type StudioQuery } from './page';

/** Where the studio lives on this server. */
export const TONE_STUDIO_PATH = '/tone-studio';
/** Rendered WAVs each instance keeps in memory, by sound; the least recently used goes first. */
export const AUDIO_STORE_SIZE = 50;
/**
 * Renders a client address may ask for per generate it may make: each
 * instance renders a sound once (then serves it from its store), so behind a
 * balancer one generated sound costs up to one render per instance.
 */
export const RENDERS_PER_GENERATE = 4;
/** Largest generate body: tone, frequency and a text the clients cut to 500 characters. */
export const GENERATE_BODY_LIMIT_BYTES = 64 * 1024;

/** A bounded least-recently-used cache of rendered WAVs by sound (tone, frequency and steps). */
export class AudioStore {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly capacity = AUDIO_STORE_SIZE) {}
  /** Number of WAVs held. */
  get size(): number {
    return this.entries.size;
  }
  /** Keeps `wav` under `key`, dropping the least recently used beyond capacity. */
  set(key: string, wav: Buffer): void {
    this.entries.delete(key);
    this.entries.set(key, wav);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
  /** The WAV of `key` (marking it recently used), or undefined. */
  get(key: string): Buffer | undefined {
    const wav = this.entries.get(key);
    if (wav) this.set(key, wav);
    return wav;
  }
}

/** 400: tone parameters that are not valid, naming each field. */
function invalidToneParameters(body: unknown): HttpError {
  const message = 'The tone parameters are not valid.';
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return new HttpError(400, 'validation_failed', message, [
      { path: '(body)', message: 'expected an object of tone, frequency and text' },
    ]);
  }
  const issues: Issue[] = [];
  const { tone, frequency, text } = body as Record<string, unknown>;
  if (!(typeof tone === 'number' && Number.isFinite(tone) && tone >= 0 && tone <= 1)) {
    issues.push({ path: 'tone', message: 'tone must be a number from 0 to 1' });
  }
  if (!(typeof frequency === 'number' && Number.isFinite(frequency) && frequency > 0)) {
    issues.push({ path: 'frequency', message: 'frequency must be a number above 0 (Hz)' });
  }
  if (text !== undefined && typeof text !== 'string') issues.push({ path: 'text', message: 'text must be a string' });
  return new HttpError(400, 'validation_failed', message, issues);
}

function setCommonHeaders(ctx: Context): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
}

function setCors(ctx: Context): void {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, POST, OPTIONS');
  ctx.set('Access-Control-Allow-Headers', 'Content-Type, Accept');
  ctx.set('Access-Control-Max-Age', '600');
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Who may frame the page: this server, the app's other allowed origins, and extension pages where any is allowed. */
export function studioFrameAncestors(env: Pick<Env, 'allowedOrigins' | 'allowAnyExtensionOrigin'>): string {
  const sources = ["'self'", ...env.allowedOrigins.filter((o) => /^[a-z-]+:\/\/[^\s;,']+$/i.test(o))];
  if (env.allowAnyExtensionOrigin) sources.push('chrome-extension:', 'moz-extension:');
  return sources.join(' ');
}

/**
 * The tone studio as one middleware: answers everything under
 * /tone-studio and passes every other request on.
 * - GET /tone-studio/ (and /index.html): the page for ?tone, frequency, text, lyrics.
 * - POST /tone-studio/api/generate {tone, frequency, text?}: answers
 *   {success: true, audioUrl} (absolute, on PUBLIC_URL) naming the WAV by its
 *   signed parameters (see audio-token.ts); 400 in the API's error shape when
 *   the parameters are not valid; 429 with Retry-After past
 *   RATE_LIMIT_TONE_STUDIO_MAX per client address (shared through Redis when
 *   configured) and window.
 * - GET /tone-studio/api/audio/<token>.wav: the WAV, rendered on demand by any
 *   instance (the last 50 kept; renders limited per address like generate)
 *   and cacheable while the token lives (AUDIO_TOKEN_TTL_S); 404 for a token
 *   not signed here, 410 audio_expired past its expiry.
 */
export function createToneStudio(
  env: Env,
  runtime: Pick<Runtime, 'redis' | 'metrics'>,
  store = new AudioStore(),
): Middleware {
  const tokens = createAudioTokens([env.SESSION_SECRET, ...env.SESSION_PREVIOUS_SECRETS]);
  const frameAncestors = studioFrameAncestors(env);
  const renderErrors = errorHandler();
  const readJson = jsonBody(GENERATE_BODY_LIMIT_BYTES);
  // Rendering costs CPU and the studio is open to anyone: each client address gets a budget of generates, and
  // one of renders RENDERS_PER_GENERATE times as large (a WAV already in this instance's store counts nothing).
  const studioLimit = (name: string, max: number) =>
    addressRateLimit({
      name,
      max,
      windowMs: env.RATE_LIMIT_TONE_STUDIO_WINDOW_SECONDS * 1000,
      redis: runtime.redis,
      prefix: env.REDIS_PREFIX,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      onLimited: (limit) => runtime.metrics.rateLimited.inc({ limit }),
    });
  const limitGenerate = studioLimit('tone-studio', env.RATE_LIMIT_TONE_STUDIO_MAX);
  const limitRender = studioLimit('tone-studio-render', env.RATE_LIMIT_TONE_STUDIO_MAX * RENDERS_PER_GENERATE);

  const page = (ctx: Context) => {
    const nonce = randomBytes(16).toString('base64');
    const query: StudioQuery = {
      tone: firstOf(ctx.query.tone),
      frequency: firstOf(ctx.query.frequency),
      text: firstOf(ctx.query.text),
      lyrics: firstOf(ctx.query.lyrics),
    };
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "connect-src 'self'",
        "media-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        `frame-ancestors ${frameAncestors}`,
      ].join('; '),
    );
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderStudioPage(studioView(query), nonce);
  };

  const generate = async (ctx: Context) => {
    await readJson(ctx, async () => undefined);
    const body = bodyOf(ctx);
    if (!isValidToneParameters(body)) throw invalidToneParameters(body);
    const params: ToneParameters = { tone: body.tone, frequency: body.frequency, text: body.text };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, audioUrl: `${env.PUBLIC_URL}${TONE_STUDIO_PATH}/api/audio/${tokens.sign(params)}.wav` };
  };

  const audio = async (ctx: Context, token: string) => {
    const content = tokens.read(token);
    if (!content) throw new HttpError(404, 'not_found', 'No such audio.');
    const leftS = content.expiresAtS - Math.floor(Date.now() / 1000);
    if (leftS <= 0) throw new HttpError(410, 'audio_expired', 'This audio link has expired; generate it again.');
    // Kept by sound, not by token: the same melody generated at another second shares the WAV.
    const sound = `${content.tone} ${content.frequency} ${content.steps}`;
    let wav = store.get(sound);
    if (!wav) {
      await limitRender(ctx, async () => undefined);
      wav = encodeWav(renderMelody(melodyFromSteps(content.tone, content.frequency, content.steps)));
      store.set(sound, wav);
    }
    ctx.set('Content-Security-Policy', "default-src 'none'; media-src 'self'; frame-ancestors 'self'");
    // The token fixes the sound: the same URL answers the same bytes for as long as it lives.
    ctx.set('Cache-Control', `public, max-age=${leftS}, immutable`);
    ctx.type = 'audio/wav';
    ctx.body = wav;
  };

  const api = async (ctx: Context, route: string) => {
    setCors(ctx);
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    const audioMatch = /^audio\/([^/]+)\.wav$/.exec(route);
    if (route === 'generate') {
      if (ctx.method !== 'POST') throw methodNotAllowed('POST, OPTIONS');
      return limitGenerate(ctx, () => generate(ctx));
    }
    if (audioMatch) {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw methodNotAllowed('GET, HEAD, OPTIONS');
      return audio(ctx, audioMatch[1]!);
    }
    throw routeNotFound();
  };

  return async (ctx: Context, next: Next) => {
    const path = ctx.path;
    if (path !== TONE_STUDIO_PATH && !path.startsWith(`${TONE_STUDIO_PATH}/`)) return next();
    setCommonHeaders(ctx);
    // Errors and other data answers are never documents; the page and the WAV set their own policies.
    ctx.set('Content-Security-Policy', API_CSP);
    await renderErrors(ctx, async () => {
      const rest = path.slice(TONE_STUDIO_PATH.length);
      if (rest.startsWith('/api/')) return api(ctx, rest.slice('/api/'.length));
      if (rest === '') {
        // Relative URLs on the page (api/generate) need the trailing slash.
        ctx.status = 301;
        ctx.redirect(`${TONE_STUDIO_PATH}/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
        return;
      }
      if (rest !== '/' && rest !== '/index.html') throw new HttpError(404, 'not_found', 'No such page.');
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw methodNotAllowed('GET, HEAD');
      page(ctx);
    });
  };
}
