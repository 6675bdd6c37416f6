import { describe, expect, it } from 'vitest';
import { findDismissals, type DismissalKind } from './dismissal';

const kinds = (text: string) => findDismissals(text).map((c) => `${c.kind}: ${c.phrase}`);

describe('findDismissals', () => {
  it.each<[string, DismissalKind, string]>([
    ['Fine. Do whatever you want.', 'flat-assent', 'Fine'],
    ['Fine. Do whatever you want.', 'brush-off', 'Do whatever you want'],
    ['Noted.', 'flat-assent', 'Noted'],
    ['k', 'flat-assent', 'k'],
    ['Sure. If you say so.', 'brush-off', 'If you say so'],
    ["Don't bother.", 'brush-off', "Don't bother"],
    ['Not now.', 'brush-off', 'Not now'],
    ['As I said before, this is not my problem.', 'brush-off', 'not my problem'],
    ['Whatever, I am done here.', 'brush-off', 'Whatever'],
    ['yeah whatever, you always win', 'brush-off', 'whatever'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'It works fine.',
    "I'm fine, thanks for asking!",
    'Sure! See you at 6.',
    'Okay, that sounds great, thank you.',
    'Noted with thanks, I will reply tomorrow.',
    'You are right about the budget.',
    "whatever you want, I don't mind",
    'Sure, whatever works for you!',
  ])('finds no dismissal in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
