import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { migrateV1ToV2, migrateV2ToV3, SETTINGS_VERSION, type SettingsV1 } from './settings-migrations';
import { DEFAULT_SETTINGS, getSettings, settingsItem } from './settings';

const v1: SettingsV1 = {
  serverUrl: 'https://tone.example.com/some/path/',
  liveTone: false,
  disabledSites: ['WWW.Mail.example.com', 'mail.example.com', ' chat.example.org '],
};

describe('migrateV1ToV2', () => {
  it('adds English as the language and leaves "Local only" off', () => {
    expect(migrateV1ToV2(v1)).toEqual({ ...v1, language: 'en', localOnly: false });
  });
});

describe('migrateV2ToV3', () => {
  it('nests the live-tone switch with its sites, normalised, de-duplicated and sorted', () => {
    const v3 = migrateV2ToV3({ ...migrateV1ToV2(v1), language: 'fr', localOnly: true });
    expect(v3).toEqual({
      serverUrl: 'https://tone.example.com',
      language: 'fr',
      liveTone: { enabled: false, disabledSites: ['chat.example.org', 'mail.example.com'] },
      localOnly: true,
    });
  });

  it('keeps a server URL that does not parse as it was', () => {
    expect(migrateV2ToV3({ ...migrateV1ToV2(v1), serverUrl: 'not a url' }).serverUrl).toBe('not a url');
  });

  it('treats a missing site list as empty and a missing switch as on', () => {
    const partial = { serverUrl: 'http://localhost:8787', language: 'en', localOnly: false } as never;
    expect(migrateV2ToV3(partial).liveTone).toEqual({ enabled: true, disabledSites: [] });
  });
});

describe('the stored settings item', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is at schema version 3', () => {
    expect(SETTINGS_VERSION).toBe(3);
  });

  it('migrates a version 1 value step by step to the current shape', async () => {
    await fakeBrowser.storage.local.set({ settings: v1, settings$: { v: 1 } });
    await settingsItem.migrate();
    const stored = await fakeBrowser.storage.local.get(['settings', 'settings$']);
    expect(stored.settings$).toEqual({ v: 3 });
    expect(stored.settings).toEqual({
      serverUrl: 'https://tone.example.com',
      language: 'en',
      liveTone: { enabled: false, disabledSites: ['chat.example.org', 'mail.example.com'] },
      localOnly: false,
    });
  });

  it('migrates a version 2 value with only the last step', async () => {
    await fakeBrowser.storage.local.set({
      settings: { ...migrateV1ToV2(v1), language: 'de', localOnly: true },
      settings$: { v: 2 },
    });
    await settingsItem.migrate();
    expect(await getSettings()).toMatchObject({
      language: 'de',
      localOnly: true,
      serverUrl: 'https://tone.example.com',
    });
  });

  it('reads the defaults on a fresh install', async () => {
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
