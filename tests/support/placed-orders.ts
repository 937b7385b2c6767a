import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { completedAnswer, internalPaths, signatureHeader } from '../../src/contracts/payment-internal.ts';
import { envelope } from '../../src/contracts/envelope.ts';
import { setListingStock } from '../../src/api/catalogue/service.ts';
import { findPincode } from '../../src/api/location/service.ts';
import { queryRows } from '../../src/platform/db/rows.ts';
import { readOutbox } from '../../src/platform/outbox.ts';
import { signBody } from '../../src/platform/signing.ts';
import { addressAt, shopper, type TestListing } from './checkout-kit.ts';
import type { TestApp } from './test-app.ts';

/**
 * Orders placed the way a shopper places them (as src/api/orders/orders.test.ts does): a cart, a
 * checkout with an address, a payment token, and the payment service's signed completion.
 */

/** One in-stock listing from each of `count` sellers (so a checkout of them makes `count` orders). */
export async function listingsOfSellers(t: TestApp, count: number, stock = 500): Promise<TestListing[]> {
  const rows = await queryRows<{ id: string; product_id: string; price: number; warehouse_pincode: string }>(
    t.database.db,
    sql`select distinct on (seller_id) id, product_id, price, warehouse_pincode from listings order by seller_id, id limit ${count}`,
  );
  const listings: TestListing[] = [];
  for (const row of rows) {
    await setListingStock({ db: t.database.db }, row.id, stock);
    const place = await findPincode(t.database, row.warehouse_pincode);
    listings.push({
      listingId: row.id,
      productId: row.product_id,
      price: row.price,
      pincode: row.warehouse_pincode,
      state: place?.state ?? '',
      city: place?.city ?? '',
    });
  }
  return listings;
}

export interface PlacedOrders {
  orderIds: string[];
  accountId: string;
  email: string;
  paymentId: string;
  /** The shopper's calls (cookie jar), for the order calls. */
  shopper: Awaited<ReturnType<typeof shopper>>;
}

/** A new logged-in shopper buys `quantity` of each listing and pays; the orders, one per seller. */
export async function placeOrders(
  t: TestApp,
  listings: TestListing[],
  options: { quantity?: number } = {},
): Promise<PlacedOrders> {
  const s = await shopper(t, { loggedIn: true });
  const quantity = options.quantity ?? 1;
  const added = await s.call({
    method: 'POST',
    url: '/api/4/cart/add',
    payload: Object.fromEntries(listings.map((l) => [l.listingId, { quantity, productId: l.productId }])),
  });
  if (added.statusCode !== 200) throw new Error(`cart add: ${added.body}`);
  const init = await s.call({
    method: 'POST',
    url: '/api/4/checkout/init?loginFlow=false',
    payload: { checkoutType: 'PHYSICAL' },
  });
  if (init.statusCode !== 200) throw new Error(`checkout init: ${init.body}`);
  const summary = (await s.summary()).json().RESPONSE;
  const refs = summary.orderSummary.buyableStateItems.map((i: { cartItemRefId: string }) => i.cartItemRefId);
  const [first] = listings;
  if (!first) throw new Error('no listings to buy');
  const saved = await s.addContact(addressAt(first, refs));
  if (saved.statusCode !== 200) throw new Error(`address: ${saved.body}`);
  const email = `shopper.${randomUUID().slice(0, 8)}@example.com`;
  await s.call({ method: 'PUT', url: '/api/4/checkout/email', payload: { emailId: email } });
  const tokenRes = await s.token();
  if (tokenRes.statusCode !== 200) throw new Error(`payment token: ${tokenRes.body}`);
  const { token, amount } = tokenRes.json().RESPONSE.getPaymentToken as { token: string; amount: number };
  const paymentId = `PAY${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const text = JSON.stringify({
    token,
    paymentId,
    amount,
    instruments: [{ code: 'CREDIT', amount, label: 'Visa card ending 1111' }],
    completedAt: new Date().toISOString(),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: internalPaths.completed,
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signBody(t.config.PAYMENTS_SIGNING_SECRET, text),
    },
    payload: text,
  });
  const answer = envelope(completedAnswer).parse(res.json()).RESPONSE;
  if (answer.outcome !== 'ORDERED') throw new Error(`payment completion: ${res.body}`);
  const [owner] = await queryRows<{ account_id: string }>(
    t.database.db,
    sql`select account_id from orders where id = ${answer.orderIds[0] ?? ''}`,
  );
  return { orderIds: answer.orderIds, accountId: owner?.account_id ?? '', email, paymentId, shopper: s };
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export type TimelineStep = { status: string; remark: string; at: Date };

/** Each unit's progress events in order (order_unit_events), by unit id. */
export async function unitTimelines(t: TestApp, orderIds: string[]): Promise<Map<string, TimelineStep[]>> {
  const rows = await queryRows<{ unit_id: string; status: string; remark: string; at: string | Date }>(
    t.database.db,
    sql`select e.unit_id, e.status, e.remark, e.at from order_unit_events e
          join order_item_units u on u.id = e.unit_id
         where u.order_id in (${idList(orderIds)}) order by e.unit_id, e.id`,
  );
  const steps = new Map<string, TimelineStep[]>();
  for (const r of rows)
    steps.set(r.unit_id, [
      ...(steps.get(r.unit_id) ?? []),
      { status: r.status, remark: r.remark, at: r.at instanceof Date ? r.at : new Date(r.at) },
    ]);
  return steps;
}

/** The orders' units and where each is, in order and unit id order. */
export async function unitsOf(t: TestApp, orderIds: string[]) {
  return queryRows<{ id: string; order_id: string; status: string }>(
    t.database.db,
    sql`select id, order_id, status from order_item_units where order_id in (${idList(orderIds)}) order by order_id, id`,
  );
}

/** What the shopper's confirmation call shows of the orders: each order's label and items. */
export async function confirmationOf(p: PlacedOrders) {
  const res = await p.shopper.call({
    method: 'GET',
    url: `/api/1/self-serve/order/confirmation/?reference_id=${p.paymentId}`,
  });
  if (res.statusCode !== 200) throw new Error(`confirmation: ${res.body}`);
  return res.json().RESPONSE.orderList as {
    orderId: string;
    orderStatus: string;
    items: { title: string; status: string }[];
  }[];
}

/** The shopper's bell, oldest first. */
export async function bellOf(p: PlacedOrders) {
  const res = await p.shopper.call({ method: 'GET', url: '/api/2/notification?count=50' });
  if (res.statusCode !== 200) throw new Error(`notifications: ${res.body}`);
  const list = res.json().RESPONSE.notifications as { title: string; text: string; type: string; action: unknown }[];
  return list.reverse();
}

/** E-mails the development outbox holds for `email`, oldest first. */
export async function mailsTo(t: TestApp, email: string) {
  return (await readOutbox(t.database.db, 1_000))
    .filter((m) => m.recipient === email && m.channel === 'EMAIL')
    .reverse();
}
