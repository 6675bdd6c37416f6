import { describe, expect, it } from 'vitest';
import { mysqlStatements, resolveIds, type Insert } from './insert-statements';
import { RowRef } from './row-ref';

/** The inserts of one analysis save: the analysis, its journal entry, and its key when it has one. */
function analysisSave(text: string, key?: string): Insert[] {
  const analysis: Insert = { table: 'analyses', values: { userId: 1, inputText: text }, ref: new RowRef() };
  const entry: Insert = {
    table: 'journal_entries',
    values: { userId: 1, preview: text, analysisId: analysis.ref },
    ref: new RowRef(),
  };
  const keyRow: Insert[] = key
    ? [{ table: 'idempotency_keys', values: { idemKey: key, resourceId: analysis.ref }, ref: new RowRef() }]
    : [];
  return [analysis, entry, ...keyRow];
}

const sqlOf = (queue: Insert[], idStep: number | undefined) => mysqlStatements(queue, idStep).map((s) => s.sql);

describe('mysqlStatements', () => {
  it('sends one save as an insert per row, the journal entry naming the analysis by LAST_INSERT_ID()', () => {
    const statements = mysqlStatements(analysisSave('one'), 1);
    expect(statements.map((s) => s.sql)).toEqual([
      'INSERT INTO analyses (userId, inputText) VALUES (?, ?)',
      'INSERT INTO journal_entries (userId, preview, analysisId) VALUES (?, ?, LAST_INSERT_ID())',
    ]);
    expect(statements.flatMap((s) => s.params)).toEqual([1, 'one', 1, 'one']);
  });

  it('puts the rows of several saves in one multi-row insert per table, each row naming its own analysis', () => {
    const queue = [...analysisSave('a'), ...analysisSave('b'), ...analysisSave('c')];
    expect(sqlOf(queue, 1)).toEqual([
      'INSERT INTO analyses (userId, inputText) VALUES (?, ?), (?, ?), (?, ?)',
      'INSERT INTO journal_entries (userId, preview, analysisId) VALUES (?, ?, LAST_INSERT_ID()), (?, ?, LAST_INSERT_ID() + 1), (?, ?, LAST_INSERT_ID() + 2)',
    ]);
    expect(mysqlStatements(queue, 1).flatMap((s) => s.params)).toEqual([
      1,
      'a',
      1,
      'b',
      1,
      'c',
      1,
      'a',
      1,
      'b',
      1,
      'c',
    ]);
  });

  it('steps the ids by auto_increment_increment, and keeps a variable for rows named two statements on', () => {
    const queue = [...analysisSave('a', 'k1'), ...analysisSave('b', 'k2')];
    expect(sqlOf(queue, 3)).toEqual([
      'INSERT INTO analyses (userId, inputText) VALUES (?, ?), (?, ?)',
      'SET @tonelens_row_0 = LAST_INSERT_ID()',
      'INSERT INTO journal_entries (userId, preview, analysisId) VALUES (?, ?, LAST_INSERT_ID()), (?, ?, LAST_INSERT_ID() + 3)',
      'INSERT INTO idempotency_keys (idemKey, resourceId) VALUES (?, @tonelens_row_0), (?, @tonelens_row_0 + 3)',
    ]);
  });

  it('sends a row per statement when the server does not promise consecutive ids', () => {
    const queue = [...analysisSave('a', 'k1'), ...analysisSave('b')];
    expect(sqlOf(queue, undefined)).toEqual([
      'INSERT INTO analyses (userId, inputText) VALUES (?, ?)',
      'SET @tonelens_row_0 = LAST_INSERT_ID()',
      'INSERT INTO journal_entries (userId, preview, analysisId) VALUES (?, ?, LAST_INSERT_ID())',
      'INSERT INTO idempotency_keys (idemKey, resourceId) VALUES (?, @tonelens_row_0)',
      'INSERT INTO analyses (userId, inputText) VALUES (?, ?)',
      'INSERT INTO journal_entries (userId, preview, analysisId) VALUES (?, ?, LAST_INSERT_ID())',
    ]);
  });

  it('never puts a row before the row it names, whatever shapes the saves mix', () => {
    // A conversation's journal entry has the analysis's columns but names a row of another table.
    const conversation: Insert = { table: 'framed_conversations', values: { userId: 1 }, ref: new RowRef() };
    const entry: Insert = {
      table: 'journal_entries',
      values: { userId: 1, preview: 'c', analysisId: conversation.ref },
      ref: new RowRef(),
    };
    const queue = [...analysisSave('a'), conversation, entry, ...analysisSave('b')];
    expect(sqlOf(queue, 1)).toEqual([
      'INSERT INTO analyses (userId, inputText) VALUES (?, ?), (?, ?)',
      'INSERT INTO journal_entries (userId, preview, analysisId) VALUES (?, ?, LAST_INSERT_ID()), (?, ?, LAST_INSERT_ID() + 1)',
      'INSERT INTO framed_conversations (userId) VALUES (?)',
      'INSERT INTO journal_entries (userId, preview, analysisId) VALUES (?, ?, LAST_INSERT_ID())',
    ]);
  });

  it('binds the id of a row inserted by an earlier round trip', () => {
    const earlier = new RowRef();
    earlier.resolve(41);
    const queue: Insert[] = [{ table: 'journal_entries', values: { analysisId: earlier }, ref: new RowRef() }];
    const statements = mysqlStatements(queue, 1);
    expect(statements.map((s) => [s.sql, s.params])).toEqual([
      ['INSERT INTO journal_entries (analysisId) VALUES (?)', [41]],
    ]);
  });
});

describe('resolveIds', () => {
  it('gives the rows of a multi-row insert the first id and the ids after it, a step apart', () => {
    const queue = [...analysisSave('a'), ...analysisSave('b')];
    const statements = mysqlStatements(queue, 2);
    resolveIds(statements, [{ insertId: 11 }, { insertId: 50 }], 2);
    expect(queue.map((insert) => insert.ref.id)).toEqual([11, 50, 13, 52]);
  });
});
