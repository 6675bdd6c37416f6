import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { stockPhrase } from './stock-phrase';

/** Messages stockPhrase catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['Thanks for nothing.', 'Thanks for nothing', 'Thanks for everything.'],
  ['Thanks a lot for nothing.', 'Thanks a lot for nothing', 'Thanks a lot for everything.'],
  ['Thank you so much for nothing, really.', 'Thank you so much for nothing', 'Thank you so much for coming.'],
  ['Yeah right.', 'Yeah right', 'Yeah, right now is fine.'],
  ['What a surprise, the train is late.', 'What a surprise', 'What a surprise, thank you so much!'],
  ['Must be nice to have Fridays off.', 'Must be nice', 'It must be nice to be home.'],
  ["Well, that's just great.", 'just great', 'That is just great for kids.'],
  [
    'Yeah, take your time, the invoice is only three weeks overdue.',
    'take your time',
    'Take your time, the invoice is not due until June.',
  ],
  ["Oh wait, they didn't bother to check.", 'Oh wait', "Oh wait, I didn't see your message."],
  ['Working late again. Love that for me.', 'Love that for me', 'I love that for you!'],
  ['Must be nice to work from the beach.', 'Must be nice', 'Must be nice to be home, enjoy the rest!'],
  ['What a surprise to find the fridge empty again.', 'What a surprise', 'What a surprise to see you here!'],
  ["Nothing says 'we care' like a form letter.", 'Nothing says', 'Nothing says home like the smell of fresh bread.'],
  ['Yeah, right, like that will happen.', 'Yeah, right', 'Yeah, right, I remember now.'],
  ['Must be nice to get paid for doing nothing.', 'Must be nice', 'Must be nice to be off, enjoy it!'],
  ['Good luck with that.', 'Good luck with that', 'Good luck with that exam tomorrow!'],
  ['We ship on Friday the 13th, what could possibly go wrong?', 'what could possibly go wrong', 'What went wrong?'],
  [
    'The car broke down and I lost my wallet. Could this day get any better?',
    'get any better',
    'We won the cup! Could this day get any better?',
  ],
];

describe('stockPhrase', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = stockPhrase({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(stockPhrase({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
