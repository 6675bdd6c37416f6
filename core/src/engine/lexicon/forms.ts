/**
 * How people write words the vocabulary knows in another form, and which two-word phrases a next
 * word unmakes: contractions without an apostrophe ("dont"), irregular n't contractions ("won't"),
 * words that only look like a dropped g ("robin"), and how a phrase is shown among the drivers.
 */

/** Contractions written without an apostrophe, as chat often does, with the word they negate. */
export const BARE_CONTRACTIONS: Readonly<Record<string, string>> = {
  dont: 'do',
  doesnt: 'does',
  didnt: 'did',
  cant: 'can',
  cannot: 'can',
  couldnt: 'could',
  wont: 'will',
  wouldnt: 'would',
  shouldnt: 'should',
  isnt: 'is',
  arent: 'are',
  wasnt: 'was',
  werent: 'were',
  havent: 'have',
  hasnt: 'has',
  hadnt: 'had',
  mustnt: 'must',
  neednt: 'need',
  aint: 'is',
};

/** Irregular n't contractions: the stem is not the word minus n't. */
export const IRREGULAR_NOT_STEMS: Readonly<Record<string, string>> = {
  "won't": 'will',
  "can't": 'can',
  "shan't": 'shall',
};

/**
 * Words that end in "in" of their own, where the vocabulary rates the -ing word they would be with
 * a dropped g ("robin" is not "robing"): kept in the vocabulary as words that move no axis, so the
 * scan never reads them as the -ing word (tokens/words.ts droppedG).
 */
export const NOT_DROPPED_G = ['robin'];

/**
 * Phrases that are something else before certain words, with those words: "kind of" is a
 * hedge, but "kind of you" is the reader's kindness ("that's kind of you"); "save your
 * money" warns a buyer off, "save your work" is an instruction; "money back" asks for a
 * refund, "money back guarantee" offers one; "don't bother" brushes off, "it doesn't bother
 * me" reassures; "can't stand" is dislike, "doesn't stand for" spells out; "don't waste your
 * time" warns, "didn't waste any time" was quick. Right before these
 * words the phrase's two words are read each alone, as if the phrase were not listed.
 */
export const PHRASE_BREAKS: Readonly<Record<string, readonly string[]>> = {
  'kind of': ['you', 'him', 'her', 'them', 'us', 'me'],
  'save your': [
    'work',
    'file',
    'files',
    'changes',
    'progress',
    'document',
    'documents',
    'receipt',
    'receipts',
    'place',
    'seat',
    'spot',
    'data',
    'password',
    'details',
    'game',
  ],
  'money back': ['guarantee', 'guaranteed', 'guarantees'],
  'not bother': ['me', 'us', 'him', 'her', 'them', 'you', 'anyone', 'anybody'],
  'not stand': ['for'],
  'not waste': ['any', 'no', 'a'],
};

/**
 * How a phrase is named among the drivers when its own words are not what people write: a
 * phrase that begins with "not" stands for a contraction ("can't wait" is read as "ca",
 * "not", "wait"), "save your" for the warning it starts, and "enough of" for the hyperbole it
 * counts in (lexicon/word-weights.ts HYPERBOLE_ONLY).
 */
export const PHRASE_SHOWN: Readonly<Record<string, string>> = {
  'not wait': "can't wait",
  'not stand': "can't stand",
  'not believe': "can't believe",
  'not bother': "don't bother",
  'not waste': "don't waste",
  'not worry': "don't worry",
  'dont like': "don't like",
  'save your': 'save your money',
  'enough of': "can't get enough",
};
