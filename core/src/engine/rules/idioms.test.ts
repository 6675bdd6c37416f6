import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from '../axes';
import { plainStats } from '../stats';

const valence = (text: string) => analyseAxesLocally(text).valence;
const warmth = (text: string) => analyseAxesLocally(text).warmthDetachment;

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

type Reading = 'warm' | 'cool' | 'flat';

/** Whether `text` reads warm (valence above 0.1), cool (below −0.1) or flat (within 0.02 of 0). */
function expectReading(text: string, reading: Reading): void {
  const v = valence(text);
  if (reading === 'warm') expect(v).toBeGreaterThan(0.1);
  else if (reading === 'cool') expect(v).toBeLessThan(-0.1);
  else expect(Math.abs(v)).toBeLessThan(0.02);
}

describe('the idioms of reviews and chat, read as people read them', () => {
  it.each<[string, Reading]>([
    // "Only" before the one fault is praise; before the one merit, criticism.
    ['My only complaint is the short battery life.', 'warm'],
    ['The only downside is the price.', 'warm'],
    ['My only gripe is the lid.', 'warm'],
    ['The only issue I had was shipping.', 'warm'],
    ['Only problem is it is sold out.', 'warm'],
    ["The only problem is I can't stop eating them.", 'warm'],
    ['The only drawback is the weight.', 'warm'],
    ['The only redeeming quality was the soundtrack.', 'cool'],
    // Counter-examples: plural faults, a fault that is not the only one, "only" apart from the fault.
    ["I've had only problems with it.", 'cool'],
    ["That's not the only problem.", 'cool'],
    ['I have only one problem with the design.', 'cool'],
    ["The only thing I'd change is the colour.", 'flat'],
  ])('"only" before a fault or a merit: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it.each<[string, Reading]>([
    ['5 stars.', 'warm'],
    ['4 stars.', 'warm'],
    ["I'd give it 4 stars", 'warm'],
    ['5 stars, would buy again', 'warm'],
    ['3 stars.', 'flat'],
    ['three stars', 'flat'],
    ['2 stars.', 'cool'],
    ['1 star.', 'cool'],
    ['0 stars', 'cool'],
    ['2 out of 5 stars.', 'flat'],
    ['Two out of five stars', 'flat'],
  ])('a star rating in digits or words: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it('reads a rating in digits as in words', () => {
    expect(valence('5 stars!')).toBeCloseTo(valence('Five stars!'), 10);
    expect(valence('1 star.')).toBeCloseTo(valence('One star.'), 10);
  });

  it.each<[string, Reading]>([
    ['would buy again', 'warm'],
    ['will buy again', 'warm'],
    ['Would order again.', 'warm'],
    ['would not buy again', 'cool'],
    ["I wouldn't buy again.", 'cool'],
    ['I will never order again.', 'cool'],
  ])('a buyer coming back, or not: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it.each<[string, Reading]>([
    ['I like it.', 'warm'],
    ['We like the new design.', 'warm'],
    ["I didn't like it at all.", 'cool'],
    ["I don't like Mondays.", 'cool'],
    ["I don't think I like it.", 'cool'],
    ["I don't really like it.", 'cool'],
    // Counter-examples: "like" as a preposition or in a request keeps its mild reading.
    ['Looks like rain.', 'flat'],
    ['Works like a charm.', 'warm'],
    ['I feel like crying.', 'cool'],
  ])('the verb "like": %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it.each(["I'd like to book a table.", 'Would you like some tea?', 'Just like that.', 'I feel like a new person.'])(
    '"like" as a preposition or in a request stays mild: %j',
    (text) => {
      expect(Math.abs(valence(text))).toBeLessThan(0.15);
    },
  );

  it('reads "I like it" warmer than the preposition, and "really like" warmer still', () => {
    expect(warmth('I like it.')).toBeGreaterThan(warmth('Just like that.'));
    expect(warmth('I really like it.')).toBeGreaterThan(warmth('I like it.'));
  });

  it.each<[string, Reading]>([
    ['Devastatingly funny.', 'warm'],
    ['stupidly good', 'warm'],
    ['wickedly funny', 'warm'],
    ['stupidly expensive', 'cool'],
    ['wickedly cruel', 'cool'],
    ['devastatingly sad', 'cool'],
  ])('a negative-looking adverb boosts the word after it: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it('boosts with those adverbs as with any booster', () => {
    expect(warmth('Devastatingly funny.')).toBeGreaterThan(warmth('Funny.'));
    expect(warmth('stupidly expensive')).toBeLessThan(warmth('expensive'));
  });

  it.each<[string, Reading]>([
    ['I was blown away.', 'warm'],
    ['What a real let down.', 'cool'],
    ['Worth every penny.', 'warm'],
    ['The jokes fell flat.', 'cool'],
  ])('an idiom of praise or disappointment: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it.each<[string, Reading]>([
    // "too" before a word of size, amount, time or degree: more than wanted.
    ['The battery life is too short.', 'cool'],
    ['The wait was too slow.', 'cool'],
    ['Too many ads.', 'cool'],
    ['It was way too big for me.', 'cool'],
    ['The coffee is far too strong.', 'cool'],
    ["Sorry, it's too late.", 'cool'],
    ['Not too long, not too short.', 'warm'],
    // Counter-examples: "too" after a word or a clause means "also"; before a word of praise it praises.
    ['Me too, it was long.', 'flat'],
    // "It's been too long" greets someone missed as often as it complains: left to the rest of the message.
    ['Lovely to hear from you, it has been far too long!', 'warm'],
    ['It was long and we were there too.', 'flat'],
    ["You're too kind.", 'warm'],
    ['I love you too.', 'warm'],
    ['The battery life is short.', 'flat'],
  ])('excess: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it.each<[string, Reading]>([
    ["Doesn't work at all.", 'cool'],
    ["It didn't work.", 'cool'],
    ['The app is not working again.', 'cool'],
    ['Never again.', 'cool'],
    ['Still waiting for a reply.', 'cool'],
    // Counter-examples: working as such, and waiting alone, are neutral.
    ['I work on Fridays.', 'flat'],
    ['The team is working on it.', 'flat'],
    ['Waiting for a reply.', 'flat'],
  ])('a fault, a refusal or a wait: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it.each<[string, Reading]>([
    ["I'm disappointed, to be honest.", 'cool'],
    ['To be fair, the delay was not their fault.', 'flat'],
    ['To be honest, I loved it.', 'warm'],
    // Counter-example: honesty itself is still praised.
    ['She is honest and fair.', 'warm'],
  ])('"to be honest" and "to be fair" frame, and praise no one: %j reads %s', (text, reading) => {
    expectReading(text, reading);
  });

  it('keeps the loudness of "too loud" as well as its complaint', () => {
    const r = analyseAxesLocally('The music was too loud.');
    expect(r.valence).toBeLessThan(-0.1);
    expect(r.intensityRestraint).toBeGreaterThanOrEqual(analyseAxesLocally('The music was loud.').intensityRestraint);
  });
});

describe('phrases and idioms, each against the plain reading', () => {
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

  it('reads a review that refuses to return as concerned', () => {
    expect(plainStats("The food was cold and we won't be going back.").sentimentClassification).toBe('concerned');
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
