import { sql } from 'drizzle-orm';
import { queryRows } from './rows.ts';
import type { Executor } from './transaction.ts';

/**
 * Runs a bulk load into these tables with their secondary indexes and foreign keys dropped, then
 * puts them back from their own definitions (`pg_indexes.indexdef`, `pg_get_constraintdef`), so
 * the migrations stay the one place that declares them. Building an index over a million loaded
 * rows, and checking a foreign key in one join, is several times cheaper than doing both row by
 * row (docs/decisions/0050). Primary keys and unique constraints stay: the load relies on them.
 * Inside a transaction the drop and the rebuild are part of it; outside one, everything is put
 * back even when the load fails.
 */
export async function bulkLoad<T>(db: Executor, tables: string[], load: () => Promise<T>): Promise<T> {
  const names = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in (${names})
          and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
        order by i.tablename, i.indexname`,
  );
  const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
    db,
    sql`select r.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_class r on r.oid = c.conrelid
        where c.contype = 'f' and r.relnamespace = current_schema()::regnamespace and r.relname in (${names})
        order by r.relname, c.conname`,
  );
  const restore = async () => {
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
    for (const { table, name, definition } of foreignKeys)
      await db.execute(
        sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`,
      );
  };
  for (const { table, name } of foreignKeys)
    await db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(name)}`);
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  let result: T;
  try {
    result = await load();
  } catch (error) {
    // In a transaction the rollback brings them back (and this fails on the aborted transaction).
    await restore().catch(() => undefined);
    throw error;
  }
  await restore();
  return result;
}
