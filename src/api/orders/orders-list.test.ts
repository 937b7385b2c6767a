import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsWithStock, seedShop, shopper } from '../../../tests/support/checkout-kit.ts';
import { placeOrder, stockedListing, type ListingRow, type Shopper } from '../../../tests/support/orders-kit.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { envelope, errorBodySchema } from '../../contracts/envelope.ts';
import { ordersListSchema, type OrdersList } from '../../contracts/orders.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createSessionStore } from '../../platform/session.ts';
import { seedOrderHistory } from './order-history.ts';

/**
 * The order list (spec 001 §2 My orders, §4 page count): a shopper with 25 orders written
 * straight into the tables (order-history.ts, as the bench writes 1,000) and one placed through
 * checkout and the payment service, paged, searched, and never anyone else's.
 */

let t: TestApp;
let history: string[];
let s: Shopper;
let placedId: string;
let titles: string[];

beforeAll(async () => {
  t = await createTestApp({ ORDER_RECONCILE_MS: '0' });
  await seedShop(t);
  const listings = await listingsWithStock(t, 12, 100);
  s = await shopper(t, { loggedIn: true });
  const tokenHash = createHash('sha256')
    .update(s.sid ?? '')
    .digest('hex');
  const [session] = await queryRows<{ account_id: string }>(
    t.database.db,
    sql`select account_id from sessions where token_hash = ${tokenHash}`,
  );
  history = await seedOrderHistory(t.database.db, {
    accountId: session!.account_id,
    listingIds: listings.map((l) => l.listingId),
    count: 25,
    now: new Date(Date.now() - 3600_000),
  });
  placedId = (await placeOrder(t, s, [listings[0]!])).orderIds[0]!;
  titles = (
    await queryRows<{ title: string }>(
      t.database.db,
      sql`select distinct i.title from order_items i join orders o on o.id = i.order_id where o.account_id = ${session!.account_id}`,
    )
  ).map((r) => r.title);
}, 300_000);
afterAll(() => t.close());

