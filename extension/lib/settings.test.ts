import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  DEFAULT_SETTINGS,
  getSettings,
  liveToneAllowed,
  normaliseSettings,
  siteKey,
  updateSettings,
  watchSettings,
  withSiteLiveTone,
  type Settings,
} from './settings';

describe('normaliseSettings', () => {
  it('fills every missing or mistyped field from the defaults', () => {
    expect(normaliseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(
      normaliseSettings({
        language: 'xx' as never,
        liveTone: { enabled: 'yes' as never, disabledSites: [1 as never, 'a.com'] },
      }),
    ).toEqual({ ...DEFAULT_SETTINGS, liveTone: { enabled: true, disabledSites: ['a.com'] } });
  });
});

describe('siteKey', () => {
  it('lower-cases a host name and drops a leading "www."', () => {
    expect(siteKey(' WWW.Example.COM ')).toBe('example.com');
    expect(siteKey('mail.example.com')).toBe('mail.example.com');
  });
});

describe('liveToneAllowed', () => {
  const on: Settings = { ...DEFAULT_SETTINGS, liveTone: { enabled: true, disabledSites: ['mail.example.com'] } };

  it('runs on sites not in the list while the global switch is on', () => {
    expect(liveToneAllowed(on, 'chat.example.org')).toBe(true);
  });
  it('stays off on a site in the list, whatever the case or "www."', () => {
    expect(liveToneAllowed(on, 'WWW.MAIL.example.com')).toBe(false);
  });
  it('stays off on ToneLens’s own web app, whose text box already shows the tone', () => {
    expect(liveToneAllowed(on, 'localhost', 'http://localhost:8787')).toBe(false);
    expect(liveToneAllowed(on, 'localhost', 'http://localhost:3000')).toBe(true);
  });
  it('stays off everywhere when the global switch is off', () => {
    expect(liveToneAllowed({ ...on, liveTone: { ...on.liveTone, enabled: false } }, 'chat.example.org')).toBe(false);
  });
});

describe('withSiteLiveTone', () => {
  it('adds a site once when switched off and removes it when switched on again', () => {
    const off = withSiteLiveTone(withSiteLiveTone(DEFAULT_SETTINGS, 'www.b.com', false), 'B.com', false);
    expect(off.liveTone.disabledSites).toEqual(['b.com']);
    expect(withSiteLiveTone(off, 'b.com', true).liveTone.disabledSites).toEqual([]);
  });
});

describe('updateSettings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('stores the change and tells watchers', async () => {
    const seen: Settings[] = [];
    const unwatch = watchSettings((s) => seen.push(s));
    await updateSettings((s) => ({ ...s, localOnly: true }));
    expect((await getSettings()).localOnly).toBe(true);
    await vi.waitFor(() => expect(seen.at(-1)?.localOnly).toBe(true));
    unwatch();
  });
});
