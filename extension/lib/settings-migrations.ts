/**
 * Step-by-step migrations of the stored settings. The key of each step is the
 * version it produces; WXT runs every step between the stored version and
 * {@link SETTINGS_VERSION} in order.
 *
 * History of the shape:
 * - v1: `{ serverUrl, liveTone: boolean, disabledSites: string[] }` — the first release.
 * - v2: adds `language` and `localOnly`.
 * - v3: nests the live-tone switch and site list under `liveTone`, stores the server
 *   URL as a bare origin and site names in lower case without "www.".
 */
import type { Language } from '@tonelens/core';

/** Current schema version of the stored settings. */
export const SETTINGS_VERSION = 3;

/** Settings as version 1 stored them. */
export interface SettingsV1 {
  serverUrl: string;
  liveTone: boolean;
  disabledSites: string[];
}

/** Settings as version 2 stored them. */
export interface SettingsV2 extends SettingsV1 {
  language: Language;
  localOnly: boolean;
}

/** Settings as version 3 stores them (the current {@link Settings}). */
export interface SettingsV3 {
  serverUrl: string;
  language: Language;
  liveTone: { enabled: boolean; disabledSites: string[] };
  localOnly: boolean;
}

/** v1 → v2: language defaults to English, and "local only" starts off (v1 always used the server). */
export function migrateV1ToV2(v1: SettingsV1): SettingsV2 {
  return { ...v1, language: 'en', localOnly: false };
}

/** The origin of a URL, or the text unchanged when it does not parse. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** v2 → v3: live tone nested; server URL reduced to its origin; site names normalised and de-duplicated. */
export function migrateV2ToV3(v2: SettingsV2): SettingsV3 {
  const sites = (v2.disabledSites ?? [])
    .map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/^www\./, ''),
    )
    .filter(Boolean);
  return {
    serverUrl: originOf(v2.serverUrl),
    language: v2.language,
    liveTone: { enabled: v2.liveTone !== false, disabledSites: [...new Set(sites)].sort() },
    localOnly: v2.localOnly === true,
  };
}

/** The migrations by target version, as WXT's storage item expects them. */
export const SETTINGS_MIGRATIONS = {
  2: migrateV1ToV2,
  3: migrateV2ToV3,
} satisfies Record<number, (old: never) => unknown>;
