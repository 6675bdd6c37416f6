import { englishProblems } from '@tonelens/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageEcho, reflectFeeling, soloEcho, threadEcho } from './reflect';

const OPENERS = ['I feel', 'I am', "I'm", 'Honestly I feel', 'I think I am', 'I have been feeling', 'I feel like I am'];
const FEELINGS = [
  'alone',
  'so tired',
  'really anxious',
  'hurt',
  'overwhelmed',
  'angry',
  'happy',
  'lost',
  'sad',
  'proud',
];
const CONTEXTS = ['', ' tonight', ' at work', ' about my sister', ' since the move', ' and I do not know why'];
const AFTER = ['', ' Nobody seems to notice.', ' It has been a long week.', ' I want to feel better.'];

const journalLines = fc
  .tuple(
    fc.constantFrom(...OPENERS),
    fc.constantFrom(...FEELINGS),
    fc.constantFrom(...CONTEXTS),
    fc.constantFrom(...AFTER),
  )
  .map(([opener, feeling, context, after]) => `${opener} ${feeling}${context}.${after}`);

describe('reflections', () => {
  it('say any feeling back in plain words with exactly one open question and no numbers', () => {
    fc.assert(
      fc.property(journalLines, fc.nat(6), (text, variant) => {
        for (const reply of [
          reflectFeeling(text, variant),
          soloEcho(text, variant),
          messageEcho(text, variant),
          threadEcho(text, variant),
        ]) {
          expect(reply.match(/\?/g)?.length, reply).toBe(1);
          expect(reply).toMatch(/\?$/);
          expect(reply).not.toMatch(/\d|warmth|certainty|intensity|coherence|tension/i);
          expect(englishProblems(reply), reply).toEqual([]);
        }
      }),
    );
  });

  it('word the reflection differently when asked again', () => {
    fc.assert(
      fc.property(journalLines, fc.nat(6), (text, variant) => {
        const first = reflectFeeling(text, variant);
        expect(reflectFeeling(text, variant + 1, [first])).not.toBe(first);
      }),
    );
  });
});
