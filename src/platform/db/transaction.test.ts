import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { Database } from './database.ts';
import { queryRows } from './rows.ts';
import { inTransaction, withTransaction } from './transaction.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table tx_counter (name text primary key, n integer not null check (n >= 0))`);
  await database.db.execute(sql`insert into tx_counter values ('a', 0), ('b', 0)`);
});
afterAll(() => database.close());

const valueOf = async (name: string) =>
  (await queryRows<{ n: number }>(database.db, sql`select n from tx_counter where name = ${name}`))[0]?.n;

describe('withTransaction', () => {
  it('when 20 transactions read, then write one row at once, then none of the updates is lost', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        withTransaction(database.db, async (tx) => {
          const [row] = await queryRows<{ n: number }>(tx, sql`select n from tx_counter where name = 'a' for update`);
          await tx.execute(sql`update tx_counter set n = ${(row?.n ?? 0) + 1} where name = 'a'`);
        }),
      ),
    );
    expect(await valueOf('a')).toBe(20);
  });

  it('when the work throws after a write, then nothing of it is kept and the error reaches the caller', async () => {
    const failing = withTransaction(database.db, async (tx) => {
      await tx.execute(sql`update tx_counter set n = n + 5 where name = 'b'`);
      throw new Error('payment declined');
    });
    await expect(failing).rejects.toThrow('payment declined');
    expect(await valueOf('b')).toBe(0);
  });

  it('when a constraint refuses a write, then the earlier writes of the transaction are undone too', async () => {
    const failing = withTransaction(database.db, async (tx) => {
      await tx.execute(sql`update tx_counter set n = n + 1 where name = 'b'`);
      await tx.execute(sql`update tx_counter set n = -1 where name = 'a'`);
    });
    await expect(failing).rejects.toThrow();
    expect(await valueOf('b')).toBe(0);
  });

  it('when given a transaction, then it nests: a failed inner step is undone, the outer work commits', async () => {
    await withTransaction(database.db, async (tx) => {
      await tx.execute(sql`update tx_counter set n = n + 1 where name = 'b'`);
      const inner = withTransaction(tx, async (nested) => {
        await nested.execute(sql`update tx_counter set n = n + 100 where name = 'b'`);
        throw new Error('inner step failed');
      });
      await expect(inner).rejects.toThrow('inner step failed');
    });
    expect(await valueOf('b')).toBe(1);
  });
});

describe('inTransaction', () => {
  it('when given a transaction, then it runs in it: no savepoint, so a later failure undoes its writes too', async () => {
    const before = (await valueOf('a')) ?? 0;
    const failing = withTransaction(database.db, async (tx) => {
      await inTransaction(tx, async (same) => {
        expect(same).toBe(tx);
        await same.execute(sql`update tx_counter set n = n + 7 where name = 'a'`);
      });
      throw new Error('order write failed');
    });
    await expect(failing).rejects.toThrow('order write failed');
    expect(await valueOf('a')).toBe(before);
  });

  it('when given the database, then it opens a transaction of its own', async () => {
    const before = (await valueOf('a')) ?? 0;
    const failing = inTransaction(database.db, async (tx) => {
      await tx.execute(sql`update tx_counter set n = n + 3 where name = 'a'`);
      throw new Error('declined');
    });
    await expect(failing).rejects.toThrow('declined');
    expect(await valueOf('a')).toBe(before);
    await inTransaction(database.db, (tx) => tx.execute(sql`update tx_counter set n = n + 3 where name = 'a'`));
    expect(await valueOf('a')).toBe(before + 3);
  });
});
