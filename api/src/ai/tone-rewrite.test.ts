import { englishProblems, readTone } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { TONE_REWRITE_CASES } from './tone-rewrite.cases';
import { FLAGGED_TONES, rewriteForTone } from './tone-rewrite';

/** Names, numbers, dates and times: digits, and capitalised words that do not open a sentence. */
function factsOf(text: string): string[] {
  const numbers = text.match(/\$?\d[\d:,.]*(?:am|pm|st|nd|rd|th)?/g) ?? [];
  const names = [...text.matchAll(/(?<=[\p{L},]\s)(\p{Lu}\p{Ll}+)/gu)].map((m) => m[1]!);
  return [...numbers.map((n) => n.replace(/[.,]$/, '')), ...names];
}

/** Words that say a request is pressing. */
const URGENT = /\b(?:asap|immediately|right now|today|as soon as possible|by [\w ]+)\b/i;

describe('the rewrite that acts on the tone', () => {
  it('has at least sixty realistic messages, each read with a tone a rewrite removes', () => {
    expect(TONE_REWRITE_CASES.length).toBeGreaterThanOrEqual(60);
    const unflagged = TONE_REWRITE_CASES.filter((t) => !FLAGGED_TONES.has(readTone(t).tones[0]!.name));
    expect(unflagged).toEqual([]);
  });

  it.each(TONE_REWRITE_CASES)('rewrites %j so its tone is gone, its facts kept and its English sound', (text) => {
    const flagged = readTone(text).tones[0]!.name;
    const out = rewriteForTone(text);
    expect(out.changed).toBe(true);
    expect(readTone(out.text).tones.map((t) => t.name)).not.toContain(flagged);
    for (const fact of factsOf(text)) expect(out.text).toContain(fact);
    expect(englishProblems(out.text)).toEqual([]);
    if (URGENT.test(text)) expect(out.text).toMatch(URGENT);
  });

  it('keeps the urgency of a demand while asking instead of ordering', () => {
    const out = rewriteForTone('Fix it ASAP.').text;
    expect(out).toMatch(/\b(?:ASAP|today|as soon as possible)\b/);
    expect(out).not.toMatch(/when you can/i);
    expect(out).toMatch(/^Could you please fix it\b/);
  });

  it.each([
    ['I need the report by Friday. No excuses this time.', 'Could I please have the report by Friday?'],
    ['Send the invoices to Maria by noon. No more excuses!', 'Could you please send the invoices to Maria by noon?'],
  ])('drops the ultimatum after a demand in %j', (text, expected) => {
    expect(rewriteForTone(text).text).toBe(expected);
  });

  it('turns a reminder into a recap rather than a garbled one', () => {
    const out = rewriteForTone('As I said before, this is not my problem.').text;
    expect(out).not.toMatch(/before,|as we discussed/i);
    expect(out).toBe('To recap, this is not something I can take on.');
  });

  it('answers a curt reply honestly and civilly', () => {
    const out = rewriteForTone('Fine. Do whatever you want.').text;
    expect(out).not.toMatch(/whatever/i);
    expect(out).toMatch(/\bI do not fully agree\b/);
  });

  it('says blame as an "I" statement', () => {
    expect(rewriteForTone('You always ignore my messages.').text).toMatch(/^It feels to me that you often ignore/);
    expect(rewriteForTone("You didn't even ask how my interview went.").text).toBe(
      'I was hoping you would ask how my interview went.',
    );
  });

  it('says a sarcastic complaint plainly', () => {
    const out = rewriteForTone('Thanks for nothing, Dave.').text;
    expect(out).toBe('That did not help me, Dave.');
  });

  it('keeps the greeting and the sign-off where they were', () => {
    expect(rewriteForTone('Hi Sam,\n\nSend me the figures by Friday. No excuses.\n\nBest,\nAlex').text).toBe(
      'Hi Sam,\n\nCould you please send me the figures by Friday?\n\nBest,\nAlex',
    );
    expect(
      rewriteForTone('Hi Priya, as I said before, the launch is on 3 June. You never read my emails.\n\nRegards,\nTom')
        .text,
    ).toBe(
      'Hi Priya, to recap, the launch is on 3 June. It feels to me that you rarely read my emails.\n\nRegards,\nTom',
    );
  });

  it('says mock praise plainly from the cues the reading found', () => {
    expect(rewriteForTone('Perfect timing, the server went down during the board demo.').text).toBe(
      'Honestly, this frustrates me: the server went down during the board demo.',
    );
    expect(rewriteForTone('Great, the dog chewed my new shoes. Best day ever.').text).toBe(
      'Honestly, this frustrates me: the dog chewed my new shoes.',
    );
    expect(rewriteForTone('Yay, Monday again. My favourite.').text).toBe('Honestly, this frustrates me: Monday again.');
  });

  it('leaves a text with no flagged tone as it is', () => {
    const text = 'Thank you so much for the lovely flowers, Anna. They made my week.';
    expect(rewriteForTone(text)).toMatchObject({ text, changed: false });
  });
});
