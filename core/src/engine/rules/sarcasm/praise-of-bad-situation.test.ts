import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { praiseOfBadSituation } from './praise-of-bad-situation';

/** Messages praiseOfBadSituation catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  [
    'I love waiting an hour for the bus.',
    'love waiting an hour for the bus',
    'I love waiting for the sunset with you.',
  ],
  ['Love how the app crashes every time.', 'Love how the app crashes every time', 'Love how the app saves every time.'],
  [
    "Can't wait to spend four hours on hold.",
    "Can't wait to spend four hours on hold",
    "Can't wait to spend four days with you.",
  ],
  [
    'Good to know the refund is still pending.',
    'Good to know the refund is still pending',
    'Good to know the refund went through.',
  ],
  [
    'Really impressive how fast the battery drains and the screen overheats.',
    'impressive how fast the battery drains and the screen overheats',
    'Really impressive how fast the kids learn.',
  ],
  [
    'Nothing I love more than sitting in a loud open office.',
    'Nothing I love more than sitting in a loud open office',
    'Nothing I love more than sitting in a quiet garden.',
  ],
  [
    'Love finding a pile of unwashed mugs and dirty spoons in the sink.',
    'Love finding a pile of unwashed mugs and dirty spoons in the sink',
    'Love finding a pile of letters from old friends in the attic.',
  ],
  [
    'Gotta love printers that jam every morning.',
    'love printers that jam every morning',
    'Gotta love printers that just print.',
  ],
  [
    'A perfect laptop if you enjoy waiting hours for updates.',
    'if you enjoy waiting hours for updates',
    'A perfect laptop if you enjoy long battery life.',
  ],
  [
    "Can't wait to sit in traffic on Monday morning.",
    "Can't wait to sit in traffic on Monday morning",
    "Can't wait to start the new job on Monday.",
  ],
  [
    'Such a pleasure being stuck behind a lorry for an hour.',
    'pleasure being stuck behind a lorry for an hour',
    'Such a pleasure to see you all again.',
  ],
  ['Stuck in traffic again. Exactly what I wanted.', 'Exactly what I wanted', 'A new bike. Exactly what I wanted.'],
  [
    'Woke up to a flooded basement. What a great way to start the week.',
    'What a great way to start the week',
    'Woke up to sunshine. What a great way to start the week.',
  ],
  ['Yay for another outage.', 'Yay for another outage', 'Yay for the long weekend!'],
  [
    'Just what I needed, a flat tyre on the way to the wedding.',
    'Just what I needed, a flat tyre on the way to the wedding',
    'Just what I needed, a flat white on the way to work.',
  ],
  [
    'Just what I needed, a burst pipe in the kitchen.',
    'Just what I needed, a burst pipe in the kitchen',
    'Just what I needed, a burst of energy after lunch.',
  ],
  [
    'Love it when a frozen screen eats my work.',
    'Love it when a frozen screen eats my work',
    'Love it when frozen peas are on offer.',
  ],
  [
    'Just what I needed, a puncture on the motorway.',
    'Just what I needed, a puncture on the motorway',
    'Just what I needed, a new flat near the park.',
  ],
];

describe('praiseOfBadSituation', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = praiseOfBadSituation({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(praiseOfBadSituation({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });

  it.each([
    [
      'They seemed so happy together, and I went home alone.',
      'They seemed so happy together, and I had a lovely evening.',
    ],
  ])("reads someone else's gladness beside bad news as told, not mocked: %j", (told, control) => {
    expect(praiseOfBadSituation({ text: told, words: splitWords(told) })).toEqual([]);
    // The same sentence with the writer's own gladness is caught.
    const own = told.replace('They seemed', 'I am');
    expect(praiseOfBadSituation({ text: own, words: splitWords(own) }).length).toBeGreaterThan(0);
    expect(praiseOfBadSituation({ text: control, words: splitWords(control) })).toEqual([]);
  });
});
