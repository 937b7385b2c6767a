import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's row, typed as the query builder gives it, from the row as JSON (`row_to_json(t)`, or
 * an object of a `json_agg`): each column read by its database name and mapped as the builder
 * maps it (timestamps become Dates, bigints numbers). For hot reads written as one prepared
 * statement (prepared-read.ts), whose JSON column arrives the same on PGlite and on a server.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
