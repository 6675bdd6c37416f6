import { describe, expect, it } from 'vitest';
import { findContempt, type ContemptKind } from './contempt';

const kinds = (text: string) => findContempt(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findContempt', () => {
  it.each<[string, ContemptKind, string]>([
    ['That was a pathetic attempt at an apology.', 'scorn', 'pathetic'],
    ['The handover was an absolute shambles.', 'scorn', 'was an absolute shambles'],
    ['Management is clueless about what we do.', 'scorn', 'clueless'],
    ['Such incompetence from a bank.', 'scorn', 'incompetence'],
    ['This service is a joke.', 'scorn', 'is a joke'],
    ['What a joke this airline is.', 'frame', 'what a joke'],
    ['What a complete waste of time that meeting was.', 'frame', 'what a complete waste of time'],
    ['How dare you read my messages.', 'frame', 'how dare you'],
    ['Are you kidding me? Another delay?', 'frame', 'are you kidding me?'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'He told a great joke at dinner.',
    'She told a joke about cats.',
    'The comedian joked about the weather.',
    'What a lovely surprise!',
    'How dare I eat the last slice? Easily.',
    'Are you free on Friday?',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
