import { describe, expect, it } from 'vitest';
import { findDemands, type DemandKind } from './demands';

const kinds = (text: string) => findDemands(text).map((c) => `${c.kind}: ${c.phrase}`);

describe('findDemands', () => {
  it.each<[string, DemandKind, string]>([
    ['Fix it ASAP.', 'urgency', 'ASAP'],
    ['Fix it ASAP.', 'order', 'Fix'],
    ['Send me the files now.', 'urgency', 'now'],
    ['Please action this immediately and confirm when done.', 'urgency', 'immediately'],
    ['I need the report on my desk by 9am tomorrow.', 'obligation', 'I need the'],
    ['I need the report on my desk by 9am tomorrow.', 'urgency', 'by 9am'],
    ['No excuses.', 'urgency', 'No excuses'],
    ['I expect a full refund within 48 hours.', 'urgency', 'within 48 hours'],
    ['Everyone must submit their timesheets by Friday.', 'obligation', 'Everyone must'],
    ['Call me back right now.', 'urgency', 'right now'],
    ['Hi. Call me back.', 'order', 'Call'],
    ['I want your answer today.', 'urgency', 'today'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(kinds(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'Could you send me the figures when you have a moment?',
    'Take care of yourself this week.',
    'Thanks for sending the files.',
    'I need a holiday.',
    'Call me when you land?',
    'We had fun today',
    'We got the keys to the flat today!',
    'Slept in and feel rested today.',
  ])('finds no demand in %j', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
