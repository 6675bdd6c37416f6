import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from '../axes';

const score = (text: string, axis: AxisKey = 'warmthDetachment') => analyseAxesLocally(text)[axis];

describe('contrast and concession, each against the plain reading', () => {
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
});
