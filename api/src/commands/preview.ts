/** Previews of long texts: the start of a text, ended at a word with "…" when it is cut. */

/** The ellipsis a cut preview ends with. */
export const ELLIPSIS = '…';

/**
 * The first `maxLength` characters (code points, so an emoji is never split)
 * of `text`, whole when it fits. A cut text ends at the last word boundary in
 * its second half, trailing spaces and punctuation dropped, then "…" (the
 * ellipsis counts toward `maxLength`); with no boundary there (one long word,
 * or a script without spaces) it is cut at the limit.
 */
export function textPreview(text: string, maxLength: number): string {
  const characters: string[] = [];
  for (const ch of text) {
    characters.push(ch);
    if (characters.length > maxLength) break;
  }
  if (characters.length <= maxLength) return text;
  const head = characters.slice(0, maxLength - 1);
  // A boundary at `i` means head[i] is a space and head[0..i) is whole words.
  let cut = head.length;
  if (!/\s/.test(characters[maxLength - 1]!)) {
    for (let i = head.length - 1; i >= Math.floor(head.length / 2); i--) {
      if (/\s/.test(head[i]!)) {
        cut = i;
        break;
      }
    }
  }
  const kept = head
    .slice(0, cut)
    .join('')
    .replace(/[\s,;:–—-]+$/u, '');
  return `${kept}${ELLIPSIS}`;
}
