// The browser tests evaluate functions inside the extension's service worker and pages, where the
// extension API is the global `chrome`.
import type { WxtBrowser } from 'wxt/browser';

declare global {
  const chrome: WxtBrowser;
}
