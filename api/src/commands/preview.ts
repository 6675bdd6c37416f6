/** Previews of long texts: the start of a text, ended at a word with "…" when it is cut. */

/** The ellipsis a cut preview ends with. */
export const ELLIPSIS = '…';

/** True for the UTF-16 code units a regular expression's \s matches (none of them is a surrogate). */
function isWhitespace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    c === 0x20 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** True for what a cut preview drops before its ellipsis: spaces, and , ; : – — - (no surrogate among them). */
function isTrailing(c: number): boolean {
  return isWhitespace(c) || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x2013 || c === 0x2014 || c === 0x2d;
}

/**
 * The first `maxLength` characters (code points, so an emoji is never split)
 * of `text`, whole when it fits. A cut text ends at the last word boundary in
 * its second half, trailing spaces and punctuation dropped, then "…" (the
 * ellipsis counts toward `maxLength`); with no boundary there (one long word,
 * or a script without spaces) it is cut at the limit.
 *
 * One pass over the start of the text by UTF-16 offsets, building nothing
 * until the answer: a saved text may be a megabyte long, and the save path
 * makes a preview of every text.
 */
export function textPreview(text: string, maxLength: number): string {
  // A text of at most maxLength code units has at most maxLength code points.
  if (text.length <= maxLength) return text;
  // The head is the first maxLength - 1 code points; a boundary is a space among its second half, or right after it.
  const headLength = maxLength - 1;
  const secondHalf = Math.floor(headLength / 2);
  let headEnd = 0;
  let lastSpace = -1;
  let i = 0;
  for (let k = 0; k < maxLength; k++) {
    if (i >= text.length) return text;
    const c = text.charCodeAt(i);
    if (k === headLength) {
      headEnd = i;
      if (isWhitespace(c)) lastSpace = -1;
    } else if (k >= secondHalf && isWhitespace(c)) {
      lastSpace = i;
    }
    // A pair (high then low surrogate) is one code point; a lone surrogate is one too.
    i += c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  if (i >= text.length) return text;
  let end = lastSpace >= 0 ? lastSpace : headEnd;
  while (end > 0 && isTrailing(text.charCodeAt(end - 1))) end--;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}
