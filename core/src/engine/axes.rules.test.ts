import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from './axes';
import { plainStats } from './stats';

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

/** `text` reads with warmth between `low` and `high` and in class `sentiment`. */
function expectWarmth(text: string, low: number, high: number, sentiment: string): void {
  expect(score(text)).toBeGreaterThanOrEqual(low);
  expect(score(text)).toBeLessThanOrEqual(high);
  expect(plainStats(text).sentimentClassification).toBe(sentiment);
}

/** `text` reads in class `sentiment`, its warmth leaning that way, with no warmth driver flipped. */
function expectUnflipped(text: string, sentiment: 'positive' | 'concerned'): void {
  const r = analyseAxesLocally(text);
  expect(plainStats(text).sentimentClassification).toBe(sentiment);
  if (sentiment === 'positive') expect(r.warmthDetachment).toBeGreaterThan(0.55);
  else expect(r.warmthDetachment).toBeLessThan(0.45);
  const drivers = r.drivers.warmthDetachment;
  expect([...drivers.positive, ...drivers.negative].filter((d) => d.negated)).toEqual([]);
}

describe('the rules of the local engine, each against the plain reading', () => {
  it.each([
    ['negation flips and dampens: "not bad" reads mildly positive', 'not bad', 0.5, 0.65],
    ['negation flips: "not happy" reads cool', 'I am not happy', 0, 0.4],
    ['a scope negator flips too: "nothing wrong" is not negative', 'There is nothing wrong', 0.45, 1],
  ])('%s', (_rule, text, low, high) => {
    expect(score(text)).toBeGreaterThanOrEqual(low);
    expect(score(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    ['a booster strengthens', 'extremely good', 'good'],
    ['capitals among lower case strengthen', 'this is GREAT', 'this is great'],
    ['"!" strengthens', 'this is great!', 'this is great'],
    ['a drawn-out word reads as the word, stressed', 'this is goooood', 'this is good'],
    ['a drawn-out word reads as the word, stressed ("loooove")', 'I loooove it', 'I love it'],
  ])('%s: %j reads further from balance than %j', (_rule, stronger, plain) => {
    expect(score(stronger)).toBeGreaterThan(score(plain));
  });

  it.each([
    ['"kind of you" is kindness, not the hedge "kind of"', "That's kind of you.", 'warmthDetachment', 0.6, 1],
    ['"kind of you" does not hedge', "That's kind of you.", 'certaintyAmbiguity', 0.5, 1],
    ['"kind of" before anything else still hedges', 'It was kind of odd.', 'certaintyAmbiguity', 0, 0.45],
    ['"kind of" with a word between it and "you" still hedges', 'kind of odd for you', 'certaintyAmbiguity', 0, 0.45],
    ['refusing to return reads negative', "We won't be going back.", 'warmthDetachment', 0, 0.4],
    ['"never coming back" reads negative', 'Never coming back here.', 'warmthDetachment', 0, 0.4],
    ['returning alone is no verdict', "I'm going back to work tomorrow.", 'warmthDetachment', 0.5, 0.5],
    [
      '"couldn\'t be happier" is the superlative, not a flipped "happier"',
      "I couldn't be happier for you.",
      'warmthDetachment',
      0.6,
      1,
    ],
    ['"couldn\'t agree more" agrees', "I couldn't agree more.", 'warmthDetachment', 0.6, 1],
    ['"could not be better" is praise', 'Things could not be better.', 'warmthDetachment', 0.6, 1],
    ['"couldn\'t be worse" is as bad as it gets', "It couldn't be worse.", 'warmthDetachment', 0, 0.35],
    ['"couldn\'t care less" is dismissive', "I couldn't care less.", 'warmthDetachment', 0, 0.4],
    ['"would be happier if" is no praise', 'I would be happier if you called.', 'warmthDetachment', 0.5, 0.5],
    ['"save your money" warns a buyer off', 'Save your money.', 'warmthDetachment', 0, 0.4],
    ['"save your work" is an instruction, not a warning', 'Save your work before closing.', 'warmthDetachment', 0.5, 1],
    ['"money back" asks for a refund', 'I want my money back.', 'warmthDetachment', 0, 0.45],
    ['"money back guarantee" offers one', '30 day money back guarantee.', 'warmthDetachment', 0.5, 1],
    ['"don\'t bother" brushes off', "Don't bother.", 'warmthDetachment', 0, 0.4],
    ['"didn\'t bother to reply" is a slight', "He didn't bother to reply.", 'warmthDetachment', 0, 0.4],
    ['"doesn\'t bother me" reads no slight', "It doesn't bother me.", 'warmthDetachment', 0.5, 1],
    ['"can\'t stand" is dislike', "I can't stand him.", 'warmthDetachment', 0, 0.35],
    ['"doesn\'t stand for" spells out', "It doesn't stand for anything.", 'warmthDetachment', 0.5, 0.5],
    ['"could have been better" is a verdict', 'Could have been better.', 'warmthDetachment', 0, 0.45],
    ['"never been better" is praise', 'Never been better!', 'warmthDetachment', 0.5, 1],
    ['"could have been worse" is relief', 'Could have been worse.', 'warmthDetachment', 0.5, 1],
    ['"five stars" recommends', 'Five stars, would buy again.', 'warmthDetachment', 0.6, 1],
    ['"look elsewhere" warns off', 'Look elsewhere.', 'warmthDetachment', 0, 0.4],
    ['"worth every penny" recommends', 'Worth every penny.', 'warmthDetachment', 0.6, 1],
    ['"don\'t waste your time" warns', "Don't waste your time.", 'warmthDetachment', 0, 0.4],
    [
      '"didn\'t waste any time" is no warning',
      "We didn't waste any time getting started.",
      'warmthDetachment',
      0.45,
      1,
    ],
    ['"made no sense" is a verdict', 'The ending made no sense.', 'warmthDetachment', 0, 0.45],
    ['"an instant classic" is praise', 'An instant classic.', 'warmthDetachment', 0.6, 1],
    ['"for nothing" is wasted effort', 'All that work for nothing.', 'warmthDetachment', 0, 0.4],
    ['"with all due respect" preludes a criticism', 'With all due respect, I disagree.', 'warmthDetachment', 0, 0.45],
    ['respect itself stays warm', 'I have a lot of respect for you.', 'warmthDetachment', 0.6, 1],
  ] as const)('%s', (_rule, text, axis, low, high) => {
    expect(score(text, axis)).toBeGreaterThanOrEqual(low);
    expect(score(text, axis)).toBeLessThanOrEqual(high);
  });

  it('reads a drawn-out word of six or more letters in mixed case as in lower case', () => {
    expect(score('this is gOoOoOd')).toBe(score('this is goooood'));
    expect(score('this is gOoOoOd')).toBeGreaterThan(score('this is good'));
  });

  it('reads a drawn-out booster as the booster, stressed, and names the word a drawn-out word draws out', () => {
    expect(score('sooo happy', 'intensityRestraint')).toBeGreaterThan(score('so happy', 'intensityRestraint'));
    expect(analyseAxesLocally('yesss we did it').drivers.warmthDetachment.positive.map((d) => d.term)).toContain('yes');
    expect(analyseAxesLocally('I loooove it').drivers.warmthDetachment.positive.map((d) => d.term)).toEqual(['love']);
  });

  it.each([
    ["I'm lovin' it", "I'm loving it"],
    ['lovin it', 'loving it'],
    ['She is amazin', 'She is amazing'],
    ['This is so ANNOYIN', 'This is so ANNOYING'],
    ["Nothin' good about it.", 'Nothing good about it.'],
    ["Good mornin' everyone", 'Good morning everyone'],
  ])('reads a word with its g dropped as the -ing word: %j as %j', (dropped, full) => {
    const a = analyseAxesLocally(dropped);
    const b = analyseAxesLocally(full);
    expect(a.warmthDetachment).toBe(b.warmthDetachment);
    expect(a.intensityRestraint).toBe(b.intensityRestraint);
    expect(a.drivers.warmthDetachment).toEqual(b.drivers.warmthDetachment);
    expect(a.warmthDetachment).not.toBe(0.5);
  });

  it.each([
    // Words of their own that end in "in": none is an -ing word with its g dropped.
    'Robin was here.',
    "Let's begin the meeting.",
    'My cousin has a cabin and a violin.',
    'No pain, no gain, and my skin is fine.',
  ])('reads no dropped g into %j', (text) => {
    const drivers = analyseAxesLocally(text).drivers.warmthDetachment;
    expect([...drivers.positive, ...drivers.negative].map((d) => d.term).filter((t) => t.endsWith('ing'))).toEqual([]);
  });

  it.each([
    ['A total snoozefest.', 0, 0.45],
    ['The film falls flat.', 0, 0.45],
    ['Customer service was a nightmare.', 0, 0.45],
    ['Flimsy, and the app is buggy.', 0, 0.45],
    ['Clichéd and formulaic.', 0, 0.45],
    ['Tedious, overlong and contrived.', 0, 0.45],
    ['The plot is a hot mess.', 0, 0.45],
    ['A refreshing, suspenseful thriller.', 0.55, 1],
    ['Well written and well acted: a must-see.', 0.55, 1],
    ['Meandering thoughts on a Sunday afternoon.', 0.45, 0.55],
    ['Sturdy and stylish.', 0.55, 1],
    ['This came in handy.', 0.55, 1],
    ['Nailed it.', 0.55, 1],
    ['Tasty food and attentive staff.', 0.55, 1],
    ['so stoked for tonight!!', 0.55, 1],
    ['gutted we lost', 0, 0.45],
    ['this place looks sketchy', 0, 0.45],
    ['congrats 🎉🥳', 0.6, 1],
    ['love you 🥰', 0.6, 1],
    ['seriously?? 🤬', 0, 0.4],
    ['Derivative and shallow.', 0, 0.4],
    ['An enthralling, inventive debut.', 0.6, 1],
    ['A thought-provoking, beautifully shot film.', 0.6, 1],
    ['The phone overheats constantly.', 0, 0.45],
    ['Our costs are predictable this year.', 0.5, 0.5],
    ['A generic email template.', 0.5, 0.5],
  ] as const)('reads the everyday verdict of a review or a chat, %j, as people do', (text, low, high) => {
    expect(score(text)).toBeGreaterThanOrEqual(low);
    expect(score(text)).toBeLessThanOrEqual(high);
  });

  it.each([
    "I can't thank you enough.",
    "I can't thank you enough for all your help.",
    "I couldn't thank you enough.",
    'I can never thank you enough.',
    "I can't recommend this place enough!",
    'I cannot recommend them enough.',
    "Can't say enough good things about them.",
    "I can't praise them enough",
    "I can't get enough of this song.",
  ])('reads the hyperbole of degree %j ("can\'t … enough") as praise, its words not negated', (text) => {
    const r = analyseAxesLocally(text);
    expect(r.warmthDetachment).toBeGreaterThanOrEqual(0.55);
    expect(r.valence).toBeGreaterThan(0);
    expect(plainStats(text).sentimentClassification).toBe('positive');
    const drivers = Object.values(r.drivers).flatMap((d) => [...d.positive, ...d.negative]);
    expect(drivers.length).toBeGreaterThan(0);
    expect(drivers.filter((d) => d.negated)).toEqual([]);
  });

  it.each([
    ["It's not good enough.", 0, 0.4, 'concerned'],
    ["They didn't do enough.", 0.5, 0.5, 'neutral'],
    ['There is not enough time.', 0.5, 0.5, 'neutral'],
    ["I don't earn enough.", 0.5, 0.5, 'neutral'],
    ['You will never be good enough.', 0, 0.4, 'concerned'],
    ["I can't recommend this place.", 0, 0.4, 'concerned'],
    ["I can't recommend it, the portions are not big enough.", 0, 0.45, 'concerned'],
    ["I can't get enough sleep.", 0.5, 0.5, 'neutral'],
    ["I've had enough of this.", 0.5, 0.5, 'neutral'],
    ['There is not enough of it.', 0.5, 0.5, 'neutral'],
  ] as const)(
    'reads %j, with no negated "can" or "could" before its "enough" in one clause, as an ordinary negation',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it.each([
    ['I have never been so happy.', 'positive'],
    ["I've never been happier.", 'positive'],
    ['Never felt better.', 'positive'],
    ['Never been more proud of you!', 'positive'],
    ['It has never been easier.', 'positive'],
    ["I've never had such bad service.", 'concerned'],
    ['I have never been so disappointed in my life.', 'concerned'],
    ["I've never seen a worse film.", 'concerned'],
    ['No one could be happier.', 'positive'],
    ['No one is happier than me.', 'positive'],
    ['Nobody does it better.', 'positive'],
    ['No one is worse at this than me.', 'concerned'],
  ] as const)('reads "never" with a comparison, %j, as the superlative it says, not flipped', (text, sentiment) =>
    expectUnflipped(text, sentiment),
  );

  it.each([
    ["I've never been happy here.", 0, 0.4, 'concerned'],
    ['I never liked it.', 0, 0.4, 'concerned'],
    ['It never got better.', 0, 0.4, 'concerned'],
    ["It's not so bad.", 0.5, 0.7, 'positive'],
    ['This is not better than the old one.', 0, 0.45, 'concerned'],
    ['Things are getting worse.', 0, 0.4, 'concerned'],
  ] as const)(
    'reads %j, with no comparison in the reach of "never", as an ordinary negation',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it.each([
    ['It should have been great.'],
    ["It should've been great."],
    ['It could have been a great film.'],
    ['It could have been much more fun.'],
    ['It was supposed to be fun.'],
    ['The trip was supposed to be relaxing.'],
    ['I was hoping for better.'],
  ] as const)('reads the unrealised evaluation %j as a disappointment: its toned word flipped, as negated', (text) => {
    const r = analyseAxesLocally(text);
    expect(r.warmthDetachment).toBeLessThan(0.45);
    expect(plainStats(text).sentimentClassification).toBe('concerned');
    expect(r.drivers.warmthDetachment.negative).toEqual([expect.objectContaining({ negated: true })]);
    expect(r.drivers.warmthDetachment.positive).toEqual([]);
  });

  it.each([
    ['It should be great.', 0.55, 1, 'positive'],
    ["It's supposed to be great.", 0.55, 1, 'reflective'],
    ["I'm hoping for good news.", 0.55, 1, 'positive'],
    ['You should have been there, it was amazing.', 0.55, 1, 'positive'],
    ['I would have been happy to help.', 0.55, 1, 'positive'],
    ['I would have loved to come.', 0.55, 1, 'positive'],
    ['No one could have been kinder.', 0.55, 1, 'positive'],
    ['Could have been better.', 0, 0.45, 'concerned'],
    ['Could have been worse.', 0.5, 1, 'positive'],
    ["Could've been worse.", 0.5, 1, 'positive'],
    ['It could have been much worse.', 0.5, 1, 'positive'],
    ['Someone could have been hurt.', 0, 0.45, 'concerned'],
    ['He should have been fired.', 0, 0.45, 'concerned'],
    ['It should have been better, but the staff were lovely.', 0.55, 1, 'positive'],
    ['It was meant to be.', 0.5, 0.5, 'neutral'],
  ] as const)(
    'reads %j, no unrealised evaluation, one whose idiom says it already or an unrealised harm, as people do',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it('reads "been better" after "could have" as the idiom, not flipped again', () => {
    expect(analyseAxesLocally('Could have been better.').drivers.warmthDetachment.negative).toEqual([
      expect.objectContaining({ term: 'been better', negated: false }),
    ]);
  });

  it('leaves a modal perfect in the reach of a negator to the negator: "No one could have been better" compares', () => {
    expect(analyseAxesLocally('No one could have been better.').drivers.warmthDetachment.positive).toEqual([
      expect.objectContaining({ term: 'been better', negated: true }),
    ]);
  });

  it.each([
    ['Could be better.', 'below'],
    ['Things could be better.', 'below'],
    ['The staff could be more helpful.', 'below'],
    ['It could be worse.', 'above'],
    ['It could be great!', 'above'],
    ['This could be the best day ever.', 'above'],
    ['No one was happy.', 'below'],
    ['Nobody likes him.', 'below'],
    // A modal perfect without "been" falls short of a comparison too, and leaves anything else.
    ['The director could have done better.', 'below'],
    ['I should have known better.', 'below'],
    ['It could have gone worse.', 'above'],
    ['You should have seen how happy she was!', 'above'],
    ['No one could have done better.', 'above'],
  ] as const)(
    'reads "could be" or a modal perfect before a comparison as falling short, and before anything else as it reads: %j',
    (text, side) => {
      if (side === 'above') expect(score(text)).toBeGreaterThan(0.55);
      else expect(score(text)).toBeLessThan(0.45);
    },
  );

  it('keeps the hedge of "could be": a possibility commits less than a fact', () => {
    expect(score('It could be great!', 'certaintyAmbiguity')).toBeLessThan(score('It is great!', 'certaintyAmbiguity'));
    expect(score('Could be better.', 'certaintyAmbiguity')).toBeLessThan(0.5);
  });

  it('leaves "could be" before a word of no comparison as it reads ("You could be right")', () => {
    expect(score('You could be right.', 'warmthDetachment')).toBe(score('You may be right.', 'warmthDetachment'));
  });

  it('leaves a word of no valence in the reach of an unrealised evaluation as it reads: a demand, not a doubt', () => {
    const text = 'The report should have been finished last week.';
    expect(score(text, 'certaintyAmbiguity')).toBeCloseTo(
      score('The report was finished last week.', 'certaintyAmbiguity'),
      6,
    );
    expect(analyseAxesLocally(text).drivers.certaintyAmbiguity.positive).toEqual([
      expect.objectContaining({ term: 'finished', negated: false }),
    ]);
    // A good word after it is still flipped.
    expect(score('It should have been finished and great.')).toBeLessThan(0.45);
  });

  it('reads "were meant to be" as fate, not as an unmet plan', () => {
    expect(score('We were meant to be together.', 'conflictCoherence')).toBeGreaterThan(0.5);
  });

  it('counts the hope of "was hoping for" only when it flips nothing', () => {
    const reply = analyseAxesLocally('I was hoping for a reply.').drivers.warmthDetachment.positive;
    expect(reply).toEqual([expect.objectContaining({ term: 'hoping for', negated: false })]);
    const better = analyseAxesLocally('I was hoping for better.').drivers.warmthDetachment;
    expect([...better.positive, ...better.negative].map((d) => d.term)).toEqual(['better']);
  });

  it.each([
    ["I didn't expect to enjoy it so much.", 'positive'],
    ['I never expected it to be so good.', 'positive'],
    ["I wasn't expecting it to be this good.", 'positive'],
    ["I hadn't expected to love it.", 'positive'],
    ["I didn't expect the staff to be so rude.", 'concerned'],
  ] as const)(
    'reads the past negated expectation in %j as a surprise: the word it governs keeps its polarity',
    (text, sentiment) => expectUnflipped(text, sentiment),
  );

  it.each([
    ["I don't expect you to be happy about it.", 0, 0.45, 'concerned'],
    ["I don't expect to be disappointed.", 0.5, 1, 'positive'],
    ["We don't expect any delays.", 0.5, 0.5, 'neutral'],
    ["I didn't expect much.", 0.5, 0.5, 'neutral'],
    ["I didn't enjoy it.", 0, 0.4, 'concerned'],
    ["I don't think it's a good idea.", 0, 0.4, 'concerned'],
    ["I don't think you'll be disappointed.", 0.5, 1, 'positive'],
    ["I don't think I'll ever be happy again.", 0, 0.4, 'concerned'],
    ["I don't think so.", 0.5, 0.5, 'neutral'],
  ] as const)(
    'reads %j, a present negated expectation (the negation raised to what is expected) or none, as people do',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it('emphasises a word after "never … so" more than the plain word, as a strong booster does', () => {
    const plain = analyseAxesLocally('I have been happy.').drivers.warmthDetachment.positive[0]!;
    const never = analyseAxesLocally('I have never been so happy.').drivers.warmthDetachment.positive[0]!;
    expect(never).toEqual(expect.objectContaining({ term: 'happy', negated: false }));
    expect(never.weight).toBeGreaterThan(plain.weight);
  });

  it.each([
    ['This is the least helpful answer.', 0, 0.4, 'concerned'],
    ['My least favourite part was the ending.', 0, 0.45, 'concerned'],
    ['No one was happy.', 0, 0.4, 'concerned'],
    ['No one cares.', 0, 0.45, 'concerned'],
    ['None of them were helpful.', 0, 0.4, 'concerned'],
    ['Neither of them was friendly.', 0, 0.4, 'concerned'],
    ['At least it works.', 0.5, 0.5, 'neutral'],
    ['Last but not least, thanks to Sam.', 0.6, 1, 'positive'],
    ['At the very least, thank you.', 0.6, 1, 'positive'],
    ['No one could have done it better.', 0.5, 1, 'positive'],
  ] as const)(
    'reads the negative superlative "least" and the two-word negators in %j as people do',
    (text, low, high, sentiment) => expectWarmth(text, low, high, sentiment),
  );

  it.each([
    ['Far from perfect.', 'concerned'],
    ['The service was anything but friendly.', 'concerned'],
    ['The film lacks charm and wit.', 'concerned'],
    ['It showed a lack of care.', 'concerned'],
    ['The food was lacking in flavour.', 'concerned'],
    ['Failed to impress.', 'concerned'],
    ['The sequel fails to impress.', 'concerned'],
    ['Less than impressed with the build quality.', 'concerned'],
    ['The game was less fun than the first one.', 'concerned'],
    ['The new process is less stressful.', 'positive'],
    ["It's far from the worst I've seen.", 'positive'],
    ['There is little reason for optimism.', 'concerned'],
    ['Few redeeming qualities.', 'concerned'],
  ] as const)('reads the negator %j as people do: it flips the word it reaches', (text, sentiment) => {
    expect(plainStats(text).sentimentClassification).toBe(sentiment);
    const valence = analyseAxesLocally(text).valence;
    if (sentiment === 'positive') expect(valence).toBeGreaterThan(0.15);
    else expect(valence).toBeLessThan(-0.15);
  });

  it.each([
    ['A few good songs saved the album.', 'positive'],
    ['The few good songs saved the album.', 'positive'],
    ['Her few kind words meant a lot.', 'positive'],
    ['A little gem of a film.', 'positive'],
    ['My little brother is amazing.', 'positive'],
    ['Lack of sleep is killing me.', 'concerned'],
    ['The upload failed to complete.', 'concerned'],
    ["It's more or less fine.", 'reflective'],
    ['It took less than an hour, thanks for the quick help.', 'positive'],
    ["I don't want anything but the best for you.", 'positive'],
    ['Let me know if you need anything.', 'neutral'],
    ['The office is not far from the station.', 'neutral'],
    ['So far so good!', 'positive'],
    ['I have a few questions about the invoice.', 'neutral'],
    ['Every few days the server crashes, which is frustrating.', 'concerned'],
  ] as const)('reads %j, where no negator reaches a toned word, as people do', (text, sentiment) => {
    expect(plainStats(text).sentimentClassification).toBe(sentiment);
  });

  it('counts the valence of a negator of its own only when it flips nothing: "lacks charm" is no worse than "not charming"', () => {
    const lacks = analyseAxesLocally('It lacks charm.').drivers.warmthDetachment;
    expect(lacks.positive).toEqual([]);
    expect(lacks.negative).toEqual([expect.objectContaining({ term: 'charm', negated: true })]);
    expect(analyseAxesLocally('The upload failed to complete.').drivers.warmthDetachment.negative).toEqual([
      expect.objectContaining({ term: 'failed to', negated: false }),
    ]);
  });

  it.each([
    ['Never fails to impress.', 'positive'],
    ['You never fail to make me smile.', 'positive'],
    ['The book is not without merit.', 'positive'],
    ['No lack of charm in this one.', 'positive'],
    ['The finale was nothing less than stunning.', 'positive'],
    ['Nothing less than perfect will do.', 'positive'],
    ['Nobody leaves without a smile.', 'positive'],
    ['No less than three people complained.', 'concerned'],
    ['Not without some difficulty, but we got it done.', 'concerned'],
    ['No, not good.', 'concerned'],
    ["I didn't enjoy the lack of care.", 'concerned'],
  ] as const)(
    'reads the double negation in %j as people do: a scope negator in the reach of another cancels both',
    (text, sentiment) => {
      expect(plainStats(text).sentimentClassification).toBe(sentiment);
    },
  );

  it.each([
    ["I couldn't be more pleased.", 'positive'],
    ["Couldn't be more disappointed.", 'concerned'],
    ["You couldn't be more wrong.", 'concerned'],
    ["I couldn't thank you more for your help.", 'positive'],
    ["I couldn't agree more.", 'positive'],
    ["I can't eat more.", 'neutral'],
    ["It can't be more than five minutes.", 'neutral'],
    ["I can't stand it any more.", 'concerned'],
    ["I can't be happy any more.", 'concerned'],
  ] as const)(
    'reads "more" after a negated "can" or "could" in %j as a hyperbole of degree, not "any more"',
    (text, sentiment) => {
      expect(plainStats(text).sentimentClassification).toBe(sentiment);
    },
  );

  it('emphasises the word of "couldn\'t be more", not negated, more than the plain word', () => {
    const plain = analyseAxesLocally('I am pleased.').drivers.warmthDetachment.positive[0]!;
    const more = analyseAxesLocally("I couldn't be more pleased.").drivers.warmthDetachment.positive[0]!;
    expect(more).toEqual(expect.objectContaining({ term: 'pleased', negated: false }));
    expect(more.weight).toBeGreaterThan(plain.weight);
  });

  it('takes back the whole flipped reading of a word that "enough" shows was emphasised', () => {
    const thanks = analyseAxesLocally("I can't thank you enough.").drivers.warmthDetachment;
    expect(thanks.negative).toEqual([]);
    expect(thanks.positive).toEqual([expect.objectContaining({ term: 'thank you', count: 1, negated: false })]);
    // Emphasised, it weighs more than it does plainly, and adds intensity as a booster does.
    expect(thanks.positive[0]!.weight).toBeGreaterThan(
      analyseAxesLocally('Thank you.').drivers.warmthDetachment.positive[0]!.weight,
    );
    expect(score("I can't thank you enough.", 'intensityRestraint')).toBeGreaterThan(0.5);
  });

  it('reads both words of a phrase a following word unmakes, each alone', () => {
    // "doesn't bother me": "not" then "bother", negated, as if "not bother" were no phrase.
    expect(score("It doesn't bother me.")).toBeGreaterThan(0.5);
    expect(analyseAxesLocally("It doesn't bother me.").drivers.warmthDetachment.positive).toEqual([
      expect.objectContaining({ term: 'bother', negated: true }),
    ]);
  });

  it('names a phrase read through a contraction as people write it', () => {
    const named = (text: string) =>
      Object.values(analyseAxesLocally(text).drivers).flatMap((d) => [...d.positive, ...d.negative].map((x) => x.term));
    expect(named("Can't wait to see you!!")).toContain("can't wait");
    expect(named("I can't stand him.")).toContain("can't stand");
    expect(named("Don't bother.")).toContain("don't bother");
    expect(named('Save your money.')).toContain('save your money');
    expect(named("Can't wait to see you!!").concat(named("I can't stand him."))).not.toContain('not wait');
  });

  it('leaves a word with a tripled letter unknown when no shorter spelling is a word', () => {
    expect(analyseAxesLocally('brrrr').drivers).toEqual(analyseAxesLocally('qzxv').drivers);
    expect(score('brrrr')).toBe(0.5);
  });

  it('reads a review that refuses to return as concerned', () => {
    expect(plainStats("The food was cold and we won't be going back.").sentimentClassification).toBe('concerned');
  });

  it('weighs what follows "but" more than what comes before it', () => {
    expect(score('The room was dirty, but the staff were lovely.')).toBeGreaterThan(0.5);
    expect(score('The staff were lovely, but the room was dirty.')).toBeLessThan(0.5);
  });

  it.each([
    ['Although the screen is bright, the battery is terrible.', 'below'],
    ['Although the battery is weak, I love this phone.', 'above'],
    ['Despite the bright screen, the battery is terrible.', 'below'],
    ['Even though it rained, we had a wonderful time.', 'above'],
    ['While the staff were lovely, the room was dirty.', 'below'],
    ['Terrible food, although the staff were friendly.', 'below'],
    ['Great food, though the service was slow.', 'above'],
    ['The room was dirty, whereas the staff were lovely.', 'below'],
    ['The screen is bright; however, the battery is terrible.', 'below'],
    ['The room was dirty; nevertheless, the staff were lovely.', 'above'],
  ] as const)('weighs the verdict of %j over the clause that concedes', (text, side) => {
    if (side === 'above') expect(score(text)).toBeGreaterThan(0.55);
    else expect(score(text)).toBeLessThan(0.45);
  });

  it.each([
    ['Pricey, though worth every penny.', 'Pricey, and worth every penny.'],
    ['Expensive, though worth it.', 'Expensive, and worth it.'],
    ['Good, although not great.', 'Good, and not great.'],
    ['Good, though a bit pricey.', 'Good, and a bit pricey.'],
    ['Good, though far from perfect.', 'Good, and far from perfect.'],
    ['Fun, though anything but deep.', 'Fun, and anything but deep.'],
  ])('reads %j, a "though" before a bare word, as two verdicts that weigh alike (as %j)', (text, joined) => {
    expect(score(text)).toBeCloseTo(score(joined), 6);
  });

  it('still concedes after "though" when a clause follows, and always after "despite"', () => {
    expect(score('Great food, though the service was slow and rude.')).toBeGreaterThan(
      score('Great food, and the service was slow and rude.'),
    );
    expect(score('Bad film despite great acting.')).toBeLessThan(score('Bad film and great acting.'));
  });

  it('weighs a conceded clause half and the verdict one and a half, as around "but"', () => {
    // The same words either way round: the verdict decides which way the reading leans, and by as much as with "but".
    const opening = score('Although the room was dirty, the staff were lovely.');
    const following = score('The staff were lovely, although the room was dirty.');
    const but = score('The room was dirty, but the staff were lovely.');
    expect(opening).toBeCloseTo(but, 6);
    expect(following).toBeCloseTo(but, 1);
    expect(following).toBeGreaterThan(0.55);
    // Without the concessive the two clauses weigh the same.
    expect(score('The room was dirty, and the staff were lovely.')).toBeLessThan(opening);
  });

  it.each([
    ['a dampener softens', 'slightly annoyed', 'annoyed'],
    ['"kind of" softens', 'kind of sad', 'sad'],
  ])('%s: %j reads closer to balance than %j', (_rule, softer, plain) => {
    expect(score(softer)).toBeGreaterThan(score(plain));
    expect(score(softer)).toBeLessThan(0.5);
  });

  it.each([
    ['an emoji', 'see you soon 😀', 0.5],
    ['an emoticon', 'see you soon :)', 0.5],
    ['a negative emoticon', 'see you soon :(', -0.5],
    ['an emoticon ending in a letter', 'see you soon :D', 0.5],
    ['a tongue out', 'see you soon :-P', 0.5],
    ['a heart', 'see you soon <3', 0.5],
    ['a drawn-out heart', 'see you soon <333', 0.5],
    ['a broken heart', 'see you soon </3', -0.5],
    ['an eastern smile', 'see you soon ^_^', 0.5],
    ['an emoticon after "!"', 'see you soon!:)', 0.5],
    ['an emoticon before a full stop', 'see you soon :).', 0.5],
    ['a drawn-out frown', 'see you soon :((', -0.5],
    ['an emoticon closing a bracket', '(see you soon :))', 0.5],
    ['no face in a score', 'it ended 2:3', 0],
    ['no face in an address', 'see http://example.com', 0],
    ['no face in a label', 'Note:D is the answer', 0],
  ])('reads %s: %j', (_what, text, sign) => {
    expect(Math.sign(score(text) - 0.5)).toBe(Math.sign(sign));
  });

  it('names an emoticon among the drivers as people type it, whatever the case of its letter', () => {
    for (const text of ['thanks :D', 'thanks :d', 'thanks :DDD']) {
      expect(analyseAxesLocally(text).drivers.warmthDetachment.positive.map((d) => d.term)).toContain(':D');
    }
  });

  it.each([
    ['no problem', 'warmthDetachment', 'above'],
    ['Kind regards, Maria', 'warmthDetachment', 'balance'],
    ["Can't wait to see you!!", 'warmthDetachment', 'above'],
    ["I'm not sure", 'certaintyAmbiguity', 'below'],
    ['We will definitely be there on Friday.', 'certaintyAmbiguity', 'above'],
    ['Are you coming?', 'certaintyAmbiguity', 'below'],
    ['I am so angry!!', 'intensityRestraint', 'above'],
    ['A calm, quiet, gentle morning.', 'intensityRestraint', 'below'],
    ['I am so bored and tired.', 'intensityRestraint', 'below'],
    ["I'm not angry.", 'intensityRestraint', 'below'],
    ["I can't believe you lied to me", 'warmthDetachment', 'below'],
    ['I love you but I am furious with you', 'conflictCoherence', 'below'],
    ['We agreed and it all makes sense now', 'conflictCoherence', 'above'],
  ] as const)('reads %j on %s %s', (text, axis, where) => {
    const s = score(text, axis);
    if (where === 'above') expect(s).toBeGreaterThan(0.5);
    else if (where === 'below') expect(s).toBeLessThan(0.5);
    else expect(Math.abs(s - 0.5)).toBeLessThanOrEqual(0.1);
  });
});

describe('what the result adds for its readers', () => {
  it('reports positive and negative affect and their balance', () => {
    const r = analyseAxesLocally('The staff were lovely but the room was dirty.');
    expect(r.affect.positive).toBeGreaterThan(0);
    expect(r.affect.negative).toBeGreaterThan(0);
    expect(r.valence).toBeLessThan(0);
    expect(analyseAxesLocally('The table has four legs.')).toMatchObject({
      valence: 0,
      affect: { positive: 0, negative: 0 },
    });
  });
  it('counts epistemic hedges, not worry, as hedging', () => {
    expect(analyseAxesLocally('Maybe we could try, I guess.').hedging).toBeGreaterThan(0);
    expect(analyseAxesLocally('I am worried.').hedging).toBe(0);
    expect(analyseAxesLocally('I know we will definitely do it.').hedging).toBeLessThan(0);
  });
  it('gives every driver its weight in word-equivalents', () => {
    const [driver] = analyseAxesLocally('This is good.').drivers.warmthDetachment.positive;
    expect(driver).toEqual({ term: 'good', count: 1, negated: false, weight: 0.95 });
  });
});

describe('calibration', () => {
  it('does not give one mild word the maximum', () => {
    expect(score('good')).toBeLessThan(0.75);
  });
  it('keeps "So happy for you!" inside the spec’s warmth tension line (0.9)', () => {
    expect(score('So happy for you!')).toBeLessThanOrEqual(0.9);
  });
  it.each(["I'm a little sad today.", 'That was a bit hurtful.', "I'm hurt that you forgot."])(
    'does not read the hurt message %j as restrained and quiet (intensity above 0.4)',
    (text) => {
      expect(score(text, 'intensityRestraint')).toBeGreaterThan(0.4);
    },
  );
  it('reads a hurt message as low warmth', () => {
    expect(score("I'm really disappointed that you didn't show up.")).toBeLessThan(0.4);
  });

  it.each([
    ['a mild word', 'That sounds good.', 0.5, 0.58],
    ['a strong word', 'That was horrific.', 0.62, 0.85],
  ])('grows intensity with the square of strength: %s (%j)', (_what, text, low, high) => {
    expect(score(text, 'intensityRestraint')).toBeGreaterThanOrEqual(low);
    expect(score(text, 'intensityRestraint')).toBeLessThanOrEqual(high);
  });

  it('reads evidence by density past a sentence of words: the same toned words weigh less in a longer text', () => {
    const short = 'Thank you, this is wonderful.';
    const plain = ' We met on Tuesday at the office near the station and went over the plans for the spring.';
    const long = short + plain.repeat(3);
    expect(score(long)).toBeGreaterThan(0.5);
    expect(score(long)).toBeLessThan(score(short));
    // Below a sentence's worth of words, length alone changes nothing.
    expect(score('Thank you, this is wonderful. See you then.')).toBeCloseTo(score(short), 10);
  });

  it('keeps a long, consistently warm letter clearly warm', () => {
    const letter = 'Thank you so much for everything, you are wonderful and I love you dearly. '.repeat(10);
    expect(score(letter)).toBeGreaterThan(0.85);
  });
});

describe('the sentiment class of the messages a person reads plainly', () => {
  it.each([
    ['The food was excellent and the staff were amazing.', 'positive'],
    ['This is a great product, works perfectly.', 'positive'],
    ["Terrible service, the worst experience I've had.", 'concerned'],
    ["I'm really disappointed that you didn't show up.", 'concerned'],
    ['Please find attached the invoice for October.', 'neutral'],
    ["Can't wait to see you!!", 'positive'],
  ])('classifies %j as %s', (text, expected) => {
    expect(plainStats(text).sentimentClassification).toBe(expected);
  });
});
