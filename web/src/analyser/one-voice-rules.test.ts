import { describe, expect, it } from 'vitest';
import { readTone, TONES } from '@tonelens/core';
import { contradicts, oneVoice, phraseSpans, proseSentences, voiceWords } from './one-voice';

const words = voiceWords('en', (id) => TONES[id].label);

describe('phraseSpans', () => {
  it('finds each phrase once, in text order, strongest tone first', () => {
    const text = 'Oh great, another meeting that could have been an email. Thanks so much for the invite!';
    const spans = phraseSpans(text, [
      { name: 'sarcastic', phrases: ['Oh great'] },
      { name: 'grateful', phrases: ['Thanks', 'great'] },
    ]);
    expect(spans.map((s) => [text.slice(s.start, s.end), s.tones])).toEqual([
      ['Oh great', ['sarcastic']],
      ['Thanks', ['grateful']],
    ]);
  });

  it('names both tones on one stretch that drives two', () => {
    const text = "You didn't even ask how my interview went.";
    const spans = phraseSpans(text, [
      { name: 'accusatory', phrases: ["You didn't even"] },
      { name: 'hurt', phrases: ["You didn't even"] },
    ]);
    expect(spans).toEqual([{ start: 0, end: 15, tones: ['accusatory', 'hurt'] }]);
  });

  it('prefers the longer phrase and matches whole words only', () => {
    const text = 'Thank you, truly. Greatly appreciated.';
    const spans = phraseSpans(text, [{ name: 'grateful', phrases: ['Thank', 'Thank you', 'great'] }]);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['Thank you']);
  });

  it('agrees with readTone on a real reading: every span is one of its phrases', () => {
    const text = 'Fine. Do whatever you want.';
    const reading = readTone(text);
    const spans = phraseSpans(text, reading.tones);
    expect(spans.length).toBeGreaterThan(0);
    for (const s of spans) expect(reading.tones.flatMap((t) => t.phrases)).toContain(text.slice(s.start, s.end));
  });
});

describe('proseSentences', () => {
  it('never ends a sentence inside a quotation', () => {
    expect(proseSentences('The sentence “Oh great. Another one.” carries the most feeling. Say it plainly.')).toEqual([
      'The sentence “Oh great. Another one.” carries the most feeling.',
      'Say it plainly.',
    ]);
  });
});

describe('contradicts', () => {
  it.each([
    ['Your message is warm and friendly.', 'praise', true],
    ['There is real goodwill here.', 'praise', true],
    ['The warm words read as sarcastic.', 'praise', false],
    ['Say what you need plainly.', 'praise', false],
    ['This may come across as passive-aggressive.', 'warning', true],
    ['There is some tension in the second line.', 'warning', true],
    ['It reads as grateful and kind.', 'warning', false],
  ] as const)('%s (%s ruled out) → %s', (sentence, ruledOut, expected) => {
    expect(contradicts(sentence, ruledOut, words)).toBe(expected);
  });
});

describe('oneVoice', () => {
  it('says each sentence once and drops those quoting a highlighted phrase', () => {
    const said = oneVoice(
      [
        'Intensity 0.35: “waited” makes its words read as restrained. “Oh great” sets the tone.',
        'Intensity 0.35: “waited” makes its words read as restrained. Say the point plainly.',
      ],
      { phrases: ['Oh great'], ruledOut: null, words },
    );
    expect(said).toEqual(['Intensity 0.35: “waited” makes its words read as restrained.', 'Say the point plainly.']);
  });

  it('drops a figure told again with the words already quoted, and keeps one with a new figure', () => {
    const said = oneVoice(
      [
        'Warmth 0.72: “great” makes its words read as warm. Intensity 0.62: “great” makes its words read as intense.',
        'Words like “great” make its words read as warm and connected (0.72). There is real goodwill in “great”.',
      ],
      { phrases: [], ruledOut: null, words },
    );
    expect(said).toEqual([
      'Warmth 0.72: “great” makes its words read as warm.',
      'Intensity 0.62: “great” makes its words read as intense.',
      'There is real goodwill in “great”.',
    ]);
  });

  it('drops the praise a model wrote beside a tense reading, and keeps the rest', () => {
    const said = oneVoice(['What a lovely, positive message! Consider saying what you need from them.'], {
      phrases: [],
      ruledOut: 'praise',
      words,
    });
    expect(said).toEqual(['Consider saying what you need from them.']);
  });
});
