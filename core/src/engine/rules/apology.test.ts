import { describe, expect, it } from 'vitest';
import { findApology, type ApologyKind } from './apology';

const kinds = (text: string) => findApology(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findApology', () => {
  it.each<[string, ApologyKind, string]>([
    ["Sorry I'm late, the bus broke down.", 'apology', 'sorry'],
    ['I apologise for the confusion.', 'apology', 'i apologise'],
    ['My apologies, I sent the wrong file.', 'apology', 'my apologies'],
    ['My bad, I missed that email.', 'apology', 'my bad'],
    ["I shouldn't have raised my voice.", 'regret', "i shouldn't have"],
    ["I wish I hadn't said that.", 'regret', "i wish i hadn't"],
    ['I feel terrible about forgetting your call.', 'regret', 'i feel terrible about forgetting'],
    ['That was thoughtless of me.', 'regret', 'that was thoughtless of me'],
    ['I messed up the booking.', 'regret', 'i messed up'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'Sorry to hear about your mum.',
    'So sorry for your loss.',
    'I feel terrible about the news from the coast.',
    'You should have seen the view!',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
