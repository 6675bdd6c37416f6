/**
 * Tone-studio audio addressed by what its sound depends on: a token holding
 * its expiry, the tone, the frequency and the melody's steps (base64url JSON;
 * see melodySteps: never the text itself) and an HMAC of them under a key
 * derived from the session secrets. Any instance that shares the secrets
 * renders the same WAV for the same token, so no instance keeps state another
 * needs, and only parameters a rate-limited generate signed are ever rendered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ToneParameters } from '@tonelens/core';
import { melodySteps, validSteps } from './melody';

/** How long an audio URL plays after it was generated, in seconds (a day). */
export const AUDIO_TOKEN_TTL_S = 24 * 3600;
/** Characters of the signature (base64url of the first 16 bytes of an HMAC-SHA256: 128 bits). */
export const AUDIO_SIGNATURE_LENGTH = 22;
/** A token: payload, dot, signature. */
export const AUDIO_TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/;

/** What a token holds: all the WAV depends on, and when it stops playing. */
export interface AudioTokenContent {
  /** Spectral tone 0..1. */
  tone: number;
  /** Base frequency in Hz. */
  frequency: number;
  /** The melody's steps (see melodySteps). */
  steps: string;
  /** When the token expires, in seconds since the epoch. */
  expiresAtS: number;
}

/** Signs and reads audio tokens under the session secrets (the first signs; every one verifies, for rotation). */
export interface AudioTokens {
  /** The token of `params`, valid AUDIO_TOKEN_TTL_S from `nowS` (seconds since the epoch); equal melodies of one second share a token. */
  sign(params: ToneParameters, nowS?: number): string;
  /** What a token signed by any of the keys holds (expired or not), or undefined. */
  read(token: string): AudioTokenContent | undefined;
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');

/** Tokens under `secrets` (newest first). */
export function createAudioTokens(secrets: readonly string[]): AudioTokens {
  const keys = secrets.map((s) => createHmac('sha256', s).update('tonelens tone-studio audio v2').digest());
  return {
    sign(params, nowS = Math.floor(Date.now() / 1000)) {
      const content = [nowS + AUDIO_TOKEN_TTL_S, params.tone, params.frequency, melodySteps(params)];
      const payload = Buffer.from(JSON.stringify(content)).toString('base64url');
      return `${payload}.${mac(keys[0]!, payload)}`;
    },
    read(token) {
      const match = AUDIO_TOKEN_PATTERN.exec(token);
      if (!match) return undefined;
      const [, payload, signature] = match as unknown as [string, string, string];
      const given = Buffer.from(signature);
      if (!keys.some((key) => timingSafeEqual(Buffer.from(mac(key, payload)), given))) return undefined;
      try {
        const [expiresAtS, tone, frequency, steps] = JSON.parse(
          Buffer.from(payload, 'base64url').toString('utf8'),
        ) as unknown[];
        if (typeof expiresAtS !== 'number' || typeof tone !== 'number' || typeof frequency !== 'number')
          return undefined;
        if (typeof steps !== 'string' || !validSteps(tone, steps)) return undefined;
        return { tone, frequency, steps, expiresAtS };
      } catch {
        return undefined;
      }
    },
  };
}
