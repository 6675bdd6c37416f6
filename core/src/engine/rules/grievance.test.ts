import { describe, expect, it } from 'vitest';
import { findGrievance } from './grievance';

const found = (text: string) => findGrievance(text).map((c) => [c.kind, c.phrase.toLowerCase()]);

describe('findGrievance', () => {
  it.each([
    ['Why does it always fall on me to clean up after everyone?', 'always', 'why does it always'],
    ['Why do I always have to be the one who calls?', 'always', 'why do i always'],
    ['Why does my laptop always crash before a deadline?', 'always', 'why does my laptop always'],
    ['why is it always me who stays late', 'always', 'why is it always'],
    ["Why can't anyone ever put the milk back?", 'always', "why can't anyone ever put"],
    ['Why does nobody answer the phone here?', 'always', 'why does nobody answer'],
    ['How hard is it to close the door?', 'too-much', 'how hard is it to'],
    ['Is it too much to ask for a reply?', 'too-much', 'is it too much to ask'],
    ['Would it kill you to say thanks once?', 'too-much', 'would it kill you to'],
  ])('finds in %j', (text, kind, phrase) => {
    expect(found(text)).toContainEqual([kind, phrase]);
  });

  it.each([
    'Why does the tide come in twice a day?',
    'How hard is the exam, do you know?',
    'Why is the sky blue?',
    'I always have to smile when I see that photo.',
    'Why do you think it works?',
    'Why do cats always land on their feet?',
  ])('finds no grievance in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
