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
 * Orders placed as a shopper places them (issue 12's path): the listings in the cart and a checkout
 * (or a buy-now), an address, an email, a payment token, and the payment service's signed
 * `completed` call with the instrument given; then what the shopper and support see of them.
 */

export type Shopper = Awaited<ReturnType<typeof shopper>>;

/** A listing row as the tests select it. */
export interface ListingRow {
  id: string;
  product_id: string;
  price: number;
  warehouse_pincode: string;
}

/** The listing with `stock` units in stock, with the city and state of its warehouse's pincode. */
export async function stockedListing(t: TestApp, row: ListingRow, stock: number): Promise<TestListing> {
  await setListingStock({ db: t.database.db }, row.id, stock);
  const place = await findPincode(t.database, row.warehouse_pincode);
  return {
    listingId: row.id,
    productId: row.product_id,
    price: row.price,
    pincode: row.warehouse_pincode,
    state: place?.state ?? '',
    city: place?.city ?? '',
  };
}

/** One in-stock listing from each of `count` sellers (so a checkout of them makes `count` orders). */
export async function listingsOfSellers(t: TestApp, count: number, stock = 500): Promise<TestListing[]> {
  const rows = await queryRows<ListingRow>(
    t.database.db,
    sql`select distinct on (seller_id) id, product_id, price, warehouse_pincode from listings order by seller_id, id limit ${count}`,
  );
  const listings: TestListing[] = [];
  for (const row of rows) listings.push(await stockedListing(t, row, stock));
  return listings;
}

export type Instrument = 'CREDIT' | 'COD';

/** The body of the payment service's `completed` call for a token, paid in full with `instrument`. */
export function completionFor(payment: { token: string; amount: number }, instrument: Instrument = 'CREDIT') {
  const label = instrument === 'COD' ? 'Cash on delivery' : 'Visa card ending 1111';
  return {
    token: payment.token,
    paymentId: `PAY${randomUUID().replaceAll('-', '').slice(0, 20)}`,
    amount: payment.amount,
    instruments: [{ code: instrument, amount: payment.amount, label }],
    completedAt: new Date().toISOString(),
  };
}

/** The payment service's signed `completed` call, as it makes it: no Origin, no cookie. */
export function sendCompleted(t: TestApp, body: unknown) {
  const text = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: internalPaths.completed,
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signBody(t.config.PAYMENTS_SIGNING_SECRET, text),
    },
    payload: text,
  });
}

export interface PaidOrders {
  orderIds: string[];
  paymentId: string;
  amount: number;
}

export interface PlaceOrderOptions {
  instrument?: Instrument;
  email?: string;
  quantity?: number;
  /** Buy the first listing now (one unit) instead of checking out the cart. */
  buyNow?: boolean;
  /** Where the order goes; the first listing's warehouse pincode unless given. */
  to?: { pincode: string; city: string; state: string };
}

const ok = <R extends { statusCode: number; body: string }>(res: R, what: string): R => {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
};

/**
 * Shopper `s` takes the listings to checkout (the cart, or buy now), gives an address and an email
 * and gets a payment token: its reservation is HELD until a payment completes or fails.
 */
export async function paymentTokenFor(
  s: Shopper,
  listings: TestListing[],
  options: Omit<PlaceOrderOptions, 'instrument'> = {},
): Promise<{ token: string; amount: number }> {
  const [first] = listings;
  if (!first) throw new Error('no listings to buy');
  if (options.buyNow) {
    ok(await s.buyNow(first.listingId), 'buy now');
  } else {
    const quantity = options.quantity ?? 1;
    ok(
      await s.call({
        method: 'POST',
        url: '/api/4/cart/add',
        payload: Object.fromEntries(listings.map((l) => [l.listingId, { quantity, productId: l.productId }])),
      }),
      'cart add',
    );
    ok(
      await s.call({
        method: 'POST',
        url: '/api/4/checkout/init?loginFlow=false',
        payload: { checkoutType: 'PHYSICAL' },
      }),
      'checkout init',
    );
  }
  const summary = ok(await s.summary(), 'checkout summary').json().RESPONSE;
  const refs = summary.orderSummary.buyableStateItems.map((i: { cartItemRefId: string }) => i.cartItemRefId);
  ok(await s.addContact(addressAt({ ...first, ...options.to }, refs)), 'address');
  ok(
    await s.call({
      method: 'PUT',
      url: '/api/4/checkout/email',
      payload: { emailId: options.email ?? 'asha.orders@example.com' },
    }),
    'email',
  );
  return ok(await s.token(), 'payment token').json().RESPONSE.getPaymentToken as { token: string; amount: number };
}

/** Shopper `s` buys the listings and the payment service completes the payment; the orders, one per seller. */
export async function placeOrder(
  t: TestApp,
  s: Shopper,
  listings: TestListing[],
  options: PlaceOrderOptions = {},
): Promise<PaidOrders> {
  const completion = completionFor(await paymentTokenFor(s, listings, options), options.instrument);
  const res = await sendCompleted(t, completion);
  const answer = envelope(completedAnswer).parse(ok(res, 'completed').json()).RESPONSE;
  if (answer.outcome !== 'ORDERED') throw new Error(`the payment was not ordered: ${res.body}`);
  return { orderIds: answer.orderIds, paymentId: completion.paymentId, amount: completion.amount };
}

export interface PlacedOrders extends PaidOrders {
  accountId: string;
  email: string;
  /** The shopper's calls (cookie jar), for the order calls. */
  shopper: Shopper;
}

/** A new logged-in shopper buys `quantity` of each listing and pays; the orders, one per seller. */
export async function placeOrders(
  t: TestApp,
  listings: TestListing[],
  options: { quantity?: number } = {},
): Promise<PlacedOrders> {
  const s = await shopper(t, { loggedIn: true });
  const email = `shopper.${randomUUID().slice(0, 8)}@example.com`;
  const paid = await placeOrder(t, s, listings, { ...options, email });
  const [owner] = await queryRows<{ account_id: string }>(
    t.database.db,
    sql`select account_id from orders where id = ${paid.orderIds[0] ?? ''}`,
  );
  return { ...paid, accountId: owner?.account_id ?? '', email, shopper: s };
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
