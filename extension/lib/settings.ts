/**
 * The extension's stored settings: one versioned item in `storage.local`, migrated
 * step by step (each step in settings-migrations.ts, each tested).
 */
import { storage } from 'wxt/utils/storage';
import type { Language } from '@tonelens/core';
import { languageOr } from '@tonelens/core/reading';
import { browserLanguage } from '@tonelens/web/i18n/languages';
import { SETTINGS_MIGRATIONS, SETTINGS_VERSION } from './settings-migrations';

/** Default server: the API running on this machine. */
export const DEFAULT_SERVER_URL = 'http://localhost:8787';

/** The settings every part of the extension reads (schema version {@link SETTINGS_VERSION}). */
export interface Settings {
  /** Origin of the ToneLens server, without a trailing slash, e.g. "http://localhost:8787". */
  serverUrl: string;
  /** Language of the extension's own words and dates while nobody is signed in (signed in, the account's language wins). */
  language: Language;
  /** Live tone in writing fields: global switch and the host names where it is off. */
  liveTone: { enabled: boolean; disabledSites: string[] };
  /** When true no text leaves the device: only the local modes run and the API bridge refuses writes. */
  localOnly: boolean;
}

/** Settings of a fresh install: its language is the browser's (navigator.languages), English where none is spoken. */
export const DEFAULT_SETTINGS: Settings = {
  serverUrl: DEFAULT_SERVER_URL,
  language: browserLanguage(),
  liveTone: { enabled: true, disabledSites: [] },
  localOnly: false,
};

/** Fills any field a stored value lacks (or holds with the wrong type) from the defaults. */
export function normaliseSettings(value: Partial<Settings> | null | undefined): Settings {
  const v = value ?? {};
  const liveTone: Partial<Settings['liveTone']> = v.liveTone ?? {};
  return {
    serverUrl: typeof v.serverUrl === 'string' && v.serverUrl ? v.serverUrl : DEFAULT_SETTINGS.serverUrl,
    language: languageOr(v.language),
    liveTone: {
      enabled: typeof liveTone.enabled === 'boolean' ? liveTone.enabled : true,
      disabledSites: Array.isArray(liveTone.disabledSites)
        ? liveTone.disabledSites.filter((s): s is string => typeof s === 'string')
        : [],
    },
    localOnly: v.localOnly === true,
  };
}

/** The stored settings item (`local:settings`, version {@link SETTINGS_VERSION}). */
export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: SETTINGS_MIGRATIONS,
});

/** Reads the settings, completed with defaults. */
export async function getSettings(): Promise<Settings> {
  return normaliseSettings(await settingsItem.getValue());
}

/** Applies `change` to the current settings and stores the result; returns it. */
export async function updateSettings(change: (current: Settings) => Settings): Promise<Settings> {
  const next = normaliseSettings(change(await getSettings()));
  await settingsItem.setValue(next);
  return next;
}

/** Calls `listener` with the new settings whenever they change; returns the unsubscribe function. */
export function watchSettings(listener: (settings: Settings) => void): () => void {
  return settingsItem.watch((value) => listener(normaliseSettings(value)));
}

/** Normalises a page's host name for the per-site list: lower case, no leading "www.". */
export function siteKey(hostname: string): string {
  return hostname
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
}

/**
 * True when live tone should run on a page at `hostname` (and `origin`, when known) with these
 * settings. Never on ToneLens's own web app: its text box already shows the tone.
 */
export function liveToneAllowed(settings: Settings, hostname: string, origin?: string): boolean {
  if (origin !== undefined && origin === settings.serverUrl) return false;
  return settings.liveTone.enabled && !settings.liveTone.disabledSites.includes(siteKey(hostname));
}

/** The settings with live tone switched on or off for one site. */
export function withSiteLiveTone(settings: Settings, hostname: string, enabled: boolean): Settings {
  const key = siteKey(hostname);
  const others = settings.liveTone.disabledSites.filter((s) => s !== key);
  return {
    ...settings,
    liveTone: { ...settings.liveTone, disabledSites: enabled ? others : [...others, key].sort() },
  };
}
