import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { Database } from './database.ts';
import { bulkLoad } from './bulk-load.ts';
import { queryRows } from './rows.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(['app']);
});
afterAll(() => database.close());

/** Every index and constraint definition of the tables, as the catalogue reports them. */
const definitions = async (tables: string[]) =>
  queryRows<{ d: string }>(
    database.db,
    sql`select indexdef as d from pg_indexes where tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
        union all select conname || ' ' || pg_get_constraintdef(c.oid) from pg_constraint c join pg_class r on r.oid = c.conrelid
        where r.relname in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})
        order by 1`,
  );

describe('a bulk load without secondary indexes and foreign keys', () => {
  const tables = ['products', 'listings'];

  it('when the load runs, then only the primary keys and unique constraints are there, and everything is back after', async () => {
    const before = await definitions(tables);
    expect(before.some((r) => r.d.includes('products_brand_idx'))).toBe(true);
    expect(before.some((r) => r.d.startsWith('listings_product_id_products_id_fk'))).toBe(true);
    const during = await bulkLoad(database.db, tables, () => definitions(tables));
    expect(during.some((r) => r.d.includes('products_brand_idx'))).toBe(false);
    expect(during.some((r) => r.d.startsWith('listings_product_id_products_id_fk'))).toBe(false);
    expect(during.some((r) => r.d.includes('products_pkey'))).toBe(true);
    expect(await definitions(tables)).toEqual(before);
  });

  it('when the load fails outside a transaction, then the indexes and foreign keys are still put back', async () => {
    const before = await definitions(tables);
    await expect(
      bulkLoad(database.db, tables, async () => {
        throw new Error('the load broke');
      }),
    ).rejects.toThrow('the load broke');
    expect(await definitions(tables)).toEqual(before);
  });

  it('when a row breaks a foreign key during the load, then putting the key back refuses it and the transaction keeps nothing', async () => {
    const before = await definitions(tables);
    await expect(
      database.db.transaction((tx) =>
        bulkLoad(tx, tables, async () => {
          await tx.execute(
            sql`insert into listings (id, product_id, seller_id, price, mrp, stock, warehouse_pincode, return_policy)
                values ('LSTX', 'no-such-product', 'no-such-seller', 100, 100, 1, '560001', '{}')`,
          );
        }),
      ),
    ).rejects.toThrow();
    expect(await definitions(tables)).toEqual(before);
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from listings`);
    expect(row?.n).toBe(0);
  });
});
