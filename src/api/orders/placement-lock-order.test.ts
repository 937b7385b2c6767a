import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, shopper, type TestListing } from '../../../tests/support/checkout-kit.ts';
import { completionFor, listingsOfSellers, paymentTokenFor, sendCompleted } from '../../../tests/support/orders-kit.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { envelope } from '../../contracts/envelope.ts';
import { completedAnswer } from '../../contracts/payment-internal.ts';
import { queryRows } from '../../platform/db/rows.ts';

/**
 * The lock order of an order's transaction (docs/decisions/0053). Every change of a checkout locks
 * its row, then its HELD reservation, then the listings' stock. Writing an order locked the
 * reservation first and the checkout after: a shopper starting their next checkout while the last
 * payment's order was being written (the crash test's second round: the reconciliation writes the
 * order as the shopper buys again) deadlocked, and PostgreSQL ended one side with 40P01, a 500.
 *
 * On PostgreSQL the interleaving is forced, not hoped for: a third connection holds the
 * reservation's row lock while the order's completion queues for it, then the checkout's init
 * (which locks the checkout row first); let go, the two meet in the order that deadlocked. On
 * PGlite, where one connection runs one transaction at a time, the two calls just run together.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let listing: TestListing;

beforeAll(async () => {
  t = await createTestApp({ ORDER_RECONCILE_MS: '0' });
  await seedShop(t);
  [listing] = (await listingsOfSellers(t, 1, 50)) as [TestListing];
}, 300_000);
afterAll(async () => {
  await t.close();
});

/** A logged-in shopper with a buy-now checkout, an address and a payment token (HELD). */
async function shopperWithToken() {
  const s = await shopper(t, { loggedIn: true });
  return { s, completion: completionFor(await paymentTokenFor(s, [listing], { buyNow: true })) };
}

const complete = (body: unknown) => sendCompleted(t, body);

/**
 * Connections of this database waiting for a lock, read on a connection of its own outside any
 * transaction: a transaction reads pg_stat_activity once and keeps what it read.
 */
async function waitingForLocks(watcher: pg.Client): Promise<number> {
  const { rows } = await watcher.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(rows[0]?.n);
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  // Generous: a loaded CI machine takes seconds to bring a call to its first lock.
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('an order written while the shopper starts their next checkout', () => {
  it('when the completion holds the reservation and the init holds the checkout, then both answer 200: one order, a fresh checkout, no deadlock', async () => {
    const { s, completion } = await shopperWithToken();
    // The only token of this database so far.
    const [held, ...more] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from stock_reservations where status = 'HELD'`,
    );
    expect(more).toEqual([]);
    expect(held).toBeDefined();

    let completing: ReturnType<typeof complete>;
    let starting: ReturnType<typeof s.buyNow>;
    if (onServer && t.database.url) {
      const admin = new pg.Client({ connectionString: t.database.url });
      const watcher = new pg.Client({ connectionString: t.database.url });
      await Promise.all([admin.connect(), watcher.connect()]);
      try {
        await admin.query('begin');
        await admin.query('select id from stock_reservations where id = $1 for update', [held?.id]);
        completing = complete(completion);
        await until(async () => (await waitingForLocks(watcher)) >= 1, 'the completion waits for the reservation');
        starting = s.buyNow(listing.listingId);
        await until(async () => (await waitingForLocks(watcher)) >= 2, 'the init waits too');
        await admin.query('commit');
      } finally {
        await Promise.all([admin.end(), watcher.end()]);
      }
    } else {
      completing = complete(completion);
      starting = s.buyNow(listing.listingId);
    }
    const [completed, started] = await Promise.all([completing, starting]);

    expect(completed.statusCode, completed.body).toBe(200);
    expect(envelope(completedAnswer).parse(completed.json()).RESPONSE).toMatchObject({
      outcome: 'ORDERED',
      referenceId: completion.paymentId,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().RESPONSE.orderSummary.buyableStateItems).toHaveLength(1);
    const [groups] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_groups where payment_id = ${completion.paymentId}`,
    );
    expect(Number(groups?.n)).toBe(1);
  }, 120_000);
});
