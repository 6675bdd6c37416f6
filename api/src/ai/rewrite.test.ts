import { englishProblems } from '@tonelens/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rewriteText, rewriteTowardBalance, splitFrame, type Aim } from './rewrite';

const GREETINGS = ['', 'Hi Sam,\n\n', 'Dear Ms Patel,\n', 'Hello team, ', 'Hey Jo, '];
const SIGN_OFFS = ['', '\n\nBest,\nAlex', '\nRegards,\nTom Hughes', ' Thanks, Priya', ' Cheers, Mia'];
/** Sentences people write, many carrying a phrase the table changes. */
const SENTENCES = [
  'Per my last email, I need the figures by Friday.',
  'Please action immediately.',
  'As I already said, the invoice is wrong.',
  'This is unacceptable.',
  'I need you to send the contract today.',
  'You never reply on time.',
  'You always change the plan.',
  'The deploy is URGENT!!!',
  'I was wondering if maybe we could sort of meet, I guess.',
  'Obviously, the report is late.',
  'With all due respect, the plan is ridiculous.',
  'The meeting is moved to three.',
  'Thanks for the agenda.',
  'Everyone here seems tired.',
  'Nobody answers the phone.',
  'I need help ASAP.',
  'That is absolutely terrible news.',
  'Could you send it when you can?',
  "I can't stand how they treated us.",
  'Customer service was a total nightmare.',
  'The second half is a hot mess.',
  'Honestly, the launch was a trainwreck.',
];
const AIMS: Aim[] = ['warmer', 'cooler', 'clearer', 'gentler', 'calmer', 'firmer', 'steadier'];

const letters = fc.record({
  greeting: fc.constantFrom(...GREETINGS),
  body: fc.array(fc.constantFrom(...SENTENCES), { minLength: 1, maxLength: 5 }),
  signOff: fc.constantFrom(...SIGN_OFFS),
});

describe('rewriteText', () => {
  it('keeps the greeting and sign-off of any message exactly where they were', () => {
    fc.assert(
      fc.property(letters, fc.nat(5), ({ greeting, body, signOff }, variant) => {
        const text = `${greeting}${body.join(' ')}${signOff}`;
        const { head, tail } = splitFrame(text);
        expect(greeting.startsWith(head)).toBe(true);
        expect(tail.trim()).toBe(signOff.trim());
        const out = rewriteTowardBalance(text, variant).text;
        expect(out.startsWith(greeting)).toBe(true);
        expect(out.endsWith(signOff)).toBe(true);
      }),
    );
  });

  it('never breaks an English rule the text kept, whatever the aims', () => {
    fc.assert(
      fc.property(
        letters,
        fc.subarray(AIMS),
        fc.boolean(),
        fc.nat(5),
        ({ greeting, body, signOff }, aims, flagged, variant) => {
          const text = `${greeting}${body.join(' ')}${signOff}`;
          const out = rewriteText(text, { aims, flagged, variant }).text;
          const inherited = new Set(englishProblems(text));
          expect(
            englishProblems(out).filter((p) => !inherited.has(p)),
            out,
          ).toEqual([]);
        },
      ),
    );
  });

  it('hands the text back unchanged when it asks for nothing and flags nothing', () => {
    fc.assert(
      fc.property(letters, ({ greeting, body, signOff }) => {
        const text = `${greeting}${body.join(' ')}${signOff}`;
        const r = rewriteText(text, { aims: [] });
        expect(r.changed).toBe(false);
        expect(r.text).toBe(text);
      }),
    );
  });

  it('changes every flagged phrase in a plain rewrite', () => {
    fc.assert(
      fc.property(letters, ({ greeting, body, signOff }) => {
        const out = rewriteTowardBalance(`${greeting}${body.join(' ')}${signOff}`).text.toLowerCase();
        for (const phrase of [
          'per my last email',
          'please action immediately',
          'as i already said',
          'unacceptable',
          '!!!',
          'asap',
          'ridiculous',
          "can't stand",
          'nightmare',
          'hot mess',
          'wreck',
        ])
          expect(out).not.toContain(phrase);
      }),
    );
  });
});
