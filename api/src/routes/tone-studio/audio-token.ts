/**
 * Tone-studio audio addressed by its own parameters: a token holding tone,
 * frequency and text (base64url JSON) and an HMAC of them under a key derived
 * from the session secrets. Any instance that shares the secrets renders the
 * same WAV for the same token, so no instance keeps state another needs, and
 * only parameters a rate-limited generate signed are ever rendered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUDIO_TEXT_LIMIT, type ToneParameters } from '@tonelens/core';

/** Characters of the signature (base64url of the first 16 bytes of an HMAC-SHA256: 128 bits). */
export const AUDIO_SIGNATURE_LENGTH = 22;
/** A token: payload, dot, signature. */
export const AUDIO_TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,6000})\.([A-Za-z0-9_-]{22})$/;

/** Signs and reads audio tokens under the session secrets (the first signs; every one verifies, for rotation). */
export interface AudioTokens {
  /** The token of `params` (the text cut to what the melody reads, so equal melodies share a token). */
  sign(params: ToneParameters): string;
  /** The parameters of a token signed by any of the keys, or undefined. */
  read(token: string): ToneParameters | undefined;
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');

/** Tokens under `secrets` (newest first). */
export function createAudioTokens(secrets: readonly string[]): AudioTokens {
  const keys = secrets.map((s) => createHmac('sha256', s).update('tonelens tone-studio audio').digest());
  return {
    sign({ tone, frequency, text }) {
      const cut = text === undefined ? undefined : [...text].slice(0, AUDIO_TEXT_LIMIT).join('');
      const payload = Buffer.from(JSON.stringify(cut ? [tone, frequency, cut] : [tone, frequency])).toString(
        'base64url',
      );
      return `${payload}.${mac(keys[0]!, payload)}`;
    },
    read(token) {
      const match = AUDIO_TOKEN_PATTERN.exec(token);
      if (!match) return undefined;
      const [, payload, signature] = match as unknown as [string, string, string];
      const given = Buffer.from(signature);
      if (!keys.some((key) => timingSafeEqual(Buffer.from(mac(key, payload)), given))) return undefined;
      try {
        const [tone, frequency, text] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
        if (typeof tone !== 'number' || typeof frequency !== 'number') return undefined;
        return { tone, frequency, text: typeof text === 'string' ? text : undefined };
      } catch {
        return undefined;
      }
    },
  };
}
