import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMOTION_LABELS, type EmotionLabel } from './emotion-labels';
import { readEmotions, sigmoid, WINDOW_WORDS } from './emotions';

/** The labels in order of score, strongest first. */
function ranked(text: string): EmotionLabel[] {
  const { scores } = readEmotions(text);
  return [...EMOTION_LABELS].sort((a, b) => scores[b] - scores[a]);
}

function top(text: string): EmotionLabel {
  return ranked(text)[0]!;
}

describe('readEmotions', () => {
  it('gives a probability between 0 and 1 for each of the 28 labels, for the text and each sentence', () => {
    const reading = readEmotions('I can’t believe you did that. Thank you so much!! 😍');
    expect(Object.keys(reading.scores)).toEqual([...EMOTION_LABELS]);
    for (const scores of [reading.scores, ...reading.sentences.map((s) => s.scores)]) {
      for (const label of EMOTION_LABELS) {
        expect(scores[label]).toBeGreaterThan(0);
        expect(scores[label]).toBeLessThan(1);
      }
    }
  });

  it('splits sentences at . ! ? and line breaks, with their offsets in the text', () => {
    const text = 'Well, that went badly... I am sorry! Are you ok?\nCall me when you can';
    const { sentences } = readEmotions(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'Well, that went badly...',
      'I am sorry!',
      'Are you ok?',
      'Call me when you can',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('writes each sentence to JSON with its scores, read when first asked for', () => {
    const [sentence] = readEmotions('Thank you so much!').sentences;
    const copy = JSON.parse(JSON.stringify(sentence)) as { text: string; scores: Record<string, number> };
    expect(copy.text).toBe('Thank you so much!');
    expect(copy.scores.gratitude).toBeCloseTo(sentence!.scores.gratitude, 12);
    expect(Object.keys(copy.scores)).toEqual([...EMOTION_LABELS]);
  });

  it('does not split at a decimal point or after an abbreviation’s inner dots', () => {
    expect(readEmotions('It costs 3.50 now, e.g. here.').sentences).toHaveLength(1);
  });

  it('names as drivers words that are in the text, each with a positive weight', () => {
    const text = 'Thank you so much for the lovely flowers, I am so grateful!';
    const { drivers } = readEmotions(text);
    expect(drivers[0]!.label).toBe('gratitude');
    expect(drivers[0]!.terms.length).toBeGreaterThan(0);
    for (const driver of drivers) {
      for (const term of driver.terms) {
        expect(text.slice(term.start, term.end)).toBe(term.term);
        expect(term.weight).toBeGreaterThan(0);
      }
    }
    expect(drivers[0]!.terms.map((t) => t.term.toLowerCase())).toContain('thank');
  });

  it('leaves nothing of one reading to the next: a text reads the same after others as alone', () => {
    const text = 'Thank you, I am so grateful, thank you again!';
    const alone = readEmotions(text);
    // Texts that share its words, and one that shares none: each feature's count starts at zero again.
    readEmotions('Thank you thank you thank you, grateful and thankful.');
    readEmotions('I am furious and scared, this is awful.');
    const again = readEmotions(text);
    expect(again.scores).toEqual(alone.scores);
    expect(again.drivers).toEqual(alone.drivers);
    const weightOf = (r: typeof alone) => r.drivers[0]!.terms.find((t) => t.term.toLowerCase() === 'thank')!.weight;
    // "thank" occurs twice in the text: its weight is that of two occurrences, not of those read before.
    expect(weightOf(again)).toBe(weightOf(alone));
    expect(weightOf(again)).toBeGreaterThan(0);
  });

  it('reads an empty text as mostly neutral, with no drivers’ terms', () => {
    const reading = readEmotions('');
    expect(top('')).toBe('neutral');
    expect(reading.sentences).toEqual([]);
    expect(reading.drivers.every((d) => d.terms.length === 0)).toBe(true);
  });

  it.each<[string, EmotionLabel[]]>([
    ['thank you so much!', ['gratitude']],
    ["I'm so scared about tomorrow", ['fear', 'nervousness']],
    ['This is disgusting', ['disgust', 'annoyance', 'anger']],
    ['I love you so much ❤️', ['love']],
    ['Why would anyone do that?', ['curiosity', 'confusion']],
    ['Haha that is hilarious 😂', ['amusement']],
    ['I miss her so much, I cry every day.', ['sadness', 'grief']],
    ['What a beautiful photo, you are so talented!', ['admiration']],
    ['I am absolutely furious about this.', ['anger']],
    ['I am so grateful for your help.', ['gratitude']],
  ])('reads "%s" as %j first', (text, expected) => {
    expect(expected).toContain(top(text));
  });

  it('reads negated joy apart from joy: "I am not happy" is not read as joy', () => {
    expect(readEmotions('I am not happy with this').scores.joy).toBeLessThan(
      readEmotions('I am happy with this').scores.joy,
    );
    expect(top('I am not happy with this')).not.toBe('joy');
  });

  it('reads a long text as the word-weighted mean of its windows, so one angry line does not make a calm page angry', () => {
    const calm = 'The meeting is on Tuesday at ten in the usual room. ';
    const angry = 'I hate you, you ruined everything! ';
    const page = calm.repeat(40) + angry;
    const one = readEmotions(angry).scores.anger;
    const calmOnly = readEmotions(calm.repeat(40)).scores.anger;
    const diluted = readEmotions(page).scores.anger;
    expect(one).toBeGreaterThan(0.5);
    expect(diluted - calmOnly).toBeLessThan((one - calmOnly) / 10);
    expect(readEmotions(page).sentences.at(-1)!.scores.anger).toBeCloseTo(one, 6);
    expect(WINDOW_WORDS).toBeGreaterThan(10);
  });
});

describe('word senses that mislead', () => {
  it.each<[string, EmotionLabel[]]>([
    // "sorry" as apology, as regret and as pity
    ['I am so sorry I forgot your birthday.', ['remorse']],
    ['Sorry, my mistake, I will fix it.', ['remorse']],
    ["I'm sorry I ever bought this phone.", ['remorse', 'disappointment', 'sadness']],
    // "fine" as approval
    ['It works fine.', ['approval', 'neutral', 'admiration']],
    // slang praise
    ['This is a killer app.', ['admiration', 'approval', 'excitement', 'joy']],
    ['At that price it was a steal.', ['admiration', 'approval', 'joy', 'excitement', 'neutral']],
    ['That was a sick trick!', ['admiration', 'approval', 'excitement', 'amusement']],
  ])('"%s" reads as %j', (text, expected) => {
    expect(expected).toContain(top(text));
  });

  it('"sorry for your loss" is pity: it reads as grief and sadness, which an apology does not', () => {
    const pity = readEmotions('I am so sorry for your loss.').scores;
    const apology = readEmotions('I am so sorry I forgot your birthday.').scores;
    expect(pity.grief).toBeGreaterThan(0.5);
    expect(pity.sadness).toBeGreaterThan(0.5);
    expect(apology.grief).toBeLessThan(0.3);
    expect(apology.remorse).toBeGreaterThan(pity.remorse);
  });

  it('"sorry, but" before a refusal reads far less as remorse than an apology does', () => {
    expect(readEmotions('Sorry, but that is not my problem.').scores.remorse).toBeLessThan(0.5);
    expect(readEmotions('Sorry, my mistake, I will fix it.').scores.remorse).toBeGreaterThan(0.9);
  });

  it('"sorry to hear that" is sympathy: remorse is not its first reading, and caring is among its first three', () => {
    const first = ranked('Sorry to hear that, I hope you feel better soon.');
    expect(first[0]).not.toBe('remorse');
    expect(first.slice(0, 3)).toContain('caring');
  });

  it('"It works fine." does not read as anger or annoyance', () => {
    const { scores } = readEmotions('It works fine.');
    expect(scores.anger).toBeLessThan(0.1);
    expect(scores.annoyance).toBeLessThan(0.15);
  });

  it.each(['We watched a devastating documentary about cancer.', 'We are going to see a horror movie tonight.'])(
    'topic words in "%s" do not read as the writer’s fear or grief',
    (text) => {
      const first = top(text);
      expect(['fear', 'grief', 'sadness', 'nervousness']).not.toContain(first);
    },
  );
});

describe('readEmotions on any string', () => {
  const anyText = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'binary-ascii' }),
    fc
      .array(
        fc.constantFrom(
          'so',
          'not',
          'sorry',
          'a',
          'killer',
          ',',
          '.',
          '!',
          '?',
          ':)',
          '😂',
          '\n',
          'http://x',
          '[NAME]',
          'sooo',
        ),
        {
          maxLength: 40,
        },
      )
      .map((parts) => parts.join(' ')),
  );

  it('gives probabilities in 0..1, sentences in order within the text, and drivers from its own spans', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { scores, sentences, drivers } = readEmotions(text);
        for (const label of EMOTION_LABELS) expect(scores[label] > 0 && scores[label] < 1).toBe(true);
        let last = 0;
        for (const s of sentences) {
          expect(s.start >= last && s.end > s.start && s.end <= text.length).toBe(true);
          expect(s.text).toBe(text.slice(s.start, s.end));
          last = s.end;
        }
        for (const d of drivers) for (const t of d.terms) expect(text.slice(t.start, t.end)).toBe(t.term);
      }),
      { numRuns: 300 },
    );
  });
});

describe('sigmoid', () => {
  it.each([-40, -8, -1.5, -0.2, 0, 0.3, 2, 9, 40])('is within 2e-7 of 1 / (1 + e^-z) at %d', (z) => {
    expect(Math.abs(sigmoid(z) - 1 / (1 + Math.exp(-z)))).toBeLessThan(2e-7);
  });
});

describe('readEmotions on a long text', () => {
  it('keeps every sentence of a text of many hundred sentences, across the growth of its buffers', () => {
    const sentences = Array.from({ length: 600 }, (_, i) => `Sentence number ${i} is here.`);
    const reading = readEmotions(sentences.join(' '));
    expect(reading.sentences.map((s) => s.text)).toEqual(sentences);
  });
});
