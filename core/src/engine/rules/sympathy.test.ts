import { describe, expect, it } from 'vitest';
import { findSympathy, type SympathyKind } from './sympathy';

const kinds = (text: string) => findSympathy(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findSympathy', () => {
  it.each<[string, SympathyKind, string]>([
    ['So sorry for your loss.', 'condolence', 'sorry for your loss'],
    ['My deepest condolences to you all.', 'condolence', 'my deepest condolences'],
    ['Sorry about your dad, I hope he recovers soon.', 'condolence', 'sorry about your dad'],
    ['Thinking of you and your family.', 'condolence', 'thinking of you and your family'],
    ['Really sorry to hear about the job.', 'sorry-to-hear', 'sorry to hear'],
    ['That must have been so hard.', 'sorry-to-hear', 'that must have been so hard'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    "Sorry I'm late.",
    'Sorry for the delay in replying.',
    'That must be the right file.',
    'I was thinking of you earlier, want to call?',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
