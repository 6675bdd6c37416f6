import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  endsSentence,
  englishProblems,
  listOf,
  listWithVerb,
  nounFor,
  pluralOf,
  quoted,
  quotedClause,
  sentence,
  sentences,
} from './english';

describe('English helpers', () => {
  it.each([
    ['lesson', 'lessons'],
    ['word', 'words'],
    ['reply', 'replies'],
    ['day', 'days'],
    ['analysis', 'analyses'],
    ['class', 'classes'],
    ['match', 'matches'],
    ['person', 'people'],
    ['Lesson', 'Lessons'],
  ])('makes the plural of %s as %s', (noun, plural) => {
    expect(pluralOf(noun)).toBe(plural);
  });

  it.each([
    [0, 'lesson', '0 lessons'],
    [1, 'lesson', '1 lesson'],
    [2, 'lesson', '2 lessons'],
    [1, 'analysis', '1 analysis'],
    [7, 'analysis', '7 analyses'],
    [1, 'reflective phrase', '1 reflective phrase'],
    [3, 'reflective phrase', '3 reflective phrases'],
  ])('counts %i %s as “%s”', (n, noun, expected) => {
    expect(countOf(n, noun)).toBe(expected);
  });

  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
    [['a', ' ', 'c'], 'a and c'],
  ])('lists %j as “%s”', (items, expected) => {
    expect(listOf(items)).toBe(expected);
  });

  it.each([
    [['“per”'], '“per” makes'],
    [['“per”', '“immediately”'], '“per” and “immediately” make'],
    [['“a”', '“b”', '“c”'], '“a”, “b” and “c” make'],
  ])('puts a verb that agrees after %j', (items, expected) => {
    expect(listWithVerb(items, 'makes', 'make')).toBe(expected);
  });

  it.each([
    ['I need this by Friday.', '“I need this by Friday.”'],
    ['  spaced \n out  ', '“spaced out”'],
  ])('quotes %j as %s', (text, expected) => {
    expect(quoted(text)).toBe(expected);
  });

  it('quotes a sentence inside another without its full stop, keeping a question mark', () => {
    expect(quotedClause('I need this by Friday.')).toBe('“I need this by Friday”');
    expect(quotedClause('Can you call me?')).toBe('“Can you call me?”');
    expect(quotedClause('Thanks,')).toBe('“Thanks”');
  });

  it('cuts a long quotation at a word boundary with an ellipsis', () => {
    expect(quoted('one two three four five six seven', 15)).toBe('“one two three…”');
  });

  it.each([
    ['Please send it', 'Please send it.'],
    ['please send it', 'Please send it.'],
    ['He said “stop.”', 'He said “stop.”'],
    ['Is it late?', 'Is it late?'],
    ['Ends with a comma,', 'Ends with a comma.'],
    ['', ''],
  ])('finishes %j as one sentence: %j', (text, expected) => {
    expect(sentence(text)).toBe(expected);
  });

  it('joins sentences with one mark each and skips blanks', () => {
    expect(sentences('You wrote “I need this by Friday.”', false, 'that is clear')).toBe(
      'You wrote “I need this by Friday.” That is clear.',
    );
  });

  it.each([
    ['…by Friday.”.', 'doubled punctuation'],
    ['Done..', 'doubled punctuation'],
    ['Wait , what', 'space before punctuation'],
    ['You have 1 lessons completed.', 'one with a plural noun'],
    ['You wrote 3 word.', 'plural count with a singular noun'],
    ['“amazing” and “great” makes it warm.', 'list of words with a singular verb'],
    ["'amazing' make it read as warm.".replace(/'/g, '"'), 'one word with a plural verb'],
    ['Many people here seems lost.', 'plural subject with a singular verb'],
    ['They is late.', 'plural subject with a singular verb'],
    ['It is is late.', 'doubled word'],
    ['Fine. then we go.', 'sentence starting in lower case'],
    ['He said “”.', 'empty quotation'],
  ])('flags %j for %s', (text, rule) => {
    expect(englishProblems(text)).toContain(rule);
  });

  it.each([
    'As I mentioned, I need this by Friday.',
    '“per” and “immediately” make it read as cool.',
    '“per” makes it read as cool.',
    'Words like “per” make it read as cool.',
    'You have completed 1 lesson and 3 analyses.',
    'Most people are kind. They need time.',
    'He said “stop.” Then he left…',
    'Wait... what?',
  ])('finds nothing wrong with %j', (text) => {
    expect(englishProblems(text)).toEqual([]);
  });
});

const word = fc.stringMatching(/^[a-z]{1,10}$/);
const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), phrase);

describe('English helper properties', () => {
  it('never doubles the final mark of a sentence, and finishing twice changes nothing', () => {
    fc.assert(
      fc.property(phrase, fc.constantFrom('', '.', '!', '?', '.”', '?)'), (text, end) => {
        const out = sentence(text + end);
        expect(out).not.toMatch(/[.!?…][”’"')\]]*[.!?]$/u);
        expect(endsSentence(out)).toBe(true);
        expect(sentence(out)).toBe(out);
      }),
    );
  });

  it('ends every quoted sentence in exactly one mark', () => {
    fc.assert(
      fc.property(phrase, fc.constantFrom('', '.', '!', '?'), (text, end) => {
        const built = sentences(`You wrote ${quoted(text + end)}`, 'that is what stood out');
        expect(englishProblems(built)).not.toContain('doubled punctuation');
        expect(endsSentence(built)).toBe(true);
      }),
    );
  });

  it('never writes “1 lessons” or “2 lesson”', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.constantFrom('lesson', 'word', 'analysis', 'sentence', 'phrase', 'message'),
        (n, noun) => {
          const text = `You have ${countOf(n, noun)} here.`;
          expect(englishProblems(text)).toEqual([]);
          expect(nounFor(n, noun) === noun).toBe(n === 1);
        },
      ),
    );
  });

  it('makes the verb agree with any list of quoted words', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const text = sentence(
          `${listWithVerb(
            words.map((w) => `“${w}”`),
            'makes',
            'make',
          )} it read as cool`,
        );
        expect(englishProblems(text).filter((p) => p !== 'doubled word')).toEqual([]);
        expect(text.includes(' makes ')).toBe(words.length === 1);
      }),
    );
  });

  it('quotes any text in one pair of curly quotes, no longer than asked', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 10, max: 120 }), (text, max) => {
        const out = quoted(text, max);
        expect(out.startsWith('“') && out.endsWith('”')).toBe(true);
        expect(out.length).toBeLessThanOrEqual(max + 3);
      }),
    );
  });

  it('lists any items with one separator between each pair and no stray commas', () => {
    fc.assert(
      fc.property(fc.array(phrase, { maxLength: 6 }), (items) => {
        const out = listOf(items);
        expect(out).not.toMatch(/,,|, ,| and and |,$|^,/);
        if (items.length >= 2) expect(out.split(' and ').length).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});
