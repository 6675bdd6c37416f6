/** Words too slight to show as the reason for a tone, though the readings weigh them. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'i me my mine you your yours u ur we us our he him his she her they them their it its a an the so to of in on at for with and or but is am are was were be been this that these those just do does did have has had not really very'.split(
    ' ',
  ),
);

/** True when every word (between single spaces) of an English term is a function word ("I am", "did not"): too slight to show. */
export function slight(term: string): boolean {
  // Each tone's evidence asks this of every driver term: the words are walked, not split into a list.
  const lower = term.toLowerCase();
  for (let from = 0; ;) {
    const space = lower.indexOf(' ', from);
    if (!FUNCTION_WORDS.has(space < 0 ? lower.slice(from) : lower.slice(from, space))) return false;
    if (space < 0) return true;
    from = space + 1;
  }
}
