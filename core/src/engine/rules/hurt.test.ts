import { describe, expect, it } from 'vitest';
import { findHurt, type HurtKind } from './hurt';

const kinds = (text: string) => findHurt(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findHurt', () => {
  it.each<[string, HurtKind, string]>([
    ['Honestly, what you said stung.', 'stung', 'what you said stung'],
    ['It hurts that you would think that of me.', 'stung', 'it hurts'],
    ['Your comment hurt my feelings.', 'stung', 'your comment hurt'],
    ['I was really hurt when you cancelled.', 'stung', 'i was really hurt'],
    ['That was a hurtful thing to say.', 'stung', 'hurtful'],
    ['At work I feel invisible most days.', 'excluded', 'feel invisible'],
    ['Everyone went to the lake and they left me out.', 'excluded', 'left me out'],
    ['At school I was always left out.', 'excluded', 'always left out'],
    ['They booked the trip without me.', 'excluded', 'booked the trip without me'],
    ["You didn't even invite me to the wedding.", 'excluded', "you didn't even invite me"],
    ['They changed the plan without telling us.', 'excluded', 'without telling us'],
    ['Nobody remembered my birthday this year.', 'excluded', 'nobody remembered'],
    ['My own sister forgot about me.', 'excluded', 'forgot about me'],
    ['She has been ignoring me for a week.', 'excluded', 'ignoring me'],
    ['I found out from the group chat that you moved.', 'excluded', 'found out from the group chat'],
    ["I'm always the one who plans our weekends.", 'unreciprocated', "i'm always the one who"],
    ['I thought he would at least text back.', 'unreciprocated', 'i thought he would at least'],
    ["My work doesn't matter to them.", 'unreciprocated', "doesn't matter to them"],
    ["You don't even care how I feel.", 'unreciprocated', "you don't even care"],
    ['After everything I did for this team, this is my thanks?', 'unreciprocated', 'after everything i did'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'My knee hurts after the run.',
    'The kids left out the milk again.',
    'You can start without me, I will be ten minutes late.',
    'I thought you did a great job.',
    'It really matters to you, I can tell.',
    'Nobody needs to bring anything.',
    'You never listen to me.',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
