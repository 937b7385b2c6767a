import { getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';

/** The table's columns (key and column) that some row gives a value; the others keep their defaults. */
export function givenColumns<T extends Table>(table: T, rows: Record<string, unknown>[]) {
  return Object.entries(getTableColumns(table)).filter(([key]) => rows.some((r) => r[key] !== undefined));
}

/**
 * A table's rows as JSON objects keyed by column name, for `json_populate_recordset`: timestamps
 * as ISO text, JSON columns as they are. Columns no row gives are left to their defaults.
 */
function recordsOf<T extends Table>(table: T, rows: Record<string, unknown>[]): { columns: string[]; json: string } {
  const columns = givenColumns(table, rows);
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = row[key];
        return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  return { columns: columns.map(([, column]) => column.name), json: JSON.stringify(records) };
}

/**
 * `insert into <table> (<columns>) select <columns> from json_populate_recordset(null::<table>, <json>)
 * [where <when>]`: many rows in one statement whose text does not depend on their number (so it
 * is prepared once), and a part of a data-modifying `with` (decision 0044): `when` makes the
 * insert depend on another part, e.g. `exists (select 1 from g)`.
 */
export function insertFromJson<T extends Table>(table: T, rows: Record<string, unknown>[], when?: SQL): SQL {
  const { columns, json } = recordsOf(table, rows);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const name = sql.raw(`"${getTableName(table)}"`);
  const where = when ? sql` where ${when}` : sql``;
  return sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${json}::json)${where}`;
}
