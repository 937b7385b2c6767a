import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { createNotification } from './service.ts';

/**
 * Notification times are unique per account. Two transactions writing one account's
 * notifications at once (the fulfilment clocks of two web processes, docs/decisions/0045) take
 * the same time; the second waits for the first to commit and then breaks the unique index. Only
 * a server runs transactions side by side (PGlite queues them), so this runs on PostgreSQL.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(['app']);
});
afterAll(() => database.close());

const note = (title: string) => ({ title, text: `${title} text`, type: 'ORDER' });

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'when two transactions write one account’s notifications at the same moment, then both commit, a millisecond apart',
  async () => {
    const { db } = database;
    const account = 'account-of-two-clocks';
    // The newest notification is in the future, so both writers take the millisecond after it.
    await createNotification({ db }, account, note('Earlier'));
    await db.execute(
      sql`update notifications set created_at = now() + interval '1 hour' where account_id = ${account}`,
    );

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const first = withTransaction(db, async (tx) => {
      await createNotification({ db: tx }, account, note('First'));
      inserted();
      await held;
    });
    await firstInserted;
    const second = withTransaction(db, (tx) => createNotification({ db: tx }, account, note('Second')));
    // The second writer is waiting on the first's row of the unique index.
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            )
          )[0]?.n,
        { timeout: 10_000, interval: 20 },
      )
      .toBe(1);
    release();
    await Promise.all([first, second]);

    const rows = await queryRows<{ title: string; ms: number }>(
      db,
      sql`select title, (extract(epoch from created_at) * 1000)::bigint::float8 as ms
          from notifications where account_id = ${account} order by created_at`,
    );
    expect(rows.map((r) => r.title)).toEqual(['Earlier', 'First', 'Second']);
    expect(Number(rows[1]?.ms) - Number(rows[0]?.ms)).toBe(1);
    expect(Number(rows[2]?.ms) - Number(rows[1]?.ms)).toBe(1);
  },
);
