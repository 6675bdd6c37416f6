/** Words too slight to show as the reason for a tone, though the readings weigh them. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [
    // pronouns, their reflexives and the contractions they head ("I'm" is no more a reason than "I am")
    'i me my mine myself you your yours yourself yourselves u ur we us our ourselves he him his himself she her',
    'herself they them their themselves it its itself',
    "i'm im i've i'll i'd you're you've you'll we're we've they're it's that's there's",
    // articles, prepositions and conjunctions
    'a an the so to of in on at for with by from as about into and or but if than',
    // auxiliaries and the future's "will": none says how the writer feels
    'is am are was were be been being do does did have has had will would shall',
    // pointers, and the intensifiers and negation read around the words they modify
    'this that these those there just not really very',
  ]
    .join(' ')
    .split(' '),
);

/** True when every word (between single spaces) of an English term is a function word ("I am", "did not"): too slight to show. */
export function slight(term: string): boolean {
  // Each tone's evidence asks this of every driver term: the words are walked, not split into a list.
  const lower = term.toLowerCase().replaceAll('’', "'");
  for (let from = 0; ;) {
    const space = lower.indexOf(' ', from);
    if (!FUNCTION_WORDS.has(space < 0 ? lower.slice(from) : lower.slice(from, space))) return false;
    if (space < 0) return true;
    from = space + 1;
  }
}
