import { describe, expect, it } from 'vitest';
import { findMixed } from './mixed';

describe('findMixed', () => {
  it.each([
    ['Lovely room, but the staff were rude.', 'complaint', 'Lovely room'],
    ['The screen is great; however, the battery is awful.', 'complaint', 'The screen is great'],
    ['The plot was dull but the acting was superb.', 'praise', 'the acting was superb.'],
    ['Although the room was dirty, the view was wonderful.', 'praise', 'the view was wonderful.'],
    ['Wonderful hosts, though the bed was terrible.', 'praise', 'Wonderful hosts'],
    ['We arrived late. Great pizza, but the service was awful.', 'complaint', 'Great pizza'],
  ] as const)('finds praise and a complaint in %j, the verdict being the %s', (text, verdict, praise) => {
    const found = findMixed(text);
    expect(found?.verdict).toBe(verdict);
    expect(found?.praise).toBe(praise);
    expect(found!.strength).toBeGreaterThan(0);
  });

  it.each([
    'Not bad, but not great either.',
    'Great food and great service.',
    'The food was cold but the soup was also cold.',
    'I wanted to come, but I have a meeting.',
    'Thanks, but I already have one.',
    '',
  ])('finds no mixed verdict in %j', (text) => {
    expect(findMixed(text)).toBeNull();
  });
});
