import { getTableName, type Column, type Table } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { givenColumns, insertFromJson } from './json-insert.ts';
import type { Executor } from './transaction.ts';

/**
 * Rows a bulk load writes, by `COPY ... FROM STDIN` on a PostgreSQL server: about three times less
 * of the server's time than `insert ... select from json_populate_recordset` (100,000 products:
 * 1.9 s against 5.6 s), since COPY reads text straight into each column's type and writes the
 * table a page of rows at a time (docs/decisions/0057). Elsewhere (PGlite, or a pool outside a
 * transaction) the rows go as JSON, 2,000 a statement.
 */
export async function copyRows<T extends Table>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const client = transactionClient(db);
  if (!client) {
    for (let start = 0; start < rows.length; start += jsonChunkRows)
      await db.execute(insertFromJson(table, rows.slice(start, start + jsonChunkRows) as Record<string, unknown>[]));
    return;
  }
  const records = rows as Record<string, unknown>[];
  const columns = givenColumns(table, records);
  const list = columns.map(([, c]) => `"${c.name}"`).join(', ');
  const stream = client.query(copyFrom(`copy "${getTableName(table)}" (${list}) from stdin`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  const fields = columns.map(([key, column]) => ({ key, encode: encoderOf(column) }));
  let text = '';
  for (const row of records) {
    let separator = '';
    for (const { key, encode } of fields) {
      text += separator + encode(row[key]);
      separator = '\t';
    }
    text += '\n';
    // Written in pieces of about a megabyte: one string per batch would double its memory.
    if (text.length > 1 << 20) {
      stream.write(text);
      text = '';
    }
  }
  stream.end(text);
  await done;
}

const jsonChunkRows = 2_000;

/**
 * The pg client of a transaction on a PostgreSQL server, which COPY must run on to be part of
 * it. drizzle keeps it as its session's client; a pool (no transaction) or PGlite gives none.
 */
function transactionClient(db: Executor): pg.ClientBase | null {
  const session: unknown = Reflect.get(db, 'session');
  const client = typeof session === 'object' && session !== null && 'client' in session ? session.client : null;
  return client instanceof pg.Client ? client : null;
}

/** COPY's text format escapes these: a backslash, and the row and column separators. */
const escapes: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const special = /[\\\n\r\t]/;
const everySpecial = new RegExp(special.source, 'g');
/** Most values hold none of them: the test skips the replace's scan and callback setup. */
const escaped = (text: string) => (special.test(text) ? text.replace(everySpecial, (c) => escapes[c] ?? c) : text);

/**
 * How a value of `column` reads in COPY's text format, `\N` for null: chosen once a column, not
 * once a value, since a million products are 40 million values (the load's own process is what
 * bounds its speed, decision 0057). Numbers need no escaping.
 */
function encoderOf(column: Column): (value: unknown) => string {
  const json = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
  return (value) => {
    if (value === null || value === undefined) return '\\N';
    if (json) return escaped(JSON.stringify(value));
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return escaped(value);
    if (typeof value === 'boolean') return value ? 't' : 'f';
    if (value instanceof Date) return value.toISOString();
    return escaped(Array.isArray(value) ? arrayLiteral(value) : String(value));
  };
}

/** A one-dimensional array as PostgreSQL reads it, each element quoted: `{"a","b \"c\""}`. */
function arrayLiteral(items: unknown[]): string {
  const element = (item: unknown) =>
    item === null || item === undefined ? 'NULL' : `"${String(item).replace(/[\\"]/g, '\\$&')}"`;
  return `{${items.map(element).join(',')}}`;
}
