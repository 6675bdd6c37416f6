/**
 * The INSERT statements of a write transaction's queued rows (see write.ts).
 * On MySQL they go as one round trip: rows of one table with the same columns
 * share one multi-row INSERT when the server hands out consecutive ids (see
 * `idStep`); otherwise each row is an INSERT of its own.
 */
import { RowRef } from './row-ref';

/** An insert queued in a write transaction: one row of `table`; a value may be the RowRef of an earlier insert. */
export interface Insert {
  table: string;
  values: Record<string, unknown>;
  ref: RowRef;
}

/** A statement to send: its SQL and bound values, and the rows whose ids it answers, in order (if it inserts). */
export interface Statement {
  sql: string;
  params: unknown[];
  rows?: Insert[];
}

/** Most SQL texts of inserts kept (their shapes repeat: a batch's rows come from the same few saves). */
const INSERT_TEXTS_MAX = 2000;

/** The SQL texts of inserts, by table, columns and placeholders: built once each. */
const insertTexts = new Map<string, string>();

/** The INSERT into `table` of one row per entry of `rows` (each that row's placeholders, one per column). */
export function insertText(table: string, columns: readonly string[], rows: readonly string[][]): string {
  const values = rows.map((placeholders) => `(${placeholders.join(', ')})`).join(', ');
  const key = `${table}(${columns.join(',')})${values}`;
  let sql = insertTexts.get(key);
  if (sql === undefined) {
    sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`;
    if (insertTexts.size < INSERT_TEXTS_MAX) insertTexts.set(key, sql);
  }
  return sql;
}

/** The rows an insert names through RowRefs not yet known (inserted by this same batch of statements). */
function pendingRefs(insert: Insert): RowRef[] {
  const refs: RowRef[] = [];
  for (const v of Object.values(insert.values)) if (v instanceof RowRef && !v.known) refs.push(v);
  return refs;
}

/** Table and columns, in order: inserts alike in these can share one multi-row INSERT. */
const shapeOf = (insert: Insert) => `${insert.table}(${Object.keys(insert.values).join(',')})`;

/**
 * The queue cut into groups, each a statement's rows: every row of a group
 * has the table and columns of the group's first, and names only rows of
 * earlier groups. With `multiRow` false each group is one row, in queue order.
 */
function groupsOf(queue: readonly Insert[], multiRow: boolean): Insert[][] {
  const placed = new Set<RowRef>();
  const remaining = [...queue];
  const groups: Insert[][] = [];
  while (remaining.length > 0) {
    // The first remaining insert names only rows placed before it: whatever it names came earlier in the queue.
    const group = [remaining.shift()!];
    if (multiRow) {
      const shape = shapeOf(group[0]!);
      for (let i = 0; i < remaining.length; i++) {
        const insert = remaining[i]!;
        if (shapeOf(insert) !== shape || !pendingRefs(insert).every((ref) => placed.has(ref))) continue;
        group.push(insert);
        remaining.splice(i--, 1);
      }
    }
    for (const insert of group) placed.add(insert.ref);
    groups.push(group);
  }
  return groups;
}

/**
 * The statements of queued inserts. A RowRef already known is bound as its
 * id. A row of the insert statement just before is LAST_INSERT_ID() (the
 * first id that statement generated) plus its offset; a row of an earlier one
 * is read from a session variable set right after it (only for statements
 * named further on). `idStep` is the distance between the ids of one
 * multi-row insert, when the server is known to hand them out consecutively
 * (see learnServer in write-batch.ts); undefined sends a row per statement.
 */
export function mysqlStatements(queue: readonly Insert[], idStep: number | undefined): Statement[] {
  const groups = groupsOf(queue, idStep !== undefined);
  const step = idStep ?? 1;
  // Where each row of this queue goes: its group and its place in that group.
  const places = new Map<RowRef, { group: number; row: number }>();
  groups.forEach((rows, group) => rows.forEach((insert, row) => places.set(insert.ref, { group, row })));
  // Groups a later group names, other than the one right after them.
  const named = new Set<number>();
  groups.forEach((rows, group) => {
    for (const insert of rows)
      for (const ref of pendingRefs(insert)) if (places.get(ref)!.group < group - 1) named.add(places.get(ref)!.group);
  });
  const variables = new Map<number, string>();
  const statements: Statement[] = [];
  groups.forEach((rows, group) => {
    const columns = Object.keys(rows[0]!.values);
    const params: unknown[] = [];
    const placeholders = rows.map((insert) =>
      columns.map((column) => {
        const value = insert.values[column];
        if (!(value instanceof RowRef)) {
          params.push(value);
          return '?';
        }
        const place = places.get(value);
        if (place === undefined) {
          params.push(value.id);
          return '?';
        }
        const first = place.group === group - 1 ? 'LAST_INSERT_ID()' : variables.get(place.group)!;
        return place.row === 0 ? first : `${first} + ${place.row * step}`;
      }),
    );
    statements.push({ sql: insertText(rows[0]!.table, columns, placeholders), params, rows });
    if (named.has(group)) {
      const variable = `@tonelens_row_${variables.size}`;
      variables.set(group, variable);
      statements.push({ sql: `SET ${variable} = LAST_INSERT_ID()`, params: [] });
    }
  });
  return statements;
}

/** Gives each row of each insert statement its id, from the statements' results (`idStep` as for mysqlStatements). */
export function resolveIds(statements: readonly Statement[], results: readonly unknown[], idStep: number | undefined) {
  statements.forEach((statement, i) => {
    const first = (results[i] as { insertId: number }).insertId;
    statement.rows?.forEach((insert, row) => insert.ref.resolve(first + row * (idStep ?? 1)));
  });
}
