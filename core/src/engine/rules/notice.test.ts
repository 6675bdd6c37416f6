import { describe, expect, it } from 'vitest';
import { findNotice, type NoticeKind } from './notice';

const kinds = (text: string) => findNotice(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findNotice', () => {
  it.each<[string, NoticeKind, string]>([
    ['Please note that the office will be closed on Monday.', 'pointer', 'please note'],
    ['Please see the attached agenda.', 'pointer', 'please see the attached'],
    ['Please find enclosed the signed contract.', 'pointer', 'please find enclosed'],
    ['Please be advised the car park is full.', 'pointer', 'please be advised'],
    ['FYI the printer is fixed.', 'pointer', 'fyi'],
    ['Reminder: timesheets are due by 5pm today.', 'pointer', 'reminder'],
    ['Just a friendly reminder that rent is due on the 1st.', 'pointer', 'just a friendly reminder'],
    ['The meeting has moved to Thursday at 10am.', 'schedule', 'has moved to'],
    ['The launch has been postponed until May.', 'schedule', 'has been postponed until'],
    ['Reports are due by Friday.', 'schedule', 'are due by'],
    ['The pool will be closed on Sunday.', 'schedule', 'will be closed on'],
    ['The office closes early today.', 'schedule', 'closes early'],
    ['Please confirm your attendance by Monday.', 'schedule', 'confirm your attendance'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'Please note how rude that was.',
    'I need the report on my desk by 9am tomorrow.',
    'You moved my things again.',
    'The report was due on Friday and you missed it.',
    'Thanks for the reminder, I forgot!',
    'Could you see if the attached file opens?',
  ])('finds none in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