async function list(who: Shopper, query = ''): Promise<OrdersList> {
  const res = await who.call({ method: 'GET', url: `/api/1/self-serve/orders/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(ordersListSchema).parse(res.json()).RESPONSE;
}

describe('the order list', () => {
  it('when page 1 is asked, then the newest 10 orders first, the total, the page count and each order summed up', async () => {
    const page = await list(s);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 26, pageCount: 3 });
    expect(page.orders).toHaveLength(10);
    // The placed order is the newest; then the history, newest first.
    expect(page.orders.map((o) => o.orderId)).toEqual([placedId, ...history.slice(0, 9)]);
    const dates = page.orders.map((o) => Date.parse(o.orderDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const first = page.orders[0]!;
    expect(first).toMatchObject({ orderStatus: 'Ordered', numberOfItems: 1 });
    expect(first.orderLvlPromiseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.groupedItems).toEqual([
      {
        desktopStatus: 'Ordered',
        desktopSubStatus: `Arriving by ${first.orderLvlPromiseDateText}`,
        items: [expect.objectContaining({ quantity: 1, amount: first.amount })],
      },
    ]);
    for (const order of page.orders) {
      const units = order.groupedItems.flatMap((g) => g.items).reduce((n, i) => n + i.quantity, 0);
      expect(units, order.orderId).toBe(order.numberOfItems);
      for (const g of order.groupedItems)
        if (g.desktopStatus === 'Delivered')
          expect(g.desktopSubStatus).toMatch(/^Delivered on \w{3}, \w{3} \d+\w{2} '\d{2}$/);
    }
  });

  it('when a later page, the last page and a page past the end are asked, then they continue, end, and answer no orders', async () => {
    const second = await list(s, '?pageNum=2');
    expect(second.orders.map((o) => o.orderId)).toEqual(history.slice(9, 19));
    const last = await list(s, '?pageNum=3');
    expect(last.orders.map((o) => o.orderId)).toEqual(history.slice(19));
    const past = await list(s, '?pageNum=4');
    expect(past).toMatchObject({ pageNum: 4, total: 26, pageCount: 3, orders: [] });
    expect((await list(s, '?pageNum=100000')).orders).toEqual([]);
    // Older orders are mostly delivered: the history reads as years of shopping.
    expect(last.orders.filter((o) => o.orderStatus === 'Delivered').length).toBeGreaterThan(0);
  });

  it('when the page number is 0, negative, a fraction, huge or not a number, then 400 VALIDATION_FAILED', async () => {
    for (const bad of ['0', '-1', '1.5', '100001', '1e309', 'abc', '', '%00']) {
      const res = await s.call({ method: 'GET', url: `/api/1/self-serve/orders/?pageNum=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(errorBodySchema.parse(res.json()).RESPONSE.errorCode, bad).toBe('VALIDATION_FAILED');
    }
  });

  it('when the shopper searches, then only orders with an item whose title holds every word, in any case', async () => {
    const title = titles.find((x) => x.split(/\s+/).length >= 2)!;
    const [w1, w2] = title.split(/\s+/);
    const found = await list(s, `?q=${encodeURIComponent(`${w2!.toUpperCase()}  ${w1!.toLowerCase()}`)}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.pageCount).toBe(Math.ceil(found.total / 10));
    const expected = titles.filter(
      (x) => x.toLowerCase().includes(w1!.toLowerCase()) && x.toLowerCase().includes(w2!.toLowerCase()),
    );
    for (const order of found.orders)
      expect(
        order.groupedItems.flatMap((g) => g.items).some((i) => expected.includes(i.title)),
        order.orderId,
      ).toBe(true);
    const none = await list(s, `?q=${encodeURIComponent(`${w1} zzqxnotaword`)}`);
    expect(none).toMatchObject({ total: 0, pageCount: 0, orders: [] });
    // LIKE's wildcards are plain characters here.
    expect((await list(s, '?q=%25')).total).toBe(0);
    expect((await list(s, '?q=_')).total).toBe(0);
    // Blank is no search.
    expect((await list(s, '?q=%20%20')).total).toBe(26);
    const long = await s.call({ method: 'GET', url: `/api/1/self-serve/orders/?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });

  it('when another shopper or a shopper with no orders asks, then none of these orders, total 0 and page count 0', async () => {
    const other = await shopper(t, { loggedIn: true });
    expect(await list(other)).toEqual({ pageNum: 1, pageSize: 10, total: 0, pageCount: 0, orders: [] });
    const title = titles[0]!;
    expect((await list(other, `?q=${encodeURIComponent(title)}`)).total).toBe(0);
    const guest = await shopper(t, { loggedIn: false });
    expect((await guest.call({ method: 'GET', url: '/api/1/self-serve/orders/' })).statusCode).toBe(401);
    // A session of an account that never ordered, made directly.
    const sid = (await createSessionStore(t.database.db).create(randomUUID())).token;
    const res = await t.call({
      method: 'GET',
      url: '/api/1/self-serve/orders/?pageNum=2',
      headers: { cookie: `sid=${sid}` },
    });
    expect(res.json().RESPONSE).toEqual({ pageNum: 2, pageSize: 10, total: 0, pageCount: 0, orders: [] });
  });

  it("when one word is in an order's first item and the other in its second, then searching both finds no order, and each alone finds it", async () => {
    // Two products of one seller: one order of two items.
    const rows = await queryRows<ListingRow>(
      t.database.db,
      sql`select l.id, l.product_id, l.price, l.warehouse_pincode from listings l
           where l.seller_id = (select seller_id from listings group by seller_id having count(distinct product_id) >= 2 order by seller_id limit 1)
           order by l.product_id limit 2`,
    );
    const pair = await Promise.all(rows.map((r) => stockedListing(t, r, 50)));
    expect(pair).toHaveLength(2);
    const buyer = await shopper(t, { loggedIn: true });
    const [orderId] = (await placeOrder(t, buyer, pair)).orderIds;
    const items = await queryRows<{ title: string }>(
      t.database.db,
      sql`select title from order_items where order_id = ${orderId} order by position`,
    );
    expect(items).toHaveLength(2);
    const words = (title: string) =>
      title
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3);
    const [first, second] = items.map((i) => words(i.title));
    const onlyFirst = first!.find((w) => !items[1]!.title.toLowerCase().includes(w));
    const onlySecond = second!.find((w) => !items[0]!.title.toLowerCase().includes(w));
    expect(onlyFirst && onlySecond, JSON.stringify(items)).toBeTruthy();
    const ids = async (q: string) => (await list(buyer, `?q=${encodeURIComponent(q)}`)).orders.map((o) => o.orderId);
    expect(await ids(`${onlyFirst} ${onlySecond}`)).toEqual([]);
    expect(await ids(onlyFirst!)).toEqual([orderId]);
    expect(await ids(onlySecond!.toUpperCase())).toEqual([orderId]);
  });

  it('when orders were placed before their titles were copied to them, then the migration copies them and the search finds those orders again', async () => {
    const [order] = await queryRows<{ id: string; item_titles: string }>(
      t.database.db,
      sql`select id, item_titles from orders where id = ${history[3]!}`,
    );
    const [item] = await queryRows<{ title: string }>(
      t.database.db,
      sql`select title from order_items where order_id = ${order!.id} order by position limit 1`,
    );
    expect(order!.item_titles.split('\n')[0]).toBe(item!.title);
    const found = async () =>
      (await list(s, `?q=${encodeURIComponent(item!.title)}`)).orders.some((o) => o.orderId === order!.id);
    expect(await found()).toBe(true);
    // As the rows were before migration 0008: the column's default.
    await t.database.db.execute(sql`update orders set item_titles = '' where id = ${order!.id}`);
    expect(await found()).toBe(false);
    const migration = readFileSync(
      new URL('../../../db/migrations/app/0008_order_item_titles.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((part) => /^\s*(--.*\n)*\s*UPDATE/i.test(part));
    expect(backfill).toBeDefined();
    await t.database.db.execute(sql.raw(backfill!));
    const [after] = await queryRows<{ item_titles: string }>(
      t.database.db,
      sql`select item_titles from orders where id = ${order!.id}`,
    );
    expect(after!.item_titles).toBe(order!.item_titles);
    expect(await found()).toBe(true);
  });
});
