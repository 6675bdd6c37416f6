/**
 * What a word or a two-word phrase does to the words around it, as one table: each role a row
 * of the words that have it (a word may have several: "never" negates and compares). The
 * vocabulary compiler (core/scripts/compile-vocabulary.ts) turns each row into the flag its role
 * has in the vocabulary (engine/lexicon/role-flags.ts), and the rules (engine/rules/) read the
 * flags. Adding a word to a role is one edit here and `npm run lexicon:build`.
 */

/** Words by role. The intensifiers and negators are the spec's (§9), exactly. */
export const ROLE_WORDS = {
  /** Words that add 0.3 each to every axis's positive weight (spec §9, exactly). */
  intensifier: ['very', 'really', 'extremely', 'incredibly', 'totally', 'completely'],
  /** Words that add 0.4 each to every axis's negative weight (spec §9, exactly). */
  negator: ['not', 'never', 'no', 'hardly', 'barely', 'scarcely'],
  /**
   * Words that negate what follows as the spec's negators do (flip and dampen), but are not
   * in the spec's list, so they add no 0.4 to any axis: "nothing wrong", "nobody cares". "least"
   * is the negative superlative ("the least helpful answer", "my least favourite"; VADER's least
   * check), but not in "at least", "at the very least" or "last but not least" (word-classes.ts
   * NEUTRAL_PHRASES). "less" is the comparative of the same ("less stressful", "less fun", "less
   * than impressed"; not in the hedge "more or less", read as "or less"); "few" negates a quantity ("few redeeming qualities"),
   * but not after a determiner or in "a few" (lexicon/roles.ts ROLE_WORDS.quantityNegator); "lack" and its
   * forms say that what follows is missing ("lacks charm", "a lack of care").
   *
   * A word of these with a rated valence of its own ("lack") counts it only when it flips nothing
   * ("lack of sleep", "lacking in flavour"): when it flips a word, that word's negation says what
   * it says, and counting both would read "lacks charm" twice as negative as "not charming".
   * Within the reach of another negator, one of these cancels it and is cancelled ("not without
   * merit", "no lack of charm", "nothing less than stunning"): a double negation affirms.
   */
  scopeNegator: [
    'nothing',
    'nobody',
    'none',
    'neither',
    'nor',
    'nowhere',
    'without',
    'nope',
    'rarely',
    'seldom',
    'least',
    'less',
    'few',
    'lack',
    'lacks',
    'lacking',
    'lacked',
  ],
  /** Words that end the reach of a negator: a new clause starts with them. */
  breaker: ['but', 'if', 'whether', 'what', 'because', 'though', 'although', 'which', 'who', 'when', 'while'],
  /** Contrast words that shift weight to what follows them within the sentence ("…, but …"). */
  contrast: ['but', 'however', 'nevertheless', 'nonetheless'],
  /**
   * Words a negation passes through to the word it really negates: auxiliaries and verbs of
   * seeming ("nobody will help", "nothing seems to make sense"). They are not negated
   * themselves.
   */
  transparent: [
    'will',
    'would',
    'can',
    'could',
    'shall',
    'should',
    'may',
    'might',
    'must',
    'seem',
    'seems',
    'seemed',
    'appear',
    'appears',
    'appeared',
  ],
  /**
   * A hyperbole of degree: one of these modals, a negator right after it, and one of
   * `degree` later in the clause ("I can't thank you enough", "couldn't recommend
   * them enough") says that no amount would do: the negated words are emphasised, not flipped
   * (engine/rules/).
   */
  modal: ['can', 'could'],
  /**
   * The words that make a negated modal a hyperbole of degree (see `modal`): "I
   * can't thank you enough", "I couldn't be more pleased". Each is flagged as a word that may
   * start a phrase (FLAG_PHRASE_START), as each does ("enough of", "more or less"), so that the
   * counter's event loop, which passes most other words by unread, stops at it. "more" in "any
   * more" is time, not degree ("I can't stand it any more": NEUTRAL_PHRASES).
   */
  degree: ['enough', 'more'],
  /**
   * A negator that compares: "never" with a comparison after it ("I've never been so happy",
   * "never had such bad service", "never felt better") says the superlative, not the opposite,
   * so the word it reaches keeps its polarity and is emphasised (engine/rules/). Without a comparison
   * it flips as any negator ("I've never been happy here"). So do "nobody" and "no one" ("No one
   * could be happier", "Nobody does it better", against "No one was happy"); the flag of a
   * two-word negator sits on its second word, from which it negates.
   */
  comparingNegator: ['never', 'nobody', 'no one'],
  /**
   * The words that make a comparison of a comparing negator's reach: the degree words of
   * comparison ("so", "such", "more") and the comparatives of toned adjectives.
   */
  comparison: [
    'so',
    'such',
    'more',
    'better',
    'worse',
    'happier',
    'prouder',
    'sadder',
    'angrier',
    'easier',
    'nicer',
    'kinder',
    'greater',
    'stronger',
    'safer',
    'luckier',
    'sweeter',
    'funnier',
    'friendlier',
    'brighter',
    'calmer',
    'smarter',
    'warmer',
    'richer',
    'lonelier',
    'uglier',
    'ruder',
    'weaker',
    'poorer',
    'crueler',
  ],
  /**
   * Concessive words: the clause they open concedes a point and the other clause of the sentence
   * carries the verdict ("Although the screen is bright, the battery is terrible"; "Great food,
   * though the service was slow"), so the conceded clause counts half and the other one and a half,
   * as around "but" (engine/rules/). Each opens a new clause, so a negation does not reach past it.
   * "even though" is a phrase of "though".
   */
  concessive: ['although', 'though', 'while', 'whereas', 'despite'],
  /**
   * The concessive words that may stand before a bare word rather than a clause ("Pricey, though
   * worth it"; "Good, although not great"): after the verdict and right before a word that carries
   * tone or negates, they join two verdicts as "and" does, and neither counts more (engine/rules/).
   */
  elliptical: ['although', 'though'],
  /**
   * Negators of quantity (lexicon/roles.ts ROLE_WORDS.scopeNegator): "few good songs" negates, but after a
   * determiner the word counts rather than negates ("the few good songs", "every few minutes";
   * "a few" is a phrase of its own, NEUTRAL_PHRASES).
   */
  quantityNegator: ['few'],
  /** The determiners after which a quantity negator counts rather than negates. */
  determiner: ['the', 'these', 'those', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'every'],
  /**
   * The first words of the two-word negators that a negation before them makes an exception:
   * "anything but the best" negates, but "I don't want anything but the best" wants only the best.
   * Within three words of an earlier negator, even one that has flipped a word ("want"), such a
   * phrase cancels that negator's reach and negates nothing itself (engine/rules/).
   */
  exceptive: ['anything'],
  /** The word that makes a phrase of `unrealisingPerfect` right before it an unrealised evaluation. */
  been: ['been'],
  /**
   * Past forms: the auxiliaries that put an expectation in the past ("was supposed to", "didn't
   * expect", "hadn't expected", "wasn't expecting") and the past form of "expect".
   */
  past: ['was', 'were', 'did', 'had', 'expected'],
  /**
   * Verbs of expectation. Negated right after "not" or "never", the negation belongs to the
   * expectation, not to the words it governs: in the past the expectation was proved wrong by what
   * happened, so the toned word that follows keeps its polarity ("I didn't expect to enjoy it so
   * much" is a pleasant surprise, "never expected it to be so bad" an unpleasant one); in the present
   * the negation is raised from the expectation's complement, which it negates ("I don't expect you
   * to be happy about it" expects you not to be; "I don't expect to be disappointed"), with its
   * reach counted from the word after the verb, past the complement's subject (engine/rules/).
   */
  expecting: ['expect', 'expects', 'expected', 'expecting'],
  /**
   * Verbs of opinion whose negation is raised to the opinion's complement in the present, as that of
   * `expecting` is: "I don't think it's a good idea" thinks it is not one, "I don't think
   * you'll be disappointed" that you will not be. In the past the negation is read as any other
   * ("I didn't think it was funny"): "didn't think I'd enjoy it" is a surprise, as "didn't expect to
   * enjoy it" is, but only its "would" tells it from the opinion, and that is a word the counter
   * does not read. "believe" is left out: "not believe" is the phrase of "can't believe".
   */
  opinion: ['think'],
  /** Words of knowing whose negation is a hedge ("I don't know", "not certain"), unlike a negated commitment ("won't"). */
  knowing: ['know', 'knew', 'known', 'sure', 'certain', 'clear', 'understand', 'understood', 'remember'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** A role a word may have (a row of {@link ROLE_WORDS}). */
export type WordRole = keyof typeof ROLE_WORDS;

/** Two-word phrases by role: what each does besides counting its own tone. */
export const PHRASE_ROLES = {
  /** Two-word sequences matched as phrases that move no axis, so their words are not read alone ("let me know" is not certainty). */
  neutral: [
    'me know',
    'you know',
    'i mean',
    'at least',
    'very least',
    'not least',
    'not only',
    'of course',
    'a few',
    'any more',
    // "To be honest" and "to be fair" frame what follows, praising no one ("I'm disappointed, to be honest").
    'be honest',
    'be fair',
    // A rating "out of" a scale ("2 out of 5 stars"): the scale is no rating ("5 stars").
    'of 5',
    'of five',
    'of 10',
    'of ten',
  ],
  /**
   * Two-word negators: each negates what follows it as a negator does, with its reach counted
   * from the second word ("no one was happy", "none of them helped", "far from perfect",
   * "anything but friendly", "failed to impress", "there is little reason for optimism").
   * Neither word is read alone: "one" is no number to a negation, "anything" and "far" are no
   * negators by themselves, and "failed" in "failed to impress" says what the negation of
   * "impress" says. Those that carry a rated valence of their own ("failed to",
   * core/src/engine/lexicon/curated-valence.ts) count it only when they flip nothing ("the upload failed to
   * complete"), as lexicon/roles.ts ROLE_WORDS.scopeNegator do. "little" negates only in these phrases: alone it
   * is as often size as quantity ("my little brother").
   */
  negating: [
    'no one',
    'none of',
    'neither of',
    'far from',
    'anything but',
    'fail to',
    'fails to',
    'failed to',
    'failing to',
    'very little',
    'too little',
    'so little',
    'little reason',
    'little point',
    'little or',
  ],
  /**
   * Unrealised evaluations: what should or could have been, and was not. A modal perfect of
   * "should" or "could" with "been" ("It should have been great", "could have been a lot more
   * fun") says that what it evaluates did not happen, as a negation does, so the good it reaches
   * is flipped and dampened as a negated word is, and so is a comparison ("could have been much
   * worse" is relief); a harm or a fault that did not happen keeps its reading, for it is alarm or
   * reproach ("Someone could have been hurt", "He should have been fired") (engine/rules/). These two phrases make one
   * only when "been" follows them (UNREALISED_BEEN): "It should have worked" and "could have cried"
   * are left as they read; "would have been" is left alone, for it is mostly polite or warm ("I
   * would have been happy to help", "I would have loved to come"). The contracted forms have
   * "been" in the phrase.
   */
  unrealisingPerfect: ['should have', 'could have'],

  unrealising: ["should've been", "could've been", 'shouldve been', 'couldve been'],
  /**
   * A modal of possibility before a comparison: what is falls short of what it could be ("Could be
   * better", "The staff could be more helpful"), or was spared worse ("It could be worse"). Only the
   * comparison, and what a comparing booster ("more") reaches, is flipped as in an unrealised
   * evaluation; anything else keeps its reading, for "could be" also hopes or grants ("It could be
   * great", "You could be right") (engine/rules/).
   */
  unrealisedComparison: ['could be'],
  /**
   * Expectations that were not met: "was supposed to" and "was hoping for", right after a past
   * auxiliary (`past`: "It was supposed to be fun", "I was hoping for better"), say that
   * what followed fell short of what they name, and flip it as a negation does. In the present they
   * are hearsay or hope and flip nothing ("It's supposed to be great", "I'm hoping for good news").
   * "hoping for" carries the valence of "hoping", which counts, as a negator's own valence does, only
   * when it flips nothing ("I was hoping for a reply"). "was meant to" is not one: as often as an
   * unmet plan ("it was meant to be fun") it is fate ("we were meant to be together").
   */
  unmetExpectation: ['supposed to', 'hoping for'],
  /** The phrases of a negator and a verb of expectation or opinion ("not expect", "never expected", "not think"). */
  negatedExpectation: [
    ...(['not', 'never'] as const).flatMap((negator) =>
      (['expect', 'expects', 'expected', 'expecting'] as const).map((verb) => `${negator} ${verb}`),
    ),
    'not think',
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** A role a phrase may have (a row of {@link PHRASE_ROLES}). */
export type PhraseRole = keyof typeof PHRASE_ROLES;

/** The roles of `word` (a word or two-word phrase), in table order: the table read the other way. */
export function rolesOf(word: string): WordRole[] {
  return (Object.keys(ROLE_WORDS) as WordRole[]).filter((role) =>
    (ROLE_WORDS[role] as readonly string[]).includes(word),
  );
}

/** The spec's intensifiers (§9): each adds 0.3 to every axis's positive weight. */
export const INTENSIFIERS = ROLE_WORDS.intensifier;
/** The spec's negators (§9): each adds 0.4 to every axis's negative weight. */
export const NEGATORS = ROLE_WORDS.negator;
