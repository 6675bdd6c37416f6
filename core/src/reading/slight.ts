/** Words too slight to show as the reason for a tone, though the readings weigh them. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'i me my mine you your yours u ur we us our he him his she her they them their it its a an the so to of in on at for with and or but is am are was were be been this that these those just do does did have has had not really very'.split(
    ' ',
  ),
);

/** True when every word of an English term is a function word ("I am", "did not"): too slight to show. */
export const slight = (term: string): boolean =>
  term
    .toLowerCase()
    .split(' ')
    .every((word) => FUNCTION_WORDS.has(word));
