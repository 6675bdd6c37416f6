import { describe, expect, it } from 'vitest';
import { featureKey, scanEmotionFeatures, type EmotionFeatureKind } from './emotion-features';

/** The features of a text by name, in order. */
function names(text: string): string[] {
  return scanEmotionFeatures(text, true).names!;
}

describe('scanEmotionFeatures', () => {
  it.each<[string, string[]]>([
    ["I'm", ['word:im']],
    ['I’m', ['word:im']],
    ["don't", ['word:dont', 'rule:#negation']],
    ["he'll", ["word:he'll"]],
    ['HAPPY', ['word:happy', 'rule:#joy', 'rule:#caps']],
    ['sooooo', ['word:soo', 'rule:#intensifier']],
    ['https://example.com/x?y=1', ['word:<url>']],
    ['@someone', ['word:<user>']],
    ['[NAME]', ['word:<name>']],
    ['3.50', ['word:<num>']],
    ['annoying', ['word:annoying', 'rule:#annoyance', 'stem:annoy']],
    ['not furious', ['word:not', 'rule:#negation', 'negated:furious', 'pair:not furious']],
  ])('reads "%s" as %j (with the start of its sentence)', (text, expected) => {
    expect(names(text).filter((n) => !n.startsWith('start:'))).toEqual(expected);
  });

  it('marks up to three words after a negator as negated, until a comma', () => {
    expect(names('not very happy at all, sadly').filter((n) => /^(word|negated):/.test(n))).toEqual([
      'word:not',
      'negated:very',
      'negated:happy',
      'negated:at',
      'word:all',
      'word:sadly',
    ]);
  });

  it('ends a negation scope at a contrast word', () => {
    expect(names('not bad but great')).toContain('word:great');
    expect(names('not bad but great')).toContain('rule:#contrast');
  });

  it.each([
    ["can't stop crying", 'stop', 'crying'],
    ["can't help smiling", 'help', 'smiling'],
    ["can't wait to see you", 'wait', 'see'],
    ["can't believe how rude", 'believe', 'rude'],
  ])('ends the negation of %j at the negated %j, so %j reads as itself', (text, ender, word) => {
    const found = names(text);
    expect(found).toContain(`negated:${ender}`);
    expect(found).toContain(`word:${word}`);
    expect(found).not.toContain(`negated:${word}`);
  });

  it('pairs words within a clause only', () => {
    const found = names('so happy, really');
    expect(found).toContain('pair:so happy');
    expect(found).not.toContain('pair:happy really');
  });

  it('reads emoji and emoticons as symbols, one spelling each', () => {
    expect(names('ok :-) 😍🏽 ❤️').filter((n) => n.startsWith('symbol:'))).toEqual([
      'symbol::)',
      'symbol:😍',
      'symbol:❤',
    ]);
  });

  it('counts ! and ? runs as rules', () => {
    expect(names('What?! Yes!!').filter((n) => n.startsWith('rule:'))).toEqual([
      'rule:#exclamation',
      'rule:#question',
      'rule:#interrobang',
      'rule:#exclamation',
      'rule:#exclamations',
    ]);
  });

  it.each<[string, string, string]>([
    ['This is a killer app', 'killer', 'word:awesome'],
    ['that sick trick', 'sick', 'word:awesome'],
    ['it was a steal.', 'steal', 'word:awesome'],
    ['what a steal at that price', 'steal', 'word:awesome'],
    ['a horror movie', 'horror', 'word:<topic>'],
    ['cancer research', 'cancer', 'word:<topic>'],
    ['so sorry for your loss', 'sorry', 'word:<sympathy>'],
    ['Sorry to hear that', 'Sorry', 'word:<sympathy>'],
    ['Sorry, but no.', 'Sorry', 'word:<sorry-but>'],
  ])('reads a word of another sense in "%s" ("%s") as %s', (text, word, expected) => {
    const found = scanEmotionFeatures(text, true);
    const words = found.names!.flatMap((n, i) =>
      n.startsWith('word:') ? [[text.slice(found.starts[i], found.ends[i]), n] as const] : [],
    );
    expect(words).toContainEqual([word, expected]);
  });

  it.each([
    'I feel sick today',
    'a sick day',
    'one sick bastard',
    'a killer whale',
    'the killer of',
    'they steal cars',
    'leading to a steal, and',
    'I am in horror',
    'Sorry for being late',
    'sorry I forgot',
  ])('keeps the literal sense in "%s"', (text) => {
    expect(names(text)).not.toContain('word:awesome');
    expect(names(text)).not.toContain('word:<topic>');
  });

  it('gives every feature the key its name hashes to', () => {
    const found = scanEmotionFeatures('Wow!! I’m sooo NOT ok :( but a killer app 😂 [NAME] https://x.y', true);
    found.names!.forEach((name, i) => {
      const colon = name.indexOf(':');
      expect(featureKey(name.slice(0, colon) as EmotionFeatureKind, name.slice(colon + 1))).toBe(found.keys[i]);
    });
  });

  it('gives each feature the span of text that raised it', () => {
    const text = 'Thank you SO much!';
    const found = scanEmotionFeatures(text, true);
    const spans = found.names!.map((n, i) => [n, text.slice(found.starts[i], found.ends[i])]);
    expect(spans).toContainEqual(['pair:so much', 'SO much']);
    expect(spans).toContainEqual(['rule:#caps', 'SO']);
    expect(spans).toContainEqual(['rule:#exclamation', '!']);
  });
});
