import { describe, expect, it } from 'vitest';
import { findFault, type FaultKind } from './fault';

const kinds = (text: string) => findFault(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findFault', () => {
  it.each<[string, FaultKind, string]>([
    ['The water was cold and the pool was closed.', 'flaw', 'was cold'],
    ['The water was cold and the pool was closed.', 'flaw', 'was closed'],
    ['Half the parts were missing.', 'flaw', 'were missing'],
    ['The soup arrived lukewarm.', 'flaw', 'arrived lukewarm'],
    ['Average food, slow service.', 'flaw', 'slow service'],
    ['Cheap plastic, feels like it will break any minute.', 'flaw', 'cheap plastic'],
    ['Cheap plastic, feels like it will break any minute.', 'flaw', 'feels like it will break'],
    ['The sequel is a pale copy of the original.', 'flaw', 'a pale copy'],
    ['I expected more for the price.', 'let-down', 'i expected more'],
    ['Expected so much more after all the hype.', 'let-down', 'expected so much more'],
    ['It was just okay.', 'let-down', 'was just okay'],
    ['The results were below what we hoped for.', 'let-down', 'below what we hoped'],
    ["We won't be going back.", 'no-return', "won't be going back"],
    ['Would not recommend.', 'no-return', 'would not recommend'],
    ['A waste of money.', 'no-return', 'a waste of money'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'It is cold outside, wrap up warm.',
    'The office will be closed on Monday.',
    'Fast shipping and the item was exactly as described.',
    'Better than I expected!',
    "I can't wait to go back next year.",
    'I would recommend it to anyone.',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
