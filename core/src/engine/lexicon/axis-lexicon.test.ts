import { describe, expect, it } from 'vitest';
import { analyseAxesLocally } from '../axes';
import { AXES, INTENSIFIERS, NEGATORS } from '../vocabulary';
import { AXIS_LEXICON, type LexiconSide } from './axis-lexicon';

const SIDES = Object.keys(AXIS_LEXICON) as LexiconSide[];

/** One word as the scanner reads it (apostrophes only between letters), or two such words and one space. */
const ENTRY_SHAPE = /^[a-z]+(?:'[a-z]+)*(?: [a-z]+(?:'[a-z]+)*)?$/;

describe('AXIS_LEXICON', () => {
  it('has a list for each of the eight sides of the four axes', () => {
    expect([...SIDES].sort()).toEqual(AXES.flatMap((axis) => [axis.positive, axis.negative]).sort());
  });

  it.each(SIDES)('has at least 150 entries in the %s list', (side) => {
    expect(AXIS_LEXICON[side].length).toBeGreaterThanOrEqual(150);
  });

  it.each(SIDES)('holds only lower-case words or two-word phrases in the %s list', (side) => {
    expect(AXIS_LEXICON[side].filter((entry) => !ENTRY_SHAPE.test(entry))).toEqual([]);
  });

  it.each(SIDES)('has two-word phrases in the %s list', (side) => {
    expect(AXIS_LEXICON[side].some((entry) => entry.includes(' '))).toBe(true);
  });

  it.each(SIDES)('has no duplicate entries within the %s list', (side) => {
    const list = AXIS_LEXICON[side];
    expect(list.filter((entry, i) => list.indexOf(entry) !== i)).toEqual([]);
  });

  it.each(AXES.map((axis) => [axis.positive, axis.negative] as const))(
    'keeps the two sides of every axis disjoint: %s and %s',
    (positive, negative) => {
      const other = new Set(AXIS_LEXICON[negative]);
      expect(AXIS_LEXICON[positive].filter((entry) => other.has(entry))).toEqual([]);
    },
  );

  it('contains none of the intensifiers or negators', () => {
    const reserved = new Set<string>([...INTENSIFIERS, ...NEGATORS]);
    expect(SIDES.flatMap((side) => AXIS_LEXICON[side].filter((entry) => reserved.has(entry)))).toEqual([]);
  });

  it("lists no n't contraction, which the tokenizer splits into a stem and 'not'", () => {
    expect(SIDES.flatMap((side) => AXIS_LEXICON[side].filter((entry) => entry.includes("n't")))).toEqual([]);
  });

  it.each(['number', 'numbers', 'business', 'means', 'meaning', 'evening', 'table', 'water'])(
    'does not read the common word "%s" as a lexicon word or inflection',
    (word) => {
      const r = analyseAxesLocally(word);
      expect([r.warmthDetachment, r.certaintyAmbiguity, r.intensityRestraint, r.conflictCoherence]).toEqual([
        0.5, 0.5, 0.5, 0.5,
      ]);
    },
  );
});
