/** The word tables the sarcasm rules share, and those the word roles (roles.ts) are built from. */
import { byFirstWord } from '../words';

/**
 * Situations people complain about that are not negative words in themselves, with the
 * forms they take. Words rated −1 or lower in the graded lexicon count as well.
 */
export const NUISANCES: ReadonlySet<string> = new Set(
  (
    'another again delay delays delayed late later traffic jam jammed jams stuck queue queues ' +
    'monday mondays meeting meetings overtime deadline deadlines paperwork forms cancelled canceled cancel ' +
    'broken breaks crashed crashes crashing outage outages down rain raining rained snow snowing ' +
    'spam ignored ignoring interrupted interrupting forgot forgetting lost losing missed ' +
    'bill bills taxes debt laundry chores headache migraine hangover alarm homework mandatory unpaid ' +
    'reboot restart bug bugs error errors noise construction roadworks detour layoffs audit commute ' +
    'leak leaking redo rewrite reorg restructure dies died stopped stops fails failed freezes froze ' +
    'wrong hold rent flu deleted erased wiped overwritten ' +
    'delete deleting lose break breaking snapped cracked overheat overheats overheating spoil spoiled spoiling ' +
    'ruin ruined wasted wasting flooded chewed dropped drops pending blamed forget ignore crash ' +
    'loud loudly noisy drilling spilled spilt towed overbooked fined hail stolen scratched dented burnt torn ' +
    'ripped stained clogged stranded evicted overcharged hacked postponed mistake mistakes leaked locked ' +
    'crushed soaked spoiler spoilers spilling vomit vomited puked worse slower missing empty stale soggy expired ' +
    'refused rejected denied puncture punctured'
  ).split(' '),
);

/** Waiting is only a nuisance with one of these near it ("an hour", "on hold", "in line"). */
export const WAIT_WORDS = new Set(['wait', 'waiting', 'waited', 'waits']);
export const DURATIONS = new Set(
  'hour hours minute minutes forever ages day days week weeks month months year years hold line queue traffic around'.split(
    ' ',
  ),
);

/** Spans of time, for lateness: "three weeks later", "an hour after it happened". */
export const TIME_UNITS = new Set('minute minutes hour hours day days week weeks month months year years'.split(' '));

/** Words that turn a nuisance into good news ("the bug is fixed"). */
export const RESOLVED = new Set(
  'fixed solved resolved sorted done finished over gone works working back safe saved won thanks thank fixing solving resolving helping beating overcoming tackling'.split(
    ' ',
  ),
);

/** Praise words that, thrown at the start of a sentence, may be mock praise. */
export const INTERJECTIONS = new Set(
  'great perfect wonderful fantastic brilliant lovely awesome terrific marvelous marvellous super splendid excellent amazing nice fabulous outstanding superb impressive incredible magnificent genius stellar delightful yay bargain treat'.split(
    ' ',
  ),
);
/** Words that may come before such an interjection. */
export const LEAD_INS = new Set(['oh', 'ah', 'well', 'just', 'wow', 'and', 'how', 'what', 'a', 'really', 'such']);
/** Praise words that are mock interjections only after "oh": "Oh good, another reset email." */
export const OH_INTERJECTIONS = new Set(['good', 'goody', 'fun']);
/** Words that open a praise phrase naming its object before the break: "Best airline ever,", "Lucky me,", "Top-notch service:". */
export const PHRASE_OPENERS = new Set(['best', 'lucky', 'top']);
/** Words that turn a complaint into a fair, mixed judgement ("Great hotel, but the wifi was down"). */
export const CONTRAST = new Set(['but', 'although', 'though', 'except', 'despite', 'however', 'sorry', 'apologies']);

/** Rated valence at or above which a word is good news (−4..4). */
export const GOOD = 1.5;
/** Rated valence at or below which a word is bad news (−4..4). */
export const BAD = -1;

export const AUXILIARIES = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  "we're",
  "i'm",
  "they're",
  "you're",
]);

/** Words before a weekday that make it a date. */
export const DATE_WORDS = new Set([
  'on',
  'next',
  'this',
  'by',
  'until',
  'till',
  'from',
  'since',
  'to',
  'before',
  'after',
]);

/** Words that deny the word after them. */
export const NEGATORS = new Set(
  "no not never nothing without zero isn't wasn't aren't weren't don't doesn't didn't won't hasn't haven't".split(' '),
);
/** Verbs that end what follows them: "stopped working" is bad news, "stopped raining" good. */
export const STOPS = new Set(['stopped', 'stops', 'quit']);

/**
 * Mishaps named by an adjective and a noun where neither word alone is one: "a flat tyre" but "a
 * flat white" and "my new flat"; "a burst pipe" but "a burst of energy"; "a frozen screen" but
 * "frozen peas". Each adjective with the nouns it makes a mishap of.
 */
export const MISHAP_PAIRS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (
    [
      ['flat', 'tyre tyres tire tires battery batteries'],
      ['burst', 'pipe pipes tyre tyres tire tires'],
      ['cracked', 'screen screens windscreen windshield phone'],
      ['frozen', 'screen screens laptop computer pipes'],
      ['jammed', 'printer door doors zip'],
    ] as const
  ).map(([adjective, nouns]) => [adjective, new Set(nouns.split(' '))]),
);

