/** Opens a URL in a new tab (without access back to this page) or in this tab. */
export type OpenUrl = (url: string, newTab: boolean) => void;

/** The browser's way of opening a URL. */
export const openUrlInBrowser: OpenUrl = (url, newTab) => {
  if (newTab) window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.assign(url);
};
