import { describe, expect, it } from 'vitest';
import { findWorry, type WorryKind } from './worry';

const kinds = (text: string) => findWorry(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findWorry', () => {
  it.each<[string, WorryKind, string]>([
    ['Are you mad at me? You went quiet.', 'reassurance', 'are you mad at me'],
    ['Did I say something wrong last night?', 'reassurance', 'did i say something wrong'],
    ['Is everything okay with us?', 'reassurance', 'is everything okay with us?'],
    ['Are we good?', 'reassurance', 'are we good?'],
    ['What if they realise I am out of my depth?', 'anticipation', 'what if they'],
    ["I keep thinking I'll lose my job.", 'anticipation', 'i keep thinking'],
    ["I'm scared that the surgery will go wrong.", 'anticipation', "i'm scared that"],
    ['I hope she is okay, the roads are icy.', 'safety', 'i hope she is okay'],
    ['We pray my brother is safe, the fires are close.', 'safety', 'we pray my brother is safe'],
    ['I dread Mondays at this job.', 'anticipation', 'i dread'],
    ["I'm concerned that the backup has not run since March.", 'concern', "i'm concerned that"],
    ["I'm really worried about Sam.", 'concern', "i'm really worried about"],
    ['I hope the kids get home safely in this fog.', 'safety', 'i hope the kids get home safely'],
    ["Mum isn't picking up.", 'concern', "isn't picking up"],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'Are you free at 3?',
    'What if we met on Friday instead?',
    'I hope you have a lovely weekend!',
    'Everything is okay, the parcel arrived.',
    'I keep the receipts in a folder.',
    'I hope you have a lovely weekend, stay safe!',
  ])('finds no worry in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