/** Verbs that after "nothing" tell that a thing does not do its job. */
export const FAILS_TO = new Set([
  'works',
  'worked',
  'loads',
  'loaded',
  'opens',
  'starts',
  'syncs',
  'prints',
  'charges',
  'fits',
]);

export const LOVE = new Set(['love', 'loves', 'loved', 'loving', 'adore', 'enjoy', 'enjoying', 'enjoyed', 'pleasure']);
export const DETERMINERS = new Set(['the', 'a', 'my', 'our', 'your', 'all', 'these', 'those', 'this', 'that']);
/**
 * Phrases that praise what follows them ("can't wait to", "nothing like"), or, closing a
 * sentence, what came just before ("The car broke down. Just what I needed.").
 */
export const PRAISE_LEADS: readonly { words: string[] }[] = [
  'just what i needed',
  'just what we needed',
  'exactly what i needed',
  'exactly what we needed',
  'just what i wanted',
  'yay for',
  'hooray for',
  'hurray for',
  'three cheers for',
  ...['what a', 'what a great', 'what a wonderful', 'what a perfect', 'what a lovely', 'what a fantastic'].map(
    (p) => `${p} way to`,
  ),
  'exactly what i wanted',
  'just what i always wanted',
  'thrilled to',
  'excited to',
  "can't wait to",
  'cannot wait to',
  'delighted to',
  'so glad',
  'nothing like',
  'nothing better than',
  'the best part',
  'good to know',
  'nothing i love more than',
  'nothing i enjoy more than',
  'so happy',
  'so thrilled',
  'impressive how',
  'incredible how',
  "can't wait for",
  'if you like',
  'if you enjoy',
  'if you love',
  'my favorite',
  'my favourite',
  'amazing how',
  'funny how',
  'great how',
  'nice how',
  'wonderful how',
].map((p) => ({ words: p.split(' ') }));
export const PRAISE_LEADS_BY_FIRST_WORD = byFirstWord(PRAISE_LEADS);

export const THANKS = new Set(['thanks', 'thank', 'thx']);

export const SURE = new Set(['sure', 'yeah', 'right', 'yes', 'oh']);

/** Words praised in quotes that read as scare quotes even without a lexicon rating. */
export const QUOTABLE_PRAISE = new Set(
  'help helpful advice feedback quick fast professional friendly expert support service improvement upgrade fix urgent smart easy simple genius reliable free best'.split(
    ' ',
  ),
);

export const CLEARLY = new Set(['clearly', 'obviously', 'evidently']);
export const PLAIN_PRAISE = new Set(['best', 'quality', 'genius', 'great', 'brilliant', 'well', 'smart']);

/** Praise of the reader's deed; those ending in "to" name it by a verb ("nice of you to…"). */
export const COMPLIMENTS: readonly { words: string[] }[] = [
  // A praise word and what it praises: "great job", "brilliant move", "awesome work".
  ...'great good nice awesome brilliant genius excellent amazing fantastic smart clever'
    .split(' ')
    .flatMap((praise) => 'job work move thinking idea plan call going'.split(' ').map((deed) => `${praise} ${deed}`)),
  'well done',
  'way to go',
  'nice going',
  'bravo',
  'five stars for',
  'nice of you to',
  'good of you to',
  'kind of you to',
  'sweet of you to',
].map((p) => ({ words: p.split(' ') }));
export const COMPLIMENTS_BY_FIRST_WORD = byFirstWord(COMPLIMENTS);

/** Words that may fill a short closing praise without naming anything new: "Just perfect.", "Best day ever.". */
export const CLOSING_FILLERS = new Set(
  "just so really truly absolutely simply very this is that that's it's what a an day ever my me for going how oh yes yeah all such it real who go personal record new product service job work move idea plan choice stuff".split(
    ' ',
  ),
);
/** Praise of a manner, read as praise in a closing clause although the lexicon leaves it unrated: "very professional". */
export const MANNER_PRAISE = new Set(
  'professional mature classy considerate thoughtful helpful smooth fun favourite favorite quality genius'.split(' '),
);
/** Surprise feigned at what was bound to happen, closing a complaint: "Shocker.", "Go figure.", "Who knew?". */
export const MOCK_SURPRISE = new Set(['shocker', 'shocking', 'figures', 'figure', 'knew', 'imagine']);
/** Good wishes and thanks that close a message sincerely after bad news ("Hope all is well."): never mock praise here. */
export const WISHES = new Set(['hope', 'hoping', 'wish', 'wishes', 'thanks', 'thank', 'please', 'glad', 'congrats']);

/** Nuisances of daily life that name a subject rather than complain of it. */
export const EVERYDAY = new Set(
  'monday mondays meeting meetings deadline deadlines paperwork forms bill bills taxes laundry chores homework alarm rent commute hold traffic rain snow'.split(
    ' ',
  ),
);
