/** The context-menu item "Analyse selected text with ToneLens". */
import { browser, type Browser } from 'wxt/browser';
import { openAnalyser } from '@/lib/analyser-open';
import { pendingAnalysisItem } from '@/lib/session';
import { sendTabMessage } from '@/lib/protocol';

/** Id of the menu item. */
export const MENU_ID = 'tonelens-analyse-selection';
/** Title of the menu item, as people see it. */
export const MENU_TITLE = 'Analyse selected text with ToneLens';

/**
 * The item's title in the browser's language (public/_locales, where the browser made the menu), else the English
 * one. The menu is made once, at install, so it follows the browser rather than the account.
 */
function menuTitle(): string {
  try {
    return browser.i18n.getMessage('contextMenuTitle') || MENU_TITLE;
  } catch {
    return MENU_TITLE;
  }
}

/** Creates the menu item (on selections, and in editable fields with or without a selection). */
export async function createMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: MENU_ID, title: menuTitle(), contexts: ['selection', 'editable'] });
}

/**
 * Handles a click on the menu item: opens the analyser at once (before any await,
 * which would lose the user gesture) with the selected text. In an editable field
 * with nothing selected, the field's whole text is fetched from the content script
 * and handed over when it arrives. Resolves with whether the panel opened.
 */
export function handleMenuClick(
  info: Browser.contextMenus.OnClickData,
  tab: Browser.tabs.Tab | undefined,
): Promise<boolean> {
  if (info.menuItemId !== MENU_ID) return Promise.resolve(false);
  const selection = info.selectionText?.trim() ?? '';
  const opened = openAnalyser({ windowId: tab?.windowId, tabId: tab?.id }, selection, 'context-menu');
  if (!selection && info.editable && tab?.id !== undefined && tab.id >= 0) {
    void sendTabMessage(tab.id, 'field:text', {}, info.frameId)
      .then(({ text }) =>
        text.trim() ? pendingAnalysisItem.setValue({ text, source: 'context-menu', at: Date.now() }) : undefined,
      )
      .catch((error: unknown) => console.warn('ToneLens: could not read the field', error));
  }
  return opened;
}

/** Registers the menu on install and listens for its clicks. */
export function setupContextMenu(): void {
  browser.runtime.onInstalled.addListener(() => {
    void createMenu();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(info, tab);
  });
}
