/** Opening the full analyser (Chrome's side panel, Firefox's sidebar) with text to analyse. */
import { browser } from 'wxt/browser';
import { pendingAnalysisItem } from './session';
import type { AnalyserSource } from './protocol';

/** The window (or tab) whose side panel should open. */
export interface PanelTarget {
  windowId?: number;
  tabId?: number;
}

/** Firefox's sidebar API, which WXT's browser types (Chrome's) do not declare. */
interface FirefoxSidebar {
  sidebarAction: { open(): Promise<void> };
}

/** True in the Firefox build (compared as a string: under vitest the FIREFOX flag is the string "false"). */
export function isFirefox(): boolean {
  return import.meta.env.BROWSER === 'firefox';
}

/**
 * Starts opening the side panel without awaiting anything first: the browser
 * allows it only inside a user gesture, which the first `await` would lose.
 */
export function openPanel(target: PanelTarget): Promise<void> {
  if (isFirefox()) return (browser as unknown as FirefoxSidebar).sidebarAction.open();
  const options =
    target.windowId !== undefined && target.windowId >= 0
      ? { windowId: target.windowId }
      : target.tabId !== undefined && target.tabId >= 0
        ? { tabId: target.tabId }
        : { windowId: browser.windows.WINDOW_ID_CURRENT };
  return browser.sidePanel.open(options as Parameters<typeof browser.sidePanel.open>[0]);
}

/**
 * Opens the analyser and hands it `text` (an open panel picks the text up through
 * its storage watch, a new one when it starts). Call it synchronously from the
 * gesture's handler. Resolves with whether the panel opened.
 */
export function openAnalyser(target: PanelTarget, text: string, source: AnalyserSource): Promise<boolean> {
  const opening = openPanel(target).then(
    () => true,
    (error: unknown) => {
      console.warn('ToneLens: could not open the analyser panel', error);
      return false;
    },
  );
  const handing = text.trim() ? pendingAnalysisItem.setValue({ text, source, at: Date.now() }) : Promise.resolve();
  return Promise.all([opening, handing]).then(([opened]) => opened);
}
