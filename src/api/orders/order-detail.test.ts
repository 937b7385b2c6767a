import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, shopper, type TestListing } from '../../../tests/support/checkout-kit.ts';
import { placeOrder, type Shopper } from '../../../tests/support/orders-kit.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { envelope, errorBodySchema } from '../../contracts/envelope.ts';
import type { UnitStatus } from '../../contracts/orders-paths.ts';
import {
  messageAnswer,
  orderDetailSchema,
  ordersListSchema,
  subscriptionSchema,
  type OrderDetail,
} from '../../contracts/orders.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { setListingStock } from '../catalogue/service.ts';
import { findPincode } from '../location/service.ts';
import { istDayText } from './dates.ts';
import { moveOrderToStatus, moveUnitToStatus } from './fulfilment.ts';

/**
 * The order detail (spec 001 §3, §4, §6) and its small actions, over orders placed through
 * checkout and the payment service's signed call, with units moved as support moves them by hand
 * (fulfilment.ts: the clock's own writes, an event with a courier's remark for every step).
 */

let t: TestApp;
/** Listings with a 10- or 30-day return policy, of two sellers. */
let listings: TestListing[];
let returnDays: number;

beforeAll(async () => {
  t = await createTestApp({ ORDER_RECONCILE_MS: '0' });
  await seedShop(t);
  const rows = await queryRows<{
    id: string;
    product_id: string;
    price: number;
    warehouse_pincode: string;
    days: number;
  }>(
    t.database.db,
    sql`select distinct on (seller_id) id, product_id, price, warehouse_pincode, (return_policy->>'days')::int as days
          from listings where return_policy->>'kind' = 'RETURN' order by seller_id, id limit 2`,
  );
  listings = [];
  for (const row of rows) {
    await setListingStock({ db: t.database.db }, row.id, 200);
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
  returnDays = rows[0]?.days ?? 0;
  expect(returnDays).toBeGreaterThan(0);
}, 300_000);
afterAll(() => t.close());

const at = (i: number) => listings[i] as TestListing;
const detailUrl = (orderId: string) => `/api/1/self-serve/order/detail/?order_id=${encodeURIComponent(orderId)}`;

async function detailOf(s: Shopper, orderId: string): Promise<OrderDetail> {
  const res = await s.call({ method: 'GET', url: detailUrl(orderId) });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(orderDetailSchema).parse(res.json()).RESPONSE;
}

async function placed(options: { instrument?: 'CREDIT' | 'COD' } = {}) {
  const s = await shopper(t, { loggedIn: true });
  const { orderIds } = await placeOrder(t, s, [at(0)], options);
  const orderId = orderIds[0]!;
  /** Moves every unit of the order to each of `statuses` in turn (every step passed is an event). */
  const move = async (statuses: UnitStatus[]) => {
    for (const status of statuses) await moveOrderToStatus(deps(), orderId, status);
  };
  return { s, orderId, move };
}

const deps = () => ({ db: t.database.db, config: t.config });
/** Moves the order's progress `days` into the past, as if it all happened then. */
async function backdate(orderId: string, days: number) {
  const by = `${days} days`;
  await t.database.db.execute(
    sql`update order_item_units set status_at = status_at - ${by}::interval where order_id = ${orderId}`,
  );
  await t.database.db.execute(
    sql`update order_unit_events set at = at - ${by}::interval
         where unit_id in (select id from order_item_units where order_id = ${orderId})`,
  );
}

const stepsOf = (d: OrderDetail) => d.items[0]!.itemProgressSteps.map((s) => [s.groupName, s.status]);

describe('the order detail', () => {
  it('when a card order was just placed, then every field, Ordered current with its date and remark, cancel and subscription offered', async () => {
    const { s, orderId } = await placed();
    const d = await detailOf(s, orderId);
    expect(d).toMatchObject({
      orderId,
      statusCode: 200,
      orderType: 'physical',
      orderStatus: 'Ordered',
      numberOfItems: 1,
      subscribed: true,
      unSubscribed: false,
      resendEGVAllowed: false,
      isDownloadInvoiceAllowed: false,
      orderCancellationAllowed: true,
      orderReturnAllowed: false,
      prepaidEligibilityData: { eligibility: false },
    });
    expect(d.paymentMethods).toEqual([expect.objectContaining({ code: 'CREDIT' })]);
    expect(d.shippingAddress?.pincode).toBe(at(0).pincode);
    const item = d.items[0]!;
    expect(item).toMatchObject({
      listingId: at(0).listingId,
      fsn: at(0).productId,
      status: 'Ordered',
      statusClass: 'approved',
      itemCancellable: true,
      itemReturnable: false,
      itemReviewable: false,
      returnPolicy: `${returnDays} days return policy`,
      actualDeliveredDate: null,
      rateAndReview: null,
    });
    expect(stepsOf(d)).toEqual([
      ['Ordered', 'CURRENT'],
      ['Packaged', 'INACTIVE'],
      ['Shipped', 'INACTIVE'],
      ['Delivered', 'INACTIVE'],
      ['Returned', null],
    ]);
    const ordered = item.itemProgressSteps[0]!.children[0]!;
    expect(ordered.eventRemark).toBe('Your order has been placed.');
    expect(Date.parse(ordered.eventDate ?? '')).toBeGreaterThan(Date.now() - 120_000);
    expect(d.actions).toEqual(['print', 'contactus', 'cancel', 'subscription']);
    expect(d.groupedItems).toEqual([
      expect.objectContaining({ desktopStatus: 'Ordered', desktopSubStatus: `Arriving by ${item.promisedDateText}` }),
    ]);
  });

  it('when the units are packed, dispatched and shipped, then Shipped is current with both events, and cancel is gone', async () => {
    const { s, orderId, move } = await placed();
    await move(['readytoship', 'dispatched', 'shipped']);
    const d = await detailOf(s, orderId);
    expect(d.orderStatus).toBe('Shipped');
    expect(stepsOf(d)).toEqual([
      ['Ordered', 'DONE'],
      ['Packaged', 'DONE'],
      ['Shipped', 'CURRENT'],
      ['Delivered', 'INACTIVE'],
      ['Returned', null],
    ]);
    const shipped = d.items[0]!.itemProgressSteps[2]!.children;
    expect(shipped.map((c) => c.eventName)).toEqual(['Dispatched', 'Shipped']);
    expect(shipped.every((c) => c.eventDate && c.eventDateText && c.eventRemark)).toBe(true);
    const dates = d.items[0]!.itemProgressSteps.flatMap((step) =>
      step.children.map((c) => Date.parse(c.eventDate ?? '')),
    );
    expect(dates.filter(Number.isFinite)).toHaveLength(4);
    expect(d.items[0]).toMatchObject({ statusClass: 'shipped', itemCancellable: false });
    expect(d.actions).toEqual(['print', 'contactus', 'subscription']);
  });

  it('when the units are delivered, then Delivered is done, return, review and invoice are offered, and the return window closes after its days', async () => {
    const { s, orderId, move } = await placed();
    await move(['readytoship', 'dispatched', 'shipped', 'outfordelivery', 'delivered']);
    const d = await detailOf(s, orderId);
    expect(d.orderStatus).toBe('Delivered');
    expect(stepsOf(d)).toEqual([
      ['Ordered', 'DONE'],
      ['Packaged', 'DONE'],
      ['Shipped', 'DONE'],
      ['Delivered', 'DONE'],
      ['Returned', null],
    ]);
    const item = d.items[0]!;
    expect(item).toMatchObject({ itemReturnable: true, itemReviewable: true, statusClass: 'delivered' });
    expect(item.rateAndReview?.url).toMatch(/\/product-reviews\//);
    expect(Date.parse(item.actualDeliveredDate ?? '')).toBeGreaterThan(Date.now() - 120_000);
    expect(d).toMatchObject({ isDownloadInvoiceAllowed: true, orderReturnAllowed: true });
    expect(d.actions).toEqual(['print', 'contactus', 'review', 'return', 'invoice', 'sellerReview']);
    expect(d.groupedItems[0]?.desktopSubStatus).toBe(`Delivered on ${istDayText(new Date())}`);

    // Delivered longer ago than the listing's window: no return any more.
    expect(item.returnBadge).toMatch(/^Return window open till /);
    const old = await placed();
    await old.move(['delivered']);
    await backdate(old.orderId, returnDays + 1);
    const late = await detailOf(old.s, old.orderId);
    expect(late.items[0]).toMatchObject({ itemReturnable: false, itemReviewable: true });
    expect(late.items[0]?.returnBadge).toMatch(/^Return window closed on /);
    expect(late.actions).not.toContain('return');
    // Support moved it straight to delivered: every step it passed has its own event and date.
    expect(
      stepsOf(late)
        .slice(0, 4)
        .every(([, status]) => status === 'DONE'),
    ).toBe(true);
    expect(late.items[0]!.itemProgressSteps[1]!.children[0]!.eventDate).not.toBeNull();
  });

  it('when the units are cancelled before shipping, then a Cancelled step with its date and the steps after it NA', async () => {
    const { s, orderId, move } = await placed();
    await move(['cancelled']);
    const d = await detailOf(s, orderId);
    expect(d.orderStatus).toBe('Cancelled');
    expect(stepsOf(d)).toEqual([
      ['Ordered', 'DONE'],
      ['Packaged', 'NA'],
      ['Shipped', 'NA'],
      ['Delivered', 'NA'],
      ['Cancelled', 'CANCEL'],
    ]);
    const item = d.items[0]!;
    expect(item.itemProgressSteps[1]!.children).toEqual([expect.objectContaining({ eventRemark: 'NA' })]);
    expect(item.itemProgressSteps[4]!.children[0]).toMatchObject({ eventName: 'Cancelled' });
    expect(item.itemProgressSteps[4]!.children[0]!.eventDate).not.toBeNull();
    expect(item.nonReturnRefunds).toEqual([{ amount: item.prices.amount, label: 'Refund for the cancelled item' }]);
    expect(d.actions).toEqual(['print', 'contactus']);
    expect(d.groupedItems[0]?.desktopSubStatus).toBe(`Cancelled on ${istDayText(new Date())}`);
  });

  it('when a delivered unit is asked back and then returned, then the fifth step is RETURN_REQUEST, then RETURN', async () => {
    const { s, orderId, move } = await placed();
    await move(['delivered', 'return_requested']);
    const requested = await detailOf(s, orderId);
    expect(requested.items[0]).toMatchObject({ statusClass: 'return-requested', status: 'Delivered' });
    expect(stepsOf(requested)[4]).toEqual(['Returned', 'RETURN_REQUEST']);
    await move(['returned']);
    const returned = await detailOf(s, orderId);
    expect(returned.orderStatus).toBe('Returned');
    expect(stepsOf(returned)[4]).toEqual(['Returned', 'RETURN']);
    expect(returned.isDownloadInvoiceAllowed).toBe(true);
  });

  it('when a cash-on-delivery order is not delivered, then pay now is offered; not once paid online, nor once delivered', async () => {
    const { s, orderId } = await placed({ instrument: 'COD' });
    const d = await detailOf(s, orderId);
    expect(d.prepaidEligibilityData.eligibility).toBe(true);
    expect(d.prepaidEligibilityData.messageTitle).not.toBe('');
    expect(d.actions).toContain('payNow');
    expect(d.items[0]!.nonReturnRefunds).toEqual([]);

    await t.database.db.execute(
      sql`insert into order_prepayments (id, order_id, account_id, token_hash, amount, status, payment_id, expires_at, paid_at)
          select 'PP-' || id, id, account_id, 'hash-' || id, amount, 'PAID', 'PAYPP-' || id, now() + interval '1 hour', now()
            from orders where id = ${orderId}`,
    );
    expect((await detailOf(s, orderId)).prepaidEligibilityData.eligibility).toBe(false);

    const other = await placed({ instrument: 'COD' });
    await other.move(['shipped', 'delivered']);
    const delivered = await detailOf(other.s, other.orderId);
    expect(delivered.prepaidEligibilityData).toEqual({ eligibility: false, messageTitle: '', message: '' });
    expect(delivered.actions).not.toContain('payNow');
  });

  it('when another shopper asks for an order, then 404 ORDER_NOT_FOUND, the same answer as for an id that does not exist', async () => {
    const { orderId } = await placed();
    const stranger = await shopper(t, { loggedIn: true });
    const theirs = await stranger.call({ method: 'GET', url: detailUrl(orderId) });
    const unknown = await stranger.call({ method: 'GET', url: detailUrl('OD00000000000000000000') });
    expect(theirs.statusCode).toBe(404);
    expect(errorBodySchema.parse(theirs.json()).RESPONSE.errorCode).toBe('ORDER_NOT_FOUND');
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.body).not.toContain(orderId);

    const guest = await shopper(t, { loggedIn: false });
    expect((await guest.call({ method: 'GET', url: detailUrl(orderId) })).statusCode).toBe(401);
    for (const bad of ['', 'x'.repeat(81)]) {
      const res = await stranger.call({ method: 'GET', url: detailUrl(bad) });
      expect(res.statusCode, bad).toBe(400);
      expect(errorBodySchema.parse(res.json()).RESPONSE.errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await stranger.call({ method: 'GET', url: '/api/1/self-serve/order/detail/' })).statusCode).toBe(400);
  });
});

describe('delivery-update subscriptions', () => {
  const asScript = { accept: 'application/json', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
  const call = (
    s: Shopper,
    what: 'subscribe' | 'unsubscribe',
    orderId: string,
    headers: Record<string, string> = asScript,
  ) => s.call({ method: 'GET', url: `/api/1/self-serve/${what}?orderId=${encodeURIComponent(orderId)}`, headers });

  it('when the shopper unsubscribes and subscribes again, then the Subscription answers and the detail follow', async () => {
    const { s, orderId } = await placed();
    const off = await call(s, 'unsubscribe', orderId);
    expect(off.statusCode, off.body).toBe(200);
    expect(envelope(subscriptionSchema).parse(off.json()).RESPONSE).toEqual({
      orderid: orderId,
      subscribed: false,
      unSubscribed: true,
    });
    expect(await detailOf(s, orderId)).toMatchObject({ subscribed: false, unSubscribed: true });
    // Twice is the same answer.
    expect((await call(s, 'unsubscribe', orderId)).json().RESPONSE.subscribed).toBe(false);
    const on = await call(s, 'subscribe', orderId);
    expect(envelope(subscriptionSchema).parse(on.json()).RESPONSE).toEqual({
      orderid: orderId,
      subscribed: true,
      unSubscribed: false,
    });
    expect(await detailOf(s, orderId)).toMatchObject({ subscribed: true, unSubscribed: false });
  });

  it("when another shopper's order or an unknown one is named, then 404 and nothing changes", async () => {
    const { s, orderId } = await placed();
    const stranger = await shopper(t, { loggedIn: true });
    const res = await call(stranger, 'unsubscribe', orderId);
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).RESPONSE.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await call(stranger, 'subscribe', 'NOSUCHORDER')).statusCode).toBe(404);
    expect((await detailOf(s, orderId)).subscribed).toBe(true);
    expect((await call(s, 'subscribe', '')).statusCode).toBe(400);
  });

  it('when another site makes the browser navigate to or fetch unsubscribe, then 403 and the order stays subscribed', async () => {
    const { s, orderId } = await placed();
    const attempts: Record<string, string>[] = [
      // A link or a GET form on another site: a top-level navigation carries the Lax cookie.
      { accept: 'text/html,application/xhtml+xml', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      // The same from a browser without fetch metadata.
      { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      // A sibling site's script.
      { accept: 'application/json', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
      { accept: 'application/json', origin: 'http://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await call(s, 'unsubscribe', orderId, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorBodySchema.parse(res.json()).RESPONSE.errorCode).toBe('FORBIDDEN_ORIGIN');
    }
    expect((await detailOf(s, orderId)).subscribed).toBe(true);
  });
});

describe('the gift voucher sent again', () => {
  const resend = (s: Shopper, orderId: string, itemId: string) =>
    s.call({
      method: 'POST',
      url: `/api/1/self-serve/egv/resend/${encodeURIComponent(orderId)}?itemId=${encodeURIComponent(itemId)}`,
      payload: {},
    });
  const outboxTo = async (recipient: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from outbox_messages where recipient = ${recipient}`,
      )
    )[0]?.n ?? 0;

  it('when the order is a gift voucher, then resendEGVAllowed, giftcard offered, and each resend e-mails the recipient, up to the hourly limit', async () => {
    const { s, orderId } = await placed();
    const recipient = `friend.${orderId.toLowerCase()}@example.com`;
    // Vouchers are not sold through checkout yet (PHYSICAL only): the order is made one here.
    await t.database.db.execute(sql`update orders set order_type = 'egv' where id = ${orderId}`);
    await t.database.db.execute(
      sql`update order_items set gift_details = ${JSON.stringify({ recipientName: 'Ravi', recipientEmail: recipient, message: 'Happy Diwali!' })}::jsonb
           where order_id = ${orderId}`,
    );
    const d = await detailOf(s, orderId);
    expect(d).toMatchObject({ orderType: 'egv', resendEGVAllowed: true });
    expect(d.actions).toContain('giftcard');
    const item = d.items[0]!;
    expect(item.giftDetails).toEqual({ recipientName: 'Ravi', recipientEmail: recipient, message: 'Happy Diwali!' });

    const res = await resend(s, orderId, item.orderItemId);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(messageAnswer).parse(res.json()).RESPONSE.message).toBe(
      'The gift voucher has been sent to the recipient again.',
    );
    expect(await outboxTo(recipient)).toBe(1);
    await resend(s, orderId, item.orderItemId);
    await resend(s, orderId, item.orderItemId);
    const fourth = await resend(s, orderId, item.orderItemId);
    expect(fourth.statusCode).toBe(429);
    expect(await outboxTo(recipient)).toBe(3);

    // Another shopper, another order's item, an unknown order: 404 and nothing sent.
    const stranger = await shopper(t, { loggedIn: true });
    expect((await resend(stranger, orderId, item.orderItemId)).statusCode).toBe(404);
    const mine = await placed();
    const otherItem = (await detailOf(mine.s, mine.orderId)).items[0]!.orderItemId;
    expect((await resend(s, orderId, otherItem)).statusCode).toBe(404);
    expect((await resend(s, 'NOSUCHORDER', item.orderItemId)).statusCode).toBe(404);
    expect(await outboxTo(recipient)).toBe(3);
  });

  it('when the order is not a gift voucher, or the voucher was cancelled, then 409 ORDER_ACTION_NOT_ALLOWED', async () => {
    const { s, orderId, move } = await placed();
    const itemId = (await detailOf(s, orderId)).items[0]!.orderItemId;
    const physical = await resend(s, orderId, itemId);
    expect(physical.statusCode).toBe(409);
    expect(errorBodySchema.parse(physical.json()).RESPONSE.errorCode).toBe('ORDER_ACTION_NOT_ALLOWED');

    await t.database.db.execute(sql`update orders set order_type = 'egv' where id = ${orderId}`);
    await move(['cancelled']);
    expect((await detailOf(s, orderId)).resendEGVAllowed).toBe(false);
    expect((await resend(s, orderId, itemId)).statusCode).toBe(409);
    // Without the storefront's Origin a POST is refused before anything else.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/1/self-serve/egv/resend/${orderId}?itemId=${itemId}`,
      headers: { cookie: `sid=${s.sid}`, origin: 'http://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('the order list after moves', () => {
  it('when an order has units delivered and units cancelled, then it is listed in two groups that share its amount', async () => {
    const s = await shopper(t, { loggedIn: true });
    const { orderIds } = await placeOrder(t, s, [at(0)], { quantity: 2 });
    const d = await detailOf(s, orderIds[0]!);
    const units = d.items[0]!.units.map((u) => u.orderItemUnitId);
    expect(units).toHaveLength(2);
    await moveUnitToStatus(deps(), units[0]!, 'delivered');
    await moveUnitToStatus(deps(), units[1]!, 'cancelled');
    const list = envelope(ordersListSchema).parse(
      (await s.call({ method: 'GET', url: '/api/1/self-serve/orders/' })).json(),
    ).RESPONSE;
    const entry = list.orders[0]!;
    expect(entry.orderStatus).toBe('Delivered');
    expect(entry.groupedItems.map((g) => [g.desktopStatus, g.items[0]?.quantity])).toEqual([
      ['Delivered', 1],
      ['Cancelled', 1],
    ]);
    expect(entry.groupedItems.reduce((sum, g) => sum + (g.items[0]?.amount ?? 0), 0)).toBe(d.items[0]!.prices.amount);
  });
});
