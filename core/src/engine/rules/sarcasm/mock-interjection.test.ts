import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { mockInterjection } from './mock-interjection';

/** Messages mockInterjection catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['Oh great, the bus is late again.', 'Oh great', 'Oh great news, the bus is here!'],
  ['Perfect. Now the printer is jammed.', 'Perfect', 'Perfect. Now we can start.'],
  ['Great, another meeting.', 'Great', 'Great, another win for the team!'],
  ['Oh great.', 'Oh great', 'How lovely!'],
  ['Great battery life, it died before lunch.', 'Great battery life', 'Great battery life, but the screen cracked.'],
  ['Best bakery ever, the bread was stale and wrong.', 'Best bakery ever', 'Best wishes, see you Monday.'],
  ['Lucky me, the car broke down.', 'Lucky me', 'Lucky me, I won the raffle!'],
  ['Top-notch service: they lost our bags.', 'Top-notch service', 'Top priority: they lost our bags.'],
  ['Oh good, another outage.', 'Oh good', 'Great, no delays this time.'],
  ['Oh good, the heating broke.', 'Oh good', 'Oh good, it stopped raining.'],
  ['Wonderful, another form to fill in.', 'Wonderful', 'Wonderful, another visit from you is always a treat.'],
  ['Great, we are stuck in a meeting.', 'Great', 'Great, we are meeting at six.'],
  [
    'What a great start to the week, the boiler broke.',
    'What a great start to the week',
    'Great to see you all, the traffic was awful.',
  ],
];

describe('mockInterjection', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = mockInterjection({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(mockInterjection({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
