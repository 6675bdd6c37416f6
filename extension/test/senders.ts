/** Message senders as the runtime describes them, for tests of the protocol's sender rules. */
import { browser } from 'wxt/browser';
import type { MessageSender } from '@/lib/protocol';

/** One of the extension's own pages (popup, side panel, options). */
export function fromExtensionPage(page: 'popup' | 'sidepanel' | 'options' = 'popup'): MessageSender {
  return { id: browser.runtime.id, url: browser.runtime.getURL(`/${page}.html`) };
}

/** The extension's content script in a page's tab. */
export function fromContentScript(
  tab: { id: number; windowId: number } = { id: 12, windowId: 3 },
  url = 'https://mail.example/compose',
): MessageSender {
  return { id: browser.runtime.id, url, tab: tab as MessageSender['tab'] };
}

/** Another extension's page. */
export function fromAnotherExtension(): MessageSender {
  return { id: 'another-extension', url: 'chrome-extension://another-extension/page.html' };
}
