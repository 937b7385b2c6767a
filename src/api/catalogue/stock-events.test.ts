import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { listingsWithStock, seedShop, type TestListing } from '../../../tests/support/checkout-kit.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { restoreStock, takeStock } from './service.ts';

/**
 * A sale records `stock.changed` naming as visible only the products whose stock state (in stock,
 * only a few left, out of stock) or buy box moved: those are the ones whose pages, search documents
 * and cached info the subscribers refresh (src/composition.ts, src/storefront-host.ts). A sale that
 * leaves plenty changes nothing a shopper sees, so at a hundred orders a second nothing is cleared.
 */
let t: TestApp;
let listing: TestListing;

beforeAll(async () => {
  t = await createTestApp();
  await seedShop(t);
  [listing] = (await listingsWithStock(t, 1, 8)) as [TestListing];
}, 120_000);
afterAll(async () => t?.close());

type Payload = { productIds: string[]; visibleProductIds?: string[] };
async function lastStockChange(): Promise<Payload> {
  const [row] = await queryRows<{ payload: Payload }>(
    t.database.db,
    sql`select payload from domain_events where type = 'stock.changed' order by id desc limit 1`,
  );
  if (!row) throw new Error('no stock.changed event');
  return row.payload;
}

const take = (quantity: number) =>
  withTransaction(t.database.db, (tx) => takeStock(tx, [{ listingId: listing.listingId, quantity }]));
const giveBack = (quantity: number) =>
  withTransaction(t.database.db, (tx) => restoreStock(tx, [{ listingId: listing.listingId, quantity }]));

describe('stock changes a shopper can see', () => {
  it('when a sale leaves more than a few units, then the event names the product but none as visible', async () => {
    expect(await take(2)).toEqual({ ok: true }); // 8 -> 6: still in stock
    expect(await lastStockChange()).toMatchObject({ productIds: [listing.productId], visibleProductIds: [] });
  });

  it('when a sale leaves only a few, then the product is visible; the next one within few left is not', async () => {
    await take(1); // 6 -> 5: only a few left
    expect((await lastStockChange()).visibleProductIds).toEqual([listing.productId]);
    await take(2); // 5 -> 3: still a few left
    expect((await lastStockChange()).visibleProductIds).toEqual([]);
  });

  it('when the last units sell, or come back, then the product is visible', async () => {
    await take(3); // 3 -> 0: out of stock
    expect((await lastStockChange()).visibleProductIds).toEqual([listing.productId]);
    await giveBack(1); // 0 -> 1: back, a few left
    expect((await lastStockChange()).visibleProductIds).toEqual([listing.productId]);
    await giveBack(2); // 1 -> 3: still a few left
    expect((await lastStockChange()).visibleProductIds).toEqual([]);
  });
});
