import { describe, expect, it } from 'vitest';
import { findResignation, type ResignationKind } from './resignation';

const kinds = (text: string) => findResignation(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findResignation', () => {
  it.each<[string, ResignationKind, string]>([
    ['Sure, whatever works for you. I will just wait again.', 'again', 'i will just wait again'],
    ["I guess I'll eat alone again.", 'again', "i guess i'll eat alone again"],
    ["It's fine, I'll just sit here again.", 'again', "i'll just sit here again"],
    ["Forget it, I'll just do it myself.", 'myself', "i'll just do it myself"],
    ["Never mind, I'll sort it out.", 'myself', "never mind, i'll"],
    ["Don't worry about me.", 'myself', "don't worry about me"],
    ["It's fine, I'm used to it.", 'used-to', "i'm used to it"],
    ['Cancelled again. Story of my life.', 'used-to', 'story of my life'],
    ['It doesn’t matter anyway.', 'used-to', 'it doesn’t matter anyway'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    "I'll try again tomorrow, no worries!",
    "Great session, I'll definitely come again.",
    "I'll do it myself if that's quicker for you, happy to help.",
    "I'll call you again after lunch.",
    'Whatever works for you, I really don’t mind.',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
