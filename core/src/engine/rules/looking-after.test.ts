import { describe, expect, it } from 'vitest';
import { findLookingAfter, type LookingAfterKind } from './looking-after';

const found = (text: string) => findLookingAfter(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findLookingAfter', () => {
  it.each<[string, LookingAfterKind, string]>([
    ["Have you eaten today? Don't skip lunch again :)", 'asking-after', 'have you eaten'],
    ["Have you eaten today? Don't skip lunch again :)", 'self-care', "don't skip lunch"],
    ['are you ok? you seemed upset earlier', 'asking-after', 'are you ok'],
    ['How are you holding up after the funeral?', 'asking-after', 'how are you holding up'],
    ['Did you get home safe last night?', 'asking-after', 'did you get home safe'],
    ['Get some rest this weekend, you deserve it.', 'self-care', 'get some rest'],
    ['Take care of yourself this week.', 'self-care', 'take care of yourself'],
    ["Don't work too late tonight.", 'self-care', "don't work too late"],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(found(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'Are we ok? You went quiet after lunch.',
    'Have you sent the invoice yet?',
    'How are you getting to the station?',
    'The meeting is at noon, lunch is provided.',
    'I skipped lunch to finish the report.',
  ])('finds no looking after in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
