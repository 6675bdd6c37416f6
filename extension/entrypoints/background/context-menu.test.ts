import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { pendingAnalysisItem } from '@/lib/session';
import { createMenu, handleMenuClick, MENU_ID, MENU_TITLE } from './context-menu';

type ClickData = Browser.contextMenus.OnClickData;
type Tab = Browser.tabs.Tab;

const tab = { id: 4, windowId: 9 } as Tab;

describe('the context menu', () => {
  let opened: unknown[];

  beforeEach(() => {
    fakeBrowser.reset();
    opened = [];
    // Chrome's side panel and menus have no in-memory version: record the calls (the browser tests open the real ones).
    fakeBrowser.sidePanel.open = vi.fn(async (options: unknown) => {
      opened.push(options);
    }) as never;
  });

  it('creates one item on selections and in editable fields', async () => {
    const created: unknown[] = [];
    fakeBrowser.contextMenus.removeAll = vi.fn(async () => undefined) as never;
    fakeBrowser.contextMenus.create = vi.fn((props: unknown) => {
      created.push(props);
      return MENU_ID;
    }) as never;
    await createMenu();
    expect(created).toEqual([
      { id: MENU_ID, title: 'Analyse selected text with ToneLens', contexts: ['selection', 'editable'] },
    ]);
    expect(MENU_TITLE).toBe('Analyse selected text with ToneLens');
  });

  it('opens the side panel before anything is awaited, then hands the selection over', async () => {
    const result = handleMenuClick(
      { menuItemId: MENU_ID, selectionText: ' I am so glad ', editable: false } as ClickData,
      tab,
    );
    // Synchronously: the user gesture is gone after the first await.
    expect(opened).toEqual([{ windowId: 9 }]);
    await expect(result).resolves.toBe(true);
    expect(await pendingAnalysisItem.getValue()).toMatchObject({ text: 'I am so glad', source: 'context-menu' });
  });

  it('falls back to the tab when the click carries no window', async () => {
    await handleMenuClick(
      { menuItemId: MENU_ID, selectionText: 'hello', editable: false } as ClickData,
      {
        id: 3,
        windowId: -1,
      } as Tab,
    );
    expect(opened).toEqual([{ tabId: 3 }]);
  });

  it('ignores clicks on other items', async () => {
    await expect(handleMenuClick({ menuItemId: 'other', editable: false } as ClickData, tab)).resolves.toBe(false);
    expect(opened).toEqual([]);
  });

  it('in a field with nothing selected, asks the page for the whole field and analyses that', async () => {
    const asked: unknown[] = [];
    fakeBrowser.tabs.sendMessage = vi.fn(async (tabId: number, message: unknown, options: unknown) => {
      asked.push([tabId, message, options]);
      return { ok: true, result: { text: 'The whole draft of my email.' } };
    }) as never;
    await handleMenuClick({ menuItemId: MENU_ID, editable: true, frameId: 2 } as ClickData, tab);
    expect(opened).toEqual([{ windowId: 9 }]);
    expect(asked).toEqual([[4, { type: 'field:text', data: {} }, { frameId: 2 }]]);
    await vi.waitFor(async () =>
      expect((await pendingAnalysisItem.getValue())?.text).toBe('The whole draft of my email.'),
    );
  });

  it('reports a panel that could not open without throwing', async () => {
    fakeBrowser.sidePanel.open = vi.fn(async () => {
      throw new Error('may only be called in response to a user gesture');
    }) as never;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      handleMenuClick({ menuItemId: MENU_ID, selectionText: 'x y z', editable: false } as ClickData, tab),
    ).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the context menu on Firefox', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.unstubAllEnvs());

  it('opens the sidebar, before anything is awaited, instead of a side panel', async () => {
    vi.stubEnv('BROWSER', 'firefox');
    const opened: string[] = [];
    (fakeBrowser as unknown as { sidebarAction: { open(): Promise<void> } }).sidebarAction = {
      open: vi.fn(async () => void opened.push('sidebar')),
    };
    const result = handleMenuClick(
      { menuItemId: MENU_ID, selectionText: 'Hello you', editable: false } as ClickData,
      tab,
    );
    expect(opened).toEqual(['sidebar']);
    await expect(result).resolves.toBe(true);
  });
});
