import { schemas } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { presentJournalEntry, type JournalRow } from './index';
import { presentJournalPage, STORED_TOP_EMOTIONS } from './journal-page';

/** A stored row as the MySQL list query reads it (dates as UTC text), with `over` changed. */
function row(over: Partial<JournalRow> = {}): JournalRow {
  return {
    id: 7,
    createdAt: '2026-11-28 11:51:19.620' as unknown as Date,
    preview: 'I wanted to follow up on our conversation from Tuesday about the launch plan…',
    dominantTones: '["deep","bright"]',
    analysisId: 7,
    framedConversationId: null,
    toneName: 'worried',
    topEmotions: '[{"label":"remorse","score":0.32},{"label":"caring","score":0.17}]',
    ...over,
  };
}

describe('STORED_TOP_EMOTIONS', () => {
  it.each([
    ['[]', true],
    ['[{"label":"joy","score":0.5}]', true],
    ['[{"label":"joy","score":0},{"label":"love","score":1},{"label":"pride","score":1e-7}]', true],
    ['[{"label":"a\\"b\\\\c\\n\\u0001","score":0.25}]', true],
    ['[{"label":"\\ud800","score":0.5}]', true],
    [
      '[{"label":"joy","score":0.5},{"label":"joy","score":0.5},{"label":"joy","score":0.5},{"label":"joy","score":0.5}]',
      false,
    ],
    ['[{"label":"joy","score":1.5}]', false],
    ['[{"label":"joy","score":-0.1}]', false],
    ['[{"label":"joy","score":0.50}]', false],
    ['[{"score":0.5,"label":"joy"}]', false],
    ['[{"label":"joy","score":0.5,"note":1}]', false],
    ['[{"label":"joy","score":"0.5"}]', false],
    ['[{"label":"joy\\u0041","score":0.5}]', false],
    ['[{"label":"joy","score":0.5}', false],
    ['[{"label":"joy","score":0.5}] ', false],
  ])('%s is in the form a save writes: %s', (stored, expected) => {
    expect(STORED_TOP_EMOTIONS.test(stored)).toBe(expected);
  });
});

describe('presentJournalPage', () => {
  it.each<[string, Partial<JournalRow>]>([
    ['a row as a save writes it', {}],
    ['no reading kept (an older row)', { toneName: null, topEmotions: null }],
    ['a tone the catalogue no longer names', { toneName: 'furious-ish' }],
    ['an empty list of emotions', { topEmotions: '[]' }],
    ['emotions in another key order', { topEmotions: '[{"score":0.5,"label":"joy"}]' }],
    ['emotions with a field the contract drops', { topEmotions: '[{"label":"joy","score":0.5,"note":1}]' }],
    ['a score out of range', { topEmotions: '[{"label":"joy","score":1.5}]' }],
    ['emotions stored as text that is not JSON', { topEmotions: '[{"label":"joy","sc' }],
    ['more than three emotions', { topEmotions: `[${Array(4).fill('{"label":"joy","score":0.5}').join(',')}]` }],
    ['a preview that needs escaping', { preview: 'She said "no"\\\n\tthen\u0000left \u{1F622} \ud800' }],
    ['a framed conversation', { analysisId: null, framedConversationId: 3 }],
    ['a date as SQLite reads it', { createdAt: new Date('2026-11-28T11:51:19.620Z') }],
  ])('writes %s exactly as JSON.stringify of presentJournalEntry', (_, over) => {
    const rows = [row(over), row({ id: 6, analysisId: 6 })];
    const page = presentJournalPage(rows);
    expect(page).toBe(JSON.stringify(rows.map(presentJournalEntry)));
    expect(schemas.journalList.parse(JSON.parse(page))).toEqual(rows.map(presentJournalEntry));
  });

  it('writes an empty page as an empty array', () => {
    expect(presentJournalPage([])).toBe('[]');
  });
});
