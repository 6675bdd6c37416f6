import { describe, expect, it } from 'vitest';
import { analyseAxesLocally } from './axes';

const valence = (text: string) => analyseAxesLocally(text).valence;
const warmth = (text: string) => analyseAxesLocally(text).warmthDetachment;

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
